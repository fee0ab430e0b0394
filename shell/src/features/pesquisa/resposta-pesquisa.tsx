import { Link } from 'react-router-dom';

import { usePesquisaSite } from '@site/shared/api';
import {
  enderecoPesquisa,
  FILTROS_PESQUISA,
  lerPedidoPesquisa,
  SECCOES,
  segmentoDe,
  TIPOS_RESULTADO,
  type PedidoPesquisa,
  type RespostaPesquisa as Resposta,
} from '@site/shared/contract';
import { EstadoConsulta, useConfiguracaoSite } from '@site/shared/ui';

import { FiltrosPesquisa } from './filtros-pesquisa';
import { ListaResultados } from './lista-resultados';
import { PaginacaoPesquisa } from './paginacao-pesquisa';

/** The site's main sections, from the route table: where a visitor can go instead. */
function SeccoesPrincipais(props: { titulo: string }) {
  const { associacao } = useConfiguracaoSite();
  const seccoes = SECCOES.filter((seccao) => seccao.paginas.includes(''));
  return (
    <nav aria-labelledby="pesquisa-seccoes" className="mt-4">
      <h2 id="pesquisa-seccoes" className="h5">
        {props.titulo}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {seccoes.map((seccao) => (
          <li key={seccao.modulo}>
            <Link
              className="btn btn-outline-primary btn-sm"
              to={`/${segmentoDe(seccao, associacao.slug)}`}
            >
              {seccao.nome}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Before any query: what the search finds, and the main sections. */
function Ajuda() {
  return (
    <>
      <p className="lead">
        Procure em todo o sítio: páginas e as suas secções, eventos e tipos de evento, normas,
        documentos da biblioteca, perguntas frequentes, parceiros e álbuns da galeria. Escreva uma
        ou mais palavras; acentos e maiúsculas não contam.
      </p>
      <SeccoesPrincipais titulo="Ou explore as secções do sítio" />
    </>
  );
}

/** Nothing found: say so, offer the site's nearest spelling when there is one, and the sections. */
function SemResultados(props: { consulta: string; sugestao: string }) {
  return (
    <>
      <p className="lead" role="status">
        Não encontrámos nada para «{props.consulta}».{' '}
        {props.sugestao ? (
          <>
            Será que quis dizer «
            <Link to={enderecoPesquisa({ consulta: props.sugestao })}>{props.sugestao}</Link>»?
          </>
        ) : (
          'Experimente outras palavras ou menos palavras.'
        )}
      </p>
      <SeccoesPrincipais titulo="Talvez encontre o que procura nestas secções" />
    </>
  );
}

/** "12 resultados", "1 evento", and which page of them this is. */
function textoTotal(resposta: Resposta): string {
  const { total, tipo, pagina, paginas } = resposta;
  const [um, varios] = tipo
    ? [TIPOS_RESULTADO[tipo], FILTROS_PESQUISA[tipo]]
    : ['resultado', 'resultados'];
  const contagem = `${total} ${(total === 1 ? um : varios).toLowerCase()}`;
  return paginas > 1 ? `${contagem}, página ${pagina} de ${paginas},` : contagem;
}

/** The answer: filters by kind, one page of results and the links to the others. */
function Resultados(props: { pedido: PedidoPesquisa; resposta: Resposta }) {
  const { pedido, resposta } = props;
  if (resposta.contagens.length === 0) {
    return <SemResultados consulta={pedido.consulta} sugestao={resposta.sugestao} />;
  }
  return (
    <>
      <FiltrosPesquisa consulta={pedido.consulta} resposta={resposta} />
      <p className="fw-semibold" role="status">
        {textoTotal(resposta)} para «{pedido.consulta}»
      </p>
      <ListaResultados resultados={resposta.resultados} />
      <PaginacaoPesquisa consulta={pedido.consulta} resposta={resposta} />
    </>
  );
}

/**
 * Under the results page's form: the help before any query, else the answer to the request its
 * address makes (`parametros`, the query string). A chunk of its own (`pagina-pesquisa.tsx`):
 * pages other than the results do not load it.
 */
export function RespostaPesquisa(props: { parametros: string }) {
  const lidos = new URLSearchParams(props.parametros);
  const pedido = lerPedidoPesquisa((nome) => lidos.get(nome));
  const resultados = usePesquisaSite(pedido);
  if (pedido.consulta === '') return <Ajuda />;
  return (
    <EstadoConsulta consulta={resultados} textoCarregar="A pesquisar…">
      {(resposta) => <Resultados pedido={pedido} resposta={resposta} />}
    </EstadoConsulta>
  );
}
