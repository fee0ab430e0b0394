/**
 * Shape fuzz: the catalogue of mutations of a real CMS answer, as data. Nothing here knows an
 * endpoint: the answer is walked as JSON, and each kind of mutation says where it applies (which
 * values) and what it puts there. A mutation is named by its kind, its variant and the *shape* of
 * the place it changes (`objecto[].paginasFilhos[].nome`), so that it applies to any answer of the
 * same endpoint (another page, another album), at the first place of that shape where it fits.
 */

export type Json = null | boolean | number | string | Json[] | { [chave: string]: Json };
type ObjectoJson = { [chave: string]: Json };
type Segmento = string | number;

/** One place of an answer: its path from the envelope, its value and where it sits. */
export interface NoJson {
  caminho: Segmento[];
  valor: Json;
  /** The list or object holding it (undefined for the envelope itself). */
  pai?: Json;
  chave?: Segmento;
}

const REMOVER = Symbol('remover');
type Substituto = Json | typeof REMOVER;

interface Variante {
  nome: string;
  /** The new value for the place (REMOVER deletes the key). Lazy: 10 000 items are built on demand. */
  gerar(): Substituto;
}

/** Where a kind changes things, for the report: the object a field belongs to, or the container itself. */
type Incidencia = 'campo' | 'contentor' | 'envelope';

export interface TipoMutacao {
  id: string;
  descricao: string;
  incidencia: Incidencia;
  /** The variants that fit at this place (none: the kind does not apply here). */
  variantes(no: NoJson): Variante[];
}

export const ITENS_MUITOS = 10_000;
export const TAMANHO_TEXTO_LONGO = 100_000;
/** A reference to something the site does not have (an id or a code it never saw). */
export const ID_DESCONHECIDO = 987_654;

const eObjecto = (valor: Json | undefined): valor is ObjectoJson =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);
const raiz = (no: NoJson) => no.caminho.length === 0;
const eObjectoDoEnvelope = (no: NoJson) => no.caminho.length === 1 && no.chave === 'objecto';
const eCampoDoEnvelope = (no: NoJson) => no.caminho.length === 1;

/** Values a CMS sends as codes from a closed set: names like these, or short upper-case codes. */
const NOME_ENUMERADO = /^(cod[A-Z]\w*|estado\w*|icone|tipoMime|situacao|categoria|nivel)$/;
const VALOR_ENUMERADO = /^[A-Z]{2,3}$/;
/** Identifiers and references to other records. */
const NOME_ID = /^id[A-Z]\w*$/;
const DATA_ISO =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The same date (31 Dec 2026, 09:00 in Luanda) in formats other CMSs commonly send. */
export const DATAS_NOUTRO_FORMATO: readonly { nome: string; valor: Json }[] = [
  { nome: 'dd/mm/aaaa', valor: '31/12/2026' },
  { nome: 'aaaa-mm-dd hh:mm:ss', valor: '2026-12-31 09:00:00' },
  { nome: 'epoch ms', valor: Date.UTC(2026, 11, 31, 8, 0, 0) },
];

/** Unknown keys a newer CMS version could add, at any level. */
const CHAVES_EXTRA: ObjectoJson = {
  campoNovo: 'valor que o sítio não conhece',
  idNovo: ID_DESCONHECIDO,
  listaNova: [{ codigo: 'X1', activo: true }],
  objectoNovo: { versao: 2, notas: null },
};

function textoLongo(original: string): string {
  const enchimento = ' texto muito longo vindo do CMS';
  let texto = original;
  while (texto.length < TAMANHO_TEXTO_LONGO) texto += enchimento;
  return texto.slice(0, TAMANHO_TEXTO_LONGO);
}

/** A copy of an item whose identifiers (ids, slugs) are made unique by `n`, at any depth. */
function copiaDistinta(item: Json, n: number, chave?: string): Json {
  if (Array.isArray(item)) return item.map((filho) => copiaDistinta(filho, n));
  if (eObjecto(item)) {
    return Object.fromEntries(
      Object.entries(item).map(([k, v]) => [k, copiaDistinta(v, n, k)] as const),
    );
  }
  if (typeof item === 'number' && chave && NOME_ID.test(chave)) return item + 1_000_000 + n;
  if (typeof item === 'string' && chave === 'slug') return `${item}-${n}`;
  return item;
}

