import type { GrupoTipo, Imagem, PaginaDetalhe, Registo } from '@site/shared/contract';
import { pedidoEndpoint, responderCom } from '@site/shared/testes';

import { PAGINAS_GRUPO } from '../components/paginas-grupo';

import { paginaVazia } from './dados';

/** The CMS answers the page of `pagina` with it. */
const servirPagina = (pagina: PaginaDetalhe) =>
  responderCom(
    ...pedidoEndpoint('pagina', { idPagina: pagina.idPagina, comSeccoes: true }),
    pagina,
  );

/** The CMS answers the records of group `idGrupo` with `registos`. */
export const servirRegistos = (idGrupo: number, registos: Registo[]) =>
  responderCom(...pedidoEndpoint('registosDoGrupo', { idGrupo, comSeccoes: true }), registos);

/** The CMS answers the categories of group `idGrupo` with `categorias`. */
const servirCategorias = (idGrupo: number, categorias: GrupoTipo[]) =>
  responderCom(...pedidoEndpoint('gruposTipos', { idGrupo }), categorias);

/** The CMS answers the photos of album `idRegisto` with `imagens`. */
export const servirImagens = (idRegisto: number, imagens: Imagem[]) =>
  responderCom(...pedidoEndpoint('imagens', { idRegisto }), imagens);

/** The CMS answers a page of one group (its introduction empty) with `categorias` and `registos`. */
export function servirPaginaGrupo(
  pagina: keyof typeof PAGINAS_GRUPO,
  categorias: GrupoTipo[],
  registos: Registo[],
) {
  const { idPagina, grupo } = PAGINAS_GRUPO[pagina];
  servirPagina(paginaVazia(idPagina));
  servirCategorias(grupo, categorias);
  servirRegistos(grupo, registos);
}
