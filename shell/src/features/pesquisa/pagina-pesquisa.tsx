import { lazy, memo, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

import { limparConsultaPesquisa, PARAMETRO_PESQUISA } from '@site/shared/contract';
import { ACarregar, CabecalhoPagina, MetaPagina } from '@site/shared/ui';

import { FormularioPesquisa } from '../../components/formulario-pesquisa';

/*
 * The results (filters, list, pages, help) are a chunk of their own: the first load of every
 * other page does not carry them. The server renders them in place; in the browser React keeps
 * that HTML until the chunk has come, then hydrates it.
 */
const Resposta = lazy(() =>
  import('./resposta-pesquisa').then((modulo) => ({ default: modulo.RespostaPesquisa })),
);

/**
 * Memoised on the request's values: a render of the page reaching the boundary before it is
 * hydrated would make React drop the server's results for the fallback.
 */
const RespostaNoLugar = memo(function RespostaNoLugar(props: { parametros: string }) {
  return (
    <Suspense fallback={<ACarregar texto="A pesquisar…" />}>
      <Resposta parametros={props.parametros} />
    </Suspense>
  );
});

/** `/pesquisa?q=&tipo=&pagina=`: the site search's results, rendered on the server; `noindex`. */
export function PaginaPesquisa() {
  const [parametros] = useSearchParams();
  const consulta = limparConsultaPesquisa(parametros.get(PARAMETRO_PESQUISA) ?? '');
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
          <RespostaNoLugar parametros={parametros.toString()} />
        </div>
      </div>
    </>
  );
}
