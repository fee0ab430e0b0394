import {
  ATRIBUTOS_COOKIE_XSRF,
  cabecalhosSeguranca,
  MENSAGENS,
  LISTA_VARIAVEIS_SITE,
  PADRAO_TOKEN_XSRF,
  PARAMETROS_LIDOS,
  manifestoAplicacao,
  montarConfiguracaoSite,
  REGRAS_VARIAVEL,
  VARIAVEIS_SITE,
  XSRF_COOKIE,
  type NomeRegra,
} from '@site/shared/contract';

// The nginx images run no Node: what their entrypoints need from the contract (the runtime
// configuration's variables and the security headers) is written for them as POSIX sh, at image
// build, by docker/preparar-contexto.mjs. The local site reads the same definitions in
// api/src/local-site/configuracao.ts and cabecalhos.ts; ./gerar.test.ts holds the two to agree.

/** A sh word that is exactly `texto`. */
const literal = (texto: string) => `'${texto.replaceAll("'", `'\\''`)}'`;

/** A double-quoted sh word for `texto`, where `${NOME}` may still expand. */
const entreAspas = (texto: string) => `"${texto.replace(/[\\"`]/g, '\\$&')}"`;

/** `urlOuCaminho` → `URL_OU_CAMINHO`. */
const nomeSh = (regra: NomeRegra) => regra.replace(/[A-Z]/g, '_$&').toUpperCase();

const variavelLocal = (variavel: string) => `_${variavel.toLowerCase()}`;

function regras(): string[] {
  return [
    "# The variables' rules: an ERE pattern (empty: none) and the message of a value that breaks it.",
    ...Object.entries(REGRAS_VARIAVEL).flatMap(([regra, { padrao, mensagem }]) => [
      `PADRAO_${nomeSh(regra as NomeRegra)}=${literal(padrao)}`,
      `MENSAGEM_${nomeSh(regra as NomeRegra)}=${literal(mensagem)}`,
    ]),
  ];
}

function leitura(): string[] {
  return [
    '# Prints variable $1 of the runtime configuration: its value, or its default when it is unset or',
    '# blank; a value that breaks its rule stops the container.',
    'ler_site() {',
    '  case "$1" in',
    ...LISTA_VARIAVEIS_SITE.map(({ variavel, omissao, regra }) => {
      const sh = nomeSh(regra);
      return `  ${variavel}) ler_variavel "$1" ${literal(omissao)} "$PADRAO_${sh}" "$MENSAGEM_${sh}" ;;`;
    }),
    `  *) printf 'ler_site: %s is not a variable of the runtime configuration\\n' "$1" >&2; exit 1 ;;`,
    '  esac',
    '}',
  ];
}

/**
 * A sh function `nome` that writes `objeto` as JSON into file $1, where each field that is a
 * variable's marker (`@ASSOCIACAO_NOME@`) takes that variable's value, read by ler_site.
 */
