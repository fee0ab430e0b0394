import { useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useConfiguracaoSite } from '@site/shared/ui';

import { itemActivo, type ItemMenu } from './construir-menu';
import { Logotipo } from './logotipo';
import { CLASSE_EXPANDIDA } from './medir-menu';
import { PesquisaNavbar } from './pesquisa-navbar';
import { useAbertoNoEndereco } from './use-aberto-no-endereco';
import { useFecharFora } from './use-fechar-fora';
import { useMenu } from './use-menu';
import { useMenuExpandido } from './use-menu-expandido';
import { useNavbarFixa } from './use-navbar-fixa';

/** Moves the focus through a dropdown's links with the arrow keys, as Bootstrap's plugin did. */
function percorrerComSetas(evento: KeyboardEvent<HTMLElement>, lista: HTMLElement | null): void {
  if (evento.key !== 'ArrowDown' && evento.key !== 'ArrowUp') return;
  const ligacoes = Array.from(lista?.querySelectorAll<HTMLElement>('.dropdown-item') ?? []);
  if (ligacoes.length === 0) return;
  evento.preventDefault();
  const actual = ligacoes.indexOf(document.activeElement as HTMLElement);
  const passo = evento.key === 'ArrowDown' ? 1 : -1;
  const seguinte = actual === -1 ? 0 : Math.min(ligacoes.length - 1, Math.max(0, actual + passo));
  ligacoes[seguinte]?.focus();
}

/** A top-level entry with links of its own: a button that shows and hides them (a disclosure). */
function Dropdown({ item, activo }: { item: ItemMenu; activo: boolean }) {
  const id = `menu-${item.id}`;
  const zona = useRef<HTMLLIElement>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const lista = useRef<HTMLUListElement>(null);
  const { aberto, abrir, fechar, alternar } = useAbertoNoEndereco(zona);
  useFecharFora(aberto, fechar, zona, botao);
  const teclas = (evento: KeyboardEvent<HTMLElement>) => {
    if (evento.key === 'ArrowDown' && !aberto) abrir();
    percorrerComSetas(evento, lista.current);
  };

  return (
    <li ref={zona} className="nav-item dropdown">
      <button
        ref={botao}
        type="button"
        id={id}
        className={`nav-link dropdown-toggle${aberto ? ' show' : ''}${activo ? ' active' : ''}`}
        aria-expanded={aberto}
        aria-controls={`${id}-ligacoes`}
        aria-current={activo ? 'true' : undefined}
        onClick={alternar}
        onKeyDown={teclas}
      >
        {item.texto}
      </button>
      <ul
        ref={lista}
        id={`${id}-ligacoes`}
        className={`dropdown-menu${aberto ? ' show' : ''}`}
        aria-labelledby={id}
      >
        {item.itens.map((ligacao) => (
          <li key={`${ligacao.para}-${ligacao.texto}`}>
            <Link className="dropdown-item" to={ligacao.para} onKeyDown={teclas}>
              {ligacao.texto}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The header: logo to home and the CMS-built menu (the built-in one while it loads or when it
 * fails), behind the toggler wherever it does not fit in a row, fixed to the top once scrolled past.
 */
export function Navbar() {
  const { associacao } = useConfiguracaoSite();
  const { pathname } = useLocation();
  const itens = useMenu(pathname);
  const cabecalho = useRef<HTMLElement>(null);
  const barra = useRef<HTMLElement>(null);
  const { fixa, altura } = useNavbarFixa(cabecalho, barra);
  const expandido = useMenuExpandido(barra, itens);
  // The collapsed (phone) menu: open from the toggler, closed again after each navigation.
  const { aberto: menuAberto, alternar: alternarMenu } = useAbertoNoEndereco(barra);

  return (
    <header ref={cabecalho} className="cabecalho-site">
      <div className="navbar-reserva" style={altura ? { minHeight: altura } : undefined}>
        <nav
          ref={barra}
          className={`navbar${expandido ? ` ${CLASSE_EXPANDIDA}` : ''} navbar-light bg-white border-bottom${fixa ? ' fixed-top navbar-fixa shadow-sm' : ''}`}
          aria-label="Navegação principal"
        >
          <div className="container">
            <Link
              className="navbar-brand d-flex align-items-center gap-2"
              to="/"
              aria-label={`${associacao.nome} — página inicial`}
            >
              <Logotipo />
              <span className="marca-sigla">{associacao.sigla}</span>
            </Link>
            <button
              className={`navbar-toggler${menuAberto ? '' : ' collapsed'}`}
              type="button"
              aria-controls="menu-principal"
              aria-expanded={menuAberto}
              aria-label="Abrir o menu"
              onClick={alternarMenu}
            >
              <span className="navbar-toggler-icon" />
            </button>
            <PesquisaNavbar />
            <div
              className={`collapse navbar-collapse${menuAberto ? ' show' : ''}`}
              id="menu-principal"
            >
              <ul className="navbar-nav ms-auto">
                {itens.map((item) => {
                  const activo = itemActivo(item, pathname);
                  if (!item.para) return <Dropdown key={item.id} item={item} activo={activo} />;
                  return (
                    <li className="nav-item" key={item.id}>
                      <Link
                        className={`nav-link${activo ? ' active' : ''}`}
                        to={item.para}
                        aria-current={activo ? 'page' : undefined}
                      >
                        {item.texto}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
