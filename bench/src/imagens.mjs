// `npm run imagens -w bench` (after `npm run build`): what pictures cost a visitor on a CMS that
// serves camera photos (3000×2000 JPEGs of megabytes) from an origin of its own: the site on the
// spec-minimal CMS, whose uploads are such photos. For /eventos and its first event page, on a
// 360 px phone at device pixel ratio 2 and on a 1280 px screen, each picture's weight as the
// image endpoint sends it against its original's, and the first load of /eventos on the phone
// (HTML, CSS, JS and pictures, before any scrolling). Prints a table; JSON in
// bench/results/imagens.json. Exits 1 when a figure misses its target.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { BENCH } from './caminhos.mjs';
import { lancarChromium } from './rede.mjs';
import { servir } from './servir.mjs';

const PORTA = Number(process.env.IMAGENS_PORT ?? 8294);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Issue H1's figures. */
const METAS = { fotoTelemovel: 60 * 1024, fotoComputador: 200 * 1024, primeiraCarga: 450 * 1024 };

const ECRAS = [
  {
    nome: 'telemóvel 360 px ×2',
    viewport: { width: 360, height: 740 },
    densidade: 2,
    meta: METAS.fotoTelemovel,
  },
  {
    nome: 'computador 1280 px',
    viewport: { width: 1280, height: 900 },
    densidade: 1,
    meta: METAS.fotoComputador,
  },
];

/** Every response of a page until the network is quiet, with its body's bytes on the wire. */
function gravar(page) {
  const respostas = [];
  page.on('requestfinished', async (pedido) => {
    const resposta = await pedido.response();
    const tamanhos = await pedido.sizes().catch(() => ({ responseBodySize: 0 }));
    // A picture already in the page's memory cache is not fetched again.
    if (tamanhos.responseBodySize < 0) return;
    respostas.push({
      url: pedido.url(),
      tipo: pedido.resourceType(),
      mime: resposta?.headers()['content-type'] ?? '',
      bytes: tamanhos.responseBodySize,
    });
  });
  return respostas;
}

async function rolarAteAoFim(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolver) => setTimeout(resolver, 100));
    }
  });
  await page.waitForLoadState('networkidle');
}

/** The original's size on the CMS, for the ratio. */
async function tamanhoOriginal(urlImagem, site) {
  const original = new URL(urlImagem).searchParams.get('url');
  const resposta = await fetch(new URL(original, site));
  return (await resposta.arrayBuffer()).byteLength;
}

const site = await servir(undefined, PORTA, { ssr: true, env: { CMS_CONTEUDO: 'minimo' } });
const browser = await lancarChromium();
const resultados = [];
let falhou = false;
try {
  // The CMS makes each photo on its first request: ask for them once, so that only the
  // endpoint's work is in the figures.
  const html = await (await fetch(`${site.url}/eventos`)).text();
  for (const [, consulta] of html.matchAll(/\/imagem\?([^"\s,]+)/g)) {
    const original = new URLSearchParams(consulta.replace(/&amp;/g, '&')).get('url');
    if (original) await fetch(new URL(original, site.url));
  }

  for (const ecra of ECRAS) {
    const contexto = await browser.newContext({
      viewport: ecra.viewport,
      deviceScaleFactor: ecra.densidade,
    });
    const page = await contexto.newPage();
    const respostas = gravar(page);
    await page.goto(`${site.url}/eventos`, { waitUntil: 'networkidle' });
    const primeiraCarga = respostas.reduce((soma, r) => soma + r.bytes, 0);
    const porTipo = {};
    for (const r of respostas) porTipo[r.tipo] = (porTipo[r.tipo] ?? 0) + r.bytes;
    const evento = await page
      .locator('main article a[href^="/eventos/"]')
      .first()
      .getAttribute('href');
    await rolarAteAoFim(page);
    const fotosLista = respostas.filter((r) => r.tipo === 'image' && r.url.includes('/imagem?'));
    const antesDoEvento = respostas.length;
    await page.goto(`${site.url}${evento}`, { waitUntil: 'networkidle' });
    await rolarAteAoFim(page);
    const fotosEvento = respostas
      .slice(antesDoEvento)
      .filter((r) => r.tipo === 'image' && r.url.includes('/imagem?'));
    await contexto.close();

    const fotos = [];
    for (const [rota, lista] of [
      ['/eventos', fotosLista],
      [evento, fotosEvento],
    ]) {
      for (const foto of lista) {
        fotos.push({ rota, ...foto, original: await tamanhoOriginal(foto.url, site.url) });
      }
    }
    const maior = Math.max(...fotos.map((f) => f.bytes));
    const somaFotos = fotos.reduce((s, f) => s + f.bytes, 0);
    const somaOriginais = fotos.reduce((s, f) => s + f.original, 0);
    const cumpre =
      maior <= ecra.meta && (ecra.densidade === 1 || primeiraCarga <= METAS.primeiraCarga);
    falhou ||= !cumpre;
    resultados.push({
      ecra: ecra.nome,
      primeiraCarga,
      porTipo,
      fotos,
      maior,
      somaFotos,
      somaOriginais,
      cumpre,
    });

    process.stdout.write(
      `\n${ecra.nome}: ${fotos.length} pictures on /eventos and ${evento}, heaviest ${kb(maior)} (target ${kb(ecra.meta)}); ` +
        `all of them ${kb(somaFotos)} against ${kb(somaOriginais)} for their originals (${(somaOriginais / Math.max(1, somaFotos)).toFixed(0)}× less)\n`,
    );
    process.stdout.write(
      `  first load of /eventos, before scrolling: ${kb(primeiraCarga)}${ecra.densidade === 2 ? ` (target ${kb(METAS.primeiraCarga)})` : ''}: ` +
        `${Object.entries(porTipo)
          .map(([tipo, bytes]) => `${tipo} ${kb(bytes)}`)
          .join(', ')}\n`,
    );
    for (const foto of fotos) {
      const w = new URL(foto.url).searchParams.get('w');
      process.stdout.write(
        `  ${foto.rota.padEnd(48)} w=${String(w).padEnd(5)} ${foto.mime.padEnd(11)} ${kb(foto.bytes).padStart(9)}  (original ${kb(foto.original)})\n`,
      );
    }
  }
} finally {
  await browser.close();
  await site.parar();
}
mkdirSync(path.join(BENCH, 'results'), { recursive: true });
writeFileSync(
  path.join(BENCH, 'results', 'imagens.json'),
  `${JSON.stringify({ geradoEm: new Date().toISOString(), metas: METAS, resultados }, null, 2)}\n`,
);
process.stdout.write(
  `\n${falhou ? 'A figure misses its target.' : 'Every figure meets its target.'} JSON: bench/results/imagens.json\n`,
);
process.exitCode = falhou ? 1 : 0;
