// The figures of the table and the targets of issue #28, from the raw measurements:
// `medidas[rotulo] = { caminho, [variante]: { rede, lighthouse, resumo } }`.
import { temHash } from './classificar.mjs';
import { medianaDosCampos, razao } from './estatistica.mjs';
import { RAZAO } from './variantes.mjs';

/** Network figures (one load each: they do not vary between runs) + Lighthouse medians. */
export function resumirVariante({ rede, lighthouse }) {
  const lh = { falhas: [], ...medianaDosCampos(lighthouse ?? []) };
  return {
    js: rede.primeira.js,
    jsComCabecalhos: rede.primeira.jsComCabecalhos,
    pedidosJs: rede.primeira.pedidosJs,
    css: rede.primeira.css,
    pedidos: rede.primeira.pedidos,
    bytes: rede.primeira.bytes,
    performance: lh.performance ?? Number.NaN,
    acessibilidade: lh.acessibilidade ?? Number.NaN,
    boasPraticas: lh.boasPraticas ?? Number.NaN,
    seo: lh.seo ?? Number.NaN,
    lcp: lh.lcp ?? Number.NaN,
    fcp: lh.fcp ?? Number.NaN,
    tbt: lh.tbt ?? Number.NaN,
    cls: lh.cls ?? Number.NaN,
    falhasLighthouse: lh.falhas,
    repetidaBytes: rede.repetida.bytes,
    repetidaPedidos: rede.repetida.pedidos,
    repetida304: rede.repetida.revalidados,
    repetidaApi: rede.repetida.porClasse.api?.pedidos ?? 0,
    errosConsola: rede.errosConsola.length,
  };
}

const FIGURAS = [
  ['js', 'first load: JS (gzip body)', 'kb'],
  ['jsComCabecalhos', 'first load: JS incl. headers', 'kb'],
  ['pedidosJs', 'first load: JS requests', 'n'],
  ['css', 'first load: CSS (gzip body)', 'kb'],
  ['pedidos', 'first load: all requests', 'n'],
  ['bytes', 'first load: all bytes', 'kb'],
  ['performance', 'Lighthouse Performance', 'n'],
  ['acessibilidade', 'Lighthouse Accessibility', 'n'],
  ['boasPraticas', 'Lighthouse Best Practices', 'n'],
  ['seo', 'Lighthouse SEO', 'n'],
  ['fcp', 'FCP', 'ms'],
  ['lcp', 'LCP', 'ms'],
  ['tbt', 'TBT', 'ms'],
  ['cls', 'CLS', 'cls'],
  ['repetidaBytes', 'repeat visit: bytes', 'kb'],
  ['repetidaPedidos', 'repeat visit: requests', 'n'],
  ['repetida304', 'repeat visit: of which 304', 'n'],
  ['repetidaApi', 'repeat visit: of which API data', 'n'],
  ['errosConsola', 'console errors (both visits)', 'n'],
];

const rotuloDaRota = (rotulo, caminho) =>
  `${rotulo} ${caminho.length > 24 ? `${caminho.slice(0, 23)}…` : caminho}`;

/** One row per route and figure: `{ rota, figura, formato, valores: { [variante]: número } }`. */
export function linhasDaTabela(medidas, nomesVariantes) {
  return Object.entries(medidas).flatMap(([rotulo, m]) =>
    FIGURAS.map(([chave, figura, formato]) => ({
      rota: rotuloDaRota(rotulo, m.caminho),
      figura,
      formato,
      valores: Object.fromEntries(nomesVariantes.map((nome) => [nome, m[nome].resumo[chave]])),
    })),
  );
}

/**
 * Which requests of a repeat visit break "only the HTML and the runtime config". API calls are
 * data, not assets: they follow the API's own cache headers (the event listing is a POST, which
 * no HTTP cache keeps) and are reported apart.
 */
export function excessoRepetida(repetida) {
  return repetida.lista.filter((p) => {
    if (['documento', 'config', 'api'].includes(p.classe)) return false;
    // remoteEntry.js and mf-manifest.json are no-cache by design: a 304 revalidation is fine.
    if (p.estado === 304 && !temHash(`http://x${p.url}`)) return false;
    return true;
  });
}

