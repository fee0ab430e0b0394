import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The title band every section page opens with, with its breadcrumb. */
export function CabecalhoPagina(props: {
  titulo: string;
  subtitulo?: string;
  trilho?: { texto: string; para: string }[];
  children?: ReactNode;
}) {
  return (
    <header className="cabecalho-pagina">
      <div className="container">
        <nav aria-label="Trilho de navegação">
          <ol className="breadcrumb mb-2">
            <li className="breadcrumb-item">
              <Link to="/">Início</Link>
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
