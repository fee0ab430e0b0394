import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { dobrarTexto, type Registo } from '@site/shared/contract';

import { abrir, expect, semViolacoesAxe, test } from '../support/site';

/** The records of a CMS group, as the site reads them. */
async function registosDoGrupo(page: Page, idGrupo: number): Promise<Registo[]> {
  const resposta = await page.request.get(`/cms/api/v1/registos/${idGrupo}/pt/true`);
  expect(resposta.ok()).toBe(true);
  return ((await resposta.json()) as { objecto: Registo[] }).objecto;
}

const cabecalho = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('normalização', () => {
  test('mostra as normas agrupadas por tipo, com código, data e ficha para descarregar', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/normalizacao');
    await expect(cabecalho(page)).toHaveText('Normalização');
    await expect(page).toHaveTitle(/^Normalização \| /);
    const tipos = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(tipos).toHaveText([
      'Gestão da Qualidade',
      'Ambiente e Energia',
      'Segurança e Saúde no Trabalho',
      'Segurança Alimentar e Laboratórios',
    ]);
    const norma = page.getByRole('article', {
      name: 'Sistemas de gestão da qualidade — Requisitos',
    });
    await expect(norma).toContainText('NA ISO 9001:2015');
    await expect(norma.locator('time')).toHaveText(/de \S+ de \d{4}$/);
    const ficha = norma.getByRole('link', { name: /^Descarregar/ });
    await expect(ficha).toHaveAttribute('download', 'Ficha NA ISO 9001-2015.pdf');
    await expect(ficha).toContainText('PDF');
    await semViolacoesAxe(page);
    expect(errosConsola).toEqual([]);
  });
});

