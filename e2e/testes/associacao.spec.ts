import { slugAssociacao } from '../support/associacao';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

/*
 * The association's page on the seed: its active sections in order, the governing bodies, the
 * president's message, the statutes as a PDF, and its accessibility.
 */
test.describe('a associação', () => {
  test('mostra só as secções activas, pela ordem, com os órgãos sociais e a mensagem do presidente', async ({
    page,
  }) => {
    await abrir(page, `/${await slugAssociacao(page)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Associação');
    await expect(page.locator('section.seccao-associacao')).toHaveCount(5);
    const ids = await page
      .locator('section.seccao-associacao')
      .evaluateAll((s) => s.map((e) => e.id));
    expect(ids).toEqual([
      'historia',
      'missao-visao-valores',
      'estatutos',
      'orgaos-sociais',
      'mensagem-presidente',
    ]);
    await expect(page.getByText('Relatórios e Contas')).toHaveCount(0);
    const orgaos = page.locator('#orgaos-sociais');
    await expect(orgaos.locator('h3')).toHaveText([
      'Assembleia Geral',
      'Direcção',
      'Conselho Fiscal',
    ]);
    await expect(orgaos.getByText('Carlos Alberto Mavinga')).toHaveCount(0);
    const mensagem = page.locator('#mensagem-presidente');
    await expect(mensagem.locator('figcaption')).toContainText('António Manuel Kiala');
    await expect(mensagem.locator('img')).toHaveAttribute('width', /\d+/);
  });

  test('os estatutos descarregam-se em PDF', async ({ page }) => {
    await abrir(page, `/${await slugAssociacao(page)}#estatutos`);
    const ligacao = page.locator('#estatutos').getByRole('link', { name: /Estatutos da .*\.pdf/ });
    await expect(ligacao).toHaveAttribute('download', /\.pdf$/);
    const resposta = await page.request.get((await ligacao.getAttribute('href'))!);
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toContain('application/pdf');
    expect((await resposta.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [descarga] = await Promise.all([page.waitForEvent('download'), ligacao.click()]);
    expect(descarga.suggestedFilename()).toMatch(/^Estatutos da .*\.pdf$/);
  });

  test('não tem violações de acessibilidade', async ({ page }) => {
    await abrir(page, `/${await slugAssociacao(page)}`);
    await expect(page.locator('#mensagem-presidente')).toBeVisible();
    await semViolacoesAxe(page);
  });
});
