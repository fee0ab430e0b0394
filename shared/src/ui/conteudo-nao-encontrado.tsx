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

/** A section's page for an address below it that it does not know, with the way back to it. */
export function SeccaoSemPagina(props: {
  seccao: { texto: string; para: string };
  mensagem: string;
  textoVoltar: string;
}) {
  return (
    <ConteudoNaoEncontrado
      titulo="Página não encontrada"
      mensagem={props.mensagem}
      trilho={[props.seccao]}
      voltar={{ texto: props.textoVoltar, para: props.seccao.para }}
    />
  );
}
