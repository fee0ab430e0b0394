import { Link } from 'react-router-dom';

import { CATEGORIAS_ASSOCIADO } from '@site/shared/contract';
import { Icone } from '@site/shared/ui';

/** The membership categories, each leading to the application form with that category chosen. */
export function CategoriasAssociado() {
  return (
    <aside className="categorias-associado card shadow-sm" aria-labelledby="categorias-titulo">
      <div className="card-body">
        <h2 id="categorias-titulo" className="h4">
          Categorias de associado
        </h2>
        <ul className="list-unstyled mb-4">
          {CATEGORIAS_ASSOCIADO.map((categoria) => (
            <li key={categoria.valor} className="categoria-associado d-flex gap-3 py-3">
              <Icone
                nome={categoria.tipo === 'colectivo' ? 'edificio' : 'pessoas'}
                tamanho={24}
                className="text-primary mt-1"
              />
              <div>
                <h3 className="h6 mb-1">{categoria.rotulo}</h3>
                <p className="small text-body-secondary mb-2">{categoria.descricao}</p>
                <Link className="small" to={`/associados/inscricao?categoria=${categoria.valor}`}>
                  Candidatar-me como {categoria.rotulo.toLowerCase()}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <Link className="btn btn-primary w-100" to="/associados/inscricao">
          Preencher a candidatura
          <Icone nome="seta" className="ms-2" />
        </Link>
        <p className="small text-body-secondary mt-2 mb-0">
          Tenha à mão o seu BI ou o NIF da organização.
        </p>
      </div>
    </aside>
  );
}
