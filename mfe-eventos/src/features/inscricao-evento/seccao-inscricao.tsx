import { lazy, useState } from 'react';

import { eventoAgendado, MENSAGENS, type Evento } from '@site/shared/contract';
import { LimiteErro } from '@site/shared/ui';

import { inscricoesAbertas } from './regras-inscricao';

/**
 * The form and its kit (React Hook Form, the human check) are a chunk of their own, loaded only
 * for an event still open to sign-up; its boundary hydrates apart from the rest of the page.
 */
const FormularioInscricao = lazy(() =>
  import('./formulario-inscricao').then((modulo) => ({ default: modulo.FormularioInscricao })),
);

/** The sign-up part of an event page: the form while sign-up is open, otherwise why not. */
export function SeccaoInscricao({ evento }: { evento: Evento }) {
  const [agora] = useState(() => new Date());
  if (inscricoesAbertas(evento, agora)) {
    return (
      <LimiteErro nome="o formulário de inscrição">
        <FormularioInscricao evento={evento} />
      </LimiteErro>
    );
  }
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
