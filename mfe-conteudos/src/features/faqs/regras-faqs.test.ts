import { type Registo } from '@site/shared/contract';
import { esquemaGrupoTipo, esquemaRegisto } from '@site/shared/contract/esquemas';

import { filtrarPerguntas, perguntasPorCategoria, textoSimples } from './regras-faqs';

function pergunta(
  idRegisto: number,
  idGrupoTipo: number | null,
  nome: string,
  texto: string,
  ordem = idRegisto,
): Registo {
  return esquemaRegisto.parse({
    idRegisto,
    idGrupo: 10,
    idGrupoTipo,
    nome,
    slug: `p-${idRegisto}`,
    resumo: '',
    texto,
    anexos: [],
    ordem,
    activo: true,
    destaque: false,
  });
}

const categorias = [
  { idGrupoTipo: 103, idGrupo: 10, nome: 'Normalização', ordem: 3 },
  { idGrupoTipo: 101, idGrupo: 10, nome: 'A associação', ordem: 1 },
].map((tipo) => esquemaGrupoTipo.parse(tipo));

const perguntas = [
  pergunta(
    1,
    103,
    'O que é uma norma?',
    '<p>Um documento aprovado por um organismo reconhecido.</p>',
    2,
  ),
  pergunta(
    2,
    101,
    'Quanto custa ser associado?',
    '<p>A quota anual é de <strong>30&nbsp;000 Kz</strong>.</p>',
  ),
  pergunta(
    3,
    103,
    'A certificação é obrigatória?',
    '<p>Em regra, não: é uma decisão <em>voluntária</em>.</p>',
    1,
  ),
];

describe('perguntasPorCategoria', () => {
  it('agrupa as perguntas pela ordem das categorias e cada grupo pela ordem do CMS', () => {
    const grupos = perguntasPorCategoria(perguntas, categorias);
    expect(grupos.map((grupo) => [grupo.tipo?.nome, grupo.itens.map((p) => p.idRegisto)])).toEqual([
      ['A associação', [2]],
      ['Normalização', [3, 1]],
    ]);
  });
});

describe('filtrarPerguntas', () => {
  it('procura na pergunta e no texto da resposta, sem acentos nem maiúsculas', () => {
    expect(filtrarPerguntas(perguntas, 'certificacao').map((p) => p.idRegisto)).toEqual([3]);
    expect(filtrarPerguntas(perguntas, 'VOLUNTARIA').map((p) => p.idRegisto)).toEqual([3]);
    expect(filtrarPerguntas(perguntas, 'quota kz').map((p) => p.idRegisto)).toEqual([2]);
  });

  it('não encontra palavras que só existem nas etiquetas HTML', () => {
    expect(filtrarPerguntas(perguntas, 'strong')).toEqual([]);
  });

  it('encontra respostas com entidades inválidas ou acentos escritos como entidades', () => {
    const comEntidades = [
      ...perguntas,
      pergunta(
        4,
        101,
        'Como me torno associado?',
        '<p>Pelo formul&aacute;rio de inscri&ccedil;&atilde;o &#1114112; &#x110000; &#xD800; &#0; &#99999999999999999999; online.</p>',
      ),
    ];
    expect(filtrarPerguntas(comEntidades, 'formulario online').map((p) => p.idRegisto)).toEqual([
      4,
    ]);
    expect(filtrarPerguntas(comEntidades, 'inscricao').map((p) => p.idRegisto)).toEqual([4]);
  });

  it('sem termo devolve todas as perguntas', () => {
    expect(filtrarPerguntas(perguntas, '  ')).toHaveLength(3);
  });
});

describe('textoSimples', () => {
  it('retira as etiquetas e descodifica as entidades habituais', () => {
    expect(textoSimples('<p>30&nbsp;000 Kz &amp; <em>mais</em></p>')).toBe('30 000 Kz & mais');
  });

  it('mostra U+FFFD no lugar de um ponto de código fora do Unicode, sem rebentar', () => {
    expect(textoSimples('<p>a &#1114112; b &#xD800;</p>')).toBe('a \uFFFD b \uFFFD');
  });
});
