// The figures of the table and the targets of issue F7, from the raw measurements.
import { temHash } from './classificar.mjs';
import { medianaDosCampos, razao } from './estatistica.mjs';

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
];

export function linhasDaTabela(medidas) {
  return Object.entries(medidas).flatMap(([rotulo, m]) =>
    FIGURAS.map(([chave, figura, formato]) => ({
      rota: `${rotulo} ${m.caminho.length > 24 ? `${m.caminho.slice(0, 23)}…` : m.caminho}`,
      figura,
      formato,
      federado: m.federado.resumo[chave],
      spa: m.spa.resumo[chave],
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

function meta(descricao, porRota) {
  const detalhes = porRota.filter(([, ok]) => !ok).map(([texto]) => texto);
  return { descricao, cumprida: detalhes.length === 0, detalhes };
}

export function avaliarMetas(medidas) {
  const rotas = Object.entries(medidas);
  const cada = (teste) =>
    rotas.map(([rotulo, m]) => teste(rotulo, m.federado.resumo, m.spa.resumo, m));
  return [
    meta(
      'first-load JavaScript federated/SPA <= 1.15 on every route',
      cada((r, f, s) => [`${r}: ${razao(f.js, s.js).toFixed(2)}`, razao(f.js, s.js) <= 1.15]),
    ),
    meta(
      'LCP federated/SPA <= 1.10 on every route',
      cada((r, f, s) => [`${r}: ${razao(f.lcp, s.lcp).toFixed(2)}`, razao(f.lcp, s.lcp) <= 1.1]),
    ),
    meta(
      'Lighthouse mobile Performance >= 95 on every route',
      cada((r, f) => [`${r}: ${f.performance}`, f.performance >= 95]),
    ),
    meta(
      'Accessibility, Best Practices and SEO 100 on every route',
      cada((r, f) => [
        `${r}: ${f.acessibilidade}/${f.boasPraticas}/${f.seo} ${f.falhasLighthouse.join(' ')}`,
        f.acessibilidade === 100 && f.boasPraticas === 100 && f.seo === 100,
      ]),
    ),
    meta(
      'CLS <= 0.02 on every route',
      cada((r, f) => [`${r}: ${f.cls.toFixed(3)}`, f.cls <= 0.02]),
    ),
    meta(
      'repeat visit fetches only the HTML and the runtime config (304s of no-cache federation files allowed)',
      cada((r, _f, _s, m) => {
        const excesso = excessoRepetida(m.federado.rede.repetida);
        return [
          `${r}: ${excesso.map((p) => `${p.url} (${p.estado})`).join(', ')}`,
          !excesso.length,
        ];
      }),
    ),
  ];
}