/** The value of another JSON type than `valor`'s. */
function tipoErrado(valor: Json): { nome: string; valor: Json } {
  if (typeof valor === 'string') return { nome: 'texto→número', valor: 404 };
  if (typeof valor === 'number') return { nome: 'número→texto', valor: String(valor) };
  if (typeof valor === 'boolean') return { nome: 'booleano→texto', valor: String(valor) };
  if (Array.isArray(valor)) return { nome: 'lista→texto', valor: 'lista' };
  if (valor === null) return { nome: 'nulo→texto', valor: 'nulo' };
  return { nome: 'objecto→número', valor: 42 };
}

const variante = (nome: string, gerar: () => Substituto): Variante => ({ nome, gerar });

/**
 * The twelve kinds of mutation. Order matters only for the report. Each one is generic: it looks
 * at a value and its place, never at an endpoint's name.
 */
export const TIPOS_MUTACAO: readonly TipoMutacao[] = [
  {
    id: 'chave-removida',
    descricao: 'key removed',
    incidencia: 'campo',
    variantes: (no) => (!raiz(no) && eObjecto(no.pai) ? [variante('removida', () => REMOVER)] : []),
  },
  {
    id: 'nulo',
    descricao: 'null',
    incidencia: 'campo',
    variantes: (no) =>
      !raiz(no) && !eObjectoDoEnvelope(no) && no.valor !== null
        ? [variante('null', () => null)]
        : [],
  },
  {
    id: 'tipo-errado',
    descricao: 'wrong type',
    incidencia: 'campo',
    variantes: (no) => {
      if (raiz(no)) return [];
      const errado = tipoErrado(no.valor);
      return [variante(errado.nome, () => errado.valor)];
    },
  },
  {
    id: 'lista-vazia',
    descricao: 'empty list',
    incidencia: 'contentor',
    variantes: (no) =>
      (Array.isArray(no.valor) && no.valor.length > 0) ||
      (eObjectoDoEnvelope(no) && eObjecto(no.valor))
        ? [variante('[]', () => [])]
        : [],
  },
  {
    id: 'lista-objecto',
    descricao: 'list <-> object',
    incidencia: 'contentor',
    variantes: (no) => {
      const valor = no.valor;
      if (Array.isArray(valor) && valor.length > 0) {
        return [
          variante('lista→objecto', () =>
            Object.fromEntries(valor.map((item, i) => [String(i), item])),
          ),
        ];
      }
      if (!raiz(no) && eObjecto(valor)) return [variante('objecto→lista', () => [valor])];
      return [];
    },
  },
  {
    id: 'envelope-500',
    descricao: 'statusCode 500 in an HTTP 200',
    incidencia: 'envelope',
    variantes: (no) =>
      eCampoDoEnvelope(no) && no.chave === 'statusCode' && typeof no.valor === 'number'
        ? [variante('statusCode 500', () => 500)]
        : [],
  },
  {
    id: 'objecto-nulo',
    descricao: 'objecto: null',
    incidencia: 'envelope',
    variantes: (no) =>
      eObjectoDoEnvelope(no) && no.valor !== null ? [variante('objecto: null', () => null)] : [],
  },
  {
    id: 'chaves-extra',
    descricao: 'extra unknown keys',
    incidencia: 'contentor',
    variantes: (no) => {
      const valor = no.valor;
      return eObjecto(valor) ? [variante('+4 chaves', () => ({ ...valor, ...CHAVES_EXTRA }))] : [];
    },
  },
  {
    id: 'dez-mil-itens',
    descricao: '10,000 items',
    incidencia: 'contentor',
    variantes: (no) => {
      const valor = no.valor;
      if (!Array.isArray(valor) || valor.length === 0) return [];
      return [
        variante(`${ITENS_MUITOS} itens`, () =>
          Array.from({ length: ITENS_MUITOS }, (_, n) =>
            n < valor.length ? valor[n]! : copiaDistinta(valor[n % valor.length]!, n),
          ),
        ),
      ];
    },
  },
  {
    id: 'texto-longo',
    descricao: '100,000-character string',
    incidencia: 'campo',
    variantes: (no) => {
      const valor = no.valor;
      return typeof valor === 'string' && !eCampoDoEnvelope(no)
        ? [variante(`${TAMANHO_TEXTO_LONGO} caracteres`, () => textoLongo(valor))]
        : [];
    },
  },
  {
    id: 'codigo-desconhecido',
    descricao: 'unknown code or reference',
    incidencia: 'campo',
    variantes: (no) => {
      const { valor, chave } = no;
      if (typeof chave !== 'string' || eCampoDoEnvelope(no)) return [];
      if (
        typeof valor === 'string' &&
        (NOME_ENUMERADO.test(chave) || VALOR_ENUMERADO.test(valor))
      ) {
        const novo = /^[A-Z]{2}$/.test(valor) ? 'YT' : 'valor-desconhecido';
        return valor === novo ? [] : [variante(novo, () => novo)];
      }
      if (typeof valor === 'number' && NOME_ID.test(chave)) {
        return [variante(`id ${ID_DESCONHECIDO}`, () => ID_DESCONHECIDO)];
      }
      return [];
    },
  },
  {
    id: 'data-formato',
    descricao: 'date in another format',
    incidencia: 'campo',
    variantes: (no) =>
      typeof no.valor === 'string' && DATA_ISO.test(no.valor)
        ? DATAS_NOUTRO_FORMATO.map((data) => variante(data.nome, () => data.valor))
        : [],
  },
];

