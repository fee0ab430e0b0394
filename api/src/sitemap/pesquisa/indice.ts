import MiniSearch, { type Query, type SearchResult } from 'minisearch';

import {
  limparConsultaPesquisa,
  LIMITE_RESULTADOS_PESQUISA,
  LIMITE_SUGESTOES,
  type RespostaPesquisa,
  type RespostaSugestoes,
  type TipoResultado,
} from '@site/shared/contract';

import { agrupar, criarColecao } from './agrupar';
import { criarCorrector } from './correccao';
import type { DocumentoPesquisa } from './documento';
import { contagens, resultado, sugestao } from './resultados';
import { palavras, palavrasConsulta, palavraVazia, termo, termoIndexado } from './termos';

/** The fields searched, and how much a match in each weighs: titles most, bodies least. */
const PESOS = { titulo: 4, etiquetas: 2, texto: 1 } as const;
type Campo = keyof typeof PESOS;
const CAMPOS = Object.keys(PESOS) as Campo[];
/** The fields that name a place: what a suggestion is looked for in first. */
const CAMPOS_NOMES: Campo[] = ['titulo', 'etiquetas'];

/** Edits forgiven in a word by its length: one from 5 letters, two from 8 (a swap is two). */
const errosPermitidos = (palavra: string) =>
  palavra.length >= 8 ? 2 : palavra.length >= 5 ? 1 : 0;

/** The words of a query a search uses: at most a few, common words dropped unless still typing. */
const MAX_PALAVRAS = 12;

/** Characters typed before anything is suggested. */
const MINIMO_SUGESTAO = 2;

/** What a search is asked besides its query: a kind to keep to, a page, the time (tests). */
interface OpcoesPesquisa {
  tipo?: TipoResultado | null;
  pagina?: number;
  agora?: Date;
}

/** A searchable index of the site's documents. */
export interface IndicePesquisa {
  readonly documentos: number;
  /** One page of the places found, the count of each kind, a spelling when none is found. */
  pesquisar(consulta: string, opcoes?: OpcoesPesquisa): RespostaPesquisa;
  /** The first few places for what is typed so far. */
  sugerir(consulta: string, agora?: Date): RespostaSugestoes;
}

/** Letters the last word needs before it is also read as the beginning of a longer one. */
const LETRAS_PARA_PREFIXO = 3;

/**
 * The query words as sub-queries: each one matched by its stem, with typos forgiven in longer
 * words; the last one also as a prefix (the visitor may still be typing it). Common words are
 * dropped, except the last (it may be the beginning of another: "for" → "formação").
 */
function consultaDe(texto: string, juntar: 'AND' | 'OR'): Query | null {
  const lidas = palavrasConsulta(texto).slice(0, MAX_PALAVRAS);
  const uteis = lidas.filter((palavra, i) => i === lidas.length - 1 || !palavraVazia(palavra));
  if (uteis.length === 0) return null;
  return {
    combineWith: juntar,
    queries: uteis.map((palavra, i) => ({
      queries: [palavra],
      prefix: i === uteis.length - 1 && palavra.length >= LETRAS_PARA_PREFIXO,
      fuzzy: errosPermitidos(palavra),
    })),
  };
}

/** Builds the index of `documentos` (MiniSearch, with the Portuguese terms of `termos.ts`). */
export function construirIndice(documentos: readonly DocumentoPesquisa[]): IndicePesquisa {
  // Documents are known to the index by their number: a query finds thousands, read by position.
  const mini = new MiniSearch<{ n: number; documento: DocumentoPesquisa }>({
    idField: 'n',
    fields: CAMPOS,
    extractField: (item, campo) => (campo === 'n' ? item.n : item.documento[campo as Campo]),
    tokenize: palavras,
    processTerm: termoIndexado,
    searchOptions: {
      boost: PESOS,
      processTerm: termo,
      tokenize: palavras,
      weights: { fuzzy: 0.3, prefix: 0.5 },
    },
  });
  mini.addAll(documentos.map((documento, n) => ({ n, documento })));
  const colecao = criarColecao(documentos);
  const corrector = criarCorrector(documentos);

  /** Every word (AND); when that finds nothing, any word (OR); in `campos` only, when given. */
  const procurar = (texto: string, campos?: Campo[]): SearchResult[] => {
    for (const juntar of ['AND', 'OR'] as const) {
      const consulta = consultaDe(texto, juntar);
      if (!consulta) return [];
      const encontrados = mini.search(consulta, campos ? { fields: campos } : {});
      if (encontrados.length > 0) return encontrados;
    }
    return [];
  };
  const lugares = (consulta: string, agora: Date, campos?: Campo[]) =>
    agrupar(procurar(consulta, campos), colecao, consulta, agora.getTime());

  return {
    documentos: documentos.length,
    pesquisar(bruta, opcoes = {}) {
      const consulta = limparConsultaPesquisa(bruta);
      const tipo = opcoes.tipo ?? null;
      const todos = lugares(consulta, opcoes.agora ?? new Date());
      const doTipo = tipo ? todos.filter((grupo) => grupo.principal.tipo === tipo) : todos;
      const paginas = Math.max(1, Math.ceil(doTipo.length / LIMITE_RESULTADOS_PESQUISA));
      const pagina = Math.min(Math.max(1, Math.trunc(opcoes.pagina ?? 1)), paginas);
      const inicio = (pagina - 1) * LIMITE_RESULTADOS_PESQUISA;
      return {
        consulta,
        tipo,
        total: doTipo.length,
        pagina,
        paginas,
        contagens: contagens(todos),
        resultados: doTipo.slice(inicio, inicio + LIMITE_RESULTADOS_PESQUISA).map(resultado),
        sugestao:
          todos.length === 0 && consulta !== ''
            ? corrector.corrigir(consulta, (texto) => procurar(texto).length > 0)
            : '',
      };
    },
    sugerir(bruta, agora = new Date()) {
      const consulta = limparConsultaPesquisa(bruta);
      if (consulta.length < MINIMO_SUGESTAO) return { consulta, sugestoes: [] };
      // Places are suggested by their names (titles, codes, people): bodies only when no name fits.
      const porNome = lugares(consulta, agora, CAMPOS_NOMES);
      const achados = porNome.length > 0 ? porNome : lugares(consulta, agora);
      const sugestoes = achados.slice(0, LIMITE_SUGESTOES).map(sugestao);
      return { consulta, sugestoes };
    },
  };
}
