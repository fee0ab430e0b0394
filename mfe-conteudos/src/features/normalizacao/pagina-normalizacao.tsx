import { Link } from 'react-router-dom';

import { useGruposTipos, useRegistosDoGrupo } from '@site/shared/api';
import { GRUPOS, PAGINAS } from '@site/shared/contract';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';

import { CartaoNorma } from './cartao-norma';
import { normasPorTipo } from './regras-normas';

const ancoraDoTipo = (idGrupoTipo: number | undefined) => `tipo-${idGrupoTipo ?? 'outras'}`;

/** `/normalizacao`: the standards the association publishes or follows, grouped by type. */
export function PaginaNormalizacao() {
  const normas = useRegistosDoGrupo(GRUPOS.normas);
  const tipos = useGruposTipos(GRUPOS.normas);

  return (
    <PaginaGrupoCms
      titulo="Normalização"
      descricao="Normas angolanas e internacionais de gestão da qualidade, ambiente e segurança, com fichas de resumo para descarregar."
      idPagina={PAGINAS.normalizacao}
      itens={normas}
      tipos={tipos}
      textoVazio="Ainda não há normas publicadas."
    >
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
                <section
                  key={ancora}
                  id={ancora}
                  className="grupo-conteudos"
                  aria-labelledby={`titulo-${ancora}`}
                >
                  <h2 id={`titulo-${ancora}`} className="h3">
                    {grupo.tipo?.nome ?? 'Outras normas'}
                  </h2>
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
                </section>
              );
            })}
          </>
        );
      }}
    </PaginaGrupoCms>
  );
}
