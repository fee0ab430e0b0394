import { Link } from 'react-router-dom';

import { caminhoTipoEvento, formatarIntervalo, type Evento } from '@site/shared/contract';

import { useNomeTipoEvento } from '../../lib/use-nome-tipo-evento';

/** "25 vagas disponíveis" or "Lotação esgotada". */
function textoVagas(vagas: number): string {
  if (vagas <= 0) return 'Lotação esgotada';
  return vagas === 1 ? '1 vaga disponível' : `${vagas} vagas disponíveis`;
}

/** The facts of an event: when, where, what kind, price and places. */
export function FactosEvento({ evento }: { evento: Evento }) {
  const nomeTipo = useNomeTipoEvento(evento);
  return (
    <dl className="mb-3">
      <dt>Data</dt>
      <dd>
        <time dateTime={evento.dataInicio}>
          {formatarIntervalo(evento.dataInicio, evento.dataFim)}
        </time>
      </dd>
      {evento.local || evento.morada ? (
        <>
          <dt>Local</dt>
          <dd>
            {evento.local}
            {evento.morada ? (
              <span className="d-block small text-body-secondary">{evento.morada}</span>
            ) : null}
          </dd>
        </>
      ) : null}
      {evento.idTipoEvento !== null && nomeTipo ? (
        <>
          <dt>Tipo de evento</dt>
          <dd>
            <Link
              to={caminhoTipoEvento({ idTipoEvento: evento.idTipoEvento, tipoEvento: nomeTipo })}
            >
              {nomeTipo}
            </Link>
          </dd>
        </>
      ) : null}
      <dt>Preço</dt>
      <dd>{evento.preco || 'A indicar'}</dd>
      {evento.vagas === null ? null : (
        <>
          <dt>Vagas</dt>
          <dd>{textoVagas(evento.vagas)}</dd>
        </>
      )}
    </dl>
  );
}
