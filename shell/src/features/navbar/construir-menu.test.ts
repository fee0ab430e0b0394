import type { Pagina, SeccaoMenu } from '@site/shared/contract';

import { construirMenu, itemActivo } from './construir-menu';

function seccao(idSeccao: number, nome: string, activo = true): SeccaoMenu {
  return { idSeccao, nome, activo, menu: true, ordem: idSeccao };
}

function pagina(idPagina: number, textoPagina: string, extra: Partial<Pagina> = {}): Pagina {
  return {
    idPagina,
    textoPagina,
    descricao: '',
    activo: true,
    menu: true,
    ordem: idPagina,
    seccoesMenu: [],
    paginasFilhos: [],
    ...extra,
  };
}

const paginas: Pagina[] = [
  pagina(1, 'Início'),
  pagina(2, 'Notícias', { menu: false }),
  pagina(3, 'Formação', {
    paginasFilhos: [pagina(31, 'Cursos Técnicos'), pagina(32, 'Calendário', { activo: false })],
  }),
  pagina(4, 'A Associação', {
    seccoesMenu: [
      seccao(1, 'História'),
      seccao(2, 'Missão, Visão e Valores'),
      seccao(3, 'Estatutos'),
      seccao(4, 'Órgãos Sociais', false),
      seccao(5, 'Mensagem do Presidente'),
    ],
  }),
  pagina(5, 'Serviços', { activo: false }),
  pagina(6, 'Eventos'),
  pagina(7, 'Normalização'),
  pagina(8, 'Parcerias'),
  pagina(12, 'Contactos'),
  pagina(13, 'Associados', {
    seccoesMenu: [seccao(20, 'Ser Associado'), seccao(21, 'Benefícios')],
    paginasFilhos: [pagina(14, 'Candidatura Online')],
  }),
];

describe('construirMenu', () => {
  const menu = construirMenu(paginas, 'aaq');
  const porId = (id: number) => menu.find((item) => item.id === id);

  it('mostra apenas páginas com menu e activo, pela ordem do CMS', () => {
    expect(menu.map((item) => item.id)).toEqual([1, 3, 4, 6, 7, 8, 12, 13]);
  });

  it('faz da página 4 o menu da associação com âncoras para as secções activas', () => {
    expect(porId(4)?.itens).toEqual([
      { texto: 'História', para: '/aaq#historia' },
      { texto: 'Missão, Visão e Valores', para: '/aaq#missao-visao-valores' },
      { texto: 'Estatutos', para: '/aaq#estatutos' },
      { texto: 'Mensagem do Presidente', para: '/aaq#mensagem-presidente' },
    ]);
  });

  it('faz da página 13 o menu dos associados: secções para /associados, filhas para a inscrição', () => {
    expect(porId(13)?.itens).toEqual([
      { texto: 'Ser Associado', para: '/associados#ser-associado' },
      { texto: 'Benefícios', para: '/associados#beneficios' },
      { texto: 'Candidatura Online', para: '/associados/inscricao' },
    ]);
  });

  it('faz da página 6 o menu de eventos com Todos, Agendados e Realizados', () => {
    expect(porId(6)?.itens.map((item) => [item.texto, item.para])).toEqual([
      ['Todos', '/eventos'],
      ['Agendados', '/eventos/agendados'],
      ['Realizados', '/eventos/realizados'],
    ]);
  });

  it('liga as páginas 7 a 12 às suas rotas', () => {
    expect([porId(7)?.para, porId(8)?.para, porId(12)?.para]).toEqual([
      '/normalizacao',
      '/parcerias',
      '/contactos',
    ]);
  });

  it('faz das outras páginas com filhas um menu genérico com as filhas activas', () => {
    expect(porId(3)?.para).toBeUndefined();
    expect(porId(3)?.itens).toEqual([
      { texto: 'Cursos Técnicos', para: '/pagina/31/cursos-tecnicos' },
    ]);
  });

  it('destaca a secção de topo actual', () => {
    expect(itemActivo(porId(6)!, '/eventos/tipos/2/formacao')).toBe(true);
    expect(itemActivo(porId(6)!, '/eventosx')).toBe(false);
    expect(itemActivo(porId(8)!, '/parceiros')).toBe(true);
    expect(itemActivo(porId(4)!, '/aaq')).toBe(true);
    expect(itemActivo(porId(1)!, '/')).toBe(true);
    expect(itemActivo(porId(1)!, '/contactos')).toBe(false);
    expect(itemActivo(porId(3)!, '/pagina/31/cursos-tecnicos')).toBe(true);
  });
});