function escritorJson(nome: string, comentario: string, objeto: unknown): string[] {
  const json = JSON.stringify(objeto, null, 2);
  if (/[$`\\]/.test(json)) throw new Error(`${nome}: a field name sh would expand`);
  const variaveis = new Set(
    [...json.matchAll(/@([A-Z_]+)@/g)].map(([, variavel = '']) => variavel),
  );
  return [
    comentario,
    `${nome}() {`,
    ...[...variaveis].map(
      (variavel) => `  ${variavelLocal(variavel)}=$(ler_site ${variavel}) || exit 1`,
    ),
    `  cat >"$1" <<EOF`,
    json.replace(
      /@([A-Z_]+)@/g,
      (_marca, variavel: string) => `$(json "$${variavelLocal(variavel)}")`,
    ),
    'EOF',
    '}',
  ];
}

const marca = ({ variavel }: { variavel: string }) => `@${variavel}@`;

function configuracao(): string[] {
  return escritorJson(
    'escrever_configuracao_site',
    '# Writes the runtime configuration (/config/site.json) into file $1, every field read by ler_site.',
    montarConfiguracaoSite(marca),
  );
}

function manifesto(): string[] {
  const { nome, sigla, descricao } = VARIAVEIS_SITE.associacao;
  return escritorJson(
    'escrever_manifesto',
    '# Writes the web app manifest (/manifest.webmanifest) into file $1, the association read by ler_site.',
    manifestoAplicacao({ nome: marca(nome), sigla: marca(sigla), descricao: marca(descricao) }),
  );
}

const MARCA_ORIGEM = '@ORIGEM_CAPTCHA@';

function addHeaders(cabecalhos: Readonly<Record<string, string>>): string[] {
  return [
    `    printf 'add_header %s "%s" always;\\n' \\`,
    ...Object.entries(cabecalhos).map(([nome, valor], indice, todos) => {
      if (
        !/^[A-Za-z0-9-]+$/.test(nome) ||
        /["\\$]/.test(valor) ||
        [...valor].some((c) => c < ' ')
      ) {
        throw new Error(`header ${nome} cannot be written as an nginx add_header`);
      }
      const palavra = entreAspas(valor).replaceAll(MARCA_ORIGEM, '${ORIGEM_CAPTCHA}');
      return `      ${nome} ${palavra}${indice < todos.length - 1 ? ' \\' : ''}`;
    }),
  ];
}

function cabecalhos(): string[] {
  return [
    '# Prints the security headers as nginx add_header lines; the CSP allows ORIGEM_CAPTCHA when set.',
    'cabecalhos_seguranca() {',
    '  if [ -z "${ORIGEM_CAPTCHA:-}" ]; then',
    ...addHeaders(cabecalhosSeguranca()),
    '  else',
    ...addHeaders(cabecalhosSeguranca(MARCA_ORIGEM)),
    '  fi',
    '}',
    '',
    "# The security headers' names (the gateway hides an upstream's copy and sends its own).",
    `NOMES_CABECALHOS_SEGURANCA=${literal(Object.keys(cabecalhosSeguranca()).join(' '))}`,
  ];
}

/** A text nginx can return inside a quoted string: no quote, backslash, `$` or control character. */
function textoNginx(texto: string): string {
  if (/["'\\$]/.test(texto) || [...texto].some((c) => c < ' ')) {
    throw new Error(`${texto} cannot be written inside an nginx string`);
  }
  return literal(texto);
}

/** JSON nginx returns inside a single-quoted string: no `'`, backslash, `$` or control character. */
function envelopeNginx(json: string): string {
  if (/['\\$]/.test(json) || [...json].some((c) => c < ' ')) {
    throw new Error(`${json} cannot be written inside an nginx string`);
  }
  return literal(json);
}

function mensagens(): string[] {
  const envelope = JSON.stringify({
    objecto: null,
    statusCode: 503,
    mensagem: MENSAGENS.indisponivel,
  });
  return [
    "# The gateway's own answers when an upstream is down (contract/mensagens.ts): the APIs' JSON",
    '# envelope, a page or file, and the sitemap.',
    `ENVELOPE_INDISPONIVEL=${envelopeNginx(envelope)}`,
    `MENSAGEM_INDISPONIVEL=${textoNginx(MENSAGENS.indisponivel)}`,
    `MENSAGEM_MAPA_INDISPONIVEL=${textoNginx(MENSAGENS.mapaIndisponivel)}`,
  ];
}

/**
 * The gateway's page cache keeps one copy per page, as the renderer does: the key holds only the
 * query parameters a page reads (contract/endereco-pagina.ts). These are the lines of an nginx
 * `map` from the page's path (trailing slashes allowed) to that part of the key.
 */
function parametrosLidos(): string[] {
  const linhas = Object.entries(PARAMETROS_LIDOS).map(([caminho, nomes]) => {
    if (!/^(\/[a-z0-9-]+)+$/.test(caminho) || nomes.some((nome) => !/^[a-z0-9_]+$/.test(nome))) {
      throw new Error(`${caminho} ${nomes.join(' ')} cannot be written as an nginx map line`);
    }
    const parte = nomes.map((nome) => `${nome}=$arg_${nome}`).join('&');
    return `    "~^${caminho}/*$" "${parte}";`;
  });
  return [
    '# The query parameters each page reads (contract/endereco-pagina.ts), as the lines of the',
    "# gateway's nginx map from a page's path to the part of its page cache key they make.",
    `MAPA_PARAMETROS_LIDOS=${literal(linhas.join('\n'))}`,
  ];
}

/**
 * The page's own answer gives a visitor without an XSRF token of the site's form one
 * (contract/cabecalhos.ts): the lines of the gateway's nginx map from the Cookie header to the
 * Set-Cookie it adds (empty: none), its value nginx's random `$request_id`.
 */
function cookieXsrf(): string[] {
  if (
    ![XSRF_COOKIE, PADRAO_TOKEN_XSRF, ATRIBUTOS_COOKIE_XSRF].every((t) =>
      /^[\w ,;=/{}[\]-]+$/.test(t),
    )
  ) {
    throw new Error('the XSRF cookie cannot be written as an nginx map');
  }
  const linhas = [
    `    "~(^|;\\s*)${XSRF_COOKIE}=${PADRAO_TOKEN_XSRF}(;|$)" "";`,
    `    default "${XSRF_COOKIE}=$request_id; ${ATRIBUTOS_COOKIE_XSRF}$xsrf_seguro";`,
  ];
  return [
    "# The XSRF token the gateway's page answers give a visitor who has none (contract/cabecalhos.ts),",
    '# as the lines of its nginx map from the Cookie header to the Set-Cookie it adds.',
    `MAPA_COOKIE_XSRF=${literal(linhas.join('\n'))}`,
  ];
}

/** The sh fragment the nginx images source beside docker/lib/comum.sh (docker/lib/definicoes.sh). */
export function gerarDefinicoesSh(): string {
  return [
    [
      '# Generated from shared/src/contract (configuracao.ts, manifesto.ts, cabecalhos.ts, mensagens.ts,',
      '# endereco-pagina.ts) by',
      '# docker/preparar-contexto.mjs with docker/definicoes-sh/gerar.ts: do not edit.',
      '# Its functions use those of docker/lib/comum.sh.',
    ],
    regras(),
    leitura(),
    configuracao(),
    manifesto(),
    cabecalhos(),
    mensagens(),
    parametrosLidos(),
    cookieXsrf(),
  ]
    .map((linhas) => linhas.join('\n'))
    .join('\n\n')
    .concat('\n');
}
