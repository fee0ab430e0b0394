import { useGruposTipos, useIconesConteudo } from '@site/shared/api';
import { GRUPOS, PAGINAS } from '@site/shared/contract';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';

import { CartaoParceiro } from './cartao-parceiro';
import { parceirosPorTipo } from './regras-parceiros';

/** `/parcerias`: the association's partners, grouped by kind. */
export function PaginaParcerias() {
  const parceiros = useIconesConteudo(GRUPOS.parceiros);
  const tipos = useGruposTipos(GRUPOS.parceiros);
  return (
    <PaginaGrupoCms
      titulo="Parcerias"
      descricao="Instituições, empresas e universidades que trabalham com a associação pela qualidade em Angola."
      idPagina={PAGINAS.parcerias}
      itens={parceiros}
      tipos={tipos}
      textoVazio="Ainda não há parceiros a apresentar."
    >
      {(dados, listaTipos) =>
        parceirosPorTipo(dados, listaTipos).map((grupo) => {
          const idTitulo = `tipo-parceiro-${grupo.tipo?.idGrupoTipo ?? 'outros'}`;
          return (
            <section key={idTitulo} className="grupo-conteudos" aria-labelledby={idTitulo}>
              <h2 id={idTitulo} className="h3">
                {grupo.tipo?.nome ?? 'Outros parceiros'}
              </h2>
              <ul className="row g-3 list-unstyled">
                {grupo.itens.map((parceiro) => (
                  <li key={parceiro.idRegisto} className="col-12 col-sm-6 col-lg-4 d-flex">
                    <CartaoParceiro parceiro={parceiro} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      }
    </PaginaGrupoCms>
  );
}
