// Browser checks of the compose test (scripts/compose-test.sh), in Debian's Chromium against
// the running gateway. The profile folder persists between calls, so each call is the next
// page load of the same returning visitor (HTTP cache included).
//
//   node scripts/compose-test-browser.mjs versao-eventos <marker|->
//       /eventos shows the events section; <html data-mfe-eventos-versao> is <marker> ('-': absent)
//   node scripts/compose-test-browser.mjs eventos-indisponivel
//       /eventos shows the section's fallback while the home page and another section still work
//
// Environment: BASE_URL (gateway), PERFIL_NAVEGADOR (profile folder), CHROME_PATH.
import { chromium } from '@playwright/test';

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
  await seccaoCarregada(pagina, '/eventos', 'Eventos');
  const versao = await pagina.evaluate(() =>
    document.documentElement.getAttribute('data-mfe-eventos-versao'),
  );
  const pretendida = esperada === '-' ? null : esperada;
  if (versao !== pretendida)
    falhar(`events remote version is ${versao ?? 'absent'}, expected ${pretendida ?? 'absent'}`);
  console.log(`/eventos rendered by the events remote, version marker: ${versao ?? 'absent'}`);
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

const contexto = await chromium.launchPersistentContext(perfil, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
  locale: 'pt-AO',
});
try {
  const pagina = contexto.pages()[0] ?? (await contexto.newPage());
  if (verificacao === 'versao-eventos' && argumento) await versaoEventos(pagina, argumento);
  else if (verificacao === 'eventos-indisponivel') await eventosIndisponivel(pagina);
  else falhar('usage: compose-test-browser.mjs versao-eventos <marker|-> | eventos-indisponivel');
} catch (erro) {
  console.error(erro instanceof Error ? erro.message : String(erro));
  process.exitCode = 1;
} finally {
  await contexto.close();
}
