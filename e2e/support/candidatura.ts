import type { Page } from '@playwright/test';

/** The stored row's columns of the application `preencherCandidatura` fills in. */
export const CANDIDATURA_PREENCHIDA = {
  tipo: 'individual',
  categoria: 'efectivo',
  documento: '004567891LA042',
  provincia: 'Benguela',
  aceita_estatutos: 1,
  consentimento: 1,
};

/** Fills the membership application as an individual applicant, every required field valid. */
export async function preencherCandidatura(page: Page, nome: string): Promise<void> {
  await page.getByRole('radio', { name: /Associado efectivo/ }).check();
  await page.getByLabel('Nome completo').fill(nome);
  await page.getByLabel('Número do Bilhete de Identidade').fill('004567891LA042');
  await page.getByLabel('Profissão').fill('Auditora da qualidade');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('candidata@exemplo.ao');
  await page.getByLabel('Telefone').fill('+244 923 111 222');
  await page.getByLabel('Província').selectOption('Benguela');
  await page.getByLabel('Morada').fill('Rua 10 de Fevereiro, 25, Lobito');
  await page.getByRole('checkbox', { name: /aceito os estatutos/ }).check();
  await page.getByRole('checkbox', { name: /tratamento dos meus dados/ }).check();
}
