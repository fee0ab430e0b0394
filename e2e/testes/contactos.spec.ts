import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import { codigoChegaAoAproximar, recusarEnvio } from '../support/pedidos';
import { abrir, errosInesperados, expect, semViolacoesAxe, test } from '../support/site';

/*
 * The contacts page: the head office and active branches with ways to get there, and the message
 * form (loaded as it comes near, refused in the browser or by the server keeping the text, stored).
 */
test.describe('contactos', () => {
  test('mostra a sede em destaque, as delegações activas e formas de chegar sem mapas embutidos', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/contactos');
    const sede = page.getByRole('article', { name: 'Sede' });
    await expect(sede.getByText('Telefone | WhatsApp').first()).toBeVisible();
    await expect(sede.getByRole('link', { name: '+244 923 456 789', exact: true })).toHaveAttribute(
      'href',
      'tel:+244923456789',
    );
    await expect(
      sede.getByRole('link', { name: /WhatsApp para \+244 923 456 789/ }),
    ).toHaveAttribute('href', 'https://wa.me/244923456789');
    await expect(sede.getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute(
      'href',
      /^geo:0,0\?q=Rua%20Rainha%20Ginga/,
    );
    await expect(sede.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/search\?query=Rua%20Rainha%20Ginga/,
    );
    await expect(sede.getByText('Sábado: 09h00–12h00 (só secretaria)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delegação de Benguela' })).toBeVisible();
    await expect(page.getByText('Delegação do Huambo')).toHaveCount(0);
    await expect(page.locator('main iframe')).toHaveCount(0);
    await semViolacoesAxe(page);
    expect(errosConsola).toEqual([]);
  });

  test('num telemóvel, o código do formulário só chega quando ele se aproxima, e o que se escreve fica', async ({
    page,
    errosConsola,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await abrir(page, '/contactos');
    const botao = page.getByRole('button', { name: 'Enviar mensagem' });
    const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
    // The server's form is on the page from the start, its button off until its code is here.
    await codigoChegaAoAproximar(page, botao, async () => {
      await nome.scrollIntoViewIfNeeded();
      await nome.pressSequentially('Ana Luísa');
    });
    await expect(nome).toHaveValue('Ana Luísa');
    await botao.click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    await expect(nome).toHaveValue('Ana Luísa');
    expect(errosConsola).toEqual([]);
  });

  test('uma mensagem recusada no navegador fica escrita; corrigida, é guardada', async ({
    page,
    errosConsola,
  }) => {
    const assunto = `Pedido de informação ${Date.now()}`;
    await abrir(page, '/contactos');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Pedro Manuel');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('pedro@exemplo');
    await page.getByLabel('Assunto').fill(assunto);
    await page
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Gostaria de saber quando abre a próxima formação.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
    await expect(
      page.getByRole('textbox', { name: 'E-mail', exact: true }),
    ).toHaveAccessibleDescription(/endereço de e-mail válido/);
    await expect(
      page.getByRole('checkbox', { name: /Autorizo o tratamento/ }),
    ).toHaveAccessibleDescription(/aceite o tratamento/);
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
      'Gostaria de saber quando abre a próxima formação.',
    );
    await semViolacoesAxe(page);

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('pedro@exemplo.ao');
    await page.getByRole('checkbox', { name: /Autorizo o tratamento/ }).check();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const confirmacao = page.getByRole('status').filter({ hasText: 'Mensagem enviada' });
    await expect(confirmacao).toBeVisible();
    const numero = Number(await confirmacao.locator('strong').textContent());
    if (podeLerBaseDados) {
      const guardada = linhasGuardadas('mensagens_contacto').find(
        (linha) => linha.assunto === assunto,
      );
      expect(guardada).toMatchObject({
        id: numero,
        nome: 'Pedro Manuel',
        email: 'pedro@exemplo.ao',
        consentimento: 1,
      });
    }
    expect(errosConsola).toEqual([]);
  });

  test('recusada pelo servidor, a mensagem mostra o erro junto ao campo e mantém o texto', async ({
    page,
    errosConsola,
  }) => {
    await recusarEnvio(page, '**/cms/api/v1/formulariosRegistos', {
      erros: { mensagem: 'A mensagem contém ligações não permitidas.' },
    });
    await abrir(page, '/contactos');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marta Silva');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('marta@exemplo.ao');
    await page.getByLabel('Assunto').fill('Parceria');
    await page
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('Visite http://exemplo.invalido para saber mais.');
    await page.getByRole('checkbox', { name: /Autorizo o tratamento/ }).check();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveAccessibleDescription(
      /A mensagem contém ligações não permitidas\.$/,
    );
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
      'Visite http://exemplo.invalido para saber mais.',
    );
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
      'Marta Silva',
    );
    expect(errosInesperados(errosConsola)).toEqual([]);
  });
});
