import { memo } from 'react';

import { useLocais, useLocal } from '@site/shared/api';
import { ID_FORMULARIO_CONTACTO, ID_LOCAL_SEDE } from '@site/shared/contract';
import {
  CabecalhoPagina,
  lazyAoAparecer,
  LimiteErro,
  MetaPagina,
  useConfiguracaoSite,
} from '@site/shared/ui';

import { ConsultaComEsqueleto, Esqueleto } from '../../components/esqueleto';

import './contactos.css';
import { CartaoLocal } from './cartao-local';
import { CartaoLocalEsqueleto } from './cartao-local-esqueleto';
import { Delegacoes, DelegacoesEsqueleto } from './delegacoes';
import { outrosLocais } from './regras-contactos';

/**
 * The form and its kit (React Hook Form, the schemas, the human check) are a chunk of their own:
 * on a phone the form is below the offices, so its code is asked for when it comes near the
 * screen or at the visitor's first tap or key, and the server's form stays visible until then.
 */
const FormularioContacto = lazyAoAparecer(ID_FORMULARIO_CONTACTO, () =>
  import('./formulario-contacto').then((modulo) => modulo.FormularioContacto),
);

/** Memoised: the page renders again as the offices arrive, which must not reach the form early. */
const Formulario = memo(function Formulario() {
  return (
    <LimiteErro nome="o formulário de contacto">
      <FormularioContacto />
    </LimiteErro>
  );
});

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
          <div className="col-lg-5" id={ID_FORMULARIO_CONTACTO}>
            <Formulario />
          </div>
        </div>
      </div>
    </>
  );
}
