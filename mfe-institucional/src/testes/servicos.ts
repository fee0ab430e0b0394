import { ID_LOCAL_SEDE, urlEndpoint, type Local, type PaginaDetalhe } from '@site/shared/contract';
import { responderCom } from '@site/shared/testes';

/** Where the site reads CMS page `idPagina`, with its sections. */
export const caminhoPagina = (idPagina: number) =>
  urlEndpoint('pagina', { idPagina, comSeccoes: true });
/** Where the site reads the members of the governing bodies. */
export const CAMINHO_EQUIPA = urlEndpoint('equipa');
/** Where the site reads the head office. */
export const CAMINHO_SEDE = urlEndpoint('local', { idLocal: ID_LOCAL_SEDE });
/** Where the site reads every place of the association. */
export const CAMINHO_LOCAIS = urlEndpoint('locais');
/** Where the contact form sends its message. */
export const CAMINHO_MENSAGENS = urlEndpoint('mensagemContacto');
/** Where the application form sends its application. */
export const CAMINHO_CANDIDATURAS = urlEndpoint('candidatura');

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
