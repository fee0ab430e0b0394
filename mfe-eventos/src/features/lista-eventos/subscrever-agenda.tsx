import { useId } from 'react';

import { Icone, LigacaoExterna, useOrigemPublica, type LigacaoAlternativa } from '@site/shared/ui';

/** The calendar feed at `caminho` as the page's head links it (`rel="alternate"`). */
export function agendaAlternativa(caminho: string, titulo: string): LigacaoAlternativa {
  return { tipo: 'text/calendar', href: caminho, titulo };
}

/** The feed's addresses: https to copy, webcal:// for calendar apps, Google's subscription page. */
function enderecosAgenda(caminho: string, origem: string) {
  const https = new URL(caminho, origem).href;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  };
}

/**
 * "Subscrever a agenda": the calendar feed at `caminho` for a phone's or computer's calendar
 * (webcal://), for Google Calendar, and as an address to copy; plain links, without JavaScript.
 */
export function SubscreverAgenda(props: { caminho: string; descricao: string }) {
  const enderecos = enderecosAgenda(props.caminho, useOrigemPublica());
  const titulo = useId();
  const campo = useId();
  return (
    <section className="card subscrever-agenda mt-5" aria-labelledby={titulo}>
      <div className="card-body">
        <h2 id={titulo} className="h5">
          <Icone nome="calendario" className="me-2" />
          Subscrever a agenda
        </h2>
        <p>{props.descricao}</p>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <a className="btn btn-primary" href={enderecos.webcal}>
            Subscrever no calendário
          </a>
          <LigacaoExterna className="btn btn-outline-primary" href={enderecos.google}>
            Subscrever no Google Calendar
          </LigacaoExterna>
        </div>
        <label className="form-label small mb-1" htmlFor={campo}>
          Endereço da agenda, para outras aplicações de calendário
        </label>
        <input id={campo} className="form-control" type="url" readOnly value={enderecos.https} />
      </div>
    </section>
  );
}
