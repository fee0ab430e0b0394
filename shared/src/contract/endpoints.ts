// No imports but `./constantes`: the shell's first chunk, host scripts and the sitemap read this
// table, and none of them may pull zod through it.
import { BASES_API, LINGUA } from './constantes';

/** The three backends: the CMS, the events backend and the applications backend (spec §3). */
export type NomeApi = keyof typeof BASES_API;

/** The three APIs, in the order of their bases. */
export const NOMES_API = Object.keys(BASES_API) as NomeApi[];

/** The first segment of each API's base (`/cms/`): what a gateway or a dev server sends to it. */
export const PREFIXOS_API = Object.values(BASES_API).map((base) =>
  base.slice(0, base.indexOf('/', 1) + 1),
);

/** One call of a backend: its API, method, and path below the API's base (`:nome` per parameter). */
interface Endpoint {
  readonly api: NomeApi;
  readonly metodo: 'GET' | 'POST';
  readonly caminho: string;
}

/**
 * Every call of the three backends, written once: the site's client, the reference backend, the
 * minimal CMS, the sitemap and the test fakes all take their paths from here.
 */
export const ENDPOINTS = {
  paginas: { api: 'cms', metodo: 'GET', caminho: 'paginas/:lang' },
  pagina: { api: 'cms', metodo: 'GET', caminho: 'paginas/pagina/:idPagina/:lang/:comSeccoes' },
  paginaSemLingua: { api: 'cms', metodo: 'GET', caminho: 'paginas/pagina/:idPagina' },
  seccao: { api: 'cms', metodo: 'GET', caminho: 'seccoes/:idSeccao/:lang/:comSeccoes' },
  equipa: { api: 'cms', metodo: 'GET', caminho: 'equipas/:lang' },
  // (sic): the CMS's own spelling.
  redesSociais: { api: 'cms', metodo: 'GET', caminho: 'redesSocias' },
  locais: { api: 'cms', metodo: 'GET', caminho: 'locais' },
  local: { api: 'cms', metodo: 'GET', caminho: 'locais/local/:idLocal/:lang' },
  registo: { api: 'cms', metodo: 'GET', caminho: 'registos/registo/:idRegisto/:lang/:comSeccoes' },
  listagemRegistos: { api: 'cms', metodo: 'GET', caminho: 'registos/Listagem/:lang/:comSeccoes' },
  icones: { api: 'cms', metodo: 'GET', caminho: 'registos/ListarIcone/:idGrupo/:lang' },
  iconesConteudo: {
    api: 'cms',
    metodo: 'GET',
    caminho: 'registos/ListarIconeConteudo/:idGrupo/:lang',
  },
  listaRegistos: { api: 'cms', metodo: 'GET', caminho: 'registos/Lista/:idGrupo/:lang/:destaque' },
  imagens: { api: 'cms', metodo: 'GET', caminho: 'registos/ListarImagem/:idRegisto/:lang' },
  registosDoGrupo: { api: 'cms', metodo: 'GET', caminho: 'registos/:idGrupo/:lang/:comSeccoes' },
  gruposTipos: { api: 'cms', metodo: 'GET', caminho: 'gruposTipos/:idGrupo/:lang' },
  arquivo: { api: 'cms', metodo: 'GET', caminho: 'arquivos/:idArquivo' },
  media: { api: 'cms', metodo: 'GET', caminho: 'media/:nome' },
  newsletter: { api: 'cms', metodo: 'POST', caminho: 'newsletters' },
  // Not in the spec: the site's design for leaving the newsletter (a CMS may not have it).
  cancelamentoNewsletter: { api: 'cms', metodo: 'POST', caminho: 'newsletters/cancelamento' },
  mensagemContacto: { api: 'cms', metodo: 'POST', caminho: 'formulariosRegistos' },
  // A read sent as POST (spec §3): its body is the contract's `PedidoClassificacao`.
  eventosClassificacao: { api: 'eve', metodo: 'POST', caminho: 'eventos/classificacao' },
  evento: { api: 'eve', metodo: 'GET', caminho: 'eventos/:idEvento/:lang' },
  tiposEventos: { api: 'eve', metodo: 'GET', caminho: 'tiposEventos/Lista/:lang' },
  inscricao: { api: 'eve', metodo: 'POST', caminho: 'inscricoes' },
  candidatura: { api: 'apl', metodo: 'POST', caminho: 'candidaturas' },
} as const satisfies Record<string, Endpoint>;

export type NomeEndpoint = keyof typeof ENDPOINTS;

/** The endpoints of one API (`EndpointDe<'apl'>` is `'candidatura'`). */
export type EndpointDe<A extends NomeApi> = {
  [N in NomeEndpoint]: (typeof ENDPOINTS)[N]['api'] extends A ? N : never;
}[NomeEndpoint];

type ParametrosDoCaminho<C extends string> = C extends `${infer Segmento}/${infer Resto}`
  ? ParametrosDoCaminho<Segmento> | ParametrosDoCaminho<Resto>
  : C extends `:${infer Nome}`
    ? Nome
    : never;

/** The names of an endpoint's path parameters (`'idEvento' | 'lang'` for `evento`). */
type ParametroDe<N extends NomeEndpoint> = ParametrosDoCaminho<(typeof ENDPOINTS)[N]['caminho']>;

/** What a server route reads of an endpoint's path: each parameter, as text. */
export type ParametrosRota<N extends NomeEndpoint> = { [P in ParametroDe<N>]: string };

type Valor = string | number | boolean;

/** What a client fills an endpoint's path with; `lang` is the site's language unless given. */
type ValoresEndpoint<N extends NomeEndpoint> = {
  [P in Exclude<ParametroDe<N>, 'lang'>]: Valor;
} & { [P in Extract<ParametroDe<N>, 'lang'>]?: Valor };

/** The values are optional only for an endpoint whose one parameter, if any, is `lang`. */
export type ArgumentosEndpoint<N extends NomeEndpoint> = [Exclude<ParametroDe<N>, 'lang'>] extends [
  never,
]
  ? [valores?: ValoresEndpoint<N>]
  : [valores: ValoresEndpoint<N>];

const PARAMETRO = /:(\w+)/g;

/**
 * The path of a request below its API's base, each parameter filled and URL-encoded:
 * `caminhoEndpoint('evento', { idEvento: 15 })` is `eventos/15/pt`.
 */
export function caminhoEndpoint<N extends NomeEndpoint>(
  nome: N,
  ...[valores]: ArgumentosEndpoint<N>
) {
  const dados: Readonly<Record<string, Valor | undefined>> = { lang: LINGUA, ...valores };
  return ENDPOINTS[nome].caminho.replace(PARAMETRO, (_, parametro: string) => {
    const valor = dados[parametro];
    if (valor === undefined) throw new Error(`${nome}: no value for :${parametro}`);
    return encodeURIComponent(String(valor));
  });
}

/** The same request from the site's origin: `urlEndpoint('evento', { idEvento: 15 })` is `/eve/api/v1/eventos/15/pt`. */
export function urlEndpoint<N extends NomeEndpoint>(nome: N, ...valores: ArgumentosEndpoint<N>) {
  return `${BASES_API[ENDPOINTS[nome].api]}${caminhoEndpoint(nome, ...valores)}`;
}

/** An endpoint's Fastify route, below its API's prefix: `/eventos/:idEvento/:lang`. */
export function rotaEndpoint(nome: NomeEndpoint): string {
  return `/${ENDPOINTS[nome].caminho}`;
}
