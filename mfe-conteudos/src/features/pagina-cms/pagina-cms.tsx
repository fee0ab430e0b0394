import { Link, Navigate, useLocation, useParams } from 'react-router-dom';

import { ErroHttp, usePagina, usePaginas } from '@site/shared/api';
import { seccoesActivas, slugify, type PaginaDetalhe } from '@site/shared/contract';
import { CabecalhoPagina, EstadoConsulta, MetaPagina, Partilha, Vazio } from '@site/shared/ui';

import { enderecoCanonico, paginaPorNome, precisaDeCorreccao } from './endereco-pagina';
import { PaginaCmsInexistente } from './pagina-cms-inexistente';
import { SeccaoCms } from './seccao-cms';

function ConteudoPagina({ pagina, idSeccao }: { pagina: PaginaDetalhe; idSeccao?: number }) {
  const location = useLocation();
  const canonico = enderecoCanonico(pagina, idSeccao);
  const seccoes = seccoesActivas(pagina.seccoes);
  const filhos = pagina.paginasFilhos.filter((filho) => filho.activo);
  const destacada = canonico.hash ? idSeccao : undefined;

  return (
    <>
      {precisaDeCorreccao(location, canonico) ? (
        <Navigate replace to={`${canonico.caminho}${canonico.hash}`} />
      ) : null}
      <MetaPagina titulo={pagina.textoPagina} descricao={pagina.descricao || pagina.textoPagina} />
      <CabecalhoPagina titulo={pagina.textoPagina} />
      <div className="container pb-5">
        <div className="conteudo-estreito">
          {seccoes.length === 0 ? <Vazio texto="Esta página ainda não tem conteúdo." /> : null}
          {seccoes.map((seccao) => (
            <SeccaoCms
              key={seccao.idSeccao}
              seccao={seccao}
              tituloPagina={pagina.textoPagina}
              destacada={seccao.idSeccao === destacada}
            />
          ))}
          {filhos.length > 0 ? (
            <nav className="mt-5" aria-labelledby="titulo-paginas-filhas">
              <h2 id="titulo-paginas-filhas" className="h4">
                Nesta secção
              </h2>
              <ul className="list-group">
                {filhos.map((filho) => (
                  <li key={filho.idPagina} className="list-group-item">
                    <Link to={`/pagina/${filho.idPagina}/${slugify(filho.textoPagina)}`}>
                      {filho.textoPagina}
                    </Link>
                    {filho.descricao ? (
                      <p className="small text-body-secondary mb-0">{filho.descricao}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <Partilha
            titulo={pagina.textoPagina}
            caminho={enderecoCanonico(pagina).caminho}
            className="mt-5"
          />
        </div>
      </div>
    </>
  );
}

function PaginaPorId({ idPagina, idSeccao }: { idPagina: number; idSeccao?: number }) {
  const pagina = usePagina(idPagina);
  if (pagina.isError && pagina.error instanceof ErroHttp && pagina.error.status === 404) {
    return <PaginaCmsInexistente />;
  }
  return (
    <EstadoConsulta consulta={pagina} textoCarregar="A carregar a página…">
      {(dados) =>
        dados.activo ? (
          <ConteudoPagina pagina={dados} idSeccao={idSeccao} />
        ) : (
          <PaginaCmsInexistente />
        )
      }
    </EstadoConsulta>
  );
}

/** "/pagina/formacao": a page named instead of numbered; sent on to its numbered address. */
function PaginaPorNome({ nome, idSeccao }: { nome: string; idSeccao?: number }) {
  const paginas = usePaginas();
  return (
    <EstadoConsulta consulta={paginas} textoCarregar="A carregar a página…">
      {(dados) => {
        const pagina = paginaPorNome(dados, nome);
        if (!pagina) return <PaginaCmsInexistente />;
        const destino =
          idSeccao === undefined
            ? `/pagina/${pagina.idPagina}`
            : `/pagina/${pagina.idPagina}/${idSeccao}/-`;
        return <Navigate replace to={destino} />;
      }}
    </EstadoConsulta>
  );
}

/** `/pagina/:id/:slug` and `/pagina/:id/:idSeccao/:slug`: a generic CMS page, with its address corrected. */
export function PaginaCms() {
  const { id = '', idSeccao } = useParams();
  const seccao = idSeccao && /^\d+$/.test(idSeccao) ? Number(idSeccao) : undefined;
  if (idSeccao !== undefined && seccao === undefined) return <PaginaCmsInexistente />;
  return /^\d+$/.test(id) ? (
    <PaginaPorId idPagina={Number(id)} idSeccao={seccao} />
  ) : (
    <PaginaPorNome nome={id} idSeccao={seccao} />
  );
}
