import type { Browser, Page } from '@playwright/test';

import {
  comoSlug,
  eventosEsperados,
  instante,
  lerCms,
  menuEsperado,
  tiposEsperados,
} from '../support/oraculo';
import { AMBOS_CMS } from '../support/projectos';
import { abrir, expect, test } from '../support/site';

/*
 * Sharing and following, as the server's HTML gives them (a phone without JavaScript, a link
 * preview, a crawler): share links, calendar links, the agenda to subscribe to, and the page's
 * structured data; the same links once the browser has taken the page over.
 */

test.skip(
  Boolean(process.env.BASE_URL) && !process.env.BASE_URL_RENDERIZA,
  'este endereço não renderiza no servidor',
);

const UMA_HORA_MS = 3_600_000;

/** The page at `caminho` with JavaScript switched off: what the server sent, and nothing more. */
async function semJavascript(browser: Browser, baseURL: string, caminho: string) {
  const contexto = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const pagina = await contexto.newPage();
  const resposta = await pagina.goto(caminho);
  expect(resposta?.status()).toBe(200);
  return { pagina, fechar: () => contexto.close() };
}

const canonicoDe = async (pagina: Page) =>
  (await pagina.locator('head link[rel="canonical"]').getAttribute('href'))!;

/** Every JSON-LD block of the page, parsed. */
async function blocosJsonLd(pagina: Page): Promise<Record<string, unknown>[]> {
  const textos = await pagina.locator('script[type="application/ld+json"]').allTextContents();
  return textos.map((texto) => JSON.parse(texto) as Record<string, unknown>);
}

