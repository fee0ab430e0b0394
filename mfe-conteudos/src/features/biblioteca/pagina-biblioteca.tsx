import { useState } from 'react';

import { useRegistosDoGrupo } from '@site/shared/api';
import { GRUPOS, type GrupoTipo, type Registo } from '@site/shared/contract';
import { CampoPesquisa } from '@site/shared/ui';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';
import { SemResultados, usePesquisa } from '../../components/pesquisa';

import { contarPorCategoria, filtrarDocumentos, textoResultados } from './filtrar-documentos';
import { FiltroCategorias } from './filtro-categorias';
import { ItemDocumento } from './item-documento';

function Catalogo(props: { documentos: Registo[]; categorias: GrupoTipo[] }) {
  const pesquisa = usePesquisa();
  const { termo } = pesquisa;
  const [categoria, setCategoria] = useState<number | null>(null);
  const resultados = filtrarDocumentos(props.documentos, termo, categoria);
  const contagem = contarPorCategoria(props.documentos, termo);
  const nomes = new Map(props.categorias.map((tipo) => [tipo.idGrupoTipo, tipo.nome]));

  const limpar = () => {
    setCategoria(null);
    pesquisa.limpar();
  };

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
          categorias={props.categorias}
          contagem={contagem}
          seleccionada={categoria}
          aoSeleccionar={setCategoria}
        />
      </div>
      <p className="fw-semibold" role="status" aria-live="polite">
        {textoResultados(resultados.length)}
      </p>
      {resultados.length === 0 ? (
        <SemResultados texto="Nenhum documento corresponde à pesquisa." aoLimpar={limpar} />
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
