import { iniciarSiteProprio, type SiteProprio } from '../captcha/site';

/*
 * A CMS whose menu has long Portuguese entries, as an association's own may: the seed with its
 * menu replaced (lancar-site.ts), on a site of the test's own, so that the server renders that
 * menu and the page's inline script lays it out before React runs, as on a real deployment.
 */

/**
 * The menu's entries in order: the seed's pages keep their role (4, 13 and 6 are dropdowns, 3 a
 * generic one with a child page), 90-94 are new pages.
 */
const MENU_LONGO = [
  { idPagina: 1, textoPagina: 'Página Inicial' },
  { idPagina: 4, textoPagina: 'A Associação e os Seus Órgãos Sociais' },
  { idPagina: 13, textoPagina: 'Associados e Candidaturas' },
  { idPagina: 6, textoPagina: 'Eventos, Cursos e Seminários' },
  { idPagina: 7, textoPagina: 'Normalização e Certificação' },
  { idPagina: 8, textoPagina: 'Parcerias Institucionais' },
  { idPagina: 3, textoPagina: 'Formação Profissional Contínua' },
  { idPagina: 9, textoPagina: 'Biblioteca Técnica e Documentação' },
  { idPagina: 10, textoPagina: 'Galeria de Fotografias' },
  { idPagina: 11, textoPagina: 'Perguntas Frequentes' },
  { idPagina: 12, textoPagina: 'Contactos e Localização' },
  { idPagina: 90, textoPagina: 'Notícias e Comunicados de Imprensa' },
  { idPagina: 91, textoPagina: 'Legislação e Regulamentação do Sector' },
  { idPagina: 92, textoPagina: 'Prémios Nacionais de Excelência' },
  { idPagina: 93, textoPagina: 'Oportunidades de Emprego e Estágios' },
  { idPagina: 94, textoPagina: 'Relatórios e Contas Anuais' },
] as const;

/** The names of a menu of the first `quantas` long entries. */
export const nomesMenuLongo = (quantas: number): string[] =>
  MENU_LONGO.slice(0, quantas).map((pagina) => pagina.textoPagina);

/** A site whose CMS menu is the first `quantas` long entries, on `porta`. */
export function iniciarSiteMenuLongo(porta: number, quantas: number): Promise<SiteProprio> {
  return iniciarSiteProprio(
    porta,
    { MENU_CMS: JSON.stringify(MENU_LONGO.slice(0, quantas)) },
    'e2e/support/menu-longo/lancar-site.ts',
  );
}
