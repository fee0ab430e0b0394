import { gzipSync } from 'node:zlib';

import type {
  ConfiguracaoSite,
  NomeRemoto,
  RecursosArranque,
  RespostaPagina,
} from '@site/shared/contract';
import { ATRIBUTOS_SECCAO } from '@site/shared/contract';
import { modulosDaRota } from '@site/shared/contract/rotas';

import { VERSAO_SHELL } from '../lib/versao-shell';

import { cabecalhoPagina, escaparHtml, type ModeloDocumento } from './documento';
import type { RemotosFederados } from './remotos-federados';
import { renderizarComReact } from './render-react';

/** A page as kept: its answer, when it was made, and with which builds of the remotes. */
export interface PaginaGuardada {
  resposta: Omit<RespostaPagina, 'cache'>;
  geradaEm: number;
  /** The build of each remote whose sections it has, when it was rendered (`aindaEmDia`). */
  builds: Readonly<Record<string, string>>;
}

/** The remotes of the sections in a rendered page's HTML (their boundaries' module attribute). */
const SECCAO_REMOTA = new RegExp(`${ATRIBUTOS_SECCAO.modulo}="([^"/]+)/`, 'g');

/** A page just made, and whether every block of it was rendered (only then is it kept). */
export type PaginaGerada = PaginaGuardada & { completa: boolean };

/**
 * Renders the address with React and lays the result into the shell's document: the head's
 * stylesheets, preloads and page tags, the HTML, and what the browser takes over with (the
 * configuration, the query cache, the versions the page was rendered with).
 */
export async function comporPagina(partes: {
  caminho: string;
  origemPublica: string;
  prazoMs: number;
  configuracao: ConfiguracaoSite;
  /** Prepared: every remote registered at its current version. */
  remotos: RemotosFederados;
  modelo: ModeloDocumento;
  recursos: RecursosArranque;
  agora: () => number;
}): Promise<PaginaGerada> {
  const { caminho, origemPublica, prazoMs, configuracao } = partes;
  // The versions this page is rendered with: on each remote section, and for the browser.
  const versoes = { shell: VERSAO_SHELL, ...partes.remotos.versoesEmUso() };
  // Before the render: the builds it renders with.
  const conteudos = partes.remotos.conteudos();
  const origem = configuracao.urlPublico.replace(/\/$/, '') || origemPublica;
  // The page and the browser that takes it over write the same absolute addresses (share links).
  const configuracaoPagina = { ...configuracao, urlPublico: origem };
  const render = await renderizarComReact({
    caminho,
    configuracao: configuracaoPagina,
    prazoMs,
    versoes,
  });
  const estilos = partes.remotos.estilos(
    modulosDaRota(new URL(caminho, origem).pathname, configuracao.associacao.slug),
  );
  const { css, js } = partes.recursos;
  const cabecalho =
    [...css, ...estilos]
      .map((href) => `<link rel="stylesheet" href="${escaparHtml(href)}">`)
      .join('') +
    js.map((href) => `<link rel="preload" as="script" href="${escaparHtml(href)}">`).join('') +
    cabecalhoPagina({
      pagina: render.colector.pagina,
      imagensPrioritarias: render.colector.imagensPrioritarias,
      configuracao,
      origemPublica: origem,
      caminho,
    });
  const corpo = partes.modelo.documento({
    cabecalho,
    html: render.html,
    // As read by the schema (defaults filled): the browser takes it without reading it again.
    dadosHidratacao: { configuracao: configuracaoPagina, consultas: render.consultas, versoes },
  });
  const status = render.colector.pagina?.naoEncontrado ? 404 : 200;
  const builds = Object.fromEntries(
    [...render.html.matchAll(SECCAO_REMOTA)].map(([, nome]) => [
      nome,
      conteudos.get(nome as NomeRemoto) ?? '',
    ]),
  );
  // Its age starts when it is ready: a page just rendered is fresh for the whole period.
  const geradaEm = partes.agora();
  return {
    resposta: {
      status,
      cabecalhos: { 'content-type': 'text/html; charset=utf-8' },
      corpo,
      corpoGzip: gzipSync(corpo, { level: 6 }),
    },
    geradaEm,
    builds,
    completa: render.completa,
  };
}
