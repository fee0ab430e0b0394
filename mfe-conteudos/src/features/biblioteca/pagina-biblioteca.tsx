import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';

import { useRegistosDoGrupo } from '@site/shared/api';
import { GRUPOS, type GrupoTipo, type Registo } from '@site/shared/contract';
import { CampoPesquisa } from '@site/shared/ui';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';
import { SemResultados, usePesquisa } from '../../components/pesquisa';

import { contarPorCategoria, filtrarDocumentos, textoResultados } from './filtrar-documentos';
import { FiltroCategorias } from './filtro-categorias';
import { ItemDocumento } from './item-documento';

/** The documents found, with their count (announced); rendered again only when they change. */
const Resultados = memo(function Resultados(props: {
  resultados: Registo[];
  nomes: ReadonlyMap<number, string>;
  aoLimpar: () => void;
}) {
  const { resultados, nomes } = props;
  return (
    <>
      <p className="fw-semibold" role="status" aria-live="polite">
        {textoResultados(resultados.length)}
      </p>
      {resultados.length === 0 ? (
        <SemResultados texto="Nenhum documento corresponde à pesquisa." aoLimpar={props.aoLimpar} />
      ) : (
        <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
          {resultados.map((documento) => (
            <li key={documento.idRegisto}>
              <ItemDocumento
                documento={documento}
                categoria={
                  documento.idGrupoTipo === null ? undefined : nomes.get(documento.idGrupoTipo)
                }
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
});

function Catalogo(props: { documentos: Registo[]; categorias: GrupoTipo[] }) {
  const pesquisa = usePesquisa();
  const { termo, limpar: limparPesquisa } = pesquisa;
  const [categoria, setCategoria] = useState<number | null>(null);
  // The pressed category and the typed letter show at once; the list follows in a render React
  // may interrupt, so a tap or a key is answered on the next frame however long the list is.
  const termoLista = useDeferredValue(termo);
  const categoriaLista = useDeferredValue(categoria);
  const { documentos, categorias } = props;
  const resultados = useMemo(
    () => filtrarDocumentos(documentos, termoLista, categoriaLista),
    [documentos, termoLista, categoriaLista],
  );
  const contagem = useMemo(
    () => contarPorCategoria(documentos, termoLista),
    [documentos, termoLista],
  );
  const nomes = useMemo(
    () => new Map(categorias.map((tipo) => [tipo.idGrupoTipo, tipo.nome])),
    [categorias],
  );
  const limpar = useCallback(() => {
    setCategoria(null);
    limparPesquisa();
  }, [limparPesquisa]);

  return (
    <>
      <div className="filtros-biblioteca mb-4" role="search" aria-label="Pesquisa na biblioteca">
        <CampoPesquisa
          {...pesquisa.campo}
          rotulo="Pesquisar documentos"
          placeholder="Título ou palavra-chave"
          className="input-group mb-3"
        />
        <FiltroCategorias
          categorias={categorias}
          contagem={contagem}
          seleccionada={categoria}
          aoSeleccionar={setCategoria}
        />
      </div>
      <Resultados resultados={resultados} nomes={nomes} aoLimpar={limpar} />
    </>
  );
}

/** `/biblioteca`: documents and publications, searchable and filtered by category. */
export function PaginaBiblioteca() {
  return (
    <PaginaGrupoCms pagina="biblioteca" itens={useRegistosDoGrupo(GRUPOS.biblioteca)}>
      {(dados, tipos) => (
        <Catalogo documentos={dados} categorias={[...tipos].sort((a, b) => a.ordem - b.ordem)} />
      )}
    </PaginaGrupoCms>
  );
}
