import type { Page } from '@playwright/test';

import { linhasGuardadas, podeLerBaseDados } from '../support/dados';
import {
  comoSlug,
  eventosEsperados,
  lerCms,
  tiposEsperados,
  titulos,
  type EventoCms,
} from '../support/oraculo';
import { AMBOS_CMS } from '../support/projectos';
import { AGENDADOS, EVENTO_FORMACAO, REALIZADOS } from '../support/semente';
import { abrir, expect, semViolacoesAxe, test } from '../support/site';

const conteudo = (page: Page) => page.locator('main');
const titulosDosCartoes = (page: Page) => conteudo(page).locator('article h2');

/**
 * The cards of the list on screen are `esperados`, in order: the first ones at once, then all of
 * them once "Mostrar mais eventos" has been pressed as often as it is offered.
 */
async function verLista(page: Page, esperados: readonly EventoCms[], textoVazio: string) {
  const cartoes = titulosDosCartoes(page);
  if (esperados.length === 0) {
    await expect(conteudo(page).getByText(textoVazio)).toBeVisible();
    await expect(cartoes).toHaveCount(0);
    return;
  }
  await expect(cartoes.first()).toBeVisible();
  await expect(cartoes).toHaveText(titulos(esperados).slice(0, await cartoes.count()));
  const mais = page.getByRole('button', { name: 'Mostrar mais eventos' });
  while ((await mais.count()) > 0) {
    const mostrados = await cartoes.count();
    await mais.click();
    await expect(cartoes).not.toHaveCount(mostrados);
  }
  await expect(cartoes).toHaveText(titulos(esperados));
}

/** Console errors a test expects: the browser logs every refused request (404, 400) it made. */
const semPedidosRecusados = (erros: string[]) =>
  erros.filter(
    (erro) =>
      !/Failed to load resource: the server responded with a status of (400|404)/.test(erro),
  );