export type IdTipoMutacao = (typeof TIPOS_MUTACAO)[number]['id'];

const TIPOS_POR_ID = new Map(TIPOS_MUTACAO.map((tipo) => [tipo.id, tipo]));

/** `objecto[].paginasFilhos[].nome`: the path with every list index made generic. */
function formaDe(caminho: readonly Segmento[]): string {
  return caminho
    .map((segmento, i) =>
      typeof segmento === 'number' ? '[]' : i === 0 ? segmento : `.${segmento}`,
    )
    .join('')
    .replace(/^$/, 'envelope');
}

/** `objecto[2].paginasFilhos[0]`: a concrete path, for examples. */
function descreverCaminho(caminho: readonly Segmento[]): string {
  return (
    caminho
      .map((segmento, i) =>
        typeof segmento === 'number' ? `[${segmento}]` : i === 0 ? segmento : `.${segmento}`,
      )
      .join('') || 'envelope'
  );
}

/** Every place of the answer, in document order (the envelope first). */
function* percorrer(valor: Json, caminho: Segmento[] = [], pai?: Json): Generator<NoJson> {
  yield { caminho, valor, ...(pai === undefined ? {} : { pai, chave: caminho.at(-1)! }) };
  if (Array.isArray(valor)) {
    for (let i = 0; i < valor.length; i++) yield* percorrer(valor[i]!, [...caminho, i], valor);
  } else if (eObjecto(valor)) {
    for (const [chave, filho] of Object.entries(valor)) {
      yield* percorrer(filho, [...caminho, chave], valor);
    }
  }
}

/** One mutation of an endpoint's answer: a kind, a variant, and the shape of the place it changes. */
export interface Mutacao {
  tipo: IdTipoMutacao;
  variante: string;
  /** Shape of the place replaced or removed (`objecto[].seccoes[].slides`). */
  forma: string;
  /** The container this changes, for the report: `envelope`, `objecto`, `objecto[]` (first item)... */
  alvo: string;
  /** Where it first applied in the answer it was generated from (an example). */
  exemplo: string;
}

export const idMutacao = (m: Pick<Mutacao, 'tipo' | 'variante' | 'forma'>) =>
  `${m.tipo}:${m.variante}@${m.forma}`;

