import { SCRIPT_MENU_NAVBAR, type ConfiguracaoSite } from '@site/shared/contract';
import {
  enderecoCanonico,
  etiquetasPagina,
  listaTrilho,
  type DadosPagina,
  type EtiquetaCabecalho,
  type ImagemPrioritaria,
} from '@site/shared/ui';

import { ID_DADOS_HIDRATACAO, type DadosHidratacao } from '../app/dados-hidratacao';

/** The shared-link picture of pages without their own: the association's emblem, as PNG. */
const IMAGEM_PARTILHA = '/og-imagem.png';

const ENTIDADES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escaparHtml = (texto: string) =>
  texto.replace(/[&<>"']/g, (letra) => ENTIDADES[letra]!);

/**
 * JSON inside a `<script>`: no `<` can close the element, and U+2028/9 stay escaped. The page's
 * CSP runs no inline script but the navbar's; a `type="application/json"` element is data, never run.
 */
const jsonNoHtml = (valor: unknown) =>
  JSON.stringify(valor)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function absoluta(url: string, origem: string): string {
  try {
    return new URL(url, origem).href;
  } catch {
    return new URL(IMAGEM_PARTILHA, origem).href;
  }
}

/**
 * The page's JSON-LD blocks: what it is about first, with its address and picture (the same
 * variant as og:image, or none), then its visible breadcrumb as a `BreadcrumbList`.
 */
function blocosJsonLd(
  pagina: DadosPagina,
  enderecos: { origem: string; canonico: string; imagem: string },
): Record<string, unknown>[] {
  const [principal, ...outros] = pagina.dadosEstruturados ?? [];
  const blocos: Record<string, unknown>[] = [];
  if (principal) {
    const organizacao = principal['@type'] === 'Organization';
    const dados: Record<string, unknown> = {
      url: organizacao ? enderecos.origem : enderecos.canonico,
      ...principal,
    };
    if (pagina.imagem) dados.image = enderecos.imagem;
    else delete dados.image;
    if (organizacao && !dados.logo) dados.logo = absoluta(IMAGEM_PARTILHA, enderecos.origem);
    blocos.push(dados);
  }
  blocos.push(...outros.map((bloco) => ({ ...bloco })));
  if (pagina.trilho) {
    blocos.push({ ...listaTrilho(pagina.trilho, enderecos.origem, enderecos.canonico) });
  }
  return blocos.map((bloco) => ({ '@context': 'https://schema.org', ...bloco }));
}

/** One tag of the page's list as HTML, marked as the server's (the browser replaces them). */
function etiquetaHtml(etiqueta: EtiquetaCabecalho): string {
  switch (etiqueta.etiqueta) {
    case 'title':
      return `<title data-ssr>${escaparHtml(etiqueta.texto)}</title>`;
    case 'link':
      return etiqueta.rel === 'alternate'
        ? `<link rel="alternate" type="${escaparHtml(etiqueta.tipo)}" href="${escaparHtml(etiqueta.href)}" title="${escaparHtml(etiqueta.titulo)}" data-ssr>`
        : `<link rel="${etiqueta.rel}" href="${escaparHtml(etiqueta.href)}" data-ssr>`;
    case 'meta':
      return `<meta ${etiqueta.atributo}="${etiqueta.nome}" content="${escaparHtml(etiqueta.valor)}" data-ssr>`;
  }
}

/** The `<head>` tags of one rendered page: what a crawler or a link preview reads. */
export function cabecalhoPagina(opcoes: {
  pagina: DadosPagina | undefined;
  /** The page's main picture, fetched with the stylesheets rather than once the HTML is laid out. */
  imagensPrioritarias?: readonly ImagemPrioritaria[] | undefined;
  configuracao: ConfiguracaoSite;
  /** `https://site.ao`: the configuration's public URL, or the origin the request came to. */
  origemPublica: string;
  caminho: string;
}): string {
  const { configuracao, origemPublica } = opcoes;
  const { associacao } = configuracao;
  const pagina: DadosPagina = opcoes.pagina ?? {
    titulo: associacao.nome,
    descricao: associacao.descricao || associacao.nome,
    tipo: 'website',
    naoEncontrado: false,
  };
  const canonico = enderecoCanonico(opcoes.caminho, origemPublica);
  // The page's picture is already the endpoint's 1200×630 JPEG variant, whatever its original.
  const imagem = absoluta(pagina.imagem ?? IMAGEM_PARTILHA, origemPublica);
  const etiquetas = [
    ...(opcoes.imagensPrioritarias ?? []).map(
      (imagem) =>
        `<link rel="preload" as="image" href="${escaparHtml(imagem.href)}"` +
        ` imagesrcset="${escaparHtml(imagem.srcSet)}"` +
        ` imagesizes="${escaparHtml(imagem.sizes)}"` +
        (imagem.media ? ` media="${escaparHtml(imagem.media)}"` : '') +
        ` fetchpriority="high" data-ssr>`,
    ),
    ...etiquetasPagina({
      pagina: {
        ...pagina,
        alternativos: pagina.alternativos?.map((alternativo) => ({
          ...alternativo,
          href: absoluta(alternativo.href, origemPublica),
        })),
      },
      nomeSite: associacao.nome,
      imagem,
      canonico,
    }).map(etiquetaHtml),
    ...blocosJsonLd(pagina, { origem: origemPublica, canonico, imagem }).map(
      (bloco) => `<script type="application/ld+json" data-ssr>${jsonNoHtml(bloco)}</script>`,
    ),
  ];
  return etiquetas.join('');
}

/**
 * The shell's built `index.html` (its scripts and styles, with their hashes) as a template: the
 * head gets the page's tags, `#raiz` its HTML, and the state the browser hydrates with follows.
 */
export class ModeloDocumento {
  private readonly antesDoFimCabecalho: string;
  private readonly antesDaRaiz: string;
  private readonly depoisDaRaiz: string;

  constructor(modelo: string) {
    const fimCabecalho = modelo.indexOf('</head>');
    const raiz = modelo.indexOf('<div id="raiz"></div>');
    if (fimCabecalho < 0 || raiz < 0 || raiz < fimCabecalho) {
      throw new Error('O index.html do shell não tem </head> seguido de <div id="raiz"></div>.');
    }
    this.antesDoFimCabecalho = modelo.slice(0, fimCabecalho);
    this.antesDaRaiz = modelo.slice(fimCabecalho, raiz);
    // The "needs JavaScript" notice is for the empty page; a rendered one reads without it.
    this.depoisDaRaiz = modelo
      .slice(raiz + '<div id="raiz"></div>'.length)
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  }

  /** The document of one rendered page. */
  documento(opcoes: { cabecalho: string; html: string; dadosHidratacao: DadosHidratacao }): string {
    return (
      this.antesDoFimCabecalho +
      opcoes.cabecalho +
      this.antesDaRaiz +
      `<div id="raiz">${opcoes.html}</div>` +
      // Lays the navbar out before the first paint and answers its toggler and dropdowns until React runs.
      `<script>${SCRIPT_MENU_NAVBAR}</script>` +
      `<script type="application/json" id="${ID_DADOS_HIDRATACAO}">${jsonNoHtml(opcoes.dadosHidratacao)}</script>` +
      this.depoisDaRaiz
    );
  }
}
