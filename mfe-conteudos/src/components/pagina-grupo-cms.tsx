import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { useGruposTipos } from '@site/shared/api';
import type { GrupoTipo } from '@site/shared/contract';
import { CabecalhoPagina, EstadoConsulta, IntroducaoPagina, MetaPagina } from '@site/shared/ui';

import { PAGINAS_GRUPO, type PaginaGrupo } from './paginas-grupo';

/**
 * The frame of a page that lists one CMS group (standards, library, FAQs, partners): its meta,
 * title band and CMS introduction (from {@link PAGINAS_GRUPO}), then the group's records (`itens`,
 * asked for by the page) and categories, each query with its loading, error and empty states;
 * `children` renders them once both have arrived.
 */
export function PaginaGrupoCms<T>(props: {
  pagina: keyof typeof PAGINAS_GRUPO;
  itens: UseQueryResult<T[]>;
  /** A narrower reading column (the FAQs). */
  estreita?: boolean;
  children: (itens: T[], tipos: GrupoTipo[]) => ReactNode;
}) {
  const pagina: PaginaGrupo = PAGINAS_GRUPO[props.pagina];
  const tipos = useGruposTipos(pagina.grupo);
  const conteudo = (
    <>
      <IntroducaoPagina idPagina={pagina.idPagina} className="introducao-pagina lead mb-4" />
      <EstadoConsulta
        consulta={props.itens}
        vazio={(dados) => dados.length === 0}
        textoVazio={pagina.textoVazio}
      >
        {(itens) => (
          <EstadoConsulta consulta={tipos}>
            {(tipos) => props.children(itens, tipos)}
          </EstadoConsulta>
        )}
      </EstadoConsulta>
    </>
  );
  return (
    <>
      <MetaPagina titulo={pagina.titulo} descricao={pagina.descricao} />
      <CabecalhoPagina titulo={pagina.titulo} />
      <div className="container pb-5">
        {props.estreita ? <div className="conteudo-estreito">{conteudo}</div> : conteudo}
      </div>
    </>
  );
}
