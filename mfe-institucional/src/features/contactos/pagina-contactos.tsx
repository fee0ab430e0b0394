import { useLocais, useLocal } from '@site/shared/api';
import { ID_LOCAL_SEDE } from '@site/shared/contract';
import { CabecalhoPagina, EstadoConsulta, MetaPagina, useConfiguracaoSite } from '@site/shared/ui';

import './contactos.css';
import { CartaoLocal } from './cartao-local';
import { FormularioContacto } from './formulario-contacto';
import { outrosLocais } from './regras-contactos';

/** `/contactos`: the head office first, the other offices, and the contact form. */
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
            <EstadoConsulta consulta={sede}>
              {(local) => <CartaoLocal local={local} destaque />}
            </EstadoConsulta>
            <EstadoConsulta consulta={locais}>
              {(todos) => {
                const outros = outrosLocais(todos, ID_LOCAL_SEDE);
                if (outros.length === 0) return null;
                return (
                  <section className="mt-4" aria-labelledby="delegacoes-titulo">
                    <h2 id="delegacoes-titulo" className="h4 mb-3">
                      Delegações
                    </h2>
                    <div className="row row-cols-1 row-cols-md-2 g-3">
                      {outros.map((local) => (
                        <div className="col" key={local.idLocal}>
                          <CartaoLocal local={local} />
                        </div>
                      ))}
                    </div>
                  </section>
                );
              }}
            </EstadoConsulta>
          </div>
          <div className="col-lg-5">
            <FormularioContacto />
          </div>
        </div>
      </div>
    </>
  );
}
