// The first-load JavaScript budget: each measured route's figure, measured in Chromium by
// `verificar-orcamento.mjs` (the gzip bodies of every script the page fetches until the network is
// quiet, as `npm run bench` counts them), against bench/orcamento.json. Measured rather than
// computed from the build output: which chunks load at first (and which wait for a form to come
// near the screen) is decided at run time, by the federation runtime and the page.

/**
 * The budget of every measured route: today's figure plus the headroom (`folga`, 0.1 = 10 %), but
 * never above the target every route must meet (`teto`, in bytes): an update cannot raise a
 * route's budget past it.
 */
export function limitesDe(porRota, folga, teto = Infinity) {
  return Object.fromEntries(
    Object.entries(porRota).map(([rota, bytes]) => [
      rota,
      Math.min(Math.ceil(bytes * (1 + folga)), teto),
    ]),
  );
}

/**
 * Routes over budget, `[{ rota, bytes, limite }]`: a measured route without a budget is one (its
 * `limite` undefined), and so is a budget for a route no longer measured (`bytes` undefined).
 */
export function excessos(porRota, limites) {
  const rotas = [...new Set([...Object.keys(porRota), ...Object.keys(limites)])];
  return rotas
    .filter((rota) => !(porRota[rota] <= limites[rota]))
    .map((rota) => ({ rota, bytes: porRota[rota], limite: limites[rota] }));
}
