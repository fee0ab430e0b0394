// The key interactions of issue I1 (point 6), on the seed's content, each as a fresh visit at a
// phone's width: the page it starts on, what is set up by script first (no input, so it adds no
// interaction: see medir-inp.mjs), the real input measured, and the visible outcome waited for.
// Labels (for --only): menu, faq, biblioteca, lightbox, formulario, pesquisa-abrir, pesquisa.

const NAVEGACAO = 'nav[aria-label="Navegação principal"]';
const CAMPO_PESQUISA = '#pesquisa-navbar-q';
/** Typed into the header's search, one key at a time. */
const TEXTO_PESQUISA = 'conferencia';
/** Between two keys: a quick typist (~7 keys a second); each key is an interaction. */
const PAUSA_TECLAS_MS = 150;

/** Waits, polling every 50 ms rather than each frame, so the wait adds no work to every frame. */
const esperar = (page, funcao, argumento) =>
  page.waitForFunction(funcao, argumento, { polling: 50 });

/** The key interactions, in table order; `caminho` is the page each starts on. */
export function interaccoesDoSite({ fotografia }) {
  return [
    {
      rotulo: 'menu',
      titulo: 'open the menu (phone)',
      caminho: '/',
      async preparar(page) {
        if (!(await page.locator(`${NAVEGACAO} .navbar-toggler`).isVisible())) {
          throw new Error('the navbar shows no toggler at this width');
        }
      },
      agir: (page) => page.locator(`${NAVEGACAO} .navbar-toggler`).click(),
      feito: (page) => esperar(page, () => document.querySelector('#menu-principal.show')),
    },
    {
      rotulo: 'faq',
      titulo: 'open an FAQ',
      caminho: '/faqs',
      async preparar(page) {
        const estado = await page
          .locator('.pergunta-faq-botao')
          .first()
          .getAttribute('aria-expanded');
        if (estado !== 'false') throw new Error('the first question is not closed');
      },
      agir: (page) => page.locator('.pergunta-faq-botao').first().click(),
      feito: (page) =>
        esperar(
          page,
          () =>
            document.querySelector('.pergunta-faq-botao')?.getAttribute('aria-expanded') === 'true',
        ),
    },
    {
      rotulo: 'biblioteca',
      titulo: 'filter the library (a category)',
      caminho: '/biblioteca',
      // The first category after "Todas".
      agir: (page) =>
        page.locator('[role="group"][aria-label="Filtrar por categoria"] button').nth(1).click(),
      feito: (page) =>
        esperar(
          page,
          () =>
            document
              .querySelectorAll('[role="group"][aria-label="Filtrar por categoria"] button')[1]
              ?.getAttribute('aria-pressed') === 'true',
        ),
    },
    {
      rotulo: 'lightbox',
      titulo: 'next photo in the lightbox',
      // A photo's own address opens its album with the lightbox on that photo.
      caminho: fotografia,
      async preparar(page) {
        await page.locator('.lightbox').waitFor({ state: 'visible' });
      },
      agir: (page) => page.locator('.lightbox-controlos button').nth(1).click(),
      feito: (page) =>
        esperar(page, () =>
          /^Foto 2 de/.test(document.querySelector('.lightbox-estado')?.textContent ?? ''),
        ),
    },
    {
      rotulo: 'formulario',
      titulo: 'send the contact form empty (errors)',
      caminho: '/contactos',
      // The form's code comes when the form nears the screen: brought by a scroll (script), and
      // waited for (its button is off until then).
      async preparar(page) {
        await page.evaluate(() =>
          document
            .querySelector('main form button[type="submit"]')
            ?.scrollIntoView({ block: 'center' }),
        );
        await esperar(
          page,
          () => document.querySelector('main form button[type="submit"]:not([disabled])') !== null,
        );
      },
      agir: (page) => page.locator('main form button[type="submit"]').click(),
      feito: (page) =>
        esperar(page, () => document.querySelector('main form [aria-invalid="true"]') !== null),
    },
    {
      rotulo: 'pesquisa-abrir',
      titulo: "open the header's search",
      caminho: '/',
      agir: (page) => page.locator('summary.pesquisa-navbar-botao').click(),
      feito: (page) =>
        esperar(page, (id) => document.activeElement?.id === id, CAMPO_PESQUISA.slice(1)),
    },
    {
      rotulo: 'pesquisa',
      titulo: `type "${TEXTO_PESQUISA}" in the header's search`,
      caminho: '/',
      // Opened by script (the <details> toggles, the field takes the focus and its suggestions'
      // code is asked for), then the code waited for: the typing alone is measured.
      async preparar(page) {
        await page.evaluate(() => document.querySelector('summary.pesquisa-navbar-botao')?.click());
        await esperar(page, (id) => document.activeElement?.id === id, CAMPO_PESQUISA.slice(1));
      },
      async agir(page) {
        for (const tecla of TEXTO_PESQUISA) {
          await page.keyboard.press(tecla);
          await page.waitForTimeout(PAUSA_TECLAS_MS);
        }
      },
      feito: (page) =>
        esperar(page, ([seletor, texto]) => document.querySelector(seletor)?.value === texto, [
          CAMPO_PESQUISA,
          TEXTO_PESQUISA,
        ]),
    },
  ];
}

/** The labels, in table order (`--only=`). */
export const ROTULOS_INTERACCOES = interaccoesDoSite({ fotografia: '' }).map((i) => i.rotulo);

async function html(url) {
  const resposta = await fetch(url);
  if (!resposta.ok) throw new Error(`${url} answered HTTP ${resposta.status}`);
  return resposta.text();
}

/** The first album's first photo, `/galeria/<album>/<idImagem>`, from the site's own pages. */
export async function primeiraFotografia(urlSite) {
  const album = (await html(`${urlSite}/galeria`)).match(/href="(\/galeria\/[^/"#?]+)"/)?.[1];
  if (!album) throw new Error('/galeria links no album');
  const foto = (await html(urlSite + album)).match(
    new RegExp(`href="(${album.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\d+)"`),
  )?.[1];
  if (!foto) throw new Error(`${album} links no photo`);
  return foto;
}
