import type { APIRequestContext, Locator, Page } from '@playwright/test';

import {
  ASSUNTOS_CONTACTO,
  BASES_API,
  CAMINHO_ACESSIBILIDADE,
  CAMINHO_PRIVACIDADE,
  CAMINHO_SAIR_NEWSLETTER,
  caminhoContactoSobre,
  urlEndpoint,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@site/shared/contract';

import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import { comoSlug, eventosEsperados, lerCms, rodapeEsperado } from '../support/oraculo';
import { AMBOS_CMS } from '../support/projectos';
import { ECRAS } from '../support/rotas';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

/*
 * Personal data and trust (Lei n.º 22/11): the privacy notice and the accessibility statement,
 * linked from every footer and written by the server with the CMS's contacts; every form links the
 * notice; links choose the contact form's subject; a subscriber leaves the newsletter.
 */

const PAGINAS_LEGAIS = [
  { caminho: CAMINHO_PRIVACIDADE, titulo: 'Política de privacidade' },
  { caminho: CAMINHO_ACESSIBILIDADE, titulo: 'Acessibilidade' },
  { caminho: CAMINHO_SAIR_NEWSLETTER, titulo: 'Cancelar a newsletter' },
] as const;

/** Statuses of a CMS that has no withdrawal call. */
const SEM_CANCELAMENTO = [404, 405, 501];

/** The form links the notice from inside: in the consent box's label and under its button. */
async function ligaAPolitica(formulario: Locator): Promise<void> {
  await expect(
    formulario.getByRole('checkbox', { name: /Leia a política de privacidade/ }),
  ).toHaveCount(1);
  const ligacoes = formulario.getByRole('link', { name: /política de privacidade/ });
  await expect(ligacoes).toHaveCount(2);
  for (const ligacao of await ligacoes.all()) {
    await expect(ligacao).toHaveAttribute('href', CAMINHO_PRIVACIDADE);
  }
  await expect(formulario.getByText(/Os dados deste formulário são recebidos pela/)).toBeVisible();
}

/** Whether the CMS under test takes withdrawals: asked once, with an address nobody subscribed. */
async function cmsTemCancelamento(request: APIRequestContext): Promise<boolean> {
  await request.head(BASES_API.cms);
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const resposta = await request.post(urlEndpoint('cancelamentoNewsletter'), {
    headers: { [XSRF_HEADER]: xsrf },
    data: { email: 'sonda.e2e@exemplo.ao' },
  });
  return !SEM_CANCELAMENTO.includes(resposta.status());
}

const assunto = (page: Page) => page.getByRole('textbox', { name: /Assunto/ });

test.describe('privacidade e acessibilidade', () => {
  test('o rodapé de cada tipo de página liga às duas páginas', AMBOS_CMS, async ({ page }) => {
    test.setTimeout(120_000);
    for (const caminho of ECRAS) {
      await abrir(page, caminho);
      const legal = page.getByRole('contentinfo').getByRole('navigation', {
        name: 'Informação legal',
      });
      await expect(legal.getByRole('link'), caminho).toHaveText([
        'Política de privacidade',
        'Acessibilidade',
      ]);
      await expect(legal.getByRole('link').first()).toHaveAttribute('href', CAMINHO_PRIVACIDADE);
      await expect(legal.getByRole('link').last()).toHaveAttribute('href', CAMINHO_ACESSIBILIDADE);
    }
  });

  test(
    'as páginas vêm escritas pelo servidor, com os contactos da sede do CMS',
    AMBOS_CMS,
    async ({ browser, request, baseURL }) => {
      test.skip(
        Boolean(process.env.BASE_URL) && !process.env.BASE_URL_RENDERIZA,
        'este endereço não renderiza no servidor',
      );
      const esperado = rodapeEsperado(await lerCms(request), new Date().getFullYear());
      const contexto = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const pagina = await contexto.newPage();
      for (const { caminho, titulo } of PAGINAS_LEGAIS) {
        await pagina.goto(caminho);
        await expect(pagina.getByRole('heading', { level: 1 })).toHaveText(titulo);
        await expect(pagina).toHaveTitle(new RegExp(`^${titulo} \\|`));
      }
      await pagina.goto(CAMINHO_PRIVACIDADE);
      const texto = pagina.getByRole('main');
      for (const linha of esperado.moradaLinhas) await expect(texto).toContainText(linha);
      for (const email of esperado.emails) {
        await expect(texto.getByRole('link', { name: email }).first()).toHaveAttribute(
          'href',
          `mailto:${email}`,
        );
      }
      for (const numero of [...esperado.telemoveis, ...esperado.telefones]) {
        await expect(texto.getByRole('link', { name: numero })).toBeVisible();
      }
      await expect(
        texto.getByRole('link', { name: /assunto «Protecção de dados»/ }),
      ).toHaveAttribute('href', caminhoContactoSobre('proteccao-dados'));
      await pagina.goto(CAMINHO_ACESSIBILIDADE);
      await expect(pagina.getByRole('main')).toContainText('WCAG');
      await contexto.close();
    },
  );

  test('não têm violações de acessibilidade', AMBOS_CMS, async ({ page, errosConsola }) => {
    for (const { caminho } of PAGINAS_LEGAIS) {
      await abrir(page, caminho);
      await semViolacoesAxe(page);
    }
    expect(errosConsola).toEqual([]);
  });

  test(
    'os quatro formulários ligam à política de privacidade',
    AMBOS_CMS,
    async ({ page, request }) => {
      const cms = await lerCms(request);
      await abrir(page, '/');
      await ligaAPolitica(page.getByRole('contentinfo').locator('form'));
      await abrir(page, '/contactos');
      await ligaAPolitica(page.locator('#contacto-formulario form'));
      await abrir(page, '/associados/inscricao');
      await ligaAPolitica(page.getByRole('main').locator('form'));

      // The first upcoming event that takes sign-ups.
      let inscricao: Locator | undefined;
      for (const evento of eventosEsperados(cms.eventos, Date.now()).agendados) {
        await abrir(page, `/eventos/${evento.idEvento}/${comoSlug(evento.titulo)}`);
        await expect(page.getByRole('heading', { level: 1, name: evento.titulo })).toBeVisible();
        const formulario = page.getByRole('form', { name: `Inscrição em ${evento.titulo}` });
        if ((await formulario.count()) > 0) {
          inscricao = formulario;
          break;
        }
      }
      expect(inscricao, 'um evento aberto a inscrições').toBeDefined();
      await ligaAPolitica(inscricao!);
    },
  );

  test(
    'cada ligação abre o formulário de contacto com o seu assunto',
    AMBOS_CMS,
    async ({ page, errosConsola }) => {
      await abrir(page, CAMINHO_PRIVACIDADE);
      await page.getByRole('link', { name: /assunto «Protecção de dados»/ }).click();
      await expect(page).toHaveURL(caminhoContactoSobre('proteccao-dados'));
      await expect(assunto(page)).toHaveValue(ASSUNTOS_CONTACTO['proteccao-dados']);

      await abrir(page, CAMINHO_ACESSIBILIDADE);
      await page.getByRole('link', { name: /assunto «Acessibilidade»/ }).click();
      await expect(page).toHaveURL(caminhoContactoSobre('acessibilidade'));
      await expect(assunto(page)).toHaveValue(ASSUNTOS_CONTACTO.acessibilidade);

      // Opened as a first page: the server's form and the browser's agree (no hydration error).
      await abrir(page, caminhoContactoSobre('acessibilidade'));
      await expect(assunto(page)).toHaveValue(ASSUNTOS_CONTACTO.acessibilidade);
      await abrir(page, '/contactos?assunto=desconhecido');
      await expect(assunto(page)).toHaveValue('');
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'cancelar a newsletter: guardado pelo CMS que o aceita, explicado pelo que não o tem',
    AMBOS_CMS,
    async ({ page, request }) => {
      const aceita = await cmsTemCancelamento(request);
      const esperado = rodapeEsperado(await lerCms(request), new Date().getFullYear());
      const email = `saida.${Date.now()}@exemplo.ao`;
      await abrir(page, '/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Cancelar a subscrição' })
        .click();
      await expect(page).toHaveURL(CAMINHO_SAIR_NEWSLETTER);
      if (aceita) {
        const rodape = page.getByRole('contentinfo');
        await rodape.getByLabel('Endereço de e-mail').fill(email);
        await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
        await rodape.getByRole('button', { name: 'Subscrever' }).click();
        await expect(rodape.getByRole('heading', { name: 'Subscrição confirmada' })).toBeVisible();
      }
      const principal = page.getByRole('main');
      await principal.getByLabel('Endereço de e-mail subscrito').fill(email);
      await principal.getByRole('button', { name: 'Cancelar a subscrição' }).click();

      if (!aceita) {
        const explicacao = principal
          .getByRole('status')
          .filter({ hasText: 'Peça o cancelamento por e-mail' });
        await expect(explicacao.getByRole('heading')).toHaveText('Peça o cancelamento por e-mail');
        await expect(explicacao).toBeFocused();
        const [sede] = esperado.emails;
        if (sede) {
          const href = await explicacao.getByRole('link', { name: sede }).getAttribute('href');
          expect(href).toMatch(new RegExp(`^mailto:${sede}\\?subject=Cancelar`));
          expect(decodeURIComponent(href ?? '')).toContain(email);
        }
        await expect(
          explicacao.getByRole('link', { name: /assunto «Protecção de dados»/ }),
        ).toHaveAttribute('href', caminhoContactoSobre('proteccao-dados'));
        return;
      }
      const confirmacao = principal.getByRole('status').filter({ hasText: 'Subscrição cancelada' });
      await expect(confirmacao).toBeFocused();
      await expect(confirmacao).toContainText(`${email} deixou de receber a newsletter`);
      if (podeLerBaseDados) {
        const doEndereco = (linha: Record<string, unknown>) => linha.email === email;
        expect(linhasGuardadas('newsletters').filter(doEndereco)).toEqual([]);
        expect(linhasGuardadas('newsletter_cancelamentos').filter(doEndereco)).toHaveLength(1);
      }
    },
  );
});
