import { Link } from 'react-router-dom';

import { CabecalhoPagina } from './cabecalho-pagina';
import { MetaPagina } from './meta-pagina';

/** A section's Portuguese "not found" page (unknown id or hidden record), with a way back. */
export function ConteudoNaoEncontrado(props: {
  titulo: string;
  mensagem: string;
  trilho?: { texto: string; para: string }[];
  voltar: { texto: string; para: string };
}) {
  return (
    <>
      <MetaPagina titulo={props.titulo} descricao={props.mensagem} naoEncontrado />
      <CabecalhoPagina titulo={props.titulo} trilho={props.trilho} />
      <div className="container pb-5">
        <div className="estado-nao-encontrado text-center py-5">
          <p className="lead mb-4">{props.mensagem}</p>
          <Link className="btn btn-primary" to={props.voltar.para}>
            {props.voltar.texto}
          </Link>
        </div>
      </div>
    </>
  );
}
