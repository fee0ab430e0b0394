/*
 * HTML character references in text, decoded as the HTML standard's tokenizer does in text
 * content (§13.2.5.72-80): numeric references of any size, with or without the semicolon, and the
 * named references of HTML 4 (what CMS editors write: Latin-1 letters, typography, Greek, maths).
 * A name outside that set is left as written, as a browser leaves one it does not know.
 */

const SUBSTITUTO = '\uFFFD';

/** Windows-1252 meanings the standard gives to numeric references 0x80-0x9F (a space: kept). */
const C1 =
  '\u20AC \u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152 \u017D ' +
  ' \u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153 \u017E\u0178';

/** Runs of names whose code points follow each other from the first one; `_` skips one. */
const SEQUENCIAS: readonly (readonly [number, string])[] = [
  [
    0xa0,
    'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg ' +
      'plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 ' +
      'iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml ' +
      'Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave ' +
      'Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil ' +
      'egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ' +
      'ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml',
  ],
  [
    0x391,
    'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho _ ' +
      'Sigma Tau Upsilon Phi Chi Psi Omega',
  ],
  [
    0x3b1,
    'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho ' +
      'sigmaf sigma tau upsilon phi chi psi omega',
  ],
  [0x2002, 'ensp emsp'],
  [0x200c, 'zwnj zwj lrm rlm'],
  [0x2013, 'ndash mdash'],
  [0x2018, 'lsquo rsquo sbquo _ ldquo rdquo bdquo _ dagger Dagger bull'],
  [0x2032, 'prime Prime'],
  [0x2039, 'lsaquo rsaquo'],
  [0x2190, 'larr uarr rarr darr harr'],
  [0x21d0, 'lArr uArr rArr dArr hArr'],
  [0x2202, 'part exist _ empty _ nabla isin notin _ ni'],
  [0x2211, 'sum minus'],
  [0x2227, 'and or cap cup int'],
  [0x2308, 'lceil rceil lfloor rfloor'],
  [0x2282, 'sub sup nsub _ sube supe'],
  [0x2660, 'spades _ _ clubs _ hearts diams'],
];

/** Single names, as name and hexadecimal code point. */
const AVULSAS =
  'quot 22 amp 26 apos 27 lt 3c gt 3e QUOT 22 AMP 26 LT 3c GT 3e COPY a9 REG ae ' +
  'OElig 152 oelig 153 Scaron 160 scaron 161 Yuml 178 fnof 192 circ 2c6 tilde 2dc ' +
  'thetasym 3d1 upsih 3d2 piv 3d6 thinsp 2009 hellip 2026 permil 2030 oline 203e frasl 2044 ' +
  'euro 20ac image 2111 weierp 2118 real 211c trade 2122 alefsym 2135 crarr 21b5 forall 2200 ' +
  'prod 220f lowast 2217 radic 221a prop 221d infin 221e ang 2220 there4 2234 sim 223c ' +
  'cong 2245 asymp 2248 ne 2260 equiv 2261 le 2264 ge 2265 oplus 2295 otimes 2297 perp 22a5 ' +
  'sdot 22c5 lang 27e8 rang 27e9 loz 25ca';

interface Tabelas {
  readonly nomes: ReadonlyMap<string, string>;
  /** The names also decoded without a semicolon (HTML 3.2's: Latin-1 and the four of XML), longest first. */
  readonly semPontoEVirgula: readonly string[];
}

let tabelas: Tabelas | null = null;

function lerTabelas(): Tabelas {
  if (tabelas) return tabelas;
  const nomes = new Map<string, string>();
  for (const [inicio, lista] of SEQUENCIAS) {
    lista.split(' ').forEach((nome, posicao) => {
      if (nome !== '_') nomes.set(nome, String.fromCodePoint(inicio + posicao));
    });
  }
  const avulsas = AVULSAS.split(' ');
  for (let i = 0; i < avulsas.length; i += 2) {
    nomes.set(avulsas[i] ?? '', String.fromCodePoint(parseInt(avulsas[i + 1] ?? '', 16)));
  }
  const semPontoEVirgula = [...nomes]
    .filter(([nome, valor]) => nome !== 'apos' && /^[\u00a0-\u00ff&<>"]$/.test(valor))
    .map(([nome]) => nome)
    .sort((a, b) => b.length - a.length);
  tabelas = { nomes, semPontoEVirgula };
  return tabelas;
}

/** The character of a numeric reference: U+FFFD for 0, surrogates and beyond U+10FFFF. */
function caracterNumerico(valor: number): string {
  if (valor === 0 || valor > 0x10ffff || (valor >= 0xd800 && valor <= 0xdfff)) return SUBSTITUTO;
  if (valor >= 0x80 && valor <= 0x9f) {
    const antigo = C1[valor - 0x80];
    if (antigo && antigo !== ' ') return antigo;
  }
  return String.fromCodePoint(valor);
}

function caracterNomeado(nome: string, pontoEVirgula: string): string {
  const { nomes, semPontoEVirgula } = lerTabelas();
  const completo = pontoEVirgula ? nomes.get(nome) : undefined;
  if (completo !== undefined) return completo;
  // As the standard reads "&notit;": the longest name that may go without a semicolon, then text.
  const prefixo = semPontoEVirgula.find((candidato) => nome.startsWith(candidato));
  if (prefixo === undefined) return `&${nome}${pontoEVirgula}`;
  return `${nomes.get(prefixo) ?? ''}${nome.slice(prefixo.length)}${pontoEVirgula}`;
}

const REFERENCIA = /&(?:#(?:[xX]([\da-fA-F]+)|(\d+));?|([A-Za-z][A-Za-z\d]*)(;?))/g;

/**
 * The text of HTML character references (`&eacute;`, `&#231;`, `&#xE7;`), as a browser decodes
 * them in text: never throws, and an invalid code point becomes U+FFFD.
 */
export function descodificarEntidades(texto: string): string {
  if (!texto.includes('&')) return texto;
  return texto.replace(
    REFERENCIA,
    (_referencia, hexadecimal?: string, decimal?: string, nome?: string, pontoEVirgula = '') => {
      if (hexadecimal !== undefined) return caracterNumerico(parseInt(hexadecimal, 16));
      if (decimal !== undefined) return caracterNumerico(parseInt(decimal, 10));
      return caracterNomeado(nome ?? '', pontoEVirgula);
    },
  );
}
