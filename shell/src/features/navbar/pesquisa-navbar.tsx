import { useRef, type KeyboardEvent } from 'react';

import { Icone } from '@site/shared/ui';

import { FormularioPesquisa } from '../../components/formulario-pesquisa';

/**
 * The navbar's search: a button (a native `<details>` disclosure, so it opens without JavaScript
 * too) that shows the search form under it. It takes one icon's width in the row, beside the
 * menu at every width: on a phone it sits after the toggler, outside the collapsed menu.
 */
export function PesquisaNavbar() {
  const caixa = useRef<HTMLDetailsElement>(null);
  const fechar = () => {
    if (caixa.current) caixa.current.open = false;
  };
  const aoAbrir = () => {
    if (caixa.current?.open) caixa.current.querySelector('input')?.focus();
  };
  const teclas = (evento: KeyboardEvent<HTMLElement>) => {
    if (evento.key !== 'Escape' || !caixa.current?.open) return;
    fechar();
    caixa.current.querySelector('summary')?.focus();
  };
  return (
    // The Escape key is a shortcut: the summary toggles the box from the keyboard as well.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={caixa} className="pesquisa-navbar" onToggle={aoAbrir} onKeyDown={teclas}>
      <summary className="pesquisa-navbar-botao" title="Pesquisar no sítio">
        <Icone nome="pesquisa" tamanho={20} />
        <span className="visually-hidden">Pesquisar no sítio</span>
      </summary>
      <div className="pesquisa-navbar-caixa shadow-sm">
        <FormularioPesquisa
          id="pesquisa-navbar-q"
          nome="Pesquisar no sítio"
          rotulo="Pesquisar no sítio"
          rotuloVisivel
          placeholder="Eventos, normas, documentos…"
          aoPesquisar={fechar}
        />
      </div>
    </details>
  );
}
