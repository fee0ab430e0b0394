import type { Locator } from '@playwright/test';

import type { LigacaoEsperada } from './oraculo';
import { expect } from './site';

/** Each link of a footer column: its text and where it leads, in order. */
export async function verLigacoes(
  ligacoes: Locator,
  esperadas: readonly LigacaoEsperada[],
): Promise<void> {
  await expect(ligacoes).toHaveText(esperadas.map((ligacao) => ligacao.texto));
  for (const [indice, ligacao] of esperadas.entries()) {
    await expect(ligacoes.nth(indice), ligacao.texto).toHaveAttribute('href', ligacao.href);
  }
}
