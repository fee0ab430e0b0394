import {
  eventoPublico,
  GRUPOS,
  pedidoClassificacao,
  urlEndpoint,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@site/shared/contract';

import { obterTokenXsrf, pedir } from '../comum/http';
import { arrancarServidor, pastaDados, portaLivre, SCRIPT_LANCADOR } from '../comum/servidor';

import { PAGINA_ISOLAMENTO } from './plantar';
import { renderizarPaginas, type PaginaAVisitar, type ResultadoPaginaXss } from './renderizar';
import { VECTORES } from './vectores';

export interface ResultadoXss {
  vectores: number;
  paginas: ResultadoPaginaXss[];
  /** The positive control, with and without CSP (not part of the site's figures). */
  controlo: ResultadoPaginaXss[];
  duracaoMs: number;
}

async function obterObjecto<T>(url: string): Promise<T> {
  const resposta = await pedir({ url });
  return (JSON.parse(resposta.texto) as { objecto: T }).objecto;
}

/**
 * Unsanitized HTML put into the page by the test itself: without CSP it must fire the trap (an
 * inline handler and a srcdoc frame) and open a dialog; the DOM scan must see the handler, the
 * javascript: link and the frame. With CSP the inline handler must be blocked.
 */
const CONTROLO: PaginaAVisitar = {
  caminho: '/contactos?controlo',
  injectar:
    '<img src="x" onerror="__xss(\'controlo\')"><a href="javascript:void(0)">x</a>' +
    '<iframe srcdoc="<script>parent.__xss(\'controlo-moldura\')</script>"></iframe>' +
    '<img src="y" onerror="alert(\'controlo\')">',
};

/** Addresses that depend on the data: events, an event type, albums. */
async function descobrir(urlBase: string) {
  const token = await obterTokenXsrf(urlBase);
  const resposta = await pedir({
    url: `${urlBase}${urlEndpoint('eventosClassificacao')}`,
    metodo: 'POST',
    cabecalhos: {
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=${token}`,
      [XSRF_HEADER.toLowerCase()]: token,
    },
    corpo: JSON.stringify(pedidoClassificacao()),
  });
  const eventos = (
    JSON.parse(resposta.texto) as {
      objecto: { idEvento: number; estado: string; idTipoEvento: number }[];
    }
  ).objecto.filter(eventoPublico);
  const albuns = await obterObjecto<{ slug: string }[]>(
    `${urlBase}${urlEndpoint('registosDoGrupo', { idGrupo: GRUPOS.galeria, comSeccoes: true })}`,
  );
  return {
    eventos: eventos.map((e) => e.idEvento),
    tipos: [...new Set(eventos.map((e) => e.idTipoEvento))],
    albuns: albuns.map((a) => a.slug),
  };
}

/** The pages to render: every screen of the site in the full report, a subset in CI. */
function paginasXss(
  descoberta: { eventos: number[]; tipos: number[]; albuns: string[] },
  completo: boolean,
): PaginaAVisitar[] {
  const isolamento = { caminho: `/pagina/${PAGINA_ISOLAMENTO}` };
  if (!completo) {
    return [
      { caminho: '/', percorrerCarrossel: true },
      { caminho: '/aaq' },
      { caminho: '/contactos' },
      { caminho: `/eventos/${descoberta.eventos[0]}` },
      { caminho: '/faqs', abrirPerguntas: 40 },
      isolamento,
    ];
  }
  return [
    { caminho: '/', percorrerCarrossel: true },
    { caminho: '/aaq' },
    { caminho: '/associados' },
    { caminho: '/associados/inscricao' },
    { caminho: '/contactos' },
    { caminho: '/eventos' },
    { caminho: '/eventos/agendados' },
    { caminho: '/eventos/realizados' },
    ...descoberta.tipos.map((id) => ({ caminho: `/eventos/tipos/${id}` })),
    ...descoberta.eventos.map((id) => ({ caminho: `/eventos/${id}` })),
    { caminho: '/normalizacao' },
    { caminho: '/biblioteca' },
    { caminho: '/galeria' },
    ...descoberta.albuns.map((slug) => ({ caminho: `/galeria/${slug}` })),
    { caminho: '/faqs', abrirPerguntas: 1000 },
    { caminho: '/parcerias' },
    isolamento,
    { caminho: '/pagina/3' },
    { caminho: '/pagina/14' },
    { caminho: '/endereco-que-nao-existe', naoEncontrado: true },
  ];
}

/**
 * Starts the fixture site (the reference seed with the corpus planted everywhere) on a free
 * loopback port and renders the site's pages in Chromium, with and without CSP.
 */
export async function executarXss(opcoes: { completo: boolean }): Promise<ResultadoXss> {
  const inicio = Date.now();
  const dados = pastaDados('robustez-xss-');
  const servidor = await arrancarServidor({
    script: SCRIPT_LANCADOR,
    porta: await portaLivre(),
    dataDir: dados.pasta,
    env: { ROBUSTEZ_FIXTURE: 'xss' },
  });
  try {
    const paginas = [...paginasXss(await descobrir(servidor.url), opcoes.completo), CONTROLO];
    const resultados = await renderizarPaginas({ urlBase: servidor.url, paginas });
    return {
      vectores: VECTORES.length,
      paginas: resultados.filter((r) => r.caminho !== CONTROLO.caminho),
      controlo: resultados.filter((r) => r.caminho === CONTROLO.caminho),
      duracaoMs: Date.now() - inicio,
    };
  } finally {
    await servidor.matar();
    dados.remover();
  }
}