test.describe('eventos', () => {
  test('lista, página de tipo, página do evento e inscrição guardada pelo servidor', async ({
    page,
    errosConsola,
  }) => {
    // Three axe runs and a sign-up: the longest journey of the suite.
    test.setTimeout(120_000);
    await abrir(page, '/eventos');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    await expect(page).toHaveTitle('Eventos | AAQ');

    // Only active events, newest first; 9 at first, then the rest on request.
    await expect(titulosDosCartoes(page)).toHaveText([...AGENDADOS, ...REALIZADOS].slice(0, 9));
    await expect(
      page.getByRole('status').filter({ hasText: 'A mostrar 9 de 13 eventos.' }),
    ).toBeVisible();
    await semViolacoesAxe(page);
    await page.getByRole('button', { name: 'Mostrar mais eventos' }).click();
    await expect(titulosDosCartoes(page)).toHaveText([...AGENDADOS, ...REALIZADOS]);
    await expect(page.getByRole('link', { name: REALIZADOS[3]! })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Mostrar mais eventos' })).toHaveCount(0);
    await expect(conteudo(page).getByText('Seminário de Metrologia Industrial')).toHaveCount(0);
    await expect(conteudo(page).getByText('Workshop de Laboratórios Acreditados')).toHaveCount(0);

    // The footer's event types lead to the type page.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Formação', exact: true })
      .click();
    await expect(page).toHaveURL('/eventos/tipos/2/formacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Formação' })).toBeVisible();
    await expect(titulosDosCartoes(page)).toHaveText([
      'Curso de Gestão da Energia',
      EVENTO_FORMACAO,
      'Formação de Auditores Internos',
      'Introdução à NA ISO 9001:2015',
    ]);
    await semViolacoesAxe(page);

    await page.getByRole('link', { name: EVENTO_FORMACAO }).click();
    await expect(page).toHaveURL('/eventos/10/formacao-em-seguranca-e-saude-no-trabalho');
    await expect(page.getByRole('heading', { level: 1, name: EVENTO_FORMACAO })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Formação', exact: true }).first()).toBeVisible();
    await expect(conteudo(page).getByText('30 vagas disponíveis')).toBeVisible();
    await semViolacoesAxe(page);

    const formulario = page.getByRole('form', { name: `Inscrição em ${EVENTO_FORMACAO}` });
    await formulario.getByLabel('Nome completo').fill('Helena Kiala Domingos');
    await formulario.getByLabel('E-mail').fill('helena.e2e@exemplo.ao');
    await formulario.getByLabel('Telefone').fill('+244 923 111 222');
    await formulario.getByLabel('Organização').fill('Sonangol, E.P.');
    await formulario.getByLabel('Cargo').fill('Técnica de SST');
    await formulario.getByLabel('Número de participantes').fill('2');
    await formulario.getByRole('radio', { name: 'Associado', exact: true }).check();
    await formulario.getByLabel('Número de associado').fill('AAQ-0457');
    await formulario.getByLabel('Necessidades especiais').fill('Refeição vegetariana.');
    await formulario.getByLabel(/Aceito que a associação trate/).check();
    await formulario.getByRole('button', { name: 'Confirmar inscrição' }).click();

    const confirmacao = page.getByRole('status').filter({ hasText: 'Inscrição registada' });
    await expect(confirmacao).toBeFocused();
    await expect(confirmacao).toContainText(EVENTO_FORMACAO);
    await expect(confirmacao).toContainText('A associação entrará em contacto consigo');

    test.skip(!podeLerBaseDados, 'A base de dados do servidor não está acessível nesta execução.');
    const guardadas = linhasGuardadas('inscricoes').filter(
      (linha) => linha.email === 'helena.e2e@exemplo.ao',
    );
    expect(guardadas).toHaveLength(1);
    expect(guardadas[0]).toMatchObject({
      id_evento: 10,
      nome: 'Helena Kiala Domingos',
      telefone: '+244 923 111 222',
      organizacao: 'Sonangol, E.P.',
      cargo: 'Técnica de SST',
      categoria: 'associado',
      numero_associado: 'AAQ-0457',
      participantes: 2,
      necessidades: 'Refeição vegetariana.',
      consentimento: 1,
    });
    await expect(confirmacao).toContainText(`número ${String(guardadas[0]!.id)}`);
    expect(errosConsola).toEqual([]);
  });

  test('uma inscrição recusada mantém o que foi escrito e não fica guardada', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/eventos/9/workshop-de-gestao-ambiental');
    const formulario = page.getByRole('form', {
      name: 'Inscrição em Workshop de Gestão Ambiental',
    });
    const enviar = formulario.getByRole('button', { name: 'Confirmar inscrição' });

    // Empty: every required field says what is missing, and the first one takes the focus.
    await enviar.click();
    await expect(formulario.getByLabel('Nome completo')).toBeFocused();
    await expect(formulario.getByText('Indique o seu nome (mínimo 2 caracteres).')).toBeVisible();
    await expect(formulario.getByText('Escolha a sua categoria de participante.')).toBeVisible();
    await semViolacoesAxe(page);

    let pedidos = 0;
    page.on('request', (pedido) => {
      if (pedido.url().endsWith('/eve/api/v1/inscricoes')) pedidos += 1;
    });
    await formulario.getByLabel('Nome completo').fill('Paulo Tchipa');
    await formulario.getByLabel('E-mail').fill('paulo.e2e@exemplo.ao');
    await formulario.getByLabel('Telefone').fill('12345');
    await formulario.getByRole('radio', { name: 'Estudante' }).check();
    await formulario.getByLabel(/Aceito que a associação trate/).check();
    await enviar.click();
    const telefone = formulario.getByLabel('Telefone');
    await expect(telefone).toBeFocused();
    await expect(telefone).toHaveAttribute('aria-invalid', 'true');
    await expect(
      formulario.getByText('Indique um número de telefone válido (ex.: +244 923 456 789).'),
    ).toBeVisible();
    expect(pedidos).toBe(0);

    // A request altered on its way is refused by the server, whose message appears beside the field.
    await telefone.fill('923 456 789');
    await page.route('**/eve/api/v1/inscricoes', async (rota) => {
      const corpo = rota.request().postDataJSON() as Record<string, unknown>;
      await rota.continue({ postData: JSON.stringify({ ...corpo, telefone: '000' }) });
    });
    await enviar.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Os dados que escreveu foram mantidos.' }),
    ).toBeVisible();
    await expect(telefone).toHaveAttribute('aria-invalid', 'true');
    await expect(telefone).toHaveAccessibleDescription(
      /Indique um número de telefone válido \(ex\.: \+244 923 456 789\)\.$/,
    );
    await expect(formulario.getByLabel('Nome completo')).toHaveValue('Paulo Tchipa');
    await expect(formulario.getByLabel('E-mail')).toHaveValue('paulo.e2e@exemplo.ao');
    await expect(telefone).toHaveValue('923 456 789');
    await expect(formulario.getByRole('radio', { name: 'Estudante' })).toBeChecked();
    expect(pedidos).toBe(1);
    if (podeLerBaseDados) {
      expect(
        linhasGuardadas('inscricoes').filter((linha) => linha.email === 'paulo.e2e@exemplo.ao'),
      ).toEqual([]);
    }
    expect(semPedidosRecusados(errosConsola)).toEqual([]);
  });

  test(
    'só os eventos activos, mais recentes primeiro; os inactivos não têm lista nem página',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const eventos = eventosEsperados((await lerCms(request)).eventos, Date.now());
      await abrir(page, '/eventos');
      await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
      await verLista(page, eventos.todos, 'Não há eventos publicados de momento.');
      const mostrados = new Set(titulos(eventos.todos));
      for (const oculto of eventos.ocultos.filter((evento) => !mostrados.has(evento.titulo))) {
        await expect(conteudo(page).getByText(oculto.titulo, { exact: true })).toHaveCount(0);
      }

      // An inactive event has no page either (the first stands for them all).
      const oculto = eventos.ocultos[0];
      if (oculto) {
        await abrir(page, `/eventos/${oculto.idEvento}/${comoSlug(oculto.titulo)}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Evento não encontrado' }),
        ).toBeVisible();
      }
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'os separadores mostram os eventos agendados e os realizados',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const eventos = eventosEsperados((await lerCms(request)).eventos, Date.now());
      await abrir(page, '/eventos');
      const separador = page.getByRole('navigation', { name: 'Listas de eventos' });
      await expect(separador.getByRole('link', { name: 'Todos' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await separador.getByRole('link', { name: 'Agendados' }).click();
      await expect(page).toHaveURL('/eventos/agendados');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Eventos agendados' }),
      ).toBeVisible();
      await expect(separador.getByRole('link', { name: 'Agendados' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await verLista(page, eventos.agendados, 'Não há eventos agendados de momento.');

      await separador.getByRole('link', { name: 'Realizados' }).click();
      await expect(page).toHaveURL('/eventos/realizados');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Eventos realizados' }),
      ).toBeVisible();
      await expect(separador.getByRole('link', { name: 'Agendados' })).not.toHaveAttribute(
        'aria-current',
      );
      await verLista(page, eventos.realizados, 'Ainda não há eventos realizados para mostrar.');
      expect(errosConsola).toEqual([]);
    },
  );

  test(
    'cada tipo do rodapé leva à sua página, com os eventos activos desse tipo',
    AMBOS_CMS,
    async ({ page, request, errosConsola }) => {
      const cms = await lerCms(request);
      const eventos = eventosEsperados(cms.eventos, Date.now());
      const tipos = tiposEsperados(cms.tipos);
      expect(tipos.length).toBeGreaterThan(0);
      await abrir(page, '/eventos');
      const coluna = page.getByRole('contentinfo').locator('h2:text-is("Eventos") + ul');
      for (const tipo of tipos) {
        await coluna.getByRole('link', { name: tipo.texto, exact: true }).click();
        await expect(page).toHaveURL(tipo.href);
        await expect(
          page.getByRole('heading', { level: 1, name: tipo.texto, exact: true }),
        ).toBeVisible();
        await verLista(
          page,
          eventos.doTipo(tipo.idTipoEvento),
          `Não há eventos do tipo ${tipo.texto} de momento.`,
        );
      }
      expect(errosConsola).toEqual([]);
    },
  );

  test('a página inicial mostra os três próximos eventos, o mais próximo primeiro', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/');
    const seccao = page.getByRole('region', { name: 'Próximos eventos' });
    await expect(seccao.getByRole('heading', { level: 3 })).toHaveText([
      'Workshop de Gestão Ambiental',
      EVENTO_FORMACAO,
      'Conferência Nacional da Qualidade',
    ]);
    await seccao.getByRole('link', { name: 'Workshop de Gestão Ambiental' }).click();
    await expect(page).toHaveURL('/eventos/9/workshop-de-gestao-ambiental');
    expect(errosConsola).toEqual([]);
  });

  test('um evento desconhecido ou inactivo mostra "não encontrado"', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/eventos/999/nao-existe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveTitle('Evento não encontrado | AAQ');

    await abrir(page, '/eventos/8/seminario-de-metrologia-industrial');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeVisible();
    await expect(page.getByText('Calibração, rastreabilidade')).toHaveCount(0);

    await abrir(page, '/eventos/tipos/99/desconhecido');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tipo de evento não encontrado' }),
    ).toBeVisible();
    await conteudo(page).getByRole('link', { name: 'Ver todos os eventos' }).click();
    await expect(page).toHaveURL('/eventos');
    expect(semPedidosRecusados(errosConsola)).toEqual([]);
  });

  test('o endereço de um evento é corrigido e sobrevive a um recarregamento', async ({
    page,
    errosConsola,
  }) => {
    await abrir(page, '/eventos/11');
    await expect(page).toHaveURL('/eventos/11/conferencia-nacional-da-qualidade');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conferência Nacional da Qualidade' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conferência Nacional da Qualidade' }),
    ).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Inscrição em Conferência Nacional da Qualidade' }),
    ).toBeVisible();

    // A past event has no form.
    await abrir(page, '/eventos/3/workshop-de-ferramentas-da-qualidade');
    await expect(page.getByText('As inscrições para este evento estão encerradas.')).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    expect(errosConsola).toEqual([]);
  });

  test('adiciona ao calendário com o ficheiro .ics do servidor e copia a ligação', async ({
    page,
    context,
    errosConsola,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await abrir(page, '/eventos/12/seminario-normalizacao-e-comercio-na-sadc');
    await expect(page.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
      'href',
      '/agenda/eventos/12.ics',
    );

    await page.getByRole('button', { name: 'Copiar ligação' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ligação copiada' })).toBeVisible();
    const copiada = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiada).toMatch(/\/eventos\/12\/seminario-normalizacao-e-comercio-na-sadc$/);
    expect(errosConsola).toEqual([]);
  });
});
