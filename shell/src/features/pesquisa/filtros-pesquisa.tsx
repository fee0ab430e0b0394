import { Link } from 'react-router-dom';

import {
  enderecoPesquisa,
  FILTROS_PESQUISA,
  type RespostaPesquisa,
  type TipoResultado,
} from '@site/shared/contract';

/** One filter: a link to the first page of its results, marked when it is the one shown. */
function Filtro(props: {
  consulta: string;
  tipo: TipoResultado | null;
  actual: TipoResultado | null;
  rotulo: string;
  total: number;
}) {
  const escolhido = props.tipo === props.actual;
  return (
    <li>
      <Link
        className={`btn btn-sm ${escolhido ? 'btn-primary' : 'btn-outline-primary'}`}
        to={enderecoPesquisa({ consulta: props.consulta, tipo: props.tipo })}
        aria-current={escolhido ? 'page' : undefined}
      >
        {props.rotulo} <span className="filtro-pesquisa-total">({props.total})</span>
      </Link>
    </li>
  );
}

/**
 * The results by kind, with how many each has: plain links the server renders, so they work
 * without JavaScript; "Todos" first, then only the kinds that have results.
 */
export function FiltrosPesquisa(props: { consulta: string; resposta: RespostaPesquisa }) {
  const { consulta, resposta } = props;
  const todos = resposta.contagens.reduce((soma, contagem) => soma + contagem.total, 0);
  return (
    <nav aria-label="Filtrar resultados por tipo" className="mb-3">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 filtros-pesquisa">
        <Filtro
          consulta={consulta}
          tipo={null}
          actual={resposta.tipo}
          rotulo="Todos"
          total={todos}
        />
        {resposta.contagens.map(({ tipo, total }) => (
          <Filtro
            key={tipo}
            consulta={consulta}
            tipo={tipo}
            actual={resposta.tipo}
            rotulo={FILTROS_PESQUISA[tipo]}
            total={total}
          />
        ))}
      </ul>
    </nav>
  );
}
