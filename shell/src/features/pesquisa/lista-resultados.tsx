import { Link } from 'react-router-dom';

import {
  TIPOS_RESULTADO,
  type ResultadoPesquisa,
  type SegmentoExcerto,
  type SubResultadoPesquisa,
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

/** A title as a link to its place, its matched words marked. */
function Titulo(props: { lugar: ResultadoPesquisa | SubResultadoPesquisa }) {
  const { lugar } = props;
  return (
    <Link to={lugar.caminho}>
      {lugar.tituloDestacado.length > 0 ? (
        <Destacado segmentos={lugar.tituloDestacado} />
      ) : (
        lugar.titulo
      )}
    </Link>
  );
}

/**
 * What tells a result from its neighbours at a glance: an event's date, place and whether it is
 * still to come; a standard's code; a document's category.
 */
function Detalhes({ resultado }: { resultado: ResultadoPesquisa }) {
  const partes = [resultado.local, resultado.codigo, resultado.categoria]
    .filter(Boolean)
    .join(' · ');
  if (!partes && !resultado.quando && !resultado.dataTexto) return null;
  return (
    <p className="resultado-pesquisa-detalhes small mb-1">
      {resultado.quando ? (
        <span
          className={`badge me-2 ${resultado.quando === 'agendado' ? 'text-bg-success' : 'text-bg-secondary'}`}
        >
          {resultado.quando === 'agendado' ? 'Agendado' : 'Realizado'}
        </span>
      ) : null}
      {resultado.dataTexto ? <time dateTime={resultado.data}>{resultado.dataTexto}</time> : null}
      {resultado.dataTexto && partes ? ' · ' : null}
      {partes}
    </p>
  );
}

/** A page's sections that matched, under it, each a link to its own place with its snippet. */
function SubResultados({ seccoes }: { seccoes: readonly SubResultadoPesquisa[] }) {
  if (seccoes.length === 0) return null;
  return (
    <ul className="resultado-pesquisa-seccoes list-unstyled mt-2 mb-0">
      {seccoes.map((seccao) => (
        <li key={seccao.caminho}>
          <h3 className="h6 mb-1">
            <Titulo lugar={seccao} />
          </h3>
          {seccao.excerto.length > 0 ? (
            <p className="resultado-pesquisa-excerto small mb-0">
              <Destacado segmentos={seccao.excerto} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * One page of results: each with its kind, its title as a link to the place, what tells it
 * apart, a snippet, and the sections of a page that matched under it.
 */
export function ListaResultados(props: { resultados: readonly ResultadoPesquisa[] }) {
  return (
    <ol className="list-unstyled d-flex flex-column gap-3 mb-0 resultados-pesquisa">
      {props.resultados.map((resultado) => (
        <li key={`${resultado.tipo} ${resultado.caminho}`}>
          <article className="resultado-pesquisa">
            <p className="resultado-pesquisa-tipo small text-body-secondary mb-1">
              {TIPOS_RESULTADO[resultado.tipo]}
            </p>
            <h2 className="h5 mb-1">
              <Titulo lugar={resultado} />
            </h2>
            <Detalhes resultado={resultado} />
            {resultado.excerto.length > 0 ? (
              <p className="resultado-pesquisa-excerto mb-0">
                <Destacado segmentos={resultado.excerto} />
              </p>
            ) : null}
            <SubResultados seccoes={resultado.subResultados} />
          </article>
        </li>
      ))}
    </ol>
  );
}
