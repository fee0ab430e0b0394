import { Link } from 'react-router-dom';

import { MetaPagina } from '@site/shared/ui';

/** The Portuguese 404 page for every address the site does not know. */
export function PaginaNaoEncontrada() {
  return (
    <div className="container py-5 text-center">
      <MetaPagina
        titulo="Página não encontrada"
        descricao="A página que procura não existe ou mudou de endereço."
        naoEncontrado
      />
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2">Página não encontrada</h1>
      <p className="lead">A página que procura não existe ou mudou de endereço.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <Link className="btn btn-primary" to="/">
          Ir para a página inicial
        </Link>
        <Link className="btn btn-outline-primary" to="/contactos">
          Contactar a associação
        </Link>
      </div>
    </div>
  );
}
