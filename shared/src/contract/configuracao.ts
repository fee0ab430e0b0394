import type { ConfiguracaoSite } from './esquemas/configuracao';
import { caminhoRemoto } from './remotos';

export type { ConfiguracaoSite };

const ROTULO = '[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?';
const PORTA =
  '(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})';
/**
 * An absolute path of URL characters, none of which can break out of an nginx directive or a
 * JSON string (no quotes, backslash, `;`, `$`, braces, angle brackets or spaces).
 */
const CAMINHO = '/[A-Za-z0-9._~!&()*+,=:@%/?#-]*';
/** `http(s)://host[:port][/path]`. */
const URL_HTTP = String.raw`https?://(${ROTULO}(\.${ROTULO})*|\[[0-9A-Fa-f:.]+\])(:${PORTA})?(${CAMINHO})?`;

/**
 * How a variable of the runtime configuration is checked when it is not empty. `padrao` is a
 * regular expression JavaScript and POSIX `grep -E` (the images' sh) read alike; a control
 * character is refused by every rule, with the `texto` message.
 */
export const REGRAS_VARIAVEL = {
  texto: { padrao: '', mensagem: 'must be one line of text without control characters' },
  slug: {
    padrao: '^[a-z0-9-]+$',
    mensagem: 'must contain only lower-case letters, digits and hyphens',
  },
  url: { padrao: `^${URL_HTTP}$`, mensagem: 'must be empty or an http(s) URL' },
  urlOuCaminho: {
    padrao: `^(${URL_HTTP}|${CAMINHO})$`,
    mensagem: 'must be an http(s) URL or an absolute path such as /mf/eventos/remoteEntry.js',
  },
  fracao: {
    padrao: '^(0(\\.[0-9]+)?|1(\\.0+)?)$',
    mensagem: 'must be a number from 0 to 1, such as 0.25',
  },
  // Separators may lead and trail: compose joins several variables into one, some of them empty.
  listaUrls: {
    padrao: `^[ ,]*${URL_HTTP}([ ,]+${URL_HTTP})*[ ,]*$`,
    mensagem: 'must be http(s) URLs separated by spaces or commas',
  },
} as const;
export type NomeRegra = keyof typeof REGRAS_VARIAVEL;

const temControlo = (valor: string) =>
  [...valor].some((letra) => letra.charCodeAt(0) < 0x20 || letra.charCodeAt(0) === 0x7f);

/**
 * What is wrong with a variable's value under its rule, or undefined (empty is always fine: it
 * is a blank default). The images' sh twin is `ler_variavel` in docker/lib/comum.sh.
 */
export function problemaDoValor(regra: NomeRegra, valor: string): string | undefined {
  if (valor === '') return undefined;
  if (temControlo(valor)) return REGRAS_VARIAVEL.texto.mensagem;
  const { padrao, mensagem } = REGRAS_VARIAVEL[regra];
  return padrao && !new RegExp(padrao).test(valor) ? mensagem : undefined;
}

/** The environment variable that fills one field of the runtime configuration. */
export interface VariavelSite {
  readonly variavel: string;
  /** Taken when the variable is unset or blank. */
  readonly omissao: string;
  readonly regra: NomeRegra;
}
type VariaveisDe<T> = {
  readonly [Campo in keyof T]-?: T[Campo] extends string ? VariavelSite : VariaveisDe<T[Campo]>;
};

/**
 * Where each field of the runtime configuration comes from at start: its environment variable,
 * default and rule. The local site reads the environment with it, and the shell's Docker image
 * writes `/config/site.json` with it (a sh fragment generated from it at image build).
 */
export const VARIAVEIS_SITE = {
  associacao: {
    nome: {
      variavel: 'ASSOCIACAO_NOME',
      omissao: 'Associação Angolana para a Qualidade',
      regra: 'texto',
    },
    sigla: { variavel: 'ASSOCIACAO_SIGLA', omissao: 'AAQ', regra: 'texto' },
    slug: { variavel: 'ASSOCIACAO_SLUG', omissao: 'aaq', regra: 'slug' },
    descricao: {
      variavel: 'ASSOCIACAO_DESCRICAO',
      omissao:
        'Associação de profissionais e organizações que promovem a qualidade, a normalização e as boas práticas em Angola.',
      regra: 'texto',
    },
  },
  remotos: {
    mfe_eventos: {
      variavel: 'REMOTE_EVENTOS_URL',
      omissao: `${caminhoRemoto('mfe_eventos')}remoteEntry.js`,
      regra: 'urlOuCaminho',
    },
    mfe_institucional: {
      variavel: 'REMOTE_INSTITUCIONAL_URL',
      omissao: `${caminhoRemoto('mfe_institucional')}remoteEntry.js`,
      regra: 'urlOuCaminho',
    },
    mfe_conteudos: {
      variavel: 'REMOTE_CONTEUDOS_URL',
      omissao: `${caminhoRemoto('mfe_conteudos')}remoteEntry.js`,
      regra: 'urlOuCaminho',
    },
  },
  desenvolvimento: {
    nome: { variavel: 'DEV_CREDITO_NOME', omissao: 'Kianda Digital, Lda.', regra: 'texto' },
    url: { variavel: 'DEV_CREDITO_URL', omissao: '', regra: 'url' },
  },
  captcha: {
    siteKey: { variavel: 'CAPTCHA_SITE_KEY', omissao: '', regra: 'texto' },
    scriptUrl: { variavel: 'CAPTCHA_SCRIPT_URL', omissao: '', regra: 'url' },
  },
  urlPublico: { variavel: 'PUBLIC_URL', omissao: '', regra: 'url' },
  imagens: { origens: { variavel: 'IMAGENS_ORIGENS', omissao: '', regra: 'listaUrls' } },
  // The share of page views whose browser reports its vitals (errors are always reported).
  rum: { amostra: { variavel: 'RUM_AMOSTRA', omissao: '1', regra: 'fracao' } },
} as const satisfies VariaveisDe<ConfiguracaoSite>;

type NoVariaveis = VariavelSite | { readonly [campo: string]: NoVariaveis };
const eVariavel = (no: NoVariaveis): no is VariavelSite => typeof no.variavel === 'string';

const folhas = (no: NoVariaveis): VariavelSite[] =>
  eVariavel(no) ? [no] : Object.values(no).flatMap(folhas);

/** Every variable of the runtime configuration, in the order of its fields. */
export const LISTA_VARIAVEIS_SITE = folhas(VARIAVEIS_SITE);

const montar = (no: NoVariaveis, valorDe: (variavel: VariavelSite) => string): unknown =>
  eVariavel(no)
    ? valorDe(no)
    : Object.fromEntries(Object.entries(no).map(([nome, filho]) => [nome, montar(filho, valorDe)]));

/** The runtime configuration's object, each field taken from its variable by `valorDe` (not parsed yet). */
export function montarConfiguracaoSite(valorDe: (variavel: VariavelSite) => string): unknown {
  return montar(VARIAVEIS_SITE, valorDe);
}
