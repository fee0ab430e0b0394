import {
  ANCORAS_SECCOES,
  destinoPagina,
  PAGINAS,
  slugify,
  type Pagina,
  type Seccao,
} from '@site/shared/contract';

/*
 * Where a found item is shown, to the element: the same ids the remotes give their elements
 * (mfe-conteudos: `seccao-{id}` on a CMS page, `norma-{id}`, `documento-{id}`, `parceiro-{id}`,
 * a question's slug; mfe-institucional: the association's fixed anchors, the associates'
 * section slugs).
 */

/** A CMS page's section: its own address on a generic page, its anchor on a fixed page. */
export function caminhoSeccao(
  pagina: Pick<Pagina, 'idPagina' | 'textoPagina'>,
  seccao: Pick<Seccao, 'idSeccao' | 'nome'>,
  slugAssociacao: string,
): string {
  const destino = destinoPagina(pagina, slugAssociacao);
  if (pagina.idPagina === PAGINAS.associacao) {
    return `${destino}#${ANCORAS_SECCOES[seccao.idSeccao] ?? slugify(seccao.nome)}`;
  }
  if (pagina.idPagina === PAGINAS.associados) return `${destino}#${slugify(seccao.nome)}`;
  if (destino.startsWith('/pagina/')) {
    return `/pagina/${pagina.idPagina}/${seccao.idSeccao}/${slugify(seccao.nome)}#seccao-${seccao.idSeccao}`;
  }
  // The other fixed pages show their sections as one introduction, without anchors.
  return destino;
}

/** Records of a group page, each at its card: `/normalizacao#norma-12`. */
export const caminhoNorma = (idRegisto: number) => `/normalizacao#norma-${idRegisto}`;
export const caminhoDocumento = (idRegisto: number) => `/biblioteca#documento-${idRegisto}`;
export const caminhoParceiro = (idRegisto: number) => `/parcerias#parceiro-${idRegisto}`;
export const caminhoPergunta = (slug: string) => `/faqs#${slug}`;
export const caminhoAlbum = (slug: string) => `/galeria/${encodeURIComponent(slug)}`;
