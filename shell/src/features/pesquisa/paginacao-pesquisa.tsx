import { Link } from 'react-router-dom';

import { enderecoPesquisa, type RespostaPesquisa } from '@site/shared/contract';

/** Pages listed either side of the current one; the first and the last are always listed. */
const VIZINHAS = 2;

/** The page numbers to list, `null` where some are left out ("1 … 4 5 6 … 12"). */
function paginasListadas(actual: number, total: number): (number | null)[] {
  const listadas: (number | null)[] = [];
  for (let pagina = 1; pagina <= total; pagina += 1) {
    const perto = Math.abs(pagina - actual) <= VIZINHAS;
    if (pagina === 1 || pagina === total || perto) listadas.push(pagina);
    else if (listadas.at(-1) !== null) listadas.push(null);
  }
  return listadas;
}

/** A link to a page of results, or the current page's number, marked. */
function Item(props: { para?: string; actual?: boolean; rotulo: string; texto: string }) {
  const classe = `page-item${props.actual ? ' active' : ''}${props.para ? '' : ' disabled'}`;
  return (
    <li className={classe}>
      {props.para && !props.actual ? (
        <Link className="page-link" to={props.para} aria-label={props.rotulo}>
          {props.texto}
        </Link>
      ) : (
        <span className="page-link" aria-current={props.actual ? 'page' : undefined}>
          <span className="visually-hidden">{props.actual ? 'Página ' : ''}</span>
          {props.texto}
        </span>
      )}
    </li>
  );
}

/**
 * The pages of results as links the server renders (they work without JavaScript): previous,
 * the numbers near the current one, next. Nothing when everything fits on one page.
 */
export function PaginacaoPesquisa(props: { consulta: string; resposta: RespostaPesquisa }) {
  const { consulta, resposta } = props;
  const { pagina, paginas, tipo } = resposta;
  if (paginas <= 1) return null;
  const para = (numero: number) => enderecoPesquisa({ consulta, tipo, pagina: numero });
  return (
    <nav aria-label="Páginas de resultados" className="mt-4">
      <ul className="pagination flex-wrap mb-0">
        {pagina > 1 ? (
          <Item para={para(pagina - 1)} rotulo="Página anterior" texto="Anterior" />
        ) : null}
        {paginasListadas(pagina, paginas).map((numero, i) =>
          numero === null ? (
            // A gap has no identity of its own: where it falls in the list is what it is.
            <Item key={`intervalo-${i}`} rotulo="" texto="…" />
          ) : (
            <Item
              key={numero}
              para={para(numero)}
              actual={numero === pagina}
              rotulo={`Página ${numero}`}
              texto={String(numero)}
            />
          ),
        )}
        {pagina < paginas ? (
          <Item para={para(pagina + 1)} rotulo="Página seguinte" texto="Seguinte" />
        ) : null}
      </ul>
    </nav>
  );
}
