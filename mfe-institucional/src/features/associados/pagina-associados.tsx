import { Link } from 'react-router-dom';

import { usePagina } from '@site/shared/api';
import { PAGINAS, seccoesActivas, slugify } from '@site/shared/contract';
import { CabecalhoPagina, HtmlSeguro, ListaAnexos, MetaPagina } from '@site/shared/ui';

import { ConsultaComEsqueleto } from '../../components/esqueleto';

import './associados.css';
import '../../components/tabelas-cms.css';
import { CategoriasAssociado } from './categorias-associado';
import { SeccoesAssociadosEsqueleto } from './seccoes-associados-esqueleto';

/** `/associados`: what membership is, its categories and benefits, and the way to apply. */
export function PaginaAssociados() {
  const pagina = usePagina(PAGINAS.associados);
  const titulo = pagina.data?.textoPagina ?? 'Associados';

  return (
    <>
      <MetaPagina
        titulo={titulo}
        descricao={
          pagina.data?.descricao ||
          'Como ser associado: categorias, quotas, benefícios e candidatura.'
        }
      />
      <CabecalhoPagina titulo={titulo} subtitulo="Junte-se a quem promove a qualidade em Angola.">
        <Link className="btn btn-light mt-3" to="/associados/inscricao">
          Candidatar-me a associado
        </Link>
      </CabecalhoPagina>
      <div className="container pb-5">
        <div className="row g-4 g-xl-5">
          <div className="col-lg-8">
            <ConsultaComEsqueleto
              consulta={pagina}
              esqueleto={<SeccoesAssociadosEsqueleto />}
              vazio={(dados) => seccoesActivas(dados.seccoes).length === 0}
              textoVazio="A informação sobre os associados ainda não foi publicada."
            >
              {(dados) =>
                seccoesActivas(dados.seccoes).map((seccao) => {
                  const ancora = slugify(seccao.nome);
                  return (
                    <section
                      key={seccao.idSeccao}
                      id={ancora}
                      className="seccao-associados"
                      aria-labelledby={`${ancora}-titulo`}
                    >
                      <h2 id={`${ancora}-titulo`} className="h3">
                        {seccao.nome}
                      </h2>
                      {seccao.resumo ? <p className="lead">{seccao.resumo}</p> : null}
                      <HtmlSeguro className="html-cms" html={seccao.textoSeccao} />
                      <ListaAnexos
                        anexos={seccao.anexos}
                        titulo="Documentos"
                        idTitulo={`${ancora}-documentos`}
                      />
                    </section>
                  );
                })
              }
            </ConsultaComEsqueleto>
          </div>
          <div className="col-lg-4">
            <CategoriasAssociado />
          </div>
        </div>
      </div>
    </>
  );
}
