import { formatarData, formatarHora, type Evento } from '@site/shared/contract';

import { FactoEvento, FactoLocal } from '../../components/facto-evento';
import { ImagemEvento } from '../../components/imagem-evento';
import { TituloCartaoEvento } from '../../components/titulo-cartao-evento';

import './eventos.css';

/**
 * A card's width: one column on phones, two from 576 px, three from 992 px (`col-sm-6 col-lg-4`
 * with 24 px gutters in the Bootstrap container), less the card's 1 px borders.
 */
const TAMANHOS_CARTAO =
  '(min-width: 1400px) 414px, (min-width: 1200px) 354px, (min-width: 992px) 294px, ' +
  '(min-width: 768px) 334px, (min-width: 576px) 244px, calc(100vw - 26px)';

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
      <ImagemEvento
        evento={evento}
        className="card-img-top evento-card-imagem"
        alt=""
        sizes={TAMANHOS_CARTAO}
        prioritario={prioritario}
      />
      <div className="card-body d-flex flex-column">
        <TituloCartaoEvento evento={evento} cartao="lista" />
        <ul className="list-unstyled small text-body-secondary mb-0 mt-auto evento-card-factos">
          <FactoEvento icone="calendario" rotulo="Data" margem="me-2">
            <time dateTime={evento.dataInicio}>{formatarData(evento.dataInicio)}</time>
          </FactoEvento>
          <FactoEvento icone="relogio" rotulo="Hora" margem="me-2">
            {formatarHora(evento.dataInicio)}
          </FactoEvento>
          <FactoLocal evento={evento} margem="me-2" />
        </ul>
      </div>
    </article>
  );
}
