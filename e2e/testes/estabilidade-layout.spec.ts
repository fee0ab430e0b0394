import { slugAssociacao } from '../support/associacao';
import { clsNumTelemovelLento, desviosComApisLentas } from '../support/desvios-layout';
import { expect, test } from '../support/site';

/*
 * Nothing jumps while the page loads on a phone: the layout shifts (CLS) of the pages whose
 * content arrives late from the CMS, with slow APIs and with a slow CPU.
 */
test.describe('nada salta enquanto o CMS responde (telemóvel, 412 × 823)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const [caminho, ultimoTexto] of [
    ['/contactos', 'Delegação de Benguela'],
    ['/associados', 'Benefícios'],
    ['/associados/inscricao', 'Tenha à mão o número do Bilhete de Identidade'],
  ] as const) {
    test(`${caminho}: CLS até 0,02 com as APIs a responder em 1,5 s`, async ({ page }) => {
      const { total, descricao } = await desviosComApisLentas(page, caminho, ultimoTexto);
      expect(total, `desvios medidos:\n${descricao}`).toBeLessThanOrEqual(0.02);
    });
  }

  test('/associados/inscricao num telemóvel lento: as indicações não empurram o formulário já pintado', async ({
    page,
  }) => {
    // The introduction is shown above the form on phones. When it came after the form in the
    // document, a page painted before it was all parsed showed the form first and then pushed it
    // down by the introduction's height (a shift of 0.28 in two loads of three).
    for (const cls of await clsNumTelemovelLento(page, '/associados/inscricao', 3)) {
      expect(cls).toBeLessThanOrEqual(0.02);
    }
  });

  test('a página da associação: CLS até 0,02 com as APIs a responder em 1,5 s', async ({
    page,
  }) => {
    const slug = await slugAssociacao(page);
    const { total, descricao } = await desviosComApisLentas(
      page,
      `/${slug}`,
      'António Manuel Kiala',
    );
    expect(total, `desvios medidos:\n${descricao}`).toBeLessThanOrEqual(0.02);
  });
});
