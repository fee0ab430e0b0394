import { Link } from 'react-router-dom';

import { caminhoTipoEvento, formatarIntervalo, type Evento } from '@site/shared/contract';

/** "25 vagas disponíveis", "Lotação esgotada" or "Sem limite de vagas". */
export function textoVagas(vagas: number | null): string {
  if (vagas === null) return 'Sem limite de vagas';
  if (vagas <= 0) return 'Lotação esgotada';
  return vagas === 1 ? '1 vaga disponível' : `${vagas} vagas disponíveis`;
}

/** The facts of an event: when, where, what kind, price and places. */
export function FactosEvento({ evento }: { evento: Evento }) {
  return (
    <dl className="mb-3">
      <dt>Data</dt>
      <dd>
        <time dateTime={evento.dataInicio}>
          {formatarIntervalo(evento.dataInicio, evento.dataFim)}
        </time>
      </dd>
      <dt>Local</dt>
      <dd>
        {evento.local}
        {evento.morada ? (
          <span className="d-block small text-body-secondary">{evento.morada}</span>
        ) : null}
      </dd>
      <dt>Tipo de evento</dt>
      <dd>
        <Link to={caminhoTipoEvento(evento)}>{evento.tipoEvento}</Link>
      </dd>
      <dt>Preço</dt>
      <dd>{evento.preco || 'A indicar'}</dd>
      <dt>Vagas</dt>
      <dd>{textoVagas(evento.vagas)}</dd>
    </dl>
  );
}
