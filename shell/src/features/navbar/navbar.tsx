import Collapse from 'bootstrap/js/dist/collapse';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useConfiguracaoSite } from '@site/shared/ui';

import { itemActivo, type ItemMenu } from './construir-menu';
import { Logotipo } from './logotipo';
import { CLASSE_EXPANDIDA } from './medir-menu';
import { useMenu } from './use-menu';
import { useMenuExpandido } from './use-menu-expandido';
import { useNavbarFixa } from './use-navbar-fixa';

function Dropdown({ item, activo }: { item: ItemMenu; activo: boolean }) {
  const id = `menu-${item.id}`;
  return (
    <li className="nav-item dropdown">
      <button
        type="button"
        id={id}
        className={`nav-link dropdown-toggle${activo ? ' active' : ''}`}
        data-bs-toggle="dropdown"
        aria-expanded="false"
        aria-current={activo ? 'true' : undefined}
      >
        {item.texto}
      </button>
      <ul className="dropdown-menu" aria-labelledby={id}>
        {item.itens.map((ligacao) => (
          <li key={`${ligacao.para}-${ligacao.texto}`}>
            <Link className="dropdown-item" to={ligacao.para}>
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
  const { pathname, hash } = useLocation();
  const itens = useMenu(pathname);
  const cabecalho = useRef<HTMLElement>(null);
  const barra = useRef<HTMLElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const { fixa, altura } = useNavbarFixa(cabecalho, barra);
  const expandido = useMenuExpandido(barra, itens);

  useEffect(() => {
    // Close the collapsed mobile menu after each navigation, through Bootstrap so its state and
    // the toggler's aria-expanded stay right; a menu still opening is closed once it has opened.
    const elemento = menu.current;
    if (!elemento) return undefined;
    const colapso = Collapse.getOrCreateInstance(elemento, { toggle: false });
    if (elemento.classList.contains('collapsing')) {
      const fechar = () => colapso.hide();
      elemento.addEventListener('shown.bs.collapse', fechar, { once: true });
      return () => elemento.removeEventListener('shown.bs.collapse', fechar);
    }
    if (elemento.classList.contains('show')) colapso.hide();
    return undefined;
  }, [pathname, hash]);

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
              className="navbar-toggler"
              type="button"
              data-bs-toggle="collapse"
              data-bs-target="#menu-principal"
              aria-controls="menu-principal"
              aria-expanded="false"
              aria-label="Abrir o menu"
            >
              <span className="navbar-toggler-icon" />
            </button>
            <div ref={menu} className="collapse navbar-collapse" id="menu-principal">
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
