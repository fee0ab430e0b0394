import { Link } from 'react-router-dom';

import { useRegistosDoGrupo } from '@site/shared/api';
import { GRUPOS } from '@site/shared/contract';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';
import { SeccaoGrupo } from '../../components/seccao-grupo';

import { CartaoNorma } from './cartao-norma';
import { normasPorTipo } from './regras-normas';

const ancoraDoTipo = (idGrupoTipo: number | undefined) => `tipo-${idGrupoTipo ?? 'outras'}`;

/** `/normalizacao`: the standards the association publishes or follows, grouped by type. */
export function PaginaNormalizacao() {
  return (
    <PaginaGrupoCms pagina="normalizacao" itens={useRegistosDoGrupo(GRUPOS.normas)}>
      {(dados, listaTipos) => {
        const grupos = normasPorTipo(dados, listaTipos);
        return (
          <>
            <nav className="indice-tipos mb-4" aria-label="Tipos de normas">
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                {grupos.map((grupo) => (
                  <li key={ancoraDoTipo(grupo.tipo?.idGrupoTipo)}>
                    <Link
                      className="btn btn-outline-primary btn-sm"
                      to={{ hash: ancoraDoTipo(grupo.tipo?.idGrupoTipo) }}
                    >
                      {grupo.tipo?.nome ?? 'Outras normas'}{' '}
                      <span className="badge text-bg-light">{grupo.itens.length}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {grupos.map((grupo) => {
              const ancora = ancoraDoTipo(grupo.tipo?.idGrupoTipo);
              return (
                <SeccaoGrupo
                  key={ancora}
                  id={ancora}
                  idTitulo={`titulo-${ancora}`}
                  titulo={grupo.tipo?.nome ?? 'Outras normas'}
                  classeTitulo="h3"
                >
                  {grupo.tipo?.descricao ? (
                    <p className="text-body-secondary">{grupo.tipo.descricao}</p>
                  ) : null}
                  <ul className="row g-3 list-unstyled">
                    {grupo.itens.map((norma) => (
                      <li key={norma.idRegisto} className="col-12 col-lg-6 d-flex">
                        <CartaoNorma norma={norma} />
                      </li>
                    ))}
                  </ul>
                </SeccaoGrupo>
              );
            })}
          </>
        );
      }}
    </PaginaGrupoCms>
  );
}
