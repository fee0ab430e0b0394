import { useState } from 'react';

import { eventoAgendado, MENSAGENS, type Evento } from '@site/shared/contract';

import { FormularioInscricao } from './formulario-inscricao';
import { inscricoesAbertas } from './regras-inscricao';

/** The sign-up part of an event page: the form while sign-up is open, otherwise why not. */
export function SeccaoInscricao({ evento }: { evento: Evento }) {
  const [agora] = useState(() => new Date());
  if (inscricoesAbertas(evento, agora)) return <FormularioInscricao evento={evento} />;
  const motivo = !eventoAgendado(evento, agora)
    ? 'Este evento já se realizou.'
    : evento.vagas === 0
      ? 'A lotação deste evento está esgotada.'
      : null;
  return (
    <div className="alert alert-secondary mb-0">
      <p className="mb-0">
        {motivo ? `${MENSAGENS.inscricoesEncerradas} ${motivo}` : MENSAGENS.inscricoesEncerradas}
      </p>
    </div>
  );
}
