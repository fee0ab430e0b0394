import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import { lerCms, rodapeEsperado } from '../support/oraculo';
import { codigoChegaAoAproximar } from '../support/pedidos';
import { AMBOS_CMS } from '../support/projectos';
import { verLigacoes } from '../support/rodape';
import { abrir, expect, test } from '../support/site';

/*
 * The footer: its columns from what the CMS sends, and the newsletter form in it (loaded as the
 * footer comes near, validated in Portuguese, stored once, kept when the send fails).
 */
test.describe('rodapé', () => {
  test(
    'mostra as colunas da especificação com o que o CMS envia',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const cms = await lerCms(request);
      const esperado = rodapeEsperado(cms, new Date().getFullYear());
      await abrir(page, '/');
      const rodape = page.getByRole('contentinfo');
      await expect(
        rodape.getByRole('heading', { name: 'Siga-nos nas redes sociais' }),
      ).toBeVisible();
      // Active networks with a known code, in LI, TW, FB, IN order.
      const redes = rodape.locator('[data-rede]');
      await expect(redes).toHaveCount(esperado.redes.length);
      expect(
        await redes.evaluateAll((els) =>
          els.map((el) => ({ codigo: el.getAttribute('data-rede'), url: el.getAttribute('href') })),
        ),
      ).toEqual(esperado.redes);

      await verLigacoes(rodape.locator('h2:text-is("Menu") + ul a'), esperado.menu);
      await verLigacoes(rodape.locator('h2:text-is("Links úteis") + ul a'), esperado.links);
      await verLigacoes(rodape.locator('h2:text-is("Eventos") + ul a'), esperado.tiposEventos);

      const contactos = rodape.locator('h2:text-is("Contactos") + ul');
      const morada = contactos.locator('address');
      for (const linha of esperado.moradaLinhas) await expect(morada).toContainText(linha);
      const telemoveis = contactos.locator('li', { hasText: 'TELEFONE | WHATSAPP:' });
      await expect(telemoveis).toHaveCount(esperado.telemoveis.length > 0 ? 1 : 0);
      for (const numero of esperado.telemoveis) await expect(telemoveis).toContainText(numero);
      for (const contacto of [...esperado.telefones, ...esperado.emails]) {
        await expect(contactos.getByRole('link', { name: contacto, exact: true })).toBeVisible();
      }
      // A Skype line for each the CMS sends, and none when it sends none.
      await expect(contactos.getByText(/^Skype:/)).toHaveText(
        esperado.skype.map((conta) => `Skype: ${conta}`),
      );
      await expect(rodape).toContainText(esperado.direitos);
      await expect(rodape).toContainText(esperado.credito);
      expect(errosConsola).toEqual([]);
    },
  );

  test('o formulário da newsletter só carrega quando o rodapé se aproxima, e então funciona', async ({
    page,
    errosConsola,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await abrir(page, '/');
    const rodape = page.getByRole('contentinfo');
    const botao = rodape.getByRole('button', { name: 'Subscrever' });
    // The server's form is there from the start, its button off until its code is here.
    await expect(botao).toBeDisabled();
    await codigoChegaAoAproximar(page, botao, () => rodape.scrollIntoViewIfNeeded());
    await botao.click();
    await expect(rodape.getByText('Indique o seu endereço de e-mail.')).toBeVisible();
    expect(errosConsola).toEqual([]);
  });

  test('a newsletter valida em português, guarda a subscrição e não a duplica', async ({
    page,
  }) => {
    await abrir(page, '/');
    const rodape = page.getByRole('contentinfo');
    const email = rodape.getByLabel('Endereço de e-mail');
    await email.fill('ana@');
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(
      rodape.getByText('Indique um endereço de e-mail válido (ex.: nome@dominio.ao).'),
    ).toBeVisible();
    await expect(
      rodape.getByText('Para continuar, aceite o tratamento dos seus dados pessoais.'),
    ).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill('Leitora.E2E@Exemplo.AO');
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(rodape.getByRole('heading', { name: 'Subscrição confirmada' })).toBeVisible();
    if (podeLerBaseDados) {
      expect(
        linhasGuardadas('newsletters').filter((linha) => linha.email === 'leitora.e2e@exemplo.ao'),
      ).toHaveLength(1);
    }

    await rodape.getByRole('button', { name: 'Subscrever outro endereço' }).click();
    await rodape.getByLabel('Endereço de e-mail').fill('leitora.e2e@exemplo.ao');
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(
      rodape.getByRole('heading', { name: 'Este endereço já está subscrito' }),
    ).toBeVisible();
    if (podeLerBaseDados) {
      expect(
        linhasGuardadas('newsletters').filter((linha) => linha.email === 'leitora.e2e@exemplo.ao'),
      ).toHaveLength(1);
    }
  });

  test('quando o envio falha, o endereço fica e pode tentar de novo', async ({ page }) => {
    await abrir(page, '/');
    await page.route('**/cms/api/v1/newsletters', (rota) => rota.abort('connectionrefused'));
    const rodape = page.getByRole('contentinfo');
    await rodape.getByLabel('Endereço de e-mail').fill('falha.e2e@exemplo.ao');
    await rodape.getByLabel(/Aceito que a associação use este endereço/).check();
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(rodape.getByRole('alert')).toContainText('Sem ligação ao servidor');
    await expect(rodape.getByLabel('Endereço de e-mail')).toHaveValue('falha.e2e@exemplo.ao');
    await page.unroute('**/cms/api/v1/newsletters');
    await rodape.getByRole('button', { name: 'Subscrever' }).click();
    await expect(rodape.getByRole('heading', { name: 'Subscrição confirmada' })).toBeVisible();
  });
});
