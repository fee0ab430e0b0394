import { useState } from 'react';

import { caminhoEvento, caminhoIcsEvento, type Evento } from '@site/shared/contract';
import { Icone, LigacaoExterna, useEnderecoCanonico, useNoNavegador } from '@site/shared/ui';

import { urlGoogleCalendar } from './google-calendar';

/**
 * The event's calendar links (the server's .ics file and Google Calendar's template, plain links
 * that work without JavaScript) and, once in the browser, the system's share sheet and copying
 * the event's address.
 */
export function AccoesEvento({ evento }: { evento: Evento }) {
  const [estado, setEstado] = useState('');
  const noNavegador = useNoNavegador();
  const url = useEnderecoCanonico(caminhoEvento(evento));
  const podePartilhar = noNavegador && typeof navigator.share === 'function';

  async function copiarLigacao() {
    try {
      await navigator.clipboard.writeText(url);
      setEstado('Ligação copiada');
    } catch {
      setEstado('Não foi possível copiar a ligação. Copie o endereço na barra do navegador.');
    }
  }

  async function partilhar() {
    try {
      await navigator.share({ title: evento.titulo, text: evento.resumo, url });
    } catch (erro) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(erro instanceof DOMException && erro.name === 'AbortError')) await copiarLigacao();
    }
  }

  return (
    <div className="d-grid gap-2">
      <a className="btn btn-primary" href={caminhoIcsEvento(evento.idEvento)}>
        <Icone nome="calendario" className="me-2" />
        Adicionar ao calendário
      </a>
      <LigacaoExterna className="btn btn-outline-primary" href={urlGoogleCalendar(evento, url)}>
        <Icone nome="calendario" className="me-2" />
        Adicionar ao Google Calendar
      </LigacaoExterna>
      {podePartilhar ? (
        <button type="button" className="btn btn-outline-primary" onClick={() => void partilhar()}>
          <Icone nome="partilhar" className="me-2" />
          Partilhar
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => void copiarLigacao()}
      >
        <Icone nome="ligacao" className="me-2" />
        Copiar ligação
      </button>
      <p className="small mb-0 text-center evento-estado-partilha" role="status">
        {estado}
      </p>
    </div>
  );
}
