import { dobrarTexto } from '@site/shared/contract';

/** Where a sentence ends: after its final mark, before the space that follows. */
const FIM_DE_FRASE = /(?<=[.!?…])\s+/u;

/** A sentence as it is compared: case, accents, punctuation and spacing do not count. */
const chave = (frase: string) =>
  dobrarTexto(frase)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Plain texts (lines of `textoSimples`, or one line) joined into one line, each sentence said
 * once: a CMS often repeats a summary as the first sentence of the body, or a body as the
 * caption of its attachment, and a snippet must not read the same words twice.
 */
export function textoCorrido(...partes: string[]): string {
  const vistas = new Set<string>();
  const frases: string[] = [];
  for (const linha of partes.flatMap((parte) => parte.split('\n'))) {
    for (const frase of linha.split(FIM_DE_FRASE)) {
      const limpa = frase.replace(/\s+/g, ' ').trim();
      const comparada = chave(limpa);
      if (!comparada || vistas.has(comparada)) continue;
      vistas.add(comparada);
      frases.push(limpa);
    }
  }
  return frases.join(' ');
}
