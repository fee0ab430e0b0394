import type { RespostaPesquisa } from '@site/shared/contract';

import type { IndicePesquisa } from './indice';

/*
 * The search's relevance set (issue I3): queries a visitor types on the seed (the reference
 * backend's content, api/src/referencia/semente), each with the places they expect at the top:
 * any one of them among the first three results (or the sections under them) is a success.
 * Written as visitors write: without accents, misspelt, plural and singular, in capitals, by a
 * standard's code, by an event's type, by the names of the people on the association's page.
 * relevancia.test.ts holds the index to its targets; `npm run pesquisa -w bench` reports it.
 */

const norma = (id: number) => `/normalizacao#norma-${id}`;
const documento = (id: number) => `/biblioteca#documento-${id}`;
const faq = (slug: string) => `/faqs#${slug}`;
const NORMAS = Array.from({ length: 11 }, (_, i) => norma(701 + i));
const CONFERENCIA = [
  '/eventos/11/conferencia-nacional-da-qualidade',
  '/eventos/tipos/1/conferencia',
];
const AUDITORIA = ['/eventos/7/formacao-de-auditores-internos', norma(703), documento(802)];
const ORGAOS = ['/aaq#orgaos-sociais'];

/** Query → the places expected at the top (any one of them). */
export const CONSULTAS_RELEVANCIA: Readonly<Record<string, readonly string[]>> = {
  normalizacao: ['/normalizacao'],
  NORMALIZAÇÃO: ['/normalizacao'],
  'iso 9001': [norma(701)],
  'ISO 9001': [norma(701)],
  iso9001: [norma(701)],
  'NA ISO': ['/normalizacao', ...NORMAS],
  'na iso 14001': [norma(706)],
  '45001': [norma(708)],
  'iso 22000': [norma(710)],
  '17025': [norma(711)],
  'gestao do risco': [norma(705), '/eventos/6/webinar-gestao-do-risco-com-a-na-iso-31000'],
  conferencia: CONFERENCIA,
  'Conferência Nacional da Qualidade': ['/eventos/11/conferencia-nacional-da-qualidade'],
  conferencias: CONFERENCIA,
  webinar: ['/eventos/tipos/6/webinar', '/eventos/13/webinar-satisfacao-do-cliente-e-reclamacoes'],
  webinars: ['/eventos/tipos/6/webinar', '/eventos/13/webinar-satisfacao-do-cliente-e-reclamacoes'],
  seminario: [
    '/eventos/tipos/4/seminario',
    '/eventos/12/seminario-normalizacao-e-comercio-na-sadc',
  ],
  workshops: ['/eventos/tipos/3/workshop', '/eventos/9/workshop-de-gestao-ambiental'],
  formacao: ['/pagina/3/formacao', '/eventos/tipos/2/formacao'],
  formacoes: ['/pagina/3/formacao', '/eventos/tipos/2/formacao'],
  'assembleia geral': [
    '/eventos/5/assembleia-geral-ordinaria',
    '/eventos/tipos/5/assembleia-geral',
  ],
  auditoria: AUDITORIA,
  'auditorias internas': AUDITORIA,
  auditoira: AUDITORIA,
  certificacao: [faq('a-certificacao-e-obrigatoria'), documento(803)],
  certificaçao: [faq('a-certificacao-e-obrigatoria'), documento(803)],
  'seguranca alimentar': [norma(710), '/eventos/4/seminario-sobre-seguranca-alimentar'],
  'segurnaça alimentar': [norma(710), '/eventos/4/seminario-sobre-seguranca-alimentar'],
  'relatorio de actividades': [documento(805), documento(804)],
  relatorios: [documento(805), documento(804), documento(806)],
  boletim: [
    documento(812),
    documento(813),
    '/pagina/2/52/boletim-do-1-trimestre-publicado#seccao-52',
  ],
  legislacao: [documento(807), documento(808)],
  quotas: [faq('como-pago-as-quotas'), '/associados#categorias-e-quotas'],
  'como pagar as quotas': [faq('como-pago-as-quotas')],
  'quanto custa ser associado': [faq('quanto-custa-ser-associado')],
  'inscrever num evento': [faq('como-me-inscrevo-num-evento')],
  'cancelar inscricao': [faq('posso-cancelar-a-minha-inscricao')],
  'dados pessoais': [faq('como-sao-tratados-os-meus-dados-pessoais')],
  newsletter: [faq('como-anulo-a-subscricao-da-newsletter')],
  'o que e uma norma': [faq('o-que-e-uma-norma')],
  'antonio kiala': [...ORGAOS, '/aaq#mensagem-presidente'],
  'Maria da Conceição Neto': ORGAOS,
  'filomena chipongue': ORGAOS,
  'teresa mbala': ORGAOS,
  'orgaos sociais': ORGAOS,
  presidente: ['/aaq#mensagem-presidente', ...ORGAOS],
  estatutos: ['/aaq#estatutos'],
  historia: ['/aaq#historia'],
  missao: ['/aaq#missao-visao-valores'],
  parcerias: ['/parcerias'],
  'universidade agostinho neto': ['/parcerias#parceiro-1108'],
  'cimentos do lobito': ['/parcerias#parceiro-1106'],
  galeria: ['/galeria'],
  contactos: ['/contactos'],
  candidatura: ['/pagina/17/45/candidatura-online#seccao-45', '/pagina/17/inscricao'],
  beneficios: ['/associados#beneficios'],
  ishikawa: ['/eventos/3/workshop-de-ferramentas-da-qualidade'],
  'satisfacao do cliente': [norma(704), '/eventos/13/webinar-satisfacao-do-cliente-e-reclamacoes'],
};

/** The results a visitor reads, in order: each with its own place and the sections under it. */
const lugares = (resposta: RespostaPesquisa) =>
  resposta.resultados.map((r) => [r.caminho, ...r.subResultados.map((s) => s.caminho)]);

/** How the index does on the set: success@3, MRR, and the queries that missed their top 3. */
export interface Relevancia {
  consultas: number;
  sucessoA3: number;
  mrr: number;
  falhas: { consulta: string; posicao: number | null; primeiros: string[] }[];
}

/** Success@3 (an expected place in the first three) and MRR (1 / rank of the first one). */
export function medirRelevancia(indice: IndicePesquisa, agora = new Date()): Relevancia {
  const entradas = Object.entries(CONSULTAS_RELEVANCIA);
  let sucessos = 0;
  let reciprocos = 0;
  const falhas: Relevancia['falhas'] = [];
  for (const [consulta, esperados] of entradas) {
    const resposta = indice.pesquisar(consulta, { agora });
    const indiceAchado = lugares(resposta).findIndex((caminhos) =>
      caminhos.some((caminho) => esperados.includes(caminho)),
    );
    const posicao = indiceAchado === -1 ? null : indiceAchado + 1;
    if (posicao !== null) reciprocos += 1 / posicao;
    if (posicao !== null && posicao <= 3) sucessos += 1;
    else
      falhas.push({
        consulta,
        posicao,
        primeiros: resposta.resultados.slice(0, 3).map((r) => r.caminho),
      });
  }
  return {
    consultas: entradas.length,
    sucessoA3: sucessos / entradas.length,
    mrr: reciprocos / entradas.length,
    falhas,
  };
}
