import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useColectorPagina } from './colector-pagina';
import type { PassoTrilho } from './dados-estruturados';

const INICIO: PassoTrilho = { texto: 'Início', para: '/' };

/**
 * The title band every section page opens with, with its breadcrumb; in a server render the
 * breadcrumb also goes to the head as a `BreadcrumbList`.
 */
export function CabecalhoPagina(props: {
  titulo: string;
  subtitulo?: string;
  trilho?: readonly PassoTrilho[];
  children?: ReactNode;
}) {
  const colector = useColectorPagina();
  colector?.definirTrilho({ passos: [INICIO, ...(props.trilho ?? [])], actual: props.titulo });
  return (
    <header className="cabecalho-pagina">
      <div className="container">
        <nav aria-label="Trilho de navegação">
          <ol className="breadcrumb mb-2">
            <li className="breadcrumb-item">
              <Link to={INICIO.para}>{INICIO.texto}</Link>
            </li>
            {props.trilho?.map((passo) => (
              <li className="breadcrumb-item" key={passo.para}>
                <Link to={passo.para}>{passo.texto}</Link>
              </li>
            ))}
            <li className="breadcrumb-item active" aria-current="page">
              {props.titulo}
            </li>
          </ol>
        </nav>
        <h1 className="display-6 fw-semibold mb-0">{props.titulo}</h1>
        {props.subtitulo ? <p className="lead mt-2 mb-0">{props.subtitulo}</p> : null}
        {props.children}
      </div>
    </header>
  );
}
