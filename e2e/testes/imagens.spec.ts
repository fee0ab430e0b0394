import type { Page } from '@playwright/test';

import {
  CAMINHO_IMAGEM,
  IMAGEM_PARTILHA,
  LARGURAS_IMAGEM,
  rotasPublicas,
} from '@site/shared/contract';

import { AMBOS_CMS } from '../support/projectos';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

/*
 * Every picture of the site comes from its own image endpoint, whatever CMS names it: on the
 * seed (pictures under the API's own path) and on the spec-minimal CMS (absolute URLs on an
 * origin of its own, which the CSP would block). Each one loads, in the format Chromium takes
 * best, at a width that fits its slot on the screen it is shown on.
 */

// The Docker gateway renders on the server once the compose file runs the renderer.
const comServidor = !process.env.BASE_URL || Boolean(process.env.BASE_URL_RENDERIZA);

/** One picture as the page shows it. */
interface ImagemVista {
  src: string;
  actual: string;
  completa: boolean;
  larguraNatural: number;
  larguraNoEcra: number;
}

/**
 * Brings every picture into view, one after another (a lazy picture is asked for only near the
 * screen), waits until each has loaded or failed, and reads them as the page shows them.
 */
async function carregarTodas(page: Page): Promise<ImagemVista[]> {
  const imagens = page.locator('img');
  for (let i = 0; i < (await imagens.count()); i += 1) {
    const imagem = imagens.nth(i);
    // One inside something closed (display: none) is not asked for until it is opened. One
    // still 0×0 (a CMS text's picture without dimensions) is laid out all the same.
    const exibida = await imagem.evaluate((elemento: HTMLImageElement) => {
      if (elemento.getClientRects().length === 0) return false;
      elemento.scrollIntoView({ block: 'center', behavior: 'instant' });
      return true;
    });
    if (!exibida) continue;
    await expect
      .poll(() => imagem.evaluate((elemento: HTMLImageElement) => elemento.complete))
      .toBe(true);
  }
  return imagens.evaluateAll((elementos) =>
    (elementos as HTMLImageElement[]).map((imagem) => ({
      src: imagem.getAttribute('src') ?? '',
      actual: imagem.currentSrc,
      completa: imagem.complete,
      larguraNatural: imagem.naturalWidth,
      // Drawn width: a picture that covers its box (object-fit: cover) is drawn wider than the
      // box when its shape is wider, and cropped.
      larguraNoEcra: (() => {
        const { width, height } = imagem.getBoundingClientRect();
        const cobre = getComputedStyle(imagem).objectFit === 'cover';
        const proporcao = imagem.naturalHeight > 0 ? imagem.naturalWidth / imagem.naturalHeight : 0;
        return cobre ? Math.max(width, height * proporcao) : width;
      })(),
    })),
  );
}