function alvoDe(tipo: TipoMutacao, caminho: readonly Segmento[]): string {
  if (tipo.incidencia === 'envelope') return 'envelope';
  if (tipo.incidencia === 'contentor') return formaDe(caminho);
  return formaDe(caminho.slice(0, -1));
}

/**
 * Every mutation that fits somewhere in an answer: for each kind, variant and shape, the first
 * place of that shape where it fits (so a nested list empty in the first item is taken from the
 * first item where it has content).
 */
export function mutacoesPossiveis(resposta: Json): Mutacao[] {
  const vistas = new Map<string, Mutacao>();
  for (const no of percorrer(resposta)) {
    const forma = formaDe(no.caminho);
    for (const tipo of TIPOS_MUTACAO) {
      for (const { nome } of tipo.variantes(no)) {
        const mutacao: Mutacao = {
          tipo: tipo.id,
          variante: nome,
          forma,
          alvo: alvoDe(tipo, no.caminho),
          exemplo: descreverCaminho(no.caminho),
        };
        const id = idMutacao(mutacao);
        if (!vistas.has(id)) vistas.set(id, mutacao);
      }
    }
  }
  return [...vistas.values()];
}

/** Where `mutacao` would apply in `resposta` (the first place of its shape where it fits). */
export function localDe(resposta: Json, mutacao: Mutacao): NoJson | undefined {
  const tipo = TIPOS_POR_ID.get(mutacao.tipo);
  if (!tipo) throw new Error(`unknown mutation kind ${mutacao.tipo}`);
  for (const no of percorrer(resposta)) {
    if (formaDe(no.caminho) !== mutacao.forma) continue;
    if (tipo.variantes(no).some((v) => v.nome === mutacao.variante)) return no;
  }
  return undefined;
}

/**
 * A mutated copy of `resposta` (the original is left untouched), or undefined when the answer has
 * no place of that shape where the mutation fits.
 */
export function aplicarMutacao(
  resposta: Json,
  mutacao: Mutacao,
): { resposta: Json; local: string } | undefined {
  const copia = structuredClone(resposta);
  const no = localDe(copia, mutacao);
  if (!no) return undefined;
  const variante = TIPOS_POR_ID.get(mutacao.tipo)!
    .variantes(no)
    .find((v) => v.nome === mutacao.variante)!;
  const novo = variante.gerar();
  const local = descreverCaminho(no.caminho);
  if (no.pai === undefined) {
    if (novo === REMOVER) throw new Error('the envelope itself cannot be removed');
    return { resposta: novo, local };
  }
  if (Array.isArray(no.pai)) {
    if (novo === REMOVER) no.pai.splice(no.chave as number, 1);
    else no.pai[no.chave as number] = novo;
  } else if (eObjecto(no.pai)) {
    if (novo === REMOVER) delete no.pai[no.chave as string];
    else no.pai[no.chave as string] = novo;
  }
  return { resposta: copia, local };
}

/**
 * The smaller set CI renders: one mutation per kind. It prefers the endpoint's main target (the
 * first item of the `objecto` list, or the `objecto` record itself), then deeper places, and,
 * for field mutations, a field holding a list or an object (the ones screens walk into).
 */
export function mutacaoRepresentativa(
  mutacoes: readonly Mutacao[],
  resposta: Json,
  tipo: IdTipoMutacao,
): Mutacao | undefined {
  const objecto = eObjecto(resposta) ? resposta.objecto : undefined;
  const incidencia = TIPOS_POR_ID.get(tipo)?.incidencia;
  // A list's own mutations aim at the objecto list; a field's, at its first item.
  const principal = Array.isArray(objecto) && incidencia === 'campo' ? 'objecto[]' : 'objecto';
  const candidatas = mutacoes.filter((m) => m.tipo === tipo);
  const peso = (m: Mutacao) => {
    const no = localDe(resposta, m);
    const estrutural = no && typeof no.valor === 'object' && no.valor !== null ? 0 : 1;
    const distancia = m.alvo === principal ? 0 : m.alvo.startsWith('objecto') ? 1 : 2;
    return distancia * 10 + estrutural;
  };
  return [...candidatas].sort((a, b) => peso(a) - peso(b))[0];
}
