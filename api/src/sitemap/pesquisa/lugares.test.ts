import type { RespostaPesquisa } from '@site/shared/contract';

import { criarRonda } from '../partes';

import { leitorDeTeste } from './conteudo-teste';
import { SEM_DETALHES, type DocumentoPesquisa } from './documento';
import { documentosDoSite } from './documentos';
import { construirIndice, type IndicePesquisa } from './indice';

/** The test CMS's two editions of the conference: one took place, one is to come. */
const AGORA = new Date('2026-11-01T12:00:00+01:00');

let indice: IndicePesquisa;
beforeAll(async () => {
  indice = construirIndice(await documentosDoSite(leitorDeTeste(), 'aaq', criarRonda()));
});

const pesquisar = (consulta: string) => indice.pesquisar(consulta, { agora: AGORA });
const texto = (segmentos: readonly { texto: string }[]) => segmentos.map((s) => s.texto).join('');
const caminhos = (resposta: RespostaPesquisa) =>
  resposta.resultados.flatMap((r) => [r.caminho, ...r.subResultados.map((s) => s.caminho)]);

describe('um resultado por lugar, distinguível à primeira vista', () => {
  it('uma página e a sua secção com o mesmo título são um resultado, com a secção por baixo', () => {
    const resposta = pesquisar('cursos de qualidade');
    const [pagina] = resposta.resultados;

    expect(pagina).toMatchObject({
      titulo: 'Cursos de Qualidade',
      caminho: '/pagina/22/cursos-de-qualidade',
    });
    expect(pagina?.subResultados).toEqual([
      expect.objectContaining({
        titulo: 'Cursos de Qualidade',
        caminho: '/pagina/22/33/cursos-de-qualidade#seccao-33',
      }),
    ]);
    expect(resposta.resultados.filter((r) => r.titulo === 'Cursos de Qualidade')).toHaveLength(1);
    expect(caminhos(resposta).filter((c) => c.startsWith('/pagina/22/'))).toHaveLength(2);
  });

  it('dois eventos com o mesmo título distinguem-se pela data, o local e se já se realizaram; o próximo primeiro', () => {
    const [proximo, passado] = pesquisar('Conferência Nacional da Qualidade').resultados;

    expect(proximo).toMatchObject({
      tipo: 'evento',
      caminho: '/eventos/9/conferencia-nacional-da-qualidade',
      dataTexto: '9 de março de 2027',
      local: 'Centro de Convenções de Talatona',
      quando: 'agendado',
    });
    expect(passado).toMatchObject({
      caminho: '/eventos/7/conferencia-nacional-da-qualidade',
      dataTexto: '10 de março de 2026',
      local: 'Hotel Presidente',
      quando: 'realizado',
    });
  });

  it('uma norma mostra o seu código e categoria; um documento, a sua categoria', () => {
    expect(pesquisar('9001').resultados[0]).toMatchObject({
      tipo: 'norma',
      codigo: 'NA ISO 9001',
      categoria: 'Gestão da Qualidade',
    });
    expect(pesquisar('relatorio').resultados[0]).toMatchObject({
      tipo: 'documento',
      categoria: 'Relatórios',
    });
  });

  it('um excerto nunca repete uma frase, mesmo quando o resumo é a primeira frase da descrição', () => {
    const [evento] = pesquisar('inovação').resultados;
    const excerto = texto(evento?.excerto ?? []);

    expect(excerto).toBe('A edição deste ano: qualidade e inovação. Inscrições em breve.');
    expect(excerto.split('A edição deste ano')).toHaveLength(2);
  });

  it('encontra as pessoas dos órgãos sociais pelo nome, na secção da página da associação', () => {
    const [associacao] = pesquisar('maria da conceicao').resultados;

    expect(associacao).toMatchObject({ titulo: 'A Associação', caminho: '/aaq' });
    expect(associacao?.subResultados[0]).toMatchObject({ caminho: '/aaq#orgaos-sociais' });
    expect(texto(associacao?.subResultados[0]?.excerto ?? [])).toContain(
      'Maria da Conceição Neto, Presidente da Mesa, Assembleia Geral.',
    );
    // A member the CMS marks as no longer serving is not found.
    expect(pesquisar('mavinga').total).toBe(0);
  });
});

/** `quantos` events, every other one past, all about "qualidade"; and 3 documents. */
function muitos(quantos: number): DocumentoPesquisa[] {
  const eventos = Array.from({ length: quantos }, (_, i) => ({
    id: `evento-${i}`,
    tipo: 'evento' as const,
    titulo: `Encontro ${i}`,
    etiquetas: '',
    texto: 'Um encontro sobre qualidade.',
    caminho: `/eventos/${i}/encontro`,
    pai: null,
    detalhes: {
      ...SEM_DETALHES,
      data: `${i % 2 ? '2025' : '2027'}-01-${String((i % 28) + 1).padStart(2, '0')}`,
    },
  }));
  const documentos = Array.from({ length: 3 }, (_, i) => ({
    ...eventos[0]!,
    id: `documento-${i}`,
    tipo: 'documento' as const,
    titulo: `Guia ${i}`,
    caminho: `/biblioteca#documento-${i}`,
    detalhes: SEM_DETALHES,
  }));
  return [...eventos, ...documentos];
}

