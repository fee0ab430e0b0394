import { useCallback, useId, useRef, useState } from 'react';

import { Vazio } from '@site/shared/ui';

/**
 * The state of a page's search box: the term typed so far, the props of its `CampoPesquisa`, and
 * `limpar`, which empties it and puts the focus back in it.
 */
export function usePesquisa() {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [termo, setTermo] = useState('');
  const limpar = useCallback(() => {
    setTermo('');
    ref.current?.focus();
  }, []);
  return { termo, limpar, campo: { id, ref, valor: termo, aoMudar: setTermo } };
}

/** What a searched list shows when nothing matches: why, and a button that clears the search. */
export function SemResultados(props: { texto: string; aoLimpar: () => void }) {
  return (
    <Vazio texto={props.texto}>
      <button type="button" className="btn btn-outline-primary" onClick={props.aoLimpar}>
        Limpar pesquisa
      </button>
    </Vazio>
  );
}
