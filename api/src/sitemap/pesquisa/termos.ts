import { stemmer } from '@orama/stemmers/portuguese';
import { stopwords } from '@orama/stopwords/portuguese';

import { dobrarTexto } from '@site/shared/contract';

/** A word: letters (any script) and digits, apostrophes and inner hyphens split it. */
const PALAVRA = /[\p{L}\p{N}]+/gu;

/** The words of a text as written (case and accents kept), in order. */
export function palavras(texto: string): string[] {
  return texto.match(PALAVRA) ?? [];
}

/** Where letters meet digits in a query: "iso9001" is searched as "iso 9001". */
const LETRAS_E_DIGITOS = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/** The words of a query: as {@link palavras}, codes typed without their space split. */
export function palavrasConsulta(texto: string): string[] {
  return palavras(texto).flatMap((palavra) => palavra.split(LETRAS_E_DIGITOS));
}

/**
 * What a title or a query says, as it is compared: its terms in order, common words left out
 * ("Conferência Nacional da Qualidade" and "conferencia nacional qualidade" say the same).
 */
export function chaveTermos(texto: string): string {
  return palavrasConsulta(texto)
    .filter((palavra) => !palavraVazia(palavra))
    .map(termo)
    .join(' ');
}

const VAZIAS = new Set(stopwords.map(dobrarTexto));

/** A word too common to search by ("de", "para", "com"), accents and case ignored. */
export function palavraVazia(palavra: string): boolean {
  return VAZIAS.has(dobrarTexto(palavra));
}

/*
 * Snowball's Portuguese stemmer reads accented words and removes "-ção"/"-ções" only past its R2
 * region, so "formação" and "formações" (short stems), or "normalização" and "normalizacao"
 * (typed without accents), would not meet. Before stemming, the folded word's nasal plurals become
 * their singular ("-ões"/"-ães" → "-ão", "-ns" → "-m", "-ais" → "-al", a borrowed word's "-s"
 * after a consonant dropped) and the nasal endings get
 * their tilde back, so that every spelling reaches the stemmer in the one form it knows.
 */
const PLURAIS: readonly (readonly [RegExp, string])[] = [
  [/(?<=..)(?:oes|aes)$/, 'ao'],
  [/(?<=..[aeiou])ns$/, 'm'],
  [/(?<=...)ais$/, 'al'],
  // Borrowed words keep their own plural ("webinars", "workshops"): no Portuguese word ends so.
  [/(?<=..[b-df-hj-np-rt-z])s$/, ''],
];

function singular(palavra: string): string {
  for (const [fim, troca] of PLURAIS) {
    if (fim.test(palavra)) return palavra.replace(fim, troca);
  }
  return palavra;
}

/**
 * The form a word is indexed and searched by: case and accents folded, plural endings made
 * singular, stemmed in Portuguese, folded again ("Formações" → "formaca", "normalizacao" →
 * "normaliz"). Numbers and codes ("9001", "iso") pass unchanged.
 */
export function termo(palavra: string): string {
  let valor = conhecidos.get(palavra);
  if (valor === undefined) {
    if (conhecidos.size >= MAX_CONHECIDOS) conhecidos.clear();
    valor = termoNovo(palavra);
    conhecidos.set(palavra, valor);
  }
  return valor;
}

/** Words already reduced (a site's vocabulary is small; the memory is bounded all the same). */
const conhecidos = new Map<string, string>();
const MAX_CONHECIDOS = 100_000;

function termoNovo(palavra: string): string {
  const dobrada = dobrarTexto(palavra);
  if (/\d/.test(dobrada)) return dobrada;
  const acentuada = singular(dobrada).replace(/cao$/, 'ção').replace(/ao$/, 'ão');
  return dobrarTexto(stemmer(acentuada));
}

/** A term of an indexed text, or null for a common word (not indexed). */
export function termoIndexado(palavra: string): string | null {
  return palavraVazia(palavra) ? null : termo(palavra);
}