describe('filtros por tipo e páginas de resultados', () => {
  const grande = construirIndice(muitos(45));

  it('conta cada tipo, mostra 20 por página e a última página quando se pede uma além dela', () => {
    const primeira = grande.pesquisar('qualidade', { agora: AGORA });
    const segunda = grande.pesquisar('qualidade', { agora: AGORA, pagina: 2 });
    const alem = grande.pesquisar('qualidade', { agora: AGORA, pagina: 99 });

    expect(primeira).toMatchObject({ total: 48, pagina: 1, paginas: 3 });
    expect(primeira.contagens).toEqual([
      { tipo: 'evento', total: 45 },
      { tipo: 'documento', total: 3 },
    ]);
    expect(primeira.resultados).toHaveLength(20);
    expect(segunda.resultados.map((r) => r.caminho)).not.toContain(primeira.resultados[0]?.caminho);
    expect(alem).toMatchObject({ pagina: 3, paginas: 3 });
    expect(alem.resultados).toHaveLength(8);
  });

  it('um filtro deixa só o seu tipo, e as contagens continuam a ser as de todos', () => {
    const documentos = grande.pesquisar('qualidade', { agora: AGORA, tipo: 'documento' });

    expect(documentos).toMatchObject({ tipo: 'documento', total: 3, paginas: 1 });
    expect(documentos.resultados.map((r) => r.tipo)).toEqual([
      'documento',
      'documento',
      'documento',
    ]);
    expect(documentos.contagens).toHaveLength(2);
  });

  it('de relevância igual, os eventos agendados vêm antes dos realizados, o mais próximo primeiro', () => {
    const eventos = [1, 2, 3].flatMap(
      (pagina) =>
        grande.pesquisar('qualidade', { agora: AGORA, tipo: 'evento', pagina }).resultados,
    );
    const agendados = eventos.filter((r) => r.quando === 'agendado');

    expect(eventos).toHaveLength(45);
    expect(eventos.findIndex((r) => r.quando === 'realizado')).toBe(agendados.length);
    expect(agendados.slice(0, 2).map((r) => r.data)).toEqual(['2027-01-01', '2027-01-01']);
  });
});

it('de relevância próxima, o título que é exactamente a pesquisa vem primeiro', () => {
  // The other one says the words once more, in its body: a little more relevant by itself.
  const textos = ['Sobre qualidade total.', 'Sobre a associação.'];
  const [outro, exacto] = ['A total qualidade', 'Qualidade total'].map((titulo, i) => ({
    ...muitos(1)[0]!,
    id: `documento-${i}`,
    tipo: 'documento' as const,
    titulo,
    texto: textos[i] ?? '',
    caminho: `/biblioteca#documento-${i}`,
    detalhes: SEM_DETALHES,
  }));
  const dois = construirIndice([outro!, exacto!]);

  expect(dois.pesquisar('qualidade total').resultados.map((r) => r.titulo)).toEqual([
    'Qualidade total',
    'A total qualidade',
  ]);
});

describe('ajuda enquanto se escreve e «Será que quis dizer»', () => {
  it('sugere pelo início da palavra e com um erro de escrita, no máximo seis', () => {
    expect(indice.sugerir('confer', AGORA).sugestoes.slice(0, 2)).toEqual([
      expect.objectContaining({
        tipo: 'evento',
        titulo: 'Conferência Nacional da Qualidade',
        contexto: '9 de março de 2027',
        caminho: '/eventos/9/conferencia-nacional-da-qualidade',
      }),
      expect.objectContaining({ contexto: '10 de março de 2026' }),
    ]);
    expect(indice.sugerir('auditroia', AGORA).sugestoes.map((s) => s.titulo)).toContain(
      'Cursos de auditoria',
    );
    expect(construirIndice(muitos(45)).sugerir('qual').sugestoes).toHaveLength(6);
    expect(indice.sugerir('a').sugestoes).toEqual([]);
  });

  it('uma secção sugerida diz de que página é', () => {
    expect(indice.sugerir('orgaos sociais', AGORA).sugestoes[0]).toEqual({
      tipo: 'pagina',
      titulo: 'Órgãos Sociais',
      contexto: 'A Associação',
      caminho: '/aaq#orgaos-sociais',
    });
  });

  it('uma pesquisa mal escrita sem resultados oferece a palavra do sítio mais próxima', () => {
    expect(pesquisar('lobtio')).toMatchObject({ total: 0, sugestao: 'lobito' });
    expect(pesquisar('lobito').sugestao).toBe('');
    expect(pesquisar('zzzzqqqq').sugestao).toBe('');
  });
});