/**
 * A target over every route: `cumprida` is true, false, or null when it was not measured (its
 * variants not in this run, or Lighthouse skipped); `detalhes` lists the routes that miss it.
 */
function meta(descricao, resultados) {
  if (!resultados || resultados.some(([, ok]) => ok === null)) {
    return { descricao, cumprida: null, detalhes: [] };
  }
  const detalhes = resultados.filter(([, ok]) => !ok).map(([texto]) => texto);
  return { descricao, cumprida: detalhes.length === 0, detalhes };
}

/** true/false, or null when a figure is missing (not measured). */
const testar = (valores, teste) => (valores.every(Number.isFinite) ? teste() : null);

/** Issue #28: first-load JavaScript on every route, and the federation's own share of it. */
const JS_MAXIMO = 170 * 1024;
const JS_FEDERACAO_MAXIMO = 30 * 1024;
/** Issue #28: the federated build's TBT at most this much over the SPA's. */
const TBT_FEDERACAO_MAXIMO = 50;

/** The targets of issue #28, on the server-rendered federated build; none without it. */
export function avaliarMetas(medidas) {
  const rotas = Object.entries(medidas);
  if (!rotas.length || !rotas.every(([, m]) => m[RAZAO.de])) return [];
  const comSpa = rotas.every(([, m]) => m[RAZAO.sobre]);
  const cada = (teste) => rotas.map(([rotulo, m]) => teste(rotulo, m[RAZAO.de].resumo, m));
  const limite = (chave, maximo, formatar) =>
    cada((r, f) => [`${r}: ${formatar(f[chave])}`, testar([f[chave]], () => f[chave] <= maximo)]);
  const razaoAte = (chave, maximo) =>
    comSpa
      ? cada((r, f, m) => {
          const valor = razao(f[chave], m[RAZAO.sobre].resumo[chave]);
          return [`${r}: ${valor.toFixed(2)}`, testar([valor], () => valor <= maximo)];
        })
      : null;
  const acimaDoSpaAte = (chave, maximo, formatar) =>
    comSpa
      ? cada((r, f, m) => {
          const valor = f[chave] - m[RAZAO.sobre].resumo[chave];
          return [`${r}: ${formatar(valor)}`, testar([valor], () => valor <= maximo)];
        })
      : null;
  const ms = (v) => `${Math.round(v)} ms`;
  const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
  return [
    meta(
      'Lighthouse mobile Performance >= 95 on every route',
      cada((r, f) => [
        `${r}: ${f.performance}`,
        testar([f.performance], () => f.performance >= 95),
      ]),
    ),
    meta(
      'Accessibility, Best Practices and SEO 100 on every route',
      cada((r, f) => {
        const valores = [f.acessibilidade, f.boasPraticas, f.seo];
        return [
          `${r}: ${valores.join('/')} ${f.falhasLighthouse.join(' ')}`.trim(),
          testar(valores, () => valores.every((v) => v === 100)),
        ];
      }),
    ),
    meta('LCP <= 2.0 s on every route', limite('lcp', 2000, ms)),
    meta('TBT <= 150 ms on every route', limite('tbt', 150, ms)),
    meta(
      'CLS <= 0.02 on every route',
      limite('cls', 0.02, (v) => v.toFixed(3)),
    ),
    meta('first-load JavaScript <= 170 KB on every route', limite('js', JS_MAXIMO, kb)),
    meta(
      'first-load JavaScript federated - SPA <= 30 KB on every route',
      acimaDoSpaAte('js', JS_FEDERACAO_MAXIMO, kb),
    ),
    meta(
      'TBT federated <= SPA + 50 ms on every route',
      acimaDoSpaAte('tbt', TBT_FEDERACAO_MAXIMO, ms),
    ),
    meta('LCP federated/SPA <= 1.10 on every route', razaoAte('lcp', 1.1)),
    meta(
      'repeat visit fetches only the HTML and the runtime config (304s of no-cache federation files allowed)',
      cada((r, _f, m) => {
        const excesso = excessoRepetida(m[RAZAO.de].rede.repetida);
        return [
          `${r}: ${excesso.map((p) => `${p.url} (${p.estado})`).join(', ')}`,
          !excesso.length,
        ];
      }),
    ),
  ];
}
