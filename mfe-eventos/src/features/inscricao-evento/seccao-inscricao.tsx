import { memo, useState } from 'react';

import { eventoAgendado, MENSAGENS, type Evento } from '@site/shared/contract';
import { lazyAoAparecer, LimiteErro } from '@site/shared/ui';

import { inscricoesAbertas } from './regras-inscricao';

/**
 * The form and its kit (React Hook Form, the human check) are a chunk of their own, loaded only
 * for an event still open to sign-up, once its section (`#inscricao`, below the event's text)
 * comes near the screen; it hydrates in its own boundary.
 */
const FormularioInscricao = lazyAoAparecer('inscricao', () =>
  import('./formulario-inscricao').then((modulo) => modulo.FormularioInscricao),
);

/**
 * Memoised: the page renders again (a refetch, the hash), and an update reaching a boundary that
 * has not hydrated yet would make React drop the server's form for its fallback.
 */
const Formulario = memo(function Formulario({ evento }: { evento: Evento }) {
  return (
    <LimiteErro nome="o formulário de inscrição">
      <FormularioInscricao evento={evento} />
    </LimiteErro>
  );
});

/** The sign-up part of an event page: the form while sign-up is open, otherwise why not. */
export function SeccaoInscricao({ evento }: { evento: Evento }) {
  const [agora] = useState(() => new Date());
  if (inscricoesAbertas(evento, agora)) return <Formulario evento={evento} />;
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