test.describe('biblioteca', () => {
  test('a pesquisa "normalizacao" encontra os títulos acentuados e actualiza a contagem', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/biblioteca');
    const documentos = await registosDoGrupo(page, 8);
    const esperados = documentos.filter((d) =>
      dobrarTexto(`${d.nome} ${d.resumo}`).includes('normalizacao'),
    );
    expect(esperados.length).toBeGreaterThan(0);
    expect(esperados.length).toBeLessThan(documentos.length);

    const estado = page.getByRole('status').filter({ hasText: /documentos? encontrados?/ });
    await expect(estado).toHaveText(`${documentos.length} documentos encontrados`);
    await semViolacoesAxe(page);

    await page
      .getByRole('searchbox', { name: 'Pesquisar documentos' })
      .pressSequentially('normalizacao');
    await expect(estado).toHaveText(`${esperados.length} documentos encontrados`);
    const titulos = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titulos).toHaveText(esperados.map((d) => d.nome));
    await expect(titulos.first()).toContainText('Normalização');

    await page.getByRole('searchbox', { name: 'Pesquisar documentos' }).fill('zzz inexistente');
    await expect(estado).toHaveText('Nenhum documento encontrado');
    await page.getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expect(estado).toHaveText(`${documentos.length} documentos encontrados`);
    expect(errosConsola).toEqual([]);
  });

  test('o filtro por categoria mostra contagens e reduz a lista', async ({ page }) => {
    await abrir(page, '/biblioteca');
    const relatorios = page.getByRole('button', { name: /^Relatórios \d+ documentos$/ });
    await relatorios.click();
    await expect(relatorios).toHaveAttribute('aria-pressed', 'true');
    const quantos = Number((await relatorios.textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(quantos);
  });

  test('descarrega um documento com o seu nome, e o ficheiro é um PDF', async ({ page }) => {
    await abrir(page, '/biblioteca');
    const documento = (await registosDoGrupo(page, 8))[0]!;
    const anexo = documento.anexos[0]!;
    const artigo = page.getByRole('article', { name: documento.nome });
    const ligacao = artigo.getByRole('link', { name: new RegExp(`^Descarregar`) });
    await expect(ligacao).toHaveAttribute('download', anexo.nome);

    const [descarga] = await Promise.all([page.waitForEvent('download'), ligacao.click()]);
    expect(descarga.suggestedFilename()).toBe(anexo.nome);
    const conteudo = await readFile((await descarga.path())!);
    expect(conteudo.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

test.describe('galeria', () => {
  test('abre um álbum e percorre as fotografias com o teclado num lightbox acessível', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/galeria');
    await expect(cabecalho(page)).toHaveText('Galeria');
    await expect(
      page
        .getByRole('main')
        .getByText(/\d+ fotografias/)
        .first(),
    ).toBeVisible();
    await semViolacoesAxe(page);

    await page.getByRole('link', { name: 'Conferência Nacional da Qualidade' }).click();
    await expect(page).toHaveURL(/\/galeria\/conferencia-nacional-da-qualidade$/);
    await expect(cabecalho(page)).toHaveText('Conferência Nacional da Qualidade');
    const miniaturas = page.locator('.grelha-fotos a');
    const total = await miniaturas.count();
    expect(total).toBeGreaterThan(2);
    const primeiraImagem = miniaturas.first().locator('img');
    await expect(primeiraImagem).toHaveAttribute('loading', 'lazy');
    await expect(primeiraImagem).toHaveAttribute('width', /\d+/);
    await semViolacoesAxe(page);

    const segunda = miniaturas.nth(1);
    await segunda.focus();
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toBeVisible();
    await expect(dialogo).toHaveAttribute('aria-modal', 'true');
    await expect(dialogo.getByRole('status')).toContainText(`Foto 2 de ${total}`);
    await expect(page).toHaveURL(/\/galeria\/conferencia-nacional-da-qualidade\/\d+$/);
    await expect(dialogo.getByRole('button', { name: 'Fechar' })).toBeFocused();
    await semViolacoesAxe(page);

    await page.keyboard.press('ArrowRight');
    await expect(dialogo.getByRole('status')).toContainText(`Foto 3 de ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialogo.getByRole('status')).toContainText(`Foto 1 de ${total}`);
    const enderecoFoto = page.url();

    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(dialogo.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(dialogo).toBeHidden();
    await expect(segunda).toBeFocused();
    await expect(page).toHaveURL(/\/galeria\/conferencia-nacional-da-qualidade$/);

    // Each photo has its own address, which opens the album with that photo in the lightbox.
    await abrir(page, new URL(enderecoFoto).pathname);
    await expect(page.getByRole('dialog').getByRole('status')).toContainText(`Foto 1 de ${total}`);
    expect(errosConsola).toEqual([]);
  });

  test('um álbum inexistente mostra uma página de não encontrado', async ({ page }) => {
    await abrir(page, '/galeria/album-que-nao-existe');
    await expect(cabecalho(page)).toHaveText('Álbum não encontrado');
    await expect(page.getByRole('link', { name: 'Ver todos os álbuns' })).toBeVisible();
  });
});

test.describe('perguntas frequentes', () => {
  test('uma ligação /faqs#<slug> abre essa pergunta e mostra-a no ecrã', async ({
    page,
    errosConsola,
  }) => {
    const perguntas = await registosDoGrupo(page, 10);
    const alvo = perguntas[perguntas.length - 1]!;
    await abrir(page, `/faqs#${alvo.slug}`);
    const botao = page.getByRole('button', { name: alvo.nome });
    await expect(botao).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: alvo.nome })).toBeVisible();
    await expect(page.locator(`[id="${alvo.slug}"]`)).toBeInViewport();
    await expect(page.getByRole('button', { name: perguntas[0]!.nome })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await semViolacoesAxe(page);
    expect(errosConsola).toEqual([]);
  });

  test('o acordeão abre com o teclado e o filtro ignora acentos', async ({ page }) => {
    await abrir(page, '/faqs');
    const botao = page.getByRole('button', { name: 'A certificação é obrigatória?' });
    await botao.focus();
    await page.keyboard.press('Enter');
    await expect(botao).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('searchbox', { name: 'Filtrar perguntas' })
      .fill('certificacao obrigatoria');
    await expect(page.locator('.pergunta-faq')).toHaveCount(1);
  });
});

test.describe('parcerias', () => {
  test('/parceiros leva a /parcerias, com os parceiros agrupados por tipo', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/parceiros');
    await expect(page).toHaveURL(/\/parcerias$/);
    await expect(cabecalho(page)).toHaveText('Parcerias');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Institucionais',
      'Empresariais',
      'Académicos',
    ]);
    const sitio = page.getByRole('link', {
      name: /Visitar o sítio de Universidade Agostinho Neto/,
    });
    await expect(sitio).toHaveAttribute('target', '_blank');
    await expect(sitio).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(sitio).toContainText('(abre numa nova janela)');
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('loading', 'lazy');
    await semViolacoesAxe(page);
    expect(errosConsola).toEqual([]);
  });

  test('a página inicial mostra a faixa de parceiros com ligação para todos', async ({ page }) => {
    await abrir(page, '/');
    const seccao = page.getByRole('region', { name: 'Parceiros' });
    await seccao.scrollIntoViewIfNeeded();
    await expect(seccao.locator('.faixa-parceiros a').first()).toHaveAttribute('target', '_blank');
    await seccao.getByRole('link', { name: 'Ver todos os parceiros' }).click();
    await expect(page).toHaveURL(/\/parcerias$/);
  });
});

test.describe('página do CMS', () => {
  test('mostra as secções activas e corrige o slug no endereço', async ({ page, errosConsola }) => {
    await abrir(page, '/pagina/3/slug-errado');
    await expect(page).toHaveURL(/\/pagina\/3\/formacao$/);
    await expect(cabecalho(page)).toHaveText('Formação');
    await expect(page.locator('#seccao-53')).toContainText('cursos de curta duração');
    await expect(
      page.getByRole('navigation', { name: 'Nesta secção' }).getByRole('link'),
    ).toHaveText(['Cursos de Qualidade', 'Plano de Formação Anual', 'Formação à Medida']);
    await semViolacoesAxe(page);
    expect(errosConsola).toEqual([]);
  });

  test('com uma secção no endereço, acrescenta a âncora e leva o visitante até ela', async ({
    page,
  }) => {
    await abrir(page, '/pagina/15/55/x');
    await expect(page).toHaveURL(/\/pagina\/15\/55\/plano-de-formacao-anual#seccao-55$/);
    await expect(page.locator('#seccao-55')).toHaveClass(/seccao-cms-destacada/);
    await expect(page.locator('#seccao-55')).toBeInViewport();
  });

  test('uma página inexistente mostra "Página não encontrada" com ligação para o início', async ({
    page,
  }) => {
    await abrir(page, '/pagina/999/nada');
    await expect(cabecalho(page)).toHaveText('Página não encontrada');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Voltar à página inicial' }),
    ).toHaveAttribute('href', '/');
    await semViolacoesAxe(page);
  });
});
