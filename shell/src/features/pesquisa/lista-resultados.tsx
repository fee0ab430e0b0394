import { Link } from 'react-router-dom';

import {
  LIMITE_RESULTADOS_PESQUISA,
  TIPOS_RESULTADO,
  type RespostaPesquisa,
  type SegmentoExcerto,
} from '@site/shared/contract';

/** Text segments, the matched words in `<mark>`: React escapes every piece. */
function Destacado({ segmentos }: { segmentos: readonly SegmentoExcerto[] }) {
  return segmentos.map((segmento, i) =>
    // The segments are a fixed list for this result: their order is their identity.
    segmento.destaque ? (
      <mark key={i}>{segmento.texto}</mark>
    ) : (
      <span key={i}>{segmento.texto}</span>
    ),
  );
}

/** "1 resultado", "12 resultados" (and how many are shown, past the limit). */
function textoTotal(total: number): string {
  const contagem = total === 1 ? '1 resultado' : `${total} resultados`;
  return total > LIMITE_RESULTADOS_PESQUISA
    ? `${contagem}; mostramos os ${LIMITE_RESULTADOS_PESQUISA} mais relevantes`
    : contagem;
}

/** The results of a query: each with its kind, its title as a link to the place, and a snippet. */
export function ListaResultados(props: { consulta: string; resposta: RespostaPesquisa }) {
  const { resposta } = props;
  return (
    <>
      <p className="fw-semibold" role="status">
        {textoTotal(resposta.total)} para «{props.consulta}»
      </p>
      <ol className="list-unstyled d-flex flex-column gap-3 mb-0 resultados-pesquisa">
        {resposta.resultados.map((resultado) => (
          <li key={`${resultado.tipo} ${resultado.caminho}`}>
            <article className="resultado-pesquisa">
              <p className="resultado-pesquisa-tipo small text-body-secondary mb-1">
                {TIPOS_RESULTADO[resultado.tipo]}
              </p>
              <h2 className="h5 mb-1">
                <Link to={resultado.caminho}>
                  {resultado.tituloDestacado.length > 0 ? (
                    <Destacado segmentos={resultado.tituloDestacado} />
                  ) : (
                    resultado.titulo
                  )}
                </Link>
              </h2>
              {resultado.excerto.length > 0 ? (
                <p className="resultado-pesquisa-excerto mb-0">
                  <Destacado segmentos={resultado.excerto} />
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
