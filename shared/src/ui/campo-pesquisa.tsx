import type { Ref } from 'react';

import { Icone } from './icone';

/** The site's search box: a labelled `type=search` field with the search icon, filtering as you type. */
export function CampoPesquisa({
  ref,
  ...props
}: {
  id: string;
  rotulo: string;
  valor: string;
  aoMudar: (valor: string) => void;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}) {
  return (
    <>
      <label htmlFor={props.id} className="form-label fw-semibold">
        {props.rotulo}
      </label>
      <div className={props.className ?? 'input-group'}>
        <span className="input-group-text" aria-hidden="true">
          <Icone nome="pesquisa" />
        </span>
        <input
          ref={ref}
          id={props.id}
          type="search"
          className="form-control"
          value={props.valor}
          onChange={(evento) => props.aoMudar(evento.target.value)}
          placeholder={props.placeholder}
          autoComplete="off"
        />
      </div>
    </>
  );
}
