import { CabecalhoPagina, MetaPagina, useConfiguracaoSite } from '@site/shared/ui';

import './candidatura.css';
import { FormularioCandidatura } from './formulario-candidatura';
import { IntroducaoCandidatura } from './introducao-candidatura';

/** `/associados/inscricao`: the membership application. */
export function PaginaCandidatura() {
  const { associacao } = useConfiguracaoSite();
  return (
    <>
      <MetaPagina
        titulo="Candidatura a associado"
        descricao={`Candidate-se a associado da ${associacao.sigla}: individual, estudante ou organização.`}
      />
      <CabecalhoPagina
        titulo="Candidatura a associado"
        subtitulo={`Faça parte da ${associacao.nome}.`}
        trilho={[{ texto: 'Associados', para: '/associados' }]}
      />
      <div className="container pb-5">
        {/* The introduction comes first in the document, where phones show it (above the form):
            a page the browser paints before it has parsed all of it (a slow phone does) then never
            inserts it above a form already on screen. From 992 px it sits beside the form. */}
        <div className="row g-4 g-xl-5">
          <div className="col-lg-4 order-lg-2">
            <IntroducaoCandidatura />
          </div>
          <div className="col-lg-8 order-lg-1">
            <FormularioCandidatura />
          </div>
        </div>
      </div>
    </>
  );
}
