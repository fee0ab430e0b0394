import { useEffect, useRef, useState } from 'react';

import type { Evento } from '@site/shared/contract';

import { EventoCard } from './evento-card';
import { TAMANHO_PAGINA } from './regras-lista';

/**
 * A grid of event cards that shows {@link TAMANHO_PAGINA} at a time; "show more" reveals the next
 * ones, moves focus to the first new card and announces how many are shown.
 */
export function GrelhaEventos({ eventos }: { eventos: readonly Evento[] }) {
  const [quantos, setQuantos] = useState(TAMANHO_PAGINA);
  const [primeiroNovo, setPrimeiroNovo] = useState<number | null>(null);
  const lista = useRef<HTMLUListElement>(null);
  const mostrados = eventos.slice(0, quantos);
  const faltam = eventos.length - mostrados.length;

  useEffect(() => {
    if (primeiroNovo === null) return;
    lista.current?.children[primeiroNovo]?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
  }, [primeiroNovo]);

  function mostrarMais() {
    setPrimeiroNovo(quantos);
    setQuantos(quantos + TAMANHO_PAGINA);
  }

  return (
    <>
      <ul className="row g-4 list-unstyled mb-0" ref={lista}>
        {mostrados.map((evento, indice) => (
          <li className="col-sm-6 col-lg-4" key={evento.idEvento}>
            <EventoCard evento={evento} prioritario={indice === 0} />
          </li>
        ))}
      </ul>
      <div className="text-center mt-4">
        <p className="small text-body-secondary mb-2" role="status">
          {eventos.length > TAMANHO_PAGINA
            ? `A mostrar ${mostrados.length} de ${eventos.length} eventos.`
            : ''}
        </p>
        {faltam > 0 ? (
          <button type="button" className="btn btn-outline-primary" onClick={mostrarMais}>
            Mostrar mais eventos
          </button>
        ) : null}
      </div>
    </>
  );
}
