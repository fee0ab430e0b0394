import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { GrupoTipo } from '@site/shared/contract';
import { CabecalhoPagina, EstadoConsulta, IntroducaoPagina, MetaPagina } from '@site/shared/ui';

/**
 * The frame of a page that lists one CMS group (standards, library, FAQs, partners): its meta,
 * title band and CMS introduction, then the group's records and categories, each query with its
 * loading, error and empty states; `children` renders them once both have arrived.
 */
export function PaginaGrupoCms<T>(props: {
  titulo: string;
  descricao: string;
  idPagina: number;
  itens: UseQueryResult<T[]>;
  tipos: UseQueryResult<GrupoTipo[]>;
  textoVazio: string;
  /** A narrower reading column (the FAQs). */
  estreita?: boolean;
  children: (itens: T[], tipos: GrupoTipo[]) => ReactNode;
}) {
  const conteudo = (
    <>
      <IntroducaoPagina idPagina={props.idPagina} className="introducao-pagina lead mb-4" />
      <EstadoConsulta
        consulta={props.itens}
        vazio={(dados) => dados.length === 0}
        textoVazio={props.textoVazio}
      >
        {(itens) => (
          <EstadoConsulta consulta={props.tipos}>
            {(tipos) => props.children(itens, tipos)}
          </EstadoConsulta>
        )}
      </EstadoConsulta>
    </>
  );
  return (
    <>
      <MetaPagina titulo={props.titulo} descricao={props.descricao} />
      <CabecalhoPagina titulo={props.titulo} />
      <div className="container pb-5">
        {props.estreita ? <div className="conteudo-estreito">{conteudo}</div> : conteudo}
      </div>
    </>
  );
}
