import type { ReactNode } from 'react';

import type { Evento } from '@site/shared/contract';
import { Icone, type NomeIcone } from '@site/shared/ui';

/** One fact of an event card (date, time, place): its icon, its name for screen readers, the value. */
export function FactoEvento(props: {
  icone: NomeIcone;
  /** Read out before the value ("Local"); `undefined` when the value says it itself. */
  rotulo?: string;
  /** The icon's gap: `me-2` in the lists' cards, `me-1` in the home page's compact ones. */
  margem: 'me-1' | 'me-2';
  children: ReactNode;
}) {
  return (
    <li>
      <Icone nome={props.icone} className={props.margem} />
      {props.rotulo ? <span className="visually-hidden">{`${props.rotulo}: `}</span> : null}
      {props.children}
    </li>
  );
}

/** Where the event takes place, when the CMS says. */
export function FactoLocal(props: { evento: Evento; margem: 'me-1' | 'me-2' }) {
  if (!props.evento.local) return null;
  return (
    <FactoEvento icone="local" rotulo="Local" margem={props.margem}>
      {props.evento.local}
    </FactoEvento>
  );
}
