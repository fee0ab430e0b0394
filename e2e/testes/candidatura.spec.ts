import { abrirSemAplicacao } from '../support/aplicacao-retida';
import { CANDIDATURA_PREENCHIDA, preencherCandidatura } from '../support/candidatura';
import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import { recusarEnvio } from '../support/pedidos';
import { SO_NAVEGADOR } from '../support/projectos';
import { abrir, errosInesperados, expect, semViolacoesAxe, test } from '../support/site';

/*
 * Becoming a member: the associates' page leads to the application form, which is refused in the
 * browser or by the server keeping what was typed, stored when valid, and usable with the CMS down.
 */
test.describe('associados', () => {
  test('apresenta as secções nas âncoras do menu e leva à candidatura', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/associados');
    await expect(page.locator('#ser-associado')).toBeVisible();
    await expect(page.locator('#beneficios')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Categorias de associado' })).toBeVisible();
    await semViolacoesAxe(page);
    await page.getByRole('link', { name: 'Candidatar-me a associado' }).click();
    await expect(page).toHaveURL('/associados/inscricao');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidatura a associado');
    expect(errosConsola).toEqual([]);
  });
});

test.describe('candidatura a associado', () => {
  test('recusada no navegador, mostra os erros junto aos campos e guarda o que foi escrito', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/associados/inscricao');
    await page.getByLabel('Nome completo').fill('Rosa Kalunga');
    await page.getByRole('button', { name: 'Enviar candidatura' }).click();
    await expect(page.getByRole('radio', { name: /Associado efectivo/ })).toBeFocused();
    await expect(
      page.getByRole('radiogroup', { name: /Categoria de associado/ }),
    ).toHaveAccessibleDescription('Escolha a categoria de associado.');
    await expect(page.getByLabel('Número do Bilhete de Identidade')).toHaveAccessibleDescription(
      /Indique o número do documento/,
    );
    await expect(page.getByLabel('Nome completo')).toHaveValue('Rosa Kalunga');
    await semViolacoesAxe(page);

    await page.getByRole('radio', { name: /Organização/ }).check();
    await expect(page.getByLabel('Nome da organização')).toHaveValue('Rosa Kalunga');
    await expect(page.getByLabel('NIF da organização')).toBeVisible();
    await expect(page.getByLabel('Nome do representante')).toBeVisible();
    await expect(page.getByLabel('Sector de actividade')).toBeVisible();
    expect(errosConsola).toEqual([]);
  });

  test('uma candidatura válida fica guardada e é confirmada com o seu número', async ({
    page,
    errosConsola,
  }) => {
    test.skip(!podeLerBaseDados, 'sem acesso à base de dados do servidor');
    const nome = `Helena Candidata ${Date.now()}`;
    await abrir(page, '/associados/inscricao');
    await preencherCandidatura(page, nome);
    await page.getByRole('button', { name: 'Enviar candidatura' }).click();
    const confirmacao = page.getByRole('status').filter({ hasText: 'Candidatura recebida' });
    await expect(confirmacao).toBeFocused();
    const numero = Number(await confirmacao.locator('strong').textContent());
    const guardada = linhasGuardadas('candidaturas').find((linha) => linha.nome === nome);
    expect(guardada).toMatchObject({ id: numero, ...CANDIDATURA_PREENCHIDA });
    expect(errosConsola).toEqual([]);
  });

  test('preenchida num telemóvel antes de o código chegar, nada do que se escolheu ou escreveu se perde', async ({
    page,
    errosConsola,
  }) => {
    test.skip(!podeLerBaseDados, 'sem acesso à base de dados do servidor');
    const nome = `Preenchida cedo ${Date.now()}`;
    const libertar = await abrirSemAplicacao(page, '/associados/inscricao');
    // The server's form takes every choice and every letter natively while the code is held.
    await preencherCandidatura(page, nome);
    const enviar = page.getByRole('button', { name: 'Enviar candidatura' });
    await expect(enviar).toBeDisabled();

    // React arrives and takes the form over: what the visitor left there stays, and is sent.
    libertar();
    await expect(enviar).toBeEnabled();
    await expect(page.getByRole('radio', { name: /Associado efectivo/ })).toBeChecked();
    await expect(page.getByLabel('Nome completo')).toHaveValue(nome);
    await expect(page.getByLabel('Província')).toHaveValue('Benguela');
    await expect(page.getByRole('checkbox', { name: /tratamento dos meus dados/ })).toBeChecked();
    await enviar.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Candidatura recebida' }),
    ).toBeFocused();
    expect(linhasGuardadas('candidaturas').find((linha) => linha.nome === nome)).toMatchObject(
      CANDIDATURA_PREENCHIDA,
    );
    expect(errosConsola).toEqual([]);
  });

  test('recusada pelo servidor, mostra o erro junto ao campo, nada é guardado e os dados ficam', async ({
    page,
    errosConsola,
  }) => {
    const nome = `Recusada ${Date.now()}`;
    await recusarEnvio(page, '**/apl/api/v1/candidaturas', {
      mensagem: 'Verifique os campos assinalados.',
      erros: { documento: 'Este documento já tem uma candidatura registada.' },
    });
    await abrir(page, '/associados/inscricao');
    await preencherCandidatura(page, nome);
    await page.getByRole('button', { name: 'Enviar candidatura' }).click();
    await expect(page.getByLabel('Número do Bilhete de Identidade')).toHaveAccessibleDescription(
      /Este documento já tem uma candidatura registada\.$/,
    );
    await expect(page.getByLabel('Número do Bilhete de Identidade')).toBeFocused();
    await expect(page.getByLabel('Nome completo')).toHaveValue(nome);
    await expect(page.getByLabel('Morada')).toHaveValue('Rua 10 de Fevereiro, 25, Lobito');
    await expect(page.getByRole('checkbox', { name: /aceito os estatutos/ })).toBeChecked();
    if (podeLerBaseDados)
      expect(linhasGuardadas('candidaturas').some((linha) => linha.nome === nome)).toBe(false);
    expect(errosInesperados(errosConsola)).toEqual([]);
  });
});

test.describe('candidatura com o servidor de conteúdos em baixo', SO_NAVEGADOR, () => {
  test('a introdução avisa com "Tentar novamente", o formulário guarda o que se escreve e recupera', async ({
    page,
  }) => {
    await page.route('**/cms/api/v1/paginas/pagina/**', (rota) =>
      rota.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, objecto: null }),
      }),
    );
    await abrir(page, '/associados/inscricao');
    await page.getByLabel('Nome completo').fill('Rosa Kalunga');
    const introducao = page.getByRole('complementary', { name: 'Antes de começar' });
    const aviso = introducao.getByRole('alert');
    await expect(aviso).toContainText('Não foi possível carregar estas indicações', {
      timeout: 20_000,
    });
    await expect(aviso).toContainText('Entretanto, pode preencher o formulário.');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('rosa@exemplo.ao');
    await semViolacoesAxe(page);

    await page.unroute('**/cms/api/v1/paginas/pagina/**');
    await aviso.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(introducao).toContainText('Tenha à mão o número do Bilhete de Identidade');
    await expect(introducao.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Rosa Kalunga');
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
      'rosa@exemplo.ao',
    );
  });
});
