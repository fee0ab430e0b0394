import { Link } from 'react-router-dom';

import { CAMINHO_PRIVACIDADE } from '@site/shared/contract';
import { CabecalhoPagina, lazyAoAparecer, LimiteErro, MetaPagina } from '@site/shared/ui';

import '../../components/texto-longo.css';

const ID_FORMULARIO = 'sair-newsletter-formulario';

/** The form and its kit are a chunk of their own, as on the other pages with a form. */
const FormularioSairNewsletter = lazyAoAparecer(ID_FORMULARIO, () =>
  import('./formulario-sair-newsletter').then((modulo) => modulo.FormularioSairNewsletter),
);

/** `/privacidade/newsletter`: a subscriber withdraws the consent to receive the newsletter. */
export function PaginaSairNewsletter() {
  return (
    <>
      <MetaPagina
        titulo="Cancelar a newsletter"
        descricao="Deixe de receber a newsletter da associação: indique o endereço subscrito."
      />
      <CabecalhoPagina
        titulo="Cancelar a newsletter"
        subtitulo="Pode retirar o seu consentimento a qualquer momento."
      />
      <div className="container pb-5">
        <div className="texto-longo">
          <p>
            Indique o endereço de e-mail em que recebe a newsletter: deixa de a receber e o endereço
            sai da lista de subscritores. Saiba mais na{' '}
            <Link to={CAMINHO_PRIVACIDADE}>política de privacidade</Link>.
          </p>
          <div className="card shadow-sm">
            <div className="card-body p-4" id={ID_FORMULARIO}>
              <LimiteErro nome="o formulário de cancelamento">
                <FormularioSairNewsletter />
              </LimiteErro>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
