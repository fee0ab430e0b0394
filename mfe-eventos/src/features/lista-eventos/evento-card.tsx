import { Link } from 'react-router-dom';

import { caminhoEvento, formatarData, formatarHora, type Evento } from '@site/shared/contract';
import { Icone } from '@site/shared/ui';

import './eventos.css';

/** One event in a list: image, type, title (the link to its page), date, time and place. */
export function EventoCard(props: {
  evento: Evento;
  /** The first card is above the fold: load its image at once. */
  prioritario?: boolean;
}) {
  const { evento, prioritario = false } = props;
  return (
    <article className="evento-card card h-100">
      {/* The image repeats the title beside it, so it is decorative for screen readers. */}
      <img
        className="card-img-top evento-card-imagem"
        src={evento.imagemUrl}
        alt=""
        width={evento.imagemLargura}
        height={evento.imagemAltura}
        loading={prioritario ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="card-body d-flex flex-column">
        <p className="evento-card-tipo mb-2">{evento.tipoEvento}</p>
        <h2 className="h5 card-title fw-semibold">
          <Link className="stretched-link evento-card-ligacao" to={caminhoEvento(evento)}>
            {evento.titulo}
          </Link>
        </h2>
        <ul className="list-unstyled small text-body-secondary mb-0 mt-auto evento-card-factos">
          <li>
            <Icone nome="calendario" className="me-2" />
            <span className="visually-hidden">Data: </span>
            <time dateTime={evento.dataInicio}>{formatarData(evento.dataInicio)}</time>
          </li>
          <li>
            <Icone nome="relogio" className="me-2" />
            <span className="visually-hidden">Hora: </span>
            {formatarHora(evento.dataInicio)}
          </li>
          <li>
            <Icone nome="local" className="me-2" />
            <span className="visually-hidden">Local: </span>
            {evento.local}
          </li>
        </ul>
      </div>
    </article>
  );
}
