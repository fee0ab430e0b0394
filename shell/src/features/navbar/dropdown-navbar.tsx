import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { ItemMenu } from './construir-menu';
import { useAbertoNoEndereco } from './use-aberto-no-endereco';
import { useFecharFora } from './use-fechar-fora';

/** Moves the focus through the links `seletor` finds in a list with the arrow keys, as Bootstrap did. */
function percorrerComSetas(
  evento: KeyboardEvent<HTMLElement>,
  lista: HTMLElement | null,
  seletor: string,
): void {
  if (evento.key !== 'ArrowDown' && evento.key !== 'ArrowUp') return;
  const ligacoes = Array.from(lista?.querySelectorAll<HTMLElement>(seletor) ?? []);
  if (ligacoes.length === 0) return;
  evento.preventDefault();
  const actual = ligacoes.indexOf(document.activeElement as HTMLElement);
  const passo = evento.key === 'ArrowDown' ? 1 : -1;
  const seguinte = actual === -1 ? 0 : Math.min(ligacoes.length - 1, Math.max(0, actual + passo));
  ligacoes[seguinte]?.focus();
}

/** A class attribute from its parts, leaving out the empty and false ones. */
const classes = (...partes: (string | false)[]) => partes.filter(Boolean).join(' ');

interface PropsDropdown {
  /** The button's id; its list's is `${id}-ligacoes`. */
  id: string;
  texto: string;
  activo: boolean;
  /** Classes of the `<li>` besides `nav-item dropdown`, and of the list besides `dropdown-menu`. */
  classeItem?: string;
  classeLista?: string;
  escondido?: boolean;
  /** The links the arrow keys go through (the list's visible `.dropdown-item`s). */
  seletorLigacoes?: string;
  /** The list's `<li>`s. */
  children: ReactNode;
}

/**
 * A top-level entry with links of its own: a button that shows and hides them (a disclosure),
 * opened from the keyboard too (Enter, Space, the down arrow), closed by Escape, a click outside
 * or the focus leaving it, and by each navigation.
 */
export function DropdownNavbar({
  id,
  texto,
  activo,
  classeItem = '',
  classeLista = '',
  escondido = false,
  seletorLigacoes = '.dropdown-item',
  children,
}: PropsDropdown) {
  const zona = useRef<HTMLLIElement>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const lista = useRef<HTMLUListElement>(null);
  const { aberto, abrir, fechar, alternar } = useAbertoNoEndereco(zona);
  useFecharFora(aberto, fechar, zona, botao);
  const teclas = (evento: KeyboardEvent<HTMLElement>) => {
    if (evento.key === 'ArrowDown' && !aberto) abrir();
    percorrerComSetas(evento, lista.current, seletorLigacoes);
  };

  return (
    // The arrow keys are a shortcut: the button and the links work from the keyboard as they are.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={zona}
      className={classes('nav-item dropdown', classeItem)}
      hidden={escondido}
      onKeyDown={teclas}
    >
      <button
        ref={botao}
        type="button"
        id={id}
        className={classes('nav-link dropdown-toggle', aberto && 'show', activo && 'active')}
        aria-expanded={aberto}
        aria-controls={`${id}-ligacoes`}
        aria-current={activo ? 'true' : undefined}
        onClick={alternar}
      >
        {texto}
      </button>
      <ul
        ref={lista}
        id={`${id}-ligacoes`}
        className={classes('dropdown-menu', classeLista, aberto && 'show')}
        aria-labelledby={id}
      >
        {children}
      </ul>
    </li>
  );
}

/** A dropdown's links as the row's dropdowns and "Mais" both list them. */
export function LigacoesDropdown({ itens }: Pick<ItemMenu, 'itens'>) {
  return itens.map((ligacao) => (
    <li key={`${ligacao.para}-${ligacao.texto}`}>
      <Link className="dropdown-item" to={ligacao.para}>
        {ligacao.texto}
      </Link>
    </li>
  ));
}
