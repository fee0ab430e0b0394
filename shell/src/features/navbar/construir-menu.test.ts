import type { Pagina, SeccaoMenu } from '@site/shared/contract';
import { paginaCms } from '@site/shared/testes';

import { construirMenu, itemActivo } from './construir-menu';

function seccao(idSeccao: number, nome: string, activo = true): SeccaoMenu {
  return { idSeccao, nome, activo, menu: true, ordem: idSeccao };
}

const paginas: Pagina[] = [
  paginaCms(1, 'Início'),
  paginaCms(2, 'Notícias', { menu: false }),
  paginaCms(3, 'Formação', {
    paginasFilhos: [
      paginaCms(31, 'Cursos Técnicos'),
      paginaCms(32, 'Calendário', { activo: false }),
    ],
  }),
  paginaCms(4, 'A Associação', {
    seccoesMenu: [
      seccao(1, 'História'),
      seccao(2, 'Missão, Visão e Valores'),
      seccao(3, 'Estatutos'),
      seccao(4, 'Órgãos Sociais', false),
      seccao(5, 'Mensagem do Presidente'),
    ],
  }),
  paginaCms(5, 'Serviços', { activo: false }),
  paginaCms(6, 'Eventos'),
  paginaCms(7, 'Normalização'),
  paginaCms(8, 'Parcerias'),
  paginaCms(12, 'Contactos'),
  paginaCms(13, 'Associados', {
    seccoesMenu: [seccao(20, 'Ser Associado'), seccao(21, 'Benefícios')],
    paginasFilhos: [paginaCms(14, 'Candidatura Online')],
  }),
];

describe('construirMenu', () => {
  const menu = construirMenu(paginas, 'aaq');
  const porId = (id: number) => menu.find((item) => item.id === id);

  it('mostra apenas páginas com menu e activo, pela ordem do CMS', () => {
    expect(menu.map((item) => item.id)).toEqual([1, 3, 4, 6, 7, 8, 12, 13]);
  });

  it('faz da página 4 o menu da associação com âncoras para as secções activas', () => {
    expect(porId(4)?.itens).toEqual([
      { texto: 'História', para: '/aaq#historia' },
      { texto: 'Missão, Visão e Valores', para: '/aaq#missao-visao-valores' },
      { texto: 'Estatutos', para: '/aaq#estatutos' },
      { texto: 'Mensagem do Presidente', para: '/aaq#mensagem-presidente' },
    ]);
  });

  it('faz da página 13 o menu dos associados: secções para /associados, filhas para a inscrição', () => {
    expect(porId(13)?.itens).toEqual([
      { texto: 'Ser Associado', para: '/associados#ser-associado' },
      { texto: 'Benefícios', para: '/associados#beneficios' },
      { texto: 'Candidatura Online', para: '/associados/inscricao' },
    ]);
  });

  it('faz da página 6 o menu de eventos com Todos, Agendados e Realizados', () => {
    expect(porId(6)?.itens.map((item) => [item.texto, item.para])).toEqual([
      ['Todos', '/eventos'],
      ['Agendados', '/eventos/agendados'],
      ['Realizados', '/eventos/realizados'],
    ]);
  });

  it('liga as páginas 7 a 12 às suas rotas', () => {
    expect([porId(7)?.para, porId(8)?.para, porId(12)?.para]).toEqual([
      '/normalizacao',
      '/parcerias',
      '/contactos',
    ]);
  });

  it('faz das outras páginas com filhas um menu genérico com as filhas activas', () => {
    expect(porId(3)?.para).toBeUndefined();
    expect(porId(3)?.itens).toEqual([
      { texto: 'Cursos Técnicos', para: '/pagina/31/cursos-tecnicos' },
    ]);
  });

  it('destaca a secção de topo actual', () => {
    expect(itemActivo(porId(6)!, '/eventos/tipos/2/formacao')).toBe(true);
    expect(itemActivo(porId(6)!, '/eventosx')).toBe(false);
    expect(itemActivo(porId(8)!, '/parceiros')).toBe(true);
    expect(itemActivo(porId(4)!, '/aaq')).toBe(true);
    expect(itemActivo(porId(1)!, '/')).toBe(true);
    expect(itemActivo(porId(1)!, '/contactos')).toBe(false);
    expect(itemActivo(porId(3)!, '/pagina/31/cursos-tecnicos')).toBe(true);
  });
});
