import type { SegmentoExcerto } from '@site/shared/contract';

import { termo } from './termos';

/** Words a snippet shows, and how many of them come before the first match. */
const PALAVRAS_EXCERTO = 30;
const ANTES_DO_PRIMEIRO = 8;

/** Text read when looking for the matched words (the snippet shows few words anyway). */
const LIMITE_TEXTO = 20_000;

const PALAVRA = /[\p{L}\p{N}]+/gu;

/**
 * A snippet of `texto` around the first word matching one of `termos` (indexed terms, as
 * {@link termo} makes them), as plain text segments with the matched words marked; from the
 * start of the text when none matches there. Empty text, empty snippet.
 */
export function excerto(texto: string, termos: ReadonlySet<string>): SegmentoExcerto[] {
  const fonte = texto.slice(0, LIMITE_TEXTO);
  const palavras = [...fonte.matchAll(PALAVRA)].map((m) => ({
    inicio: m.index,
    fim: m.index + m[0].length,
    destaque: termos.has(termo(m[0])),
  }));
  if (palavras.length === 0) return [];
  const primeira = palavras.findIndex((palavra) => palavra.destaque);
  const inicio = Math.max(
    0,
    Math.min(primeira, palavras.length - PALAVRAS_EXCERTO) - ANTES_DO_PRIMEIRO,
  );
  const janela = palavras.slice(inicio, inicio + PALAVRAS_EXCERTO);
  const segmentos: SegmentoExcerto[] = [];
  const juntar = (textoSegmento: string, destaque: boolean) => {
    const anterior = segmentos.at(-1);
    if (anterior && anterior.destaque === destaque) anterior.texto += textoSegmento;
    else if (textoSegmento) segmentos.push({ texto: textoSegmento, destaque });
  };
  if (inicio > 0) juntar('… ', false);
  let cursor = janela[0]?.inicio ?? 0;
  for (const palavra of janela) {
    juntar(fonte.slice(cursor, palavra.inicio), false);
    juntar(fonte.slice(palavra.inicio, palavra.fim), palavra.destaque);
    cursor = palavra.fim;
  }
  const ultima = janela.at(-1);
  const resto = palavras.length > inicio + janela.length || fonte.length < texto.length;
  juntar(resto ? ' …' : fonte.slice(ultima?.fim ?? 0).replace(/\s+$/, ''), false);
  return segmentos;
}