/** The WhatsApp, Facebook and LinkedIn links of the page share `titulo` at `endereco`. */
async function verPartilha(pagina: Page, titulo: string, endereco: string) {
  const lista = pagina.getByRole('list', { name: 'Partilhar' });
  const esperadas = {
    WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${titulo} ${endereco}`)}`,
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(endereco)}`,
    LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(endereco)}`,
  };
  for (const [rede, href] of Object.entries(esperadas)) {
    const ligacao = lista.getByRole('link', {
      name: `Partilhar no ${rede} (abre numa nova janela)`,
    });
    await expect(ligacao).toHaveAttribute('href', href);
    await expect(ligacao).toHaveAttribute('target', '_blank');
    await expect(ligacao).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

/** The BreadcrumbList of a page whose visible trail is Início › `passos` › `actual`. */
function verTrilho(
  blocos: Record<string, unknown>[],
  origem: string,
  passos: [string, string][],
  actual: [string, string],
) {
  const trilho = blocos.find((bloco) => bloco['@type'] === 'BreadcrumbList');
  expect(trilho?.['@context']).toBe('https://schema.org');
  const itens = [['Início', `${origem}/`], ...passos, actual].map(([nome, url], indice) => ({
    '@type': 'ListItem',
    position: indice + 1,
    name: nome,
    item: url,
  }));
  expect(trilho?.itemListElement).toEqual(itens);
}

/** `2026-03-12T08:30:00.000Z` → `20260312T083000Z`. */
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test.describe('partilhar e seguir', () => {
  test(
    'a página de um evento, sem JavaScript: partilha, calendário e JSON-LD Event e BreadcrumbList',
    AMBOS_CMS,
    async ({ browser, baseURL, request }) => {
      const cms = await lerCms(request);
      const evento = eventosEsperados(cms.eventos, Date.now()).todos[0];
      test.skip(!evento, 'Este CMS não tem eventos visíveis.');
      const { pagina, fechar } = await semJavascript(
        browser,
        baseURL!,
        `/eventos/${evento!.idEvento}/${comoSlug(evento!.titulo)}`,
      );
      try {
        const canonico = await canonicoDe(pagina);
        const origem = new URL(canonico).origin;
        await verPartilha(pagina, evento!.titulo, canonico);

        await expect(pagina.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
          'href',
          `/agenda/eventos/${evento!.idEvento}.ics`,
        );
        const ics = await request.get(`/agenda/eventos/${evento!.idEvento}.ics`);
        expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
        const google = pagina.getByRole('link', {
          name: 'Adicionar ao Google Calendar (abre numa nova janela)',
        });
        await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
        const modelo = new URL((await google.getAttribute('href'))!);
        expect(`${modelo.origin}${modelo.pathname}`).toBe(
          'https://calendar.google.com/calendar/render',
        );
        const inicio = instante(evento!.dataInicio);
        const fim = evento!.dataFim ? instante(evento!.dataFim) : inicio + UMA_HORA_MS;
        expect(modelo.searchParams.get('action')).toBe('TEMPLATE');
        expect(modelo.searchParams.get('text')).toBe(evento!.titulo);
        expect(modelo.searchParams.get('dates')).toBe(`${utc(inicio)}/${utc(fim)}`);
        expect(modelo.searchParams.get('details')).toContain(canonico);

        const blocos = await blocosJsonLd(pagina);
        const dados = blocos[0]!;
        expect(dados).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: evento!.titulo,
          url: canonico,
          eventStatus: 'https://schema.org/EventScheduled',
          organizer: { '@type': 'Organization', name: cms.configuracao.associacao.nome },
        });
        expect(Date.parse(String(dados.startDate))).toBe(inicio);
        expect(String(dados.startDate)).toMatch(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
        );
        if (dados.location) {
          expect(dados.eventAttendanceMode).toMatch(
            /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
          );
          for (const lugar of [dados.location].flat() as Record<string, unknown>[]) {
            expect(['Place', 'VirtualLocation']).toContain(lugar['@type']);
            if (lugar['@type'] === 'Place') expect(lugar.address).toBeTruthy();
            else expect(lugar.url).toMatch(/^https?:\/\//);
          }
        }
        if (dados.offers) {
          expect(dados.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'AOA' });
          expect(typeof (dados.offers as { price: unknown }).price).toBe('number');
        }
        verTrilho(blocos, origem, [['Eventos', `${origem}/eventos`]], [evento!.titulo, canonico]);
      } finally {
        await fechar();
      }
    },
  );

  test(
    'uma página do CMS, sem JavaScript: partilha e BreadcrumbList',
    AMBOS_CMS,
    async ({ browser, baseURL, request }) => {
      const cms = await lerCms(request);
      const menu = menuEsperado(cms.paginas, cms.configuracao.associacao.slug);
      const generica = menu
        .flatMap((entrada) => [entrada, ...entrada.itens])
        .find((ligacao) => typeof ligacao.href === 'string' && ligacao.href.startsWith('/pagina/'));
      test.skip(!generica, 'Este CMS não tem páginas genéricas no menu.');
      const { pagina, fechar } = await semJavascript(browser, baseURL!, generica!.href as string);
      try {
        const canonico = await canonicoDe(pagina);
        expect(new URL(canonico).pathname).toBe(generica!.href);
        await verPartilha(pagina, generica!.texto, canonico);
        verTrilho(
          await blocosJsonLd(pagina),
          new URL(canonico).origin,
          [],
          [generica!.texto, canonico],
        );
      } finally {
        await fechar();
      }
    },
  );

  test(
    'a agenda para subscrever, em /eventos e na página de um tipo, sem JavaScript',
    AMBOS_CMS,
    async ({ browser, baseURL, request }) => {
      const tipo = tiposEsperados((await lerCms(request)).tipos)[0];
      const paginas: [string, string][] = [['/eventos', '/agenda.ics']];
      if (tipo) paginas.push([tipo.href as string, `/agenda/tipos/${tipo.idTipoEvento}.ics`]);
      for (const [caminho, agenda] of paginas) {
        const { pagina, fechar } = await semJavascript(browser, baseURL!, caminho);
        try {
          const origem = new URL(await canonicoDe(pagina)).origin;
          const https = `${origem}${agenda}`;
          const webcal = https.replace(/^https?:/, 'webcal:');
          await expect(
            pagina.locator('head link[rel="alternate"][type="text/calendar"]'),
          ).toHaveAttribute('href', https);
          const bloco = pagina.getByRole('region', { name: 'Subscrever a agenda' });
          await expect(
            bloco.getByRole('link', { name: 'Subscrever no calendário' }),
          ).toHaveAttribute('href', webcal);
          await expect(
            bloco.getByRole('link', {
              name: 'Subscrever no Google Calendar (abre numa nova janela)',
            }),
          ).toHaveAttribute(
            'href',
            `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
          );
          await expect(bloco.getByRole('textbox')).toHaveValue(https);
          const feed = await request.get(agenda);
          expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
        } finally {
          await fechar();
        }
      }
    },
  );

  test('o navegador mantém as ligações do servidor ao tomar conta da página', async ({
    page,
    browser,
    baseURL,
    errosConsola,
  }) => {
    const caminho = '/eventos/12/seminario-normalizacao-e-comercio-na-sadc';
    const { pagina, fechar } = await semJavascript(browser, baseURL!, caminho);
    const hrefs = (p: Page) =>
      p
        .locator('.evento-factos a')
        .evaluateAll((ligacoes) => ligacoes.map((ligacao) => ligacao.getAttribute('href')));
    const doServidor = await hrefs(pagina);
    await fechar();
    // The type, the .ics file, Google Calendar and three networks.
    expect(doServidor).toHaveLength(6);
    await abrir(page, caminho);
    expect(await hrefs(page)).toEqual(doServidor);
    expect(errosConsola).toEqual([]);
  });
});
