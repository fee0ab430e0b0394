import MiniSearch, { type Query, type SearchResult } from 'minisearch';

import {
  limparConsultaPesquisa,
  LIMITE_RESULTADOS_PESQUISA,
  type RespostaPesquisa,
} from '@site/shared/contract';

import type { DocumentoPesquisa } from './documento';
import { excerto } from './excerto';
import { palavras, palavraVazia, termo, termoIndexado } from './termos';

/** The fields searched, and how much a match in each weighs: titles most, bodies least. */
const PESOS = { titulo: 4, etiquetas: 2, texto: 1 } as const;
const CAMPOS = Object.keys(PESOS) as (keyof typeof PESOS)[];

/** Letters a word needs before a typo in it is forgiven (one edit). */
const LETRAS_PARA_ERRO = 5;

/** The words of a query a search uses: at most a few, common words dropped unless still typing. */
const MAX_PALAVRAS = 12;

/** A searchable index of the site's documents. */
export interface IndicePesquisa {
  readonly documentos: number;
  pesquisar(consulta: string): RespostaPesquisa;
}

/**
 * The query words as sub-queries: each one matched by its stem, as a prefix (the visitor may
 * still be typing it) and, in a word of 5 or more letters, with one typo forgiven. Common words
 * are dropped, except the last (it may be the beginning of another: "for" → "formação").
 */
function consultaDe(texto: string, juntar: 'AND' | 'OR'): Query | null {
  const lidas = palavras(texto).slice(0, MAX_PALAVRAS);
  const uteis = lidas.filter((palavra, i) => i === lidas.length - 1 || !palavraVazia(palavra));
  if (uteis.length === 0) return null;
  return {
    combineWith: juntar,
    queries: uteis.map((palavra) => ({
      queries: [palavra],
      prefix: true,
      fuzzy: palavra.length >= LETRAS_PARA_ERRO ? 1 : 0,
    })),
  };
}

/** Builds the index of `documentos` (MiniSearch, with the Portuguese terms of `termos.ts`). */
export function construirIndice(documentos: readonly DocumentoPesquisa[]): IndicePesquisa {
  const mini = new MiniSearch<DocumentoPesquisa>({
    fields: CAMPOS,
    tokenize: palavras,
    processTerm: termoIndexado,
    searchOptions: {
      boost: PESOS,
      processTerm: termo,
      tokenize: palavras,
      weights: { fuzzy: 0.3, prefix: 0.5 },
    },
  });
  mini.addAll(documentos);
  const guardados = new Map(documentos.map((documento) => [documento.id, documento]));

  const procurar = (texto: string): SearchResult[] => {
    for (const juntar of ['AND', 'OR'] as const) {
      const consulta = consultaDe(texto, juntar);
      if (!consulta) return [];
      const encontrados = mini.search(consulta);
      if (encontrados.length > 0) return encontrados;
    }
    return [];
  };

  return {
    documentos: documentos.length,
    pesquisar(bruta) {
      const consulta = limparConsultaPesquisa(bruta);
      const encontrados = procurar(consulta);
      const resultados = encontrados.slice(0, LIMITE_RESULTADOS_PESQUISA).flatMap((achado) => {
        const documento = guardados.get(String(achado.id));
        if (!documento) return [];
        const termos = new Set(achado.terms);
        const corpo = excerto(documento.texto, termos);
        return [
          {
            tipo: documento.tipo,
            titulo: documento.titulo,
            tituloDestacado: excerto(documento.titulo, termos),
            caminho: documento.caminho,
            excerto: corpo.length > 0 ? corpo : excerto(documento.etiquetas, termos),
          },
        ];
      });
      return { consulta, total: encontrados.length, resultados };
    },
  };
}
