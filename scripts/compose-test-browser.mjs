// Browser checks of the compose test (scripts/compose-test.sh), in Debian's Chromium against
// the running gateway. The profile folder persists between calls, so each call is the next
// page load of the same returning visitor (HTTP cache included).
//
//   node scripts/compose-test-browser.mjs versao-eventos <marker|->
//       /eventos shows the events section; <html data-mfe-eventos-versao> is <marker> ('-': absent)
//   node scripts/compose-test-browser.mjs trabalhador-eventos <marker|->
//       the same, on a load the site's service worker controls from its start (installed by the
//       previous load if need be), remoteEntry.js answered through the worker (network first)
//   node scripts/compose-test-browser.mjs eventos-indisponivel
//       /eventos shows the section's fallback while the home page and another section still work
//   node scripts/compose-test-browser.mjs sitemap <public URL>
//       /sitemap.xml parses as XML (Chromium's parser), is a sitemaps.org urlset of absolute
//       addresses under <public URL>, and lists every public route, event type, active event and
//       gallery album the APIs (read through the gateway) hold, and no inactive event
//   node scripts/compose-test-browser.mjs erro-eventos
//       /eventos?falha-teste=1 on the test build whose events tabs throw there: the section shows
//       its fallback, and the page, once the reporter has loaded, is left so that it is sent
//   node scripts/compose-test-browser.mjs visitas
//       real visits over the routes, as a phone (4x CPU): on each page a key until the visitors'
//       reporter loads, then the menu opened, then the page left, so that its vitals are sent
//
// Environment: BASE_URL (gateway), PERFIL_NAVEGADOR (profile folder), CHROME_PATH.
import { chromium } from '@playwright/test';

// The contract's tables and rules, as `npm run build` bundles them for Node (api/build.mjs).
import {
  eventoPublico,
  GRUPOS,
  pedidoClassificacao,
  rotasPublicas,
  urlEndpoint,
} from '../api/dist/contrato.js';

import { ARGS_CHROMIUM, EXECUTAVEL_CHROMIUM } from './chromium.mjs';

const urlBase = process.env.BASE_URL ?? 'http://127.0.0.1:8088';
const perfil = process.env.PERFIL_NAVEGADOR ?? '/tmp/compose-test-perfil';
const [verificacao, argumento] = process.argv.slice(2);
const ESPERA = 20_000;
const FALLBACK_EVENTOS = 'A secção Eventos está temporariamente indisponível';

function falhar(mensagem) {
  throw new Error(mensagem);
}

async function navegacaoVisivel(pagina) {
  await pagina
    .getByRole('navigation', { name: 'Navegação principal' })
    .waitFor({ timeout: ESPERA });
}

/** The section's own h1 is shown and neither the loading state nor the fallback remains. */
async function seccaoCarregada(pagina, caminho, titulo) {
  await pagina.goto(new URL(caminho, urlBase).href);
  await navegacaoVisivel(pagina);
  await pagina.getByRole('heading', { level: 1, name: titulo }).waitFor({ timeout: ESPERA });
  if ((await pagina.getByText('temporariamente indisponível').count()) > 0) {
    falhar(`${caminho} shows a fallback instead of the section`);
  }
}

async function versaoEventos(pagina, esperada) {
  // The section's heading is in the server's HTML before the remote's entry runs in the browser:
  // the marker is read once that entry has come and what it loads has settled.
  const entrada = pagina.waitForResponse(
    (resposta) => new URL(resposta.url()).pathname === '/mf/eventos/remoteEntry.js',
    { timeout: ESPERA },
  );
  await seccaoCarregada(pagina, '/eventos', 'Eventos');
  await entrada;
  await pagina.waitForLoadState('networkidle', { timeout: ESPERA }).catch(() => undefined);
  const pretendida = esperada === '-' ? null : esperada;
  if (pretendida) {
    await pagina
      .waitForFunction(
        (marca) => document.documentElement.getAttribute('data-mfe-eventos-versao') === marca,
        pretendida,
        { timeout: ESPERA },
      )
      .catch(() => undefined);
  }
  const versao = await pagina.evaluate(() =>
    document.documentElement.getAttribute('data-mfe-eventos-versao'),
  );
  if (versao !== pretendida)
    falhar(`events remote version is ${versao ?? 'absent'}, expected ${pretendida ?? 'absent'}`);
  console.log(`/eventos rendered by the events remote, version marker: ${versao ?? 'absent'}`);
}

