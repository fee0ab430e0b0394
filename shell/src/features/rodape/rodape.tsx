import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { CAMINHO_ACESSIBILIDADE, CAMINHO_PRIVACIDADE } from '@site/shared/contract';
import { lazyAoAparecer, LimiteErro, useConfiguracaoSite } from '@site/shared/ui';

import { ColunaContactos } from './coluna-contactos';
import { BarraRedes, ColunaEventos, ColunaLinks, ColunaMenu } from './colunas-rodape';
import { useAtrasoRodape } from './use-atraso-rodape';

/**
 * The newsletter form and its kit (React Hook Form, the human check) are a chunk of their own,
 * asked for when the footer comes near the screen: pages without another form do not load the
 * kit before they can respond, and the form hydrates in its own boundary.
 */
const ID_NEWSLETTER = 'rodape-newsletter';
const FormularioNewsletter = lazyAoAparecer(ID_NEWSLETTER, () =>
  import('./formulario-newsletter').then((modulo) => modulo.FormularioNewsletter),
);

/**
 * Memoised: the footer renders again when its late data arrives, and an update reaching a
 * boundary that has not hydrated yet would make React drop the server's form for its fallback.
 */
const Newsletter = memo(function Newsletter() {
  return (
    <div className="col-12 col-lg-3" id={ID_NEWSLETTER}>
      <LimiteErro nome="a subscrição da newsletter" compacto>
        <FormularioNewsletter />
      </LimiteErro>
    </div>
  );
});

/** One column of the footer: its heading stays, whatever happens to its content. */
function Coluna(props: { titulo: string; className: string; children: ReactNode }) {
  return (
    <div className={props.className}>
      <h2 className="h6 text-uppercase rodape-titulo">{props.titulo}</h2>
      <LimiteErro nome={`a coluna ${props.titulo}`} compacto>
        {props.children}
      </LimiteErro>
    </div>
  );
}

/** The footer of spec §2: social bar, Menu, Links úteis, Eventos, Contactos and copyright. */
export function Rodape() {
  const { associacao, desenvolvimento } = useConfiguracaoSite();
  const pronto = useAtrasoRodape();
  const ano = new Date().getFullYear();

  return (
    <footer className="rodape-site mt-5">
      <div className="rodape-redes py-3">
        <div className="container d-flex flex-wrap align-items-center justify-content-between gap-3">
          <h2 className="h6 mb-0">Siga-nos nas redes sociais</h2>
          <LimiteErro nome="as redes sociais" compacto>
            <BarraRedes pronto={pronto} />
          </LimiteErro>
        </div>
      </div>
      <div className="container py-5">
        <div className="row g-4">
          <Coluna titulo="Menu" className="col-6 col-md-6 col-lg-2">
            <ColunaMenu />
          </Coluna>
          <Coluna titulo="Links úteis" className="col-6 col-md-6 col-lg-2">
            <ColunaLinks pronto={pronto} />
          </Coluna>
          <Coluna titulo="Eventos" className="col-6 col-md-6 col-lg-2">
            <ColunaEventos pronto={pronto} />
          </Coluna>
          <Coluna titulo="Contactos" className="col-12 col-md-6 col-lg-3">
            <ColunaContactos pronto={pronto} />
          </Coluna>
          <Newsletter />
        </div>
      </div>
      <div className="rodape-direitos py-3 small">
        <div className="container d-flex flex-wrap justify-content-between gap-2">
          <p className="mb-0">
            © {ano} {associacao.nome}. Todos direitos reservados.
          </p>
          <nav aria-label="Informação legal">
            <ul className="list-inline mb-0">
              <li className="list-inline-item">
                <Link to={CAMINHO_PRIVACIDADE}>Política de privacidade</Link>
              </li>
              <li className="list-inline-item">
                <Link to={CAMINHO_ACESSIBILIDADE}>Acessibilidade</Link>
              </li>
            </ul>
          </nav>
          <p className="mb-0">
            Desenvolvido por{' '}
            {desenvolvimento.url ? (
              <a href={desenvolvimento.url} target="_blank" rel="noopener noreferrer">
                {desenvolvimento.nome}
              </a>
            ) : (
              desenvolvimento.nome
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
