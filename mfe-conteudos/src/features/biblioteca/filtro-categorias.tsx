import type { GrupoTipo } from '@site/shared/contract';

/** The category filter: toggle buttons with the number of matching documents in each. */
export function FiltroCategorias(props: {
  categorias: readonly GrupoTipo[];
  contagem: ReadonlyMap<number | null, number>;
  seleccionada: number | null;
  aoSeleccionar: (idCategoria: number | null) => void;
}) {
  const opcoes: { id: number | null; nome: string }[] = [
    { id: null, nome: 'Todas' },
    ...props.categorias.map((categoria) => ({ id: categoria.idGrupoTipo, nome: categoria.nome })),
  ];
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label="Filtrar por categoria">
      {opcoes.map((opcao) => {
        const activa = props.seleccionada === opcao.id;
        return (
          <button
            key={opcao.id ?? 'todas'}
            type="button"
            className={`btn btn-sm rounded-pill ${activa ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={activa}
            onClick={() => props.aoSeleccionar(opcao.id)}
          >
            {opcao.nome}{' '}
            <span className={`badge rounded-pill ${activa ? 'text-bg-light' : 'text-bg-primary'}`}>
              {props.contagem.get(opcao.id) ?? 0}
              <span className="visually-hidden"> documentos</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
