import { expect, test } from '@playwright/test';

import {
  eventosEsperados,
  lerCms,
  menuEsperado,
  rodapeEsperado,
  textosForaDoMenu,
  titulos,
  type EventoCms,
  type PaginaCms,
} from '../support/oraculo';
import {
  AGENDADOS,
  EVENTO_FORMACAO,
  MENU_RODAPE_SEMENTE,
  MENU_SEMENTE,
  REALIZADOS,
} from '../support/semente';

/*
 * The rules tests of both CMSs take their expectations from `support/oraculo.ts`. Here, on the
 * seed only, that oracle must give what the seed's screens were always checked to show (so those
 * tests keep their meaning for the seed), and, on made-up answers, it must apply each rule.
 */
test.describe('o oráculo das regras', () => {
  test('lido na semente, dá o menu, o rodapé e as listas de eventos que a semente mostra', async ({
    request,
  }) => {
    const cms = await lerCms(request);
    const slug = cms.configuracao.associacao.slug;
    const menu = menuEsperado(cms.paginas, slug);
    expect(menu.map((entrada) => entrada.texto)).toEqual(MENU_SEMENTE);
    const itens = (texto: string) => menu.find((entrada) => entrada.texto === texto)?.itens ?? [];
    expect(itens('A Associação')).toEqual([
      { texto: 'História', href: '/aaq#historia' },
      { texto: 'Missão, Visão e Valores', href: '/aaq#missao-visao-valores' },
      { texto: 'Estatutos', href: '/aaq#estatutos' },
      { texto: 'Órgãos Sociais', href: '/aaq#orgaos-sociais' },
      { texto: 'Mensagem do Presidente', href: '/aaq#mensagem-presidente' },
    ]);
    expect(itens('Eventos').map((item) => item.texto)).toEqual([
      'Todos',
      'Agendados',
      'Realizados',
    ]);
    expect(itens('Formação').map((item) => item.texto)).toEqual([
      'Cursos de Qualidade',
      'Plano de Formação Anual',
    ]);
    expect(itens('Associados').at(-1)?.href).toBe('/associados/inscricao');
    expect(textosForaDoMenu(cms.paginas, slug)).toEqual(
      expect.arrayContaining(['Notícias', 'Serviços', 'Relatórios e Contas']),
    );

    const rodape = rodapeEsperado(cms, 2026);
    expect(rodape.redes.map((rede) => rede.codigo)).toEqual(['LI', 'TW', 'FB', 'IN']);
    expect(rodape.menu.map((ligacao) => ligacao.texto)).toEqual(MENU_RODAPE_SEMENTE);
    expect(rodape.links[0]?.href).toMatch(/^https:/);
    expect(rodape.tiposEventos.map((tipo) => tipo.texto)).toEqual([
      'Assembleia Geral',
      'Conferência',
      'Formação',
      'Seminário',
      'Webinar',
      'Workshop',
    ]);
    expect(rodape.tiposEventos[0]?.href).toBe('/eventos/tipos/5/assembleia-geral');
    expect(rodape.telemoveis).toContain('+244 923 456 789');
    expect(rodape.skype).toHaveLength(1);
    expect(rodape.moradaLinhas.join(' ')).toContain('Luanda');
    expect(rodape.direitos).toBe(
      '© 2026 Associação Angolana para a Qualidade. Todos direitos reservados.',
    );
    expect(rodape.credito).toBe('Desenvolvido por Kianda Digital, Lda.');

    const eventos = eventosEsperados(cms.eventos, Date.now());
    expect(titulos(eventos.agendados)).toEqual(AGENDADOS);
    expect(titulos(eventos.realizados)).toEqual(REALIZADOS);
    expect(titulos(eventos.todos)).toEqual([...AGENDADOS, ...REALIZADOS]);
    expect(titulos(eventos.ocultos)).toEqual(
      expect.arrayContaining([
        'Seminário de Metrologia Industrial',
        'Workshop de Laboratórios Acreditados',
      ]),
    );
    expect(titulos(eventos.doTipo(2))).toEqual([
      'Curso de Gestão da Energia',
      EVENTO_FORMACAO,
      'Formação de Auditores Internos',
      'Introdução à NA ISO 9001:2015',
    ]);
  });

  test('aplica cada regra a respostas feitas à mão', () => {
    const pagina = (
      idPagina: number,
      texto: string,
      campos: Partial<PaginaCms> = {},
    ): PaginaCms => ({
      idPagina,
      textoPagina: texto,
      activo: true,
      menu: true,
      seccoesMenu: [],
      paginasFilhos: [],
      ...campos,
    });
    const menu = menuEsperado(
      [
        pagina(30, 'Escondida', { menu: false }),
        pagina(8, 'Parceiros'),
        pagina(31, 'Inactiva', { activo: false }),
        pagina(32, 'Cursos', {
          paginasFilhos: [pagina(33, 'Curso Básico'), pagina(34, 'Antigo', { activo: false })],
        }),
        pagina(35, 'Órgãos & Contas'),
        pagina(4, 'Quem somos', {
          seccoesMenu: [
            { idSeccao: 4, nome: 'Direcção', activo: true, menu: true },
            { idSeccao: 2, nome: 'Missão', activo: false, menu: true },
            { idSeccao: 9, nome: 'Outra', activo: true, menu: true },
          ],
        }),
      ],
      'aaq',
    );
    expect(menu).toEqual([
      { idPagina: 8, texto: 'Parceiros', href: '/parcerias', itens: [] },
      {
        idPagina: 32,
        texto: 'Cursos',
        href: null,
        itens: [{ texto: 'Curso Básico', href: '/pagina/33/curso-basico' }],
      },
      { idPagina: 35, texto: 'Órgãos & Contas', href: '/pagina/35/orgaos-contas', itens: [] },
      {
        idPagina: 4,
        texto: 'Quem somos',
        href: null,
        itens: [{ texto: 'Direcção', href: '/aaq#orgaos-sociais' }],
      },
    ]);

    const rodape = rodapeEsperado(
      {
        configuracao: {
          associacao: { nome: 'Associação X', sigla: 'AX', slug: 'ax' },
          desenvolvimento: { nome: 'Empresa Y' },
        },
        paginas: [
          pagina(10, 'Galeria', { activo: false }),
          pagina(2, 'Notícias', { menu: false }),
          pagina(4, 'Quem somos'),
        ],
        redes: [
          { codRedeSocial: 'FB', url: 'https://fb.example/x', activo: true },
          { codRedeSocial: 'YT', url: 'https://yt.example/x', activo: true },
          { codRedeSocial: 'TW', url: 'https://tw.example/x', activo: false },
          { codRedeSocial: 'LI', url: 'https://li.example/x', activo: true },
        ],
        sede: { morada: '<p>Rua A, 1<br/>Luanda</p>', contactosAgrupados: { telemoveis: [] } },
        links: [],
        tipos: [
          { idTipoEvento: 4, tipoEvento: 'Workshop' },
          { idTipoEvento: 2, tipoEvento: 'Acções' },
          { idTipoEvento: 3, tipoEvento: 'Ética' },
        ],
        eventos: [],
      },
      2030,
    );
    expect(rodape.redes).toEqual([
      { codigo: 'LI', url: 'https://li.example/x' },
      { codigo: 'FB', url: 'https://fb.example/x' },
    ]);
    expect(rodape.menu).toEqual([
      { texto: 'Início', href: '/' },
      { texto: 'Notícias', href: '/pagina/2/noticias' },
      { texto: 'Quem somos', href: '/ax' },
    ]);
    expect(rodape.tiposEventos.map((tipo) => tipo.href)).toEqual([
      '/eventos/tipos/2/accoes',
      '/eventos/tipos/3/etica',
      '/eventos/tipos/4/workshop',
    ]);
    expect(rodape.moradaLinhas).toEqual(['Rua A, 1', 'Luanda']);
    expect([rodape.telemoveis, rodape.skype]).toEqual([[], []]);
    expect(rodape.direitos).toBe('© 2030 Associação X. Todos direitos reservados.');

    const evento = (idEvento: number, estado: string, dataInicio: string): EventoCms => ({
      idEvento,
      titulo: `Evento ${idEvento}`,
      estado,
      dataInicio,
    });
    const agora = Date.parse('2026-06-01T12:00:00+01:00');
    const eventos = eventosEsperados(
      [
        evento(1, ' activo ', '2026-05-01 09:00:00'),
        evento(2, 'Inactivo', '2026-07-01T09:00:00'),
        evento(3, 'ACTIVO', '2026-07-01T09:00:00'),
        evento(4, 'Cancelado', '2026-04-01T09:00:00'),
        // 11:30 in Luanda is 10:30 UTC: already past at 11:00 UTC (12:00 in Luanda).
        evento(5, 'Activo', '2026-06-01T11:30:00'),
        evento(6, 'activo', '2026-06-01T12:30:00+01:00'),
      ],
      agora,
    );
    expect(eventos.todos.map((e) => e.idEvento)).toEqual([3, 6, 5, 1]);
    expect(eventos.agendados.map((e) => e.idEvento)).toEqual([3, 6]);
    expect(eventos.realizados.map((e) => e.idEvento)).toEqual([5, 1]);
    expect(eventos.ocultos.map((e) => e.idEvento)).toEqual([2, 4]);
  });
});
