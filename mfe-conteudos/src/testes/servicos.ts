import type { GrupoTipo, Imagem, PaginaDetalhe, Registo } from '@site/shared/contract';
import { responderCom } from '@site/shared/testes';

/** Where the site reads CMS page `idPagina` (a section's introduction), with its sections. */
const caminhoPagina = (idPagina: number) => `/cms/api/v1/paginas/pagina/${idPagina}/pt/true`;
/** Where the site reads the active records of group `idGrupo`. */
const caminhoRegistos = (idGrupo: number) => `/cms/api/v1/registos/${idGrupo}/pt/true`;
/** Where the site reads the categories of group `idGrupo`. */
const caminhoCategorias = (idGrupo: number) => `/cms/api/v1/gruposTipos/${idGrupo}/pt`;
/** Where the site reads the photos of album `idRegisto`. */
const caminhoImagens = (idRegisto: number) => `/cms/api/v1/registos/ListarImagem/${idRegisto}/pt`;

/** The CMS answers the page of `pagina` with it. */
export const servirPagina = (pagina: PaginaDetalhe) =>
  responderCom('get', caminhoPagina(pagina.idPagina), pagina);

/** The CMS answers the records of group `idGrupo` with `registos`. */
export const servirRegistos = (idGrupo: number, registos: Registo[]) =>
  responderCom('get', caminhoRegistos(idGrupo), registos);

/** The CMS answers the categories of group `idGrupo` with `categorias`. */
export const servirCategorias = (idGrupo: number, categorias: GrupoTipo[]) =>
  responderCom('get', caminhoCategorias(idGrupo), categorias);

/** The CMS answers the photos of album `idRegisto` with `imagens`. */
export const servirImagens = (idRegisto: number, imagens: Imagem[]) =>
  responderCom('get', caminhoImagens(idRegisto), imagens);
