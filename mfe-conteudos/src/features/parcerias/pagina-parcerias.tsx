import { useIconesConteudo } from '@site/shared/api';
import { GRUPOS } from '@site/shared/contract';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';
import { SeccaoGrupo } from '../../components/seccao-grupo';

import { CartaoParceiro } from './cartao-parceiro';
import { parceirosPorTipo } from './regras-parceiros';

/** `/parcerias`: the association's partners, grouped by kind. */
export function PaginaParcerias() {
  return (
    <PaginaGrupoCms pagina="parcerias" itens={useIconesConteudo(GRUPOS.parceiros)}>
      {(dados, listaTipos) =>
        parceirosPorTipo(dados, listaTipos).map((grupo) => {
          const idTitulo = `tipo-parceiro-${grupo.tipo?.idGrupoTipo ?? 'outros'}`;
          return (
            <SeccaoGrupo
              key={idTitulo}
              idTitulo={idTitulo}
              titulo={grupo.tipo?.nome ?? 'Outros parceiros'}
              classeTitulo="h3"
            >
              <ul className="row g-3 list-unstyled">
                {grupo.itens.map((parceiro) => (
                  <li key={parceiro.idRegisto} className="col-12 col-sm-6 col-lg-4 d-flex">
                    <CartaoParceiro parceiro={parceiro} />
                  </li>
                ))}
              </ul>
            </SeccaoGrupo>
          );
        })
      }
    </PaginaGrupoCms>
  );
}