/** /eventos loaded under the service worker: the events remote's entry goes through it. */
async function trabalhadorEventos(pagina, esperada) {
  await seccaoCarregada(pagina, '/eventos', 'Eventos');
  await pagina.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: ESPERA,
  });
  const entradas = [];
  const ouvir = (resposta) => {
    if (new URL(resposta.url()).pathname === '/mf/eventos/remoteEntry.js') entradas.push(resposta);
  };
  pagina.on('response', ouvir);
  // The next page load, which the worker controls from its first request.
  await versaoEventos(pagina, esperada);
  pagina.off('response', ouvir);
  const controlada = await pagina.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  if (!controlada?.endsWith('/sw.js')) falhar('the page is not controlled by /sw.js');
  if (!entradas.some((resposta) => resposta.fromServiceWorker()))
    falhar('remoteEntry.js of the events remote did not go through the service worker');
  console.log(`page controlled by ${controlada}; remoteEntry.js answered through the worker`);
}

async function eventosIndisponivel(pagina) {
  await pagina.goto(new URL('/eventos', urlBase).href);
  await navegacaoVisivel(pagina);
  await pagina.getByText(FALLBACK_EVENTOS).waitFor({ timeout: ESPERA });
  console.log('/eventos shows the fallback: "A secção Eventos está temporariamente indisponível"');
  await seccaoCarregada(pagina, '/contactos', 'Contactos');
  console.log('/contactos (institutional remote) still renders');
  await pagina.goto(new URL('/', urlBase).href);
  await navegacaoVisivel(pagina);
  await pagina.getByRole('contentinfo').waitFor({ timeout: ESPERA });
  console.log('the home page still renders its navbar and footer');
}

/** The `objecto` of an API answer read through the gateway (a POST echoes the XSRF cookie). */
async function lerApi(caminho, corpo) {
  const url = new URL(caminho, urlBase).href;
  const cabecalhos = { accept: 'application/json' };
  if (corpo !== undefined) {
    const cookie = (await fetch(url, { method: 'HEAD' })).headers
      .getSetCookie()
      .map((c) => c.split(';', 1)[0])
      .find((c) => c.startsWith('XSRF-TOKEN='));
    if (!cookie) falhar(`${caminho}: no XSRF-TOKEN cookie`);
    Object.assign(cabecalhos, {
      cookie,
      'x-xsrf-token': cookie.slice('XSRF-TOKEN='.length),
      'content-type': 'application/json',
    });
  }
  const resposta = await fetch(url, {
    method: corpo === undefined ? 'GET' : 'POST',
    headers: cabecalhos,
    ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
  });
  if (resposta.status !== 200) falhar(`${caminho} answered HTTP ${resposta.status}`);
  return (await resposta.json()).objecto;
}

async function sitemap(pagina, urlPublico) {
  const resposta = await fetch(new URL('/sitemap.xml', urlBase));
  const tipo = resposta.headers.get('content-type') ?? '';
  if (resposta.status !== 200 || !tipo.startsWith('application/xml'))
    falhar(`/sitemap.xml answered ${resposta.status} ${tipo}`);
  const xml = await resposta.text();
  await pagina.goto('about:blank');
  const lido = await pagina.evaluate((texto) => {
    const documento = new DOMParser().parseFromString(texto, 'application/xml');
    const erro = documento.querySelector('parsererror');
    const raiz = documento.documentElement;
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return {
      erro: erro ? erro.textContent : null,
      raiz: `${raiz.namespaceURI} ${raiz.localName}`,
      urls: documento.getElementsByTagNameNS(ns, 'url').length,
      locs: [...documento.getElementsByTagNameNS(ns, 'loc')].map((loc) => loc.textContent),
    };
  }, xml);
  if (lido.erro) falhar(`/sitemap.xml is not well-formed XML: ${lido.erro}`);
  if (lido.raiz !== 'http://www.sitemaps.org/schemas/sitemap/0.9 urlset')
    falhar(`/sitemap.xml root is ${lido.raiz}, expected a sitemaps.org urlset`);
  if (lido.urls !== lido.locs.length) falhar('a <url> without exactly one <loc>');
  const origem = new URL(urlPublico).origin;
  const fora = lido.locs.filter((loc) => new URL(loc).origin !== origem);
  if (fora.length > 0) falhar(`addresses outside ${origem}: ${fora.slice(0, 3).join(', ')}`);
  if (new Set(lido.locs).size !== lido.locs.length) falhar('an address is listed twice');
  const caminhos = new Set(lido.locs.map((loc) => new URL(loc).pathname));

  const site = await (await fetch(new URL('/config/site.json', urlBase))).json();
  const eventos = await lerApi(urlEndpoint('eventosClassificacao'), pedidoClassificacao());
  const tipos = await lerApi(urlEndpoint('tiposEventos'));
  const albuns = await lerApi(
    urlEndpoint('registosDoGrupo', { idGrupo: GRUPOS.galeria, comSeccoes: true }),
  );
  const comPrefixo = (prefixo) => [...caminhos].some((caminho) => caminho.startsWith(prefixo));

  const emFalta = [
    ...rotasPublicas(site.associacao.slug).filter((rota) => !caminhos.has(rota)),
    ...tipos
      .map((tipo) => `/eventos/tipos/${tipo.idTipoEvento}/`)
      .filter((prefixo) => !comPrefixo(prefixo)),
    ...eventos
      .filter(eventoPublico)
      .map((evento) => `/eventos/${evento.idEvento}/`)
      .filter((prefixo) => !comPrefixo(prefixo)),
    ...albuns
      .filter((album) => album.slug)
      .map((album) => `/galeria/${encodeURIComponent(album.slug)}`)
      .filter((caminho) => !caminhos.has(caminho)),
  ];
  if (emFalta.length > 0) falhar(`/sitemap.xml lacks ${emFalta.join(', ')}`);
  const inactivos = eventos
    .filter((evento) => !eventoPublico(evento))
    .map((evento) => `/eventos/${evento.idEvento}/`)
    .filter(comPrefixo);
  if (inactivos.length > 0) falhar(`/sitemap.xml lists inactive events ${inactivos.join(', ')}`);
  const activos = eventos.filter(eventoPublico).length;
  if (activos === 0) falhar('the reference backend has no active event to look for');
  console.log(
    `/sitemap.xml: well-formed urlset of ${lido.locs.length} addresses under ${origem}: ` +
      `${rotasPublicas('').length} public routes, ${tipos.length} event types, ` +
      `${activos} active events (none of the ${eventos.length - activos} inactive), ` +
      `${albuns.length} gallery albums`,
  );
}

