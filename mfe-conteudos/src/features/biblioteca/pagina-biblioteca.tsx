import { useId, useRef, useState } from 'react';

import { useGruposTipos, useRegistosDoGrupo } from '@site/shared/api';
import { GRUPOS, PAGINAS, type GrupoTipo, type Registo } from '@site/shared/contract';
import { CampoPesquisa, Vazio } from '@site/shared/ui';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';

import { contarPorCategoria, filtrarDocumentos, textoResultados } from './filtrar-documentos';
import { FiltroCategorias } from './filtro-categorias';
import { ItemDocumento } from './item-documento';

function Catalogo(props: { documentos: Registo[]; categorias: GrupoTipo[] }) {
  const idPesquisa = useId();
  const campo = useRef<HTMLInputElement>(null);
  const [termo, setTermo] = useState('');
  const [categoria, setCategoria] = useState<number | null>(null);
  const resultados = filtrarDocumentos(props.documentos, termo, categoria);
  const contagem = contarPorCategoria(props.documentos, termo);
  const nomes = new Map(props.categorias.map((tipo) => [tipo.idGrupoTipo, tipo.nome]));

  const limpar = () => {
    setTermo('');
    setCategoria(null);
    campo.current?.focus();
  };

  return (
    <>
      <div className="filtros-biblioteca mb-4" role="search" aria-label="Pesquisa na biblioteca">
        <CampoPesquisa
          id={idPesquisa}
          rotulo="Pesquisar documentos"
          valor={termo}
          aoMudar={setTermo}
          placeholder="Título ou palavra-chave"
          ref={campo}
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
        <Vazio texto="Nenhum documento corresponde à pesquisa.">
          <button type="button" className="btn btn-outline-primary" onClick={limpar}>
            Limpar pesquisa
          </button>
        </Vazio>
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
  const documentos = useRegistosDoGrupo(GRUPOS.biblioteca);
  const categorias = useGruposTipos(GRUPOS.biblioteca);
  return (
    <PaginaGrupoCms
      titulo="Biblioteca"
      descricao="Guias, relatórios, legislação, apresentações e boletins da associação, em PDF, para descarregar."
      idPagina={PAGINAS.biblioteca}
      itens={documentos}
      tipos={categorias}
      textoVazio="Ainda não há documentos na biblioteca."
    >
      {(dados, tipos) => (
        <Catalogo documentos={dados} categorias={[...tipos].sort((a, b) => a.ordem - b.ordem)} />
      )}
    </PaginaGrupoCms>
  );
}
