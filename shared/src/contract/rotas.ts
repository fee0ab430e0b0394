import { PAGINAS } from './constantes';
import {
  SEGMENTO_ACESSIBILIDADE,
  SEGMENTO_PRIVACIDADE,
  SUBROTA_SAIR_NEWSLETTER,
} from './privacidade';
import type { IdModuloRemoto } from './remotos';

/**
 * The site's route table (spec §2), written once: the shell mounts each section from it, the
 * entry preloads the section of the address being opened, and the sitemap lists its pages.
 *
 * This file imports only constants at run time: the shell's entry reads it before Module Federation
 * has negotiated the shared modules (`@site/shared/contract/rotas`).
 */
export interface SeccaoSite {
  /** First path segment; `null` for the association's page, whose segment is its slug. */
  readonly segmento: string | null;
  /** The exposed module that renders the section (and its own routes below the segment). */
  readonly modulo: IdModuloRemoto;
  /** The section's name, as the fallback and loading states call it. */
  readonly nome: string;
  /** The section has addresses below its segment (`/eventos/agendados`). */
  readonly subrotas: boolean;
  /** The fixed pages a visitor can open, relative to the segment (`''`: the segment itself). */
  readonly paginas: readonly string[];
  /** The CMS page (spec §2's `idPagina`) whose menu and footer links lead to this section. */
  readonly idPagina?: number;
}

export const SECCOES: readonly SeccaoSite[] = [
  {
    segmento: null,
    modulo: 'mfe_institucional/Associacao',
    idPagina: PAGINAS.associacao,
    nome: 'A Associação',
    subrotas: false,
    paginas: [''],
  },
  {
    segmento: 'associados',
    modulo: 'mfe_institucional/Associados',
    idPagina: PAGINAS.associados,
    nome: 'Associados',
    subrotas: true,
    paginas: ['', '/inscricao'],
  },
  {
    segmento: 'contactos',
    modulo: 'mfe_institucional/Contactos',
    idPagina: PAGINAS.contactos,
    nome: 'Contactos',
    subrotas: false,
    paginas: [''],
  },
  {
    segmento: 'eventos',
    modulo: 'mfe_eventos/Eventos',
    idPagina: PAGINAS.eventos,
    nome: 'Eventos',
    subrotas: true,
    paginas: ['', '/agendados', '/realizados'],
  },
  {
    segmento: 'parcerias',
    modulo: 'mfe_conteudos/Parcerias',
    idPagina: PAGINAS.parcerias,
    nome: 'Parcerias',
    subrotas: false,
    paginas: [''],
  },
  {
    segmento: 'normalizacao',
    modulo: 'mfe_conteudos/Normalizacao',
    idPagina: PAGINAS.normalizacao,
    nome: 'Normalização',
    subrotas: true,
    paginas: [''],
  },
  {
    segmento: 'biblioteca',
    modulo: 'mfe_conteudos/Biblioteca',
    idPagina: PAGINAS.biblioteca,
    nome: 'Biblioteca',
    subrotas: true,
    paginas: [''],
  },
  {
    segmento: 'galeria',
    modulo: 'mfe_conteudos/Galeria',
    idPagina: PAGINAS.galeria,
    nome: 'Galeria',
    subrotas: true,
    paginas: [''],
  },
  {
    segmento: 'faqs',
    modulo: 'mfe_conteudos/Faqs',
    idPagina: PAGINAS.faqs,
    nome: 'Perguntas frequentes',
    subrotas: true,
    paginas: [''],
  },
  // The privacy notice and the accessibility statement, linked from the footer of every page.
  {
    segmento: SEGMENTO_PRIVACIDADE,
    modulo: 'mfe_institucional/Privacidade',
    nome: 'Política de privacidade',
    subrotas: true,
    paginas: ['', SUBROTA_SAIR_NEWSLETTER],
  },
  {
    segmento: SEGMENTO_ACESSIBILIDADE,
    modulo: 'mfe_institucional/Acessibilidade',
    nome: 'Acessibilidade',
    subrotas: false,
    paginas: [''],
  },
  // CMS pages are reached from the menu (`/pagina/{id}/{slug}`); the segment has no page of its own.
  {
    segmento: 'pagina',
    modulo: 'mfe_conteudos/PaginaCms',
    nome: 'Página',
    subrotas: true,
    paginas: [],
  },
];

/**
 * The home page's blocks that come from remotes, each with the id of the element around it. Both
 * are below the first screen (on a 412 × 823 phone and a 1280 × 900 screen), so a block's code
 * is asked for only once that element comes onto the screen or the visitor first interacts: until
 * then the server's HTML stands there, and its links work as plain links.
 */
export const BLOCOS_INICIO = {
  'mfe_eventos/ProximosEventos': 'inicio-proximos',
  'mfe_conteudos/FaixaParceiros': 'inicio-parceiros',
} as const satisfies Partial<Record<IdModuloRemoto, string>>;

/** The home page's blocks that come from remotes. */
export const MODULOS_INICIO = Object.keys(BLOCOS_INICIO) as (keyof typeof BLOCOS_INICIO)[];

/** The id of the element whose coming onto the screen loads the block `modulo`, if it waits so. */
export function ancoraDoBloco(modulo: IdModuloRemoto): string | undefined {
  return (BLOCOS_INICIO as Partial<Record<IdModuloRemoto, string>>)[modulo];
}

/** Old addresses that still lead somewhere: segment → the address it now lives at. */
export const REDIRECCIONAMENTOS: Readonly<Record<string, string>> = { parceiros: '/parcerias' };

/** The section's first path segment (the association's slug for its page). */
export function segmentoDe(seccao: SeccaoSite, slugAssociacao: string): string {
  return seccao.segmento ?? slugAssociacao;
}

/** The fixed pages every visitor can open, home first: what the sitemap lists before the content. */
export function rotasPublicas(slugAssociacao: string): string[] {
  return [
    '/',
    ...SECCOES.flatMap((seccao) =>
      seccao.paginas.map((pagina) => `/${segmentoDe(seccao, slugAssociacao)}${pagina}`),
    ),
  ];
}

/** The remote modules an address renders first (home: its remote blocks; unknown: none). */
export function modulosDaRota(caminho: string, slugAssociacao: string): IdModuloRemoto[] {
  const primeiro = caminho.split('/')[1] ?? '';
  if (primeiro === '') return [...MODULOS_INICIO];
  const seccao = SECCOES.find((s) => segmentoDe(s, slugAssociacao) === primeiro);
  return seccao ? [seccao.modulo] : [];
}

/** The fixed route a CMS page leads to (home, or the section it stands for); none: a generic page. */
export function rotaDaPagina(idPagina: number, slugAssociacao: string): string | undefined {
  if (idPagina === PAGINAS.inicio) return '/';
  const seccao = SECCOES.find((s) => s.idPagina === idPagina);
  return seccao ? `/${segmentoDe(seccao, slugAssociacao)}` : undefined;
}

/** The old addresses that lead to `rota` (a menu entry is current under them too). */
export function antigosDe(rota: string): string[] {
  return Object.entries(REDIRECCIONAMENTOS)
    .filter(([, para]) => para === rota)
    .map(([de]) => `/${de}`);
}
