import type { Fotografia } from '@site/shared/api';
import type { Imagem, Registo } from '@site/shared/contract';

/** Albums newest first (by date, then CMS order). */
export function albunsOrdenados(albuns: readonly Registo[]): Registo[] {
  return [...albuns].sort((a, b) => b.data.localeCompare(a.data) || a.ordem - b.ordem);
}

/** The photo an address points at (`/galeria/:slug/:idImagem`): its index in the album, or -1. */
export function indiceDaFoto(imagens: readonly Fotografia[], resto: string | undefined): number {
  if (!resto || !/^\d+$/.test(resto)) return -1;
  const idImagem = Number(resto);
  return imagens.findIndex((imagem) => imagem.idImagem === idImagem);
}

/** The address of an album, or of one of its photos. */
export function caminhoAlbum(slug: string, idImagem?: number): string {
  return idImagem === undefined ? `/galeria/${slug}` : `/galeria/${slug}/${idImagem}`;
}

/** "1 fotografia", "8 fotografias", "Ainda sem fotografias". */
export function textoFotografias(quantas: number): string {
  if (quantas === 0) return 'Ainda sem fotografias';
  return quantas === 1 ? '1 fotografia' : `${quantas} fotografias`;
}

/** A photo's caption, or its alternative text when it has none. */
export function legendaDe(imagem: Imagem): string {
  return imagem.legenda.trim() || imagem.textoAlternativo;
}
