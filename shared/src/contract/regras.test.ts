import type { Evento, Pagina } from './index';
import {
  dobrarTexto,
  eventoPublico,
  eventosVisiveis,
  formatarData,
  formatarDataHora,
  formatarIntervalo,
  formatarTamanho,
  hrefTelefone,
  paginasDoMenu,
  proximosEventos,
  seccoesActivas,
  separarEventos,
  slugify,
} from './index';

function evento(id: number, estado: string, dataInicio: string, dataFim = dataInicio): Evento {
  return {
    idEvento: id,
    titulo: `Evento ${id}`,
    resumo: '',
    descricao: '',
    estado,
    dataInicio,
    dataFim,
    local: '',
    morada: '',
    idTipoEvento: 1,
    tipoEvento: 'Conferência',
    idClassificacao: 1,
    imagemUrl: '',
    imagemLargura: 1200,
    imagemAltura: 630,
    inscricoesAbertas: true,
    vagas: null,
    preco: 'Gratuito',
  };
}

function pagina(
  idPagina: number,
  menu: boolean,
  activo: boolean,
  ordem = idPagina,
  paginasFilhos: Pagina[] = [],
): Pagina {
  return {
    idPagina,
    textoPagina: `P${idPagina}`,
    descricao: '',
    menu,
    activo,
    ordem,
    seccoesMenu: [],
    paginasFilhos,
  };
}

describe('eventoPublico', () => {
  it('é público o evento com estado activo, em qualquer caixa e com espaços à volta', () => {
    expect(eventoPublico({ estado: 'activo' })).toBe(true);
    expect(eventoPublico({ estado: ' Activo ' })).toBe(true);
    expect(eventoPublico({ estado: 'ACTIVO' })).toBe(true);
  });

  it('qualquer outro estado, ou nenhum, esconde o evento', () => {
    for (const estado of ['inactivo', 'cancelado', 'rascunho', '', 'activos']) {
      expect(eventoPublico({ estado })).toBe(false);
    }
  });
});

describe('eventosVisiveis', () => {
  it('mostra apenas eventos com estado activo em qualquer caixa, mais recentes primeiro', () => {
    const eventos = [
      evento(1, 'Activo', '2026-01-10T09:00:00+01:00'),
      evento(2, 'INACTIVO', '2026-05-10T09:00:00+01:00'),
      evento(3, 'ACTIVO', '2026-03-10T09:00:00+01:00'),
      evento(4, ' activo ', '2025-12-01T09:00:00+01:00'),
      evento(5, 'Cancelado', '2026-06-01T09:00:00+01:00'),
    ];
    expect(eventosVisiveis(eventos).map((e) => e.idEvento)).toEqual([3, 1, 4]);
  });

  it('não altera a lista recebida', () => {
    const eventos = [
      evento(1, 'activo', '2026-01-01T00:00:00Z'),
      evento(2, 'activo', '2026-02-01T00:00:00Z'),
    ];
    eventosVisiveis(eventos);
    expect(eventos.map((e) => e.idEvento)).toEqual([1, 2]);
  });
});

describe('separarEventos', () => {
  const agora = new Date('2026-11-22T12:00:00Z');
  it('separa agendados (ainda não terminaram) de realizados', () => {
    const eventos = [
      evento(1, 'activo', '2026-11-30T09:00:00Z'),
      evento(2, 'activo', '2026-11-01T09:00:00Z'),
      evento(3, 'activo', '2026-11-22T08:00:00Z', '2026-11-22T18:00:00Z'),
      evento(4, 'inactivo', '2026-12-30T09:00:00Z'),
    ];
    const { agendados, realizados } = separarEventos(eventos, agora);
    expect(agendados.map((e) => e.idEvento)).toEqual([1, 3]);
    expect(realizados.map((e) => e.idEvento)).toEqual([2]);
  });

  it('os próximos eventos vêm do mais próximo para o mais distante', () => {
    const eventos = [
      evento(1, 'activo', '2027-02-01T09:00:00Z'),
      evento(2, 'activo', '2026-12-01T09:00:00Z'),
      evento(3, 'activo', '2027-01-01T09:00:00Z'),
    ];
    expect(proximosEventos(eventos, agora, 2).map((e) => e.idEvento)).toEqual([2, 3]);
  });
});

describe('paginasDoMenu', () => {
  it('mantém apenas páginas com menu e activo, também entre as filhas, por ordem', () => {
    const paginas = [
      pagina(3, true, true, 3, [
        pagina(31, true, true),
        pagina(32, false, true),
        pagina(33, true, false),
      ]),
      pagina(1, true, true, 1),
      pagina(2, false, true),
      pagina(5, true, false),
    ];
    const menu = paginasDoMenu(paginas);
    expect(menu.map((p) => p.idPagina)).toEqual([1, 3]);
    expect(menu[1]?.paginasFilhos.map((p) => p.idPagina)).toEqual([31]);
  });
});

describe('seccoesActivas', () => {
  it('mostra apenas secções activas, pela ordem do CMS', () => {
    const seccoes = [
      { id: 'b', activo: true, ordem: 2 },
      { id: 'x', activo: false, ordem: 0 },
      { id: 'a', activo: true, ordem: 1 },
    ];
    expect(seccoesActivas(seccoes).map((s) => s.id)).toEqual(['a', 'b']);
  });
});

describe('slugify e dobrarTexto', () => {
  it('dobra acentos do português', () => {
    expect(slugify('Normalização Técnica')).toBe('normalizacao-tecnica');
    expect(slugify('  Missão, Visão & Valores! ')).toBe('missao-visao-valores');
    expect(slugify('Órgãos Sociais')).toBe('orgaos-sociais');
    expect(dobrarTexto('Normalização')).toBe('normalizacao');
  });
});

describe('hrefTelefone', () => {
  it('liga para o número sem espaços nem pontuação, mantendo o indicativo', () => {
    expect(hrefTelefone('+244 923 456 789')).toBe('tel:+244923456789');
    expect(hrefTelefone(' 222-334.455 ')).toBe('tel:222334455');
  });
});

describe('formatação para pt-AO', () => {
  it('formata datas e horas na hora de Luanda', () => {
    expect(formatarData('2026-03-12T08:30:00Z')).toBe('12 de março de 2026');
    expect(formatarDataHora('2026-03-12T08:30:00Z')).toBe('12 de março de 2026, 09:30');
  });

  it('mostra um intervalo do mesmo dia com as duas horas, e de dias diferentes por extenso', () => {
    expect(formatarIntervalo('2026-03-12T08:00:00Z', '2026-03-12T16:00:00Z')).toBe(
      '12 de março de 2026, 09:00–17:00',
    );
    expect(formatarIntervalo('2026-03-12T08:00:00Z', '2026-03-13T16:00:00Z')).toBe(
      '12 de março de 2026, 09:00 a 13 de março de 2026, 17:00',
    );
  });

  it('formata tamanhos de ficheiros', () => {
    expect(formatarTamanho(512)).toBe('512 B');
    expect(formatarTamanho(2048)).toBe('2 KB');
    expect(formatarTamanho(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
