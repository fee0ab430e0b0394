import { expect } from '@playwright/test';

import type { CmsLido, EventoCms, LocalCms, PaginaCms, TipoEventoCms } from './cms-lido';

export { lerCms, type CmsLido, type EventoCms, type PaginaCms } from './cms-lido';

/*
 * The rules of spec §2 and §4, written again here from the spec's text and applied to what the
 * CMS under test answers: the expectations of the tests that run on both CMSs. Nothing comes from
 * the site's own code (its rules, constants or schemas), so a wrong rule there cannot agree with
 * itself here. Where the spec leaves a choice open, the comment names the site's documented one.
 */
// -- Small pieces --------------------------------------------------------------------------

/** Spec §2 "event type name as slug": accents dropped, lower case, words joined by hyphens. */
export function comoSlug(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

/** Spec §4: an entry is in the menu only when it is flagged both menu and activo. */
const noMenu = (entrada: { menu: boolean; activo: boolean }) =>
  entrada.menu === true && entrada.activo === true;

/** Spec §2: the anchors of the association's sections 1-5, in that order. */
const ANCORAS_ASSOCIACAO: Readonly<Record<number, string>> = {
  1: 'historia',
  2: 'missao-visao-valores',
  3: 'estatutos',
  4: 'orgaos-sociais',
  5: 'mensagem-presidente',
};

/** Spec §2: pages 7-12 link to fixed routes; page 1 is the home page (the site's reading). */
const ROTAS_FIXAS: Readonly<Record<number, string>> = {
  1: '/',
  7: '/normalizacao',
  8: '/parcerias',
  9: '/biblioteca',
  10: '/galeria',
  11: '/faqs',
  12: '/contactos',
};

const caminhoGenerico = (pagina: PaginaCms) =>
  `/pagina/${pagina.idPagina}/${comoSlug(pagina.textoPagina)}`;

/** Where a page leads from the navbar or the footer. */
function destino(pagina: PaginaCms, slugAssociacao: string): string {
  if (pagina.idPagina === 4) return `/${slugAssociacao}`;
  if (pagina.idPagina === 6) return '/eventos';
  if (pagina.idPagina === 13) return '/associados';
  return ROTAS_FIXAS[pagina.idPagina] ?? caminhoGenerico(pagina);
}

// -- Navbar (spec §2 "Navbar", §4) ------------------------------------------------------------

export interface LigacaoEsperada {
  texto: string;
  /** The link's href, or what it must match (spec §2 gives only the path of some). */
  href: string | RegExp;
}

export interface EntradaEsperada {
  idPagina: number;
  texto: string;
  /** A link's href; `null` for a dropdown. */
  href: string | null;
  /** A dropdown's links. */
  itens: LigacaoEsperada[];
}

/**
 * The navbar's top-level entries, in the order the CMS lists its pages (the spec names no order
 * field; the seed's `ordem` follows its list order).
 */
export function menuEsperado(paginas: readonly PaginaCms[], slugAssociacao: string) {
  return paginas.filter(noMenu).map((pagina): EntradaEsperada => {
    const entrada = { idPagina: pagina.idPagina, texto: pagina.textoPagina };
    const seccoes = pagina.seccoesMenu.filter(noMenu);
    const filhos = pagina.paginasFilhos.filter(noMenu);
    if (pagina.idPagina === 4) {
      const itens = seccoes
        .filter((seccao) => ANCORAS_ASSOCIACAO[seccao.idSeccao])
        .map((seccao) => ({
          texto: seccao.nome,
          href: `/${slugAssociacao}#${ANCORAS_ASSOCIACAO[seccao.idSeccao]}`,
        }));
      return { ...entrada, href: null, itens };
    }
    if (pagina.idPagina === 13) {
      const itens = [
        ...seccoes.map((seccao) => ({ texto: seccao.nome, href: /^\/associados(#[^/]*)?$/ })),
        ...filhos.map((filho) => ({ texto: filho.textoPagina, href: '/associados/inscricao' })),
      ];
      return { ...entrada, href: null, itens };
    }
    if (pagina.idPagina === 6) {
      const itens = [
        { texto: 'Todos', href: '/eventos' },
        { texto: 'Agendados', href: '/eventos/agendados' },
        { texto: 'Realizados', href: '/eventos/realizados' },
      ];
      return { ...entrada, href: null, itens };
    }
    const fixa = ROTAS_FIXAS[pagina.idPagina];
    if (fixa) return { ...entrada, href: fixa, itens: [] };
    if (filhos.length > 0) {
      const itens = filhos.map((filho) => ({
        texto: filho.textoPagina,
        href: caminhoGenerico(filho),
      }));
      return { ...entrada, href: null, itens };
    }
    return { ...entrada, href: caminhoGenerico(pagina), itens: [] };
  });
}

/**
 * Names the CMS sends that must not be in the navbar: pages and sections left out by §4 (and any
 * section of a page whose dropdown is not made of sections), unless an entry has the same name.
 */
export function textosForaDoMenu(paginas: readonly PaginaCms[], slugAssociacao: string): string[] {
  const menu = menuEsperado(paginas, slugAssociacao);
  const mostrados = new Set(menu.flatMap((e) => [e.texto, ...e.itens.map((i) => i.texto)]));
  const todos = (lista: readonly PaginaCms[]): string[] =>
    lista.flatMap((p) => [
      p.textoPagina,
      ...p.seccoesMenu.map((s) => s.nome),
      ...todos(p.paginasFilhos),
    ]);
  return [...new Set(todos(paginas))].filter((texto) => !mostrados.has(texto));
}

// -- Footer (spec §2 "Footer") ----------------------------------------------------------------

const ORDEM_REDES = ['LI', 'TW', 'FB', 'IN'];

/** Pages of the 'Menu' column after home (spec §2), when the CMS has them active (§4). */
const PAGINAS_COLUNA_MENU = [2, 4, 6, 7, 8, 9, 10, 11, 12];

export interface RodapeEsperado {
  redes: { codigo: string; url: string }[];
  menu: LigacaoEsperada[];
  links: LigacaoEsperada[];
  tiposEventos: TipoEsperado[];
  telemoveis: string[];
  telefones: string[];
  emails: string[];
  skype: string[];
  /** The head office's address, one entry per line of its HTML. */
  moradaLinhas: string[];
  direitos: string;
  credito: string;
}

export interface TipoEsperado extends LigacaoEsperada {
  idTipoEvento: number;
  href: string;
}

/** Spec §2: the event types in Portuguese alphabetical order, each linking to its type page. */
export function tiposEsperados(tipos: readonly TipoEventoCms[]): TipoEsperado[] {
  return [...tipos]
    .sort((a, b) => a.tipoEvento.localeCompare(b.tipoEvento, 'pt'))
    .map((tipo) => ({
      idTipoEvento: tipo.idTipoEvento,
      texto: tipo.tipoEvento,
      href: `/eventos/tipos/${tipo.idTipoEvento}/${comoSlug(tipo.tipoEvento)}`,
    }));
}

/** Plain text of an HTML fragment, one entry per line (`<br>`, `<p>`), without tags or entities. */
function linhasDeHtml(html: string): string[] {
  return html
    .split(/<br\s*\/?>|<\/p>|<\/div>/i)
    .map((linha) =>
      linha
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

export function rodapeEsperado(cms: CmsLido, ano: number): RodapeEsperado {
  const { associacao, desenvolvimento } = cms.configuracao;
  const porId = new Map(cms.paginas.map((pagina) => [pagina.idPagina, pagina]));
  const contactos = (tipo: keyof LocalCms['contactosAgrupados']) =>
    (cms.sede.contactosAgrupados[tipo] ?? []).map((item) => item.contacto);
  return {
    redes: cms.redes
      .filter((rede) => rede.activo === true && ORDEM_REDES.includes(rede.codRedeSocial))
      .sort((a, b) => ORDEM_REDES.indexOf(a.codRedeSocial) - ORDEM_REDES.indexOf(b.codRedeSocial))
      .map((rede) => ({ codigo: rede.codRedeSocial, url: rede.url })),
    menu: [
      { texto: 'Início', href: '/' },
      ...PAGINAS_COLUNA_MENU.flatMap((id) => {
        const pagina = porId.get(id);
        return pagina?.activo === true
          ? [{ texto: pagina.textoPagina, href: destino(pagina, associacao.slug) }]
          : [];
      }),
    ],
    links: cms.links.map((link) => ({ texto: link.nome, href: link.url })),
    tiposEventos: tiposEsperados(cms.tipos),
    telemoveis: contactos('telemoveis'),
    telefones: contactos('telefones'),
    emails: contactos('emails'),
    skype: contactos('skype'),
    moradaLinhas: linhasDeHtml(cms.sede.morada),
    direitos: `© ${ano} ${associacao.nome}. Todos direitos reservados.`,
    credito: `Desenvolvido por ${desenvolvimento.nome}`,
  };
}

// -- Events (spec §4) -------------------------------------------------------------------------

/** A CMS date as an instant; one written without an offset is Luanda time (UTC+01:00, no DST). */
export function instante(data: string): number {
  const iso = data.trim().replace(' ', 'T');
  const comFuso = /(Z|[+-]\d{2}:?\d{2})$/i.test(iso) ? iso : `${iso}+01:00`;
  const ms = Date.parse(comFuso);
  expect(ms, `data do CMS ilegível: ${data}`).not.toBeNaN();
  return ms;
}

/** Spec §4: 'activo' in any case (and, read as a person would, whatever spaces around it). */
const visivel = (evento: EventoCms) => evento.estado.trim().toLowerCase() === 'activo';

export interface EventosEsperados {
  /** Visible events, newest `dataInicio` first. */
  todos: EventoCms[];
  /** Visible events that have not ended yet (end, or start when there is none, still ahead). */
  agendados: EventoCms[];
  realizados: EventoCms[];
  /** Events the CMS sends and the site must not show. */
  ocultos: EventoCms[];
  /** The visible events of one type, newest first. */
  doTipo(idTipoEvento: number): EventoCms[];
}

export function eventosEsperados(eventos: readonly EventoCms[], agora: number): EventosEsperados {
  const todos = eventos
    .filter(visivel)
    .sort((a, b) => instante(b.dataInicio) - instante(a.dataInicio));
  const agendado = (evento: EventoCms) => instante(evento.dataFim || evento.dataInicio) >= agora;
  return {
    todos,
    agendados: todos.filter(agendado),
    realizados: todos.filter((evento) => !agendado(evento)),
    ocultos: eventos.filter((evento) => !visivel(evento)),
    doTipo: (idTipoEvento) => todos.filter((evento) => evento.idTipoEvento === idTipoEvento),
  };
}

export const titulos = (eventos: readonly EventoCms[]) => eventos.map((evento) => evento.titulo);
