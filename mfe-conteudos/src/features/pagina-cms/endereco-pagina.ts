import { seccoesActivas, slugify, type Pagina, type PaginaDetalhe } from '@site/shared/contract';

/** The anchor of a CMS section on its page. */
export const ancoraSeccao = (idSeccao: number) => `seccao-${idSeccao}`;

/**
 * The canonical address of a CMS page: `/pagina/{id}/{page slug}`; of one of its active sections:
 * `/pagina/{id}/{idSeccao}/{section slug}#seccao-{idSeccao}` (the shell scrolls to the fragment).
 * An unknown or hidden section falls back to the page's address.
 */
export function enderecoCanonico(
  pagina: Pick<PaginaDetalhe, 'idPagina' | 'textoPagina' | 'seccoes'>,
  idSeccao?: number,
): { caminho: string; hash: string } {
  const seccao =
    idSeccao === undefined
      ? undefined
      : seccoesActivas(pagina.seccoes).find((s) => s.idSeccao === idSeccao);
  if (seccao) {
    return {
      caminho: `/pagina/${pagina.idPagina}/${seccao.idSeccao}/${slugify(seccao.nome)}`,
      hash: `#${ancoraSeccao(seccao.idSeccao)}`,
    };
  }
  return { caminho: `/pagina/${pagina.idPagina}/${slugify(pagina.textoPagina)}`, hash: '' };
}

/** Whether the address must be replaced by the canonical one (a wrong slug, or a missing section anchor). */
export function precisaDeCorreccao(
  actual: { pathname: string; hash: string },
  canonico: { caminho: string; hash: string },
): boolean {
  const caminho = actual.pathname.replace(/\/+$/, '');
  return caminho !== canonico.caminho || (canonico.hash !== '' && actual.hash === '');
}

/** A page found by its name's slug ("/pagina/formacao"), children included. */
export function paginaPorNome(paginas: readonly Pagina[], nome: string): Pagina | undefined {
  const procurado = slugify(nome);
  for (const pagina of paginas) {
    if (slugify(pagina.textoPagina) === procurado) return pagina;
    const filho = paginaPorNome(pagina.paginasFilhos, nome);
    if (filho) return filho;
  }
  return undefined;
}