/** Routes visited by `visitas`: a page of each remote and the shell's home page. */
const VISITAS = ['/eventos', '/faqs', '/contactos', '/'];

/**
 * Visits each route as a phone would: the first key loads the reporter and web-vitals (or 5 s
 * after the load), opening the menu is an interaction it times, and leaving the page sends it all.
 */
async function visitas(pagina) {
  await pagina.setViewportSize({ width: 360, height: 740 });
  const cdp = await pagina.context().newCDPSession(pagina);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const caminho of VISITAS) {
    await pagina.goto(`${urlBase}${caminho}`, { waitUntil: 'load' });
    const titulo = pagina.locator('main h1').first();
    await titulo.waitFor({ state: 'attached', timeout: ESPERA });
    const vitais = pagina.waitForResponse((r) => /\/vitais\.[^/]*\.js$/.test(r.url()), {
      timeout: ESPERA,
    });
    // The visitor's first key (the reporter loads when the page is idle after it).
    await pagina.keyboard.press('Shift');
    await vitais;
    await pagina.locator('button.navbar-toggler').click();
    await pagina.waitForTimeout(300);
  }
  // Leaving the last page sends what it queued (the beacons, sent by the browser itself, are
  // counted by the collector: the caller asks Prometheus).
  await pagina.goto('about:blank');
  await pagina.waitForTimeout(500);
  console.log(`${VISITAS.length} routes visited as a phone: ${VISITAS.join(' ')}`);
}

/** The test build's error (scripts/compose-test.sh, step 2), as a visitor meets it. */
async function erroEventos(pagina) {
  const vitais = pagina.waitForResponse((r) => /\/vitais\.[^/]*\.js$/.test(r.url()), {
    timeout: ESPERA,
  });
  await pagina.goto(`${urlBase}/eventos?falha-teste=1`, { waitUntil: 'load' });
  await pagina.getByText(FALLBACK_EVENTOS).first().waitFor({ timeout: ESPERA });
  await pagina.keyboard.press('Shift');
  await vitais;
  await pagina.waitForTimeout(300);
  await pagina.goto('about:blank');
  await pagina.waitForTimeout(500);
  console.log("/eventos?falha-teste=1 shows the section's fallback; the page was left");
}

const contexto = await chromium.launchPersistentContext(perfil, {
  executablePath: EXECUTAVEL_CHROMIUM,
  args: ARGS_CHROMIUM,
  locale: 'pt-AO',
});
try {
  const pagina = contexto.pages()[0] ?? (await contexto.newPage());
  if (verificacao === 'versao-eventos' && argumento) await versaoEventos(pagina, argumento);
  else if (verificacao === 'trabalhador-eventos' && argumento)
    await trabalhadorEventos(pagina, argumento);
  else if (verificacao === 'eventos-indisponivel') await eventosIndisponivel(pagina);
  else if (verificacao === 'sitemap' && argumento) await sitemap(pagina, argumento);
  else if (verificacao === 'visitas') await visitas(pagina);
  else if (verificacao === 'erro-eventos') await erroEventos(pagina);
  else
    falhar(
      'usage: compose-test-browser.mjs versao-eventos <marker|-> | trabalhador-eventos <marker|-> | eventos-indisponivel | sitemap <public URL> | visitas | erro-eventos',
    );
} catch (erro) {
  console.error(erro instanceof Error ? erro.message : String(erro));
  process.exitCode = 1;
} finally {
  await contexto.close();
}
