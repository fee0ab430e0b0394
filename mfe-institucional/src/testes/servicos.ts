import type { Local, PaginaDetalhe } from '@site/shared/contract';
import { responderCom } from '@site/shared/testes';

/** Where the site reads CMS page `idPagina`, with its sections. */
export const caminhoPagina = (idPagina: number) => `/cms/api/v1/paginas/pagina/${idPagina}/pt/true`;
/** Where the site reads the members of the governing bodies. */
const CAMINHO_EQUIPA = '/cms/api/v1/equipas/pt';
/** Where the site reads the head office (place 2). */
export const CAMINHO_SEDE = '/cms/api/v1/locais/local/2/pt';
/** Where the site reads every place of the association. */
export const CAMINHO_LOCAIS = '/cms/api/v1/locais';
/** Where the contact form sends its message. */
export const CAMINHO_MENSAGENS = '/cms/api/v1/formulariosRegistos';
/** Where the application form sends its application. */
export const CAMINHO_CANDIDATURAS = '/apl/api/v1/candidaturas';

/** The CMS answers the page of `pagina` with it. */
export const servirPagina = (pagina: PaginaDetalhe) =>
  responderCom('get', caminhoPagina(pagina.idPagina), pagina);

/** The CMS answers the team with `membros` (raw CMS records: the site parses them). */
export const servirEquipa = (membros: unknown[]) => responderCom('get', CAMINHO_EQUIPA, membros);

/** The CMS answers the head office with `sede` and the list of places with `locais`. */
export function servirLocais(sede: Local, locais: Local[]) {
  responderCom('get', CAMINHO_SEDE, sede);
  responderCom('get', CAMINHO_LOCAIS, locais);
}
