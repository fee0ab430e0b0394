import type { UseQueryResult } from '@tanstack/react-query';

import type { MembroEquipa } from '@site/shared/contract';
import { EstadoConsulta } from '@site/shared/ui';

import { MembroCard } from './membro-card';
import { agruparPorOrgao } from './regras-associacao';

/** The governing bodies, each with its members' cards, in the order the statutes list them. */
export function OrgaosSociais({ consulta }: { consulta: UseQueryResult<MembroEquipa[]> }) {
  return (
    <EstadoConsulta
      consulta={consulta}
      vazio={(membros) => agruparPorOrgao(membros).length === 0}
      textoVazio="A composição dos órgãos sociais ainda não foi publicada."
    >
      {(membros) =>
        agruparPorOrgao(membros).map(({ orgao, membros: doOrgao }) => (
          <div key={orgao.idOrgao} className="mt-4">
            <h3 id={`orgao-${orgao.idOrgao}`} className="h5 orgao-titulo">
              {orgao.nome}
            </h3>
            <ul
              className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3 list-unstyled"
              aria-labelledby={`orgao-${orgao.idOrgao}`}
            >
              {doOrgao.map((membro) => (
                <li key={membro.idMembro} className="col">
                  <MembroCard membro={membro} />
                </li>
              ))}
            </ul>
          </div>
        ))
      }
    </EstadoConsulta>
  );
}
