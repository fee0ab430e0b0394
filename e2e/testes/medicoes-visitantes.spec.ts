import { metricasDoSite } from '../support/ops';
import { abrir, expect, test } from '../support/site';

/*
 * Real visitors' measurements, end to end in Chromium: a visit's Web Vitals and the sections it
 * showed reach the site's Prometheus metrics (on the ops address), labelled by the route
 * template, the remote that owns the element and the version of it the site serves, and nothing
 * personal leaves the browser. The suite's own site only: through the Docker gateway the
 * collector's metrics are not reachable from here (the compose test reads them from Prometheus).
 */

test.skip(Boolean(process.env.BASE_URL), "the suite's own site's ops address");

/**
 * The sum of the series of `familia` whose labels match `etiquetas` (every viewport and
 * connection: earlier tests of the suite add series of their own), or 0.
 */
function valor(texto: string, familia: string, etiquetas: RegExp): number {
  return texto
    .split('\n')
    .filter(
      (l) => l.startsWith(`${familia}{`) && etiquetas.test(l.slice(0, l.lastIndexOf('}') + 1)),
    )
    .reduce((soma, l) => soma + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

test('uma visita a /eventos chega às métricas: LCP, INP, CLS, FCP e TTFB por rota e versão servida', async ({
  page,
  errosConsola,
}) => {
  const versao = (
    (await (await page.request.get('/mf/eventos/mf-manifest.json')).json()) as {
      metaData: { buildInfo: { buildVersion: string } };
    }
  ).metaData.buildInfo.buildVersion;
  const antes = await metricasDoSite();
  const rotulos = new RegExp(
    `http_route="/eventos/\\*",remote="mfe_eventos",version="${versao.replace(/[+.]/g, '\\$&')}"`,
  );
  // INP: whoever owns the tapped link once web-vitals names it (a link the route re-renders may
  // be gone by then: the shell's), in a version the site serves.
  const servida = /http_route="\/eventos\/\*",remote="[a-z_]+",version="(?!other")/;
  const inpAntes = valor(antes, 'rum_inp_seconds_count', servida);
  const vistasAntes = valor(antes, 'rum_section_views_total', rotulos);

  await page.setViewportSize({ width: 360, height: 740 });
  await abrir(page, '/eventos?utm_source=whatsapp&nome=Ana');
  // A phone's CPU (as the benchmark's 4x): each tap takes long enough to be an interaction the
  // browser times (16 ms or more), whatever this machine's speed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // web-vitals loads once the page is idle after the first interaction (or 5 s after load).
  const vitais = page.waitForResponse((resposta) => /\/vitais\.[^/]*\.js$/.test(resposta.url()));
  await page.getByRole('link', { name: 'Agendados' }).click();
  await vitais;
  // An interaction it observes, for INP; then leaving the page sends what was queued.
  await page.getByRole('link', { name: 'Todos' }).click();
  await page.waitForTimeout(300);
  await abrir(page, '/faqs');

  await expect
    .poll(async () => valor(await metricasDoSite(), 'rum_inp_seconds_count', servida), {
      timeout: 15_000,
    })
    .toBeGreaterThan(inpAntes);
  const depois = await metricasDoSite();
  expect(valor(depois, 'rum_section_views_total', rotulos)).toBeGreaterThan(vistasAntes);
  // The others, whoever owns their element (the page's header is the shell's), with a version
  // the site serves, on a phone.
  for (const familia of [
    'rum_lcp_seconds_count',
    'rum_cls_count',
    'rum_fcp_seconds_count',
    'rum_ttfb_seconds_count',
  ]) {
    expect(depois, familia).toMatch(
      new RegExp(
        `^${familia}\\{http_route="/eventos/\\*",remote="[a-z_]+",version="(?!other")[^"]+",viewport="telemovel"`,
        'm',
      ),
    );
  }
  // Nothing of the address visited reached a label (the collector's tests check its logs too).
  expect(depois).not.toMatch(/utm_source|Ana|whatsapp|Mozilla|127\.0\.0\.1/);
  expect(errosConsola).toEqual([]);
});
