import { Link, useSearchParams } from 'react-router-dom';

import { usePesquisaSite } from '@site/shared/api';
import {
  limparConsultaPesquisa,
  PARAMETRO_PESQUISA,
  SECCOES,
  segmentoDe,
} from '@site/shared/contract';
import { CabecalhoPagina, EstadoConsulta, MetaPagina, useConfiguracaoSite } from '@site/shared/ui';

import { FormularioPesquisa } from '../../components/formulario-pesquisa';

import { ListaResultados } from './lista-resultados';

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

/** `/pesquisa?q=`: the site search's results, rendered on the server; `noindex`. */
export function PaginaPesquisa() {
  const [parametros] = useSearchParams();
  const consulta = limparConsultaPesquisa(parametros.get(PARAMETRO_PESQUISA) ?? '');
  const resultados = usePesquisaSite(consulta);
  return (
    <>
      <MetaPagina
        titulo={consulta ? `Pesquisa: ${consulta}` : 'Pesquisa'}
        descricao="Pesquise eventos, normas, documentos, perguntas frequentes e páginas do sítio."
        naoIndexar
      />
      <CabecalhoPagina titulo="Pesquisa" />
      <div className="container pb-5">
        <div className="conteudo-estreito">
          <FormularioPesquisa
            key={consulta}
            id="pesquisa-pagina-q"
            nome="Pesquisa no sítio"
            rotulo="O que procura?"
            rotuloVisivel
            valorInicial={consulta}
            placeholder="Por exemplo: normalização, auditoria, quotas"
            className="mb-4"
          />
          {consulta === '' ? (
            <Ajuda />
          ) : (
            <EstadoConsulta consulta={resultados} textoCarregar="A pesquisar…">
              {(resposta) =>
                resposta.resultados.length === 0 ? (
                  <>
                    <p className="lead" role="status">
                      Não encontrámos nada para «{consulta}». Experimente outras palavras ou menos
                      palavras.
                    </p>
                    <SeccoesPrincipais titulo="Talvez encontre o que procura nestas secções" />
                  </>
                ) : (
                  <ListaResultados consulta={consulta} resposta={resposta} />
                )
              }
            </EstadoConsulta>
          )}
        </div>
      </div>
    </>
  );
}
