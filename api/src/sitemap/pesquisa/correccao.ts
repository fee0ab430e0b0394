import { dobrarTexto } from '@site/shared/contract';

import type { DocumentoPesquisa } from './documento';
import { palavras, palavrasConsulta, palavraVazia, termo } from './termos';

/*
 * "Será que quis dizer…?": a query that found nothing is offered the spelling of the site's own
 * words nearest to it. The index already forgives one typo in a word of 5 letters or more; this
 * goes further (two edits, a swap of two letters counting as one, and short words), but only to
 * offer a link, never to answer with something else than what was typed.
 */

/** The shortest word corrected, and the edits forgiven by length. */
const LETRAS_MINIMAS = 3;
const maxEdicoes = (palavra: string) => (palavra.length <= 4 ? 1 : 2);

/** A word of the site: the form it is most often written in (lower case) and how often. */
interface Entrada {
  forma: string;
  vezes: number;
}

/**
 * Edits between `a` and `b` (insert, delete, replace, swap two neighbours: the optimal string
 * alignment distance), or `limite + 1` once it is certain to exceed `limite`.
 */
function distancia(a: string, b: string, limite: number): number {
  if (Math.abs(a.length - b.length) > limite) return limite + 1;
  let antes: number[] = [];
  let anterior = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const actual = [i];
    let menor = i;
    for (let j = 1; j <= b.length; j += 1) {
      const custo = a[i - 1] === b[j - 1] ? 0 : 1;
      let valor = Math.min(
        (anterior[j] ?? 0) + 1,
        (actual[j - 1] ?? 0) + 1,
        (anterior[j - 1] ?? 0) + custo,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        valor = Math.min(valor, (antes[j - 2] ?? 0) + 1);
      }
      actual.push(valor);
      menor = Math.min(menor, valor);
    }
    if (menor > limite) return limite + 1;
    antes = anterior;
    anterior = actual;
  }
  return anterior[b.length] ?? limite + 1;
}

/** Whether a word is one a correction may be made of or for: letters only, long enough. */
const corrigivel = (palavra: string) =>
  palavra.length >= LETRAS_MINIMAS && !/\d/.test(palavra) && !palavraVazia(palavra);

/** The spelling corrector of an index's documents. */
export interface Corrector {
  /**
   * `consulta` with each word the site does not know replaced by the site's nearest word, when
   * that finds something (`encontra`); `''` when there is nothing better to offer.
   */
  corrigir(consulta: string, encontra: (texto: string) => boolean): string;
}

/** Builds the vocabulary of `documentos` (titles, labels and bodies). */
export function criarCorrector(documentos: readonly DocumentoPesquisa[]): Corrector {
  const formas = new Map<string, Map<string, number>>();
  for (const documento of documentos) {
    const texto = `${documento.titulo} ${documento.etiquetas} ${documento.texto}`;
    for (const palavra of palavras(texto)) {
      if (!corrigivel(palavra)) continue;
      const minuscula = palavra.toLowerCase();
      const chave = dobrarTexto(minuscula);
      const daChave = formas.get(chave) ?? new Map<string, number>();
      daChave.set(minuscula, (daChave.get(minuscula) ?? 0) + 1);
      formas.set(chave, daChave);
    }
  }
  const vocabulario = new Map<string, Entrada>();
  for (const [chave, daChave] of formas) {
    const [forma] = [...daChave].reduce((a, b) => (b[1] > a[1] ? b : a));
    const vezes = [...daChave.values()].reduce((soma, n) => soma + n, 0);
    vocabulario.set(chave, { forma, vezes });
  }
  const termosConhecidos = new Set([...vocabulario.keys()].map(termo));

  /** The site's word nearest to `palavra` (fewest edits, then the most frequent), if any. */
  const maisProxima = (palavra: string): string | undefined => {
    const chave = dobrarTexto(palavra);
    const limite = maxEdicoes(chave);
    let melhor: { entrada: Entrada; edicoes: number } | undefined;
    for (const [candidata, entrada] of vocabulario) {
      const edicoes = distancia(chave, candidata, limite);
      if (edicoes > limite) continue;
      if (
        !melhor ||
        edicoes < melhor.edicoes ||
        (edicoes === melhor.edicoes && entrada.vezes > melhor.entrada.vezes)
      ) {
        melhor = { entrada, edicoes };
      }
    }
    return melhor?.entrada.forma;
  };

  return {
    corrigir(consulta, encontra) {
      let mudou = false;
      const corrigidas = palavrasConsulta(consulta).map((palavra) => {
        const chave = dobrarTexto(palavra);
        if (!corrigivel(palavra) || vocabulario.has(chave) || termosConhecidos.has(termo(chave))) {
          return palavra;
        }
        const proxima = maisProxima(palavra);
        mudou ||= proxima !== undefined;
        return proxima ?? palavra;
      });
      const sugestao = corrigidas.join(' ');
      return mudou && encontra(sugestao) ? sugestao : '';
    },
  };
}