/** Records the CSP violations of the page (an image from another origin would be one). */
async function vigiarCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const janela = window as unknown as { __violacoesCsp: string[] };
    janela.__violacoesCsp = [];
    document.addEventListener('securitypolicyviolation', (evento) => {
      janela.__violacoesCsp.push(`${evento.violatedDirective} ${evento.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __violacoesCsp: string[] }).__violacoesCsp);
}

/**
 * The widest variant worth sending to a slot: the endpoint's first width at or past its device
 * pixels, or the next one (a `sizes` is written per breakpoint, not per pixel).
 */
function larguraBastante(larguraNoEcra: number, densidade: number): number {
  const pixeis = Math.ceil(larguraNoEcra * densidade);
  const indice = LARGURAS_IMAGEM.findIndex((largura) => largura >= pixeis);
  return LARGURAS_IMAGEM[
    indice < 0 ? LARGURAS_IMAGEM.length - 1 : Math.min(indice + 1, LARGURAS_IMAGEM.length - 1)
  ]!;
}

/** The width the endpoint was asked for (the candidate the browser chose). */
const larguraPedida = (url: string) => Number(new URL(url).searchParams.get('w'));

for (const [ecra, viewport, densidade] of [
  ['telemóvel', { width: 360, height: 740 }, 2],
  ['computador', { width: 1280, height: 900 }, 1],
] as const) {
  test.describe(`imagens no ${ecra} (${viewport.width} px)`, () => {
    test.use({ viewport, deviceScaleFactor: densidade });

    test(
      'todas as imagens de cada página carregam do próprio sítio, em AVIF, à largura do seu lugar',
      AMBOS_CMS,
      async ({ page, errosConsola }) => {
        test.setTimeout(180_000);
        const violacoes = await vigiarCsp(page);
        const tipos = new Map<string, string>();
        page.on('response', (resposta) => {
          if (new URL(resposta.url()).pathname === CAMINHO_IMAGEM) {
            tipos.set(resposta.url(), `${resposta.status()} ${resposta.headers()['content-type']}`);
          }
        });
        await abrir(page, '/eventos');
        const primeiroEvento = await page
          .getByRole('main')
          .getByRole('article')
          .first()
          .getByRole('link')
          .getAttribute('href');
        expect(primeiroEvento).toMatch(/^\/eventos\/\d+\//);

        let vistas = 0;
        for (const caminho of [...rotasPublicas('aaq'), primeiroEvento!]) {
          await abrir(page, caminho);
          // The footer's late data (the head office's address may hold a picture) is shown too.
          await expect(page.locator('.rodape-contactos')).toBeVisible();
          const imagens = await carregarTodas(page);
          const origem = new URL(page.url()).origin;
          for (const imagem of imagens) {
            const contexto = `${caminho}: ${imagem.src}`;
            // Pasted data: pictures (the CSP allows them) are the only ones not from the endpoint.
            expect(
              imagem.src.startsWith(`${CAMINHO_IMAGEM}?`) || imagem.src.startsWith('data:image/'),
              contexto,
            ).toBe(true);
            expect([imagem.completa, imagem.larguraNatural > 0], contexto).toEqual([true, true]);
            if (imagem.src.startsWith('data:')) continue;
            expect(new URL(imagem.actual).origin, contexto).toBe(origem);
            const tipo = tipos.get(imagem.actual);
            // nginx (the Docker gateway) names the charset of an SVG, which is text.
            expect(tipo, contexto).toMatch(/^200 image\/(avif|svg\+xml(; ?charset=utf-8)?)$/i);
            if (tipo?.endsWith('avif') && imagem.larguraNoEcra > 0) {
              expect(larguraPedida(imagem.actual), contexto).toBeLessThanOrEqual(
                larguraBastante(imagem.larguraNoEcra, densidade),
              );
            }
            vistas += 1;
          }
        }
        // The events list and the event page show pictures on both CMSs.
        expect(vistas).toBeGreaterThan(3);
        expect(await violacoes()).toEqual([]);
        expect(errosConsola).toEqual([]);
      },
    );
  });
}

test(
  'uma morada ou um texto do CMS com imagem sem alt passa nas regras de acessibilidade',
  AMBOS_CMS,
  async ({ page, errosConsola }) => {
    await abrir(page, '/contactos');
    await carregarTodas(page);
    const semAlt = await page.locator('img:not([alt])').count();
    expect(semAlt).toBe(0);
    await semViolacoesAxe(page);
    expect(errosConsola).toEqual([]);
  },
);

test.describe('a primeira página que chega do servidor', () => {
  test.skip(!comServidor, 'este endereço não renderiza no servidor');

  test(
    'pede logo a imagem principal da lista de eventos, com a mesma escolha de larguras',
    AMBOS_CMS,
    async ({ page }) => {
      const html = await (await page.request.get('/eventos')).text();
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
      expect(preload).toContain('fetchpriority="high"');
      const srcsetPreload = /imagesrcset="([^"]+)"/.exec(preload)?.[1];
      const primeira = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
      expect(srcsetPreload).toBeTruthy();
      expect(primeira.toLowerCase()).toContain(`srcset="${srcsetPreload}"`.toLowerCase());
      expect(preload).toMatch(/imagesizes="[^"]+"/);
    },
  );

  test(
    'a pré-visualização de um evento partilhado é um JPEG de 1200×630 do próprio sítio',
    AMBOS_CMS,
    async ({ page }) => {
      await abrir(page, '/eventos');
      const evento = await page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('link')
        .getAttribute('href');
      const html = await (await page.request.get(evento!)).text();
      const imagem =
        /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const origem = new URL(page.url()).origin;
      expect(imagem.startsWith(`${origem}${CAMINHO_IMAGEM}?`)).toBe(true);
      const resposta = await page.request.get(imagem);
      expect(resposta.headers()['content-type']).toBe('image/jpeg');
      const dimensoes = await page.evaluate(async (url) => {
        const foto = new Image();
        foto.src = url;
        await foto.decode();
        return [foto.naturalWidth, foto.naturalHeight];
      }, imagem);
      expect(dimensoes).toEqual([IMAGEM_PARTILHA.largura, IMAGEM_PARTILHA.altura]);
    },
  );
});
