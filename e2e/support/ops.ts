/*
 * The ops address of the suite's own local site (playwright.config.ts gives each site its port
 * plus this), where its Prometheus metrics are: never its public port.
 */
export const DESVIO_PORTA_OPS = 1000;

/** The metrics of the suite's reference site, as Prometheus would scrape them. */
export async function metricasDoSite(): Promise<string> {
  const porta = Number(process.env.E2E_PORT ?? 8091) + DESVIO_PORTA_OPS;
  const resposta = await fetch(`http://127.0.0.1:${porta}/metrics`);
  if (!resposta.ok) throw new Error(`/metrics answered HTTP ${resposta.status}`);
  return resposta.text();
}
