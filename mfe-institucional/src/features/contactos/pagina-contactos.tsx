import { useLocais, useLocal } from '@site/shared/api';
import { ID_LOCAL_SEDE } from '@site/shared/contract';
import { CabecalhoPagina, MetaPagina, useConfiguracaoSite } from '@site/shared/ui';

import { ConsultaComEsqueleto, Esqueleto } from '../../components/esqueleto';

import './contactos.css';
import { CartaoLocal } from './cartao-local';
import { CartaoLocalEsqueleto } from './cartao-local-esqueleto';
import { Delegacoes, DelegacoesEsqueleto } from './delegacoes';
import { FormularioContacto } from './formulario-contacto';
import { outrosLocais } from './regras-contactos';

/**
 * `/contactos`: the head office first, the other offices, and the contact form. While the CMS
 * answers, skeletons of the cards' own size hold their place, so the form does not move.
 */
export function PaginaContactos() {
  const { associacao } = useConfiguracaoSite();
  const sede = useLocal(ID_LOCAL_SEDE);
  const locais = useLocais();

  return (
    <>
      <MetaPagina
        titulo="Contactos"
        descricao={`Moradas, telefones, e-mails e horários da ${associacao.sigla}, e um formulário para nos escrever.`}
      />
      <CabecalhoPagina titulo="Contactos" subtitulo="Fale connosco: estamos ao seu dispor." />
      <div className="container pb-5">
        <div className="row g-4 g-xl-5">
          <div className="col-lg-7">
            <ConsultaComEsqueleto
              consulta={sede}
              esqueleto={
                <Esqueleto texto="A carregar a morada e os contactos da sede…">
                  <CartaoLocalEsqueleto destaque />
                </Esqueleto>
              }
            >
              {(local) => <CartaoLocal local={local} destaque />}
            </ConsultaComEsqueleto>
            <ConsultaComEsqueleto consulta={locais} esqueleto={<DelegacoesEsqueleto />}>
              {(todos) => <Delegacoes locais={outrosLocais(todos, ID_LOCAL_SEDE, sede.data)} />}
            </ConsultaComEsqueleto>
          </div>
          <div className="col-lg-5">
            <FormularioContacto />
          </div>
        </div>
      </div>
    </>
  );
}
