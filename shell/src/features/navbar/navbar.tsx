import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useConfiguracaoSite } from '@site/shared/ui';

import { itemActivo, type ItemMenu } from './construir-menu';
import { DropdownNavbar, LigacoesDropdown } from './dropdown-navbar';
import { Logotipo } from './logotipo';
import { CLASSE_EXCEDENTE, CLASSE_EXPANDIDA } from './medir-menu';
import { MenuMais } from './menu-mais';
import { PesquisaNavbar } from './pesquisa-navbar';
import { useAbertoNoEndereco } from './use-aberto-no-endereco';
import { useDisposicaoMenu } from './use-disposicao-menu';
import { useMenu } from './use-menu';
import { useNavbarFixa } from './use-navbar-fixa';

/** A top-level entry: a link, or a dropdown of its links; `excedente` when it is under "Mais". */
function EntradaMenu({
  item,
  activo,
  excedente,
}: {
  item: ItemMenu;
  activo: boolean;
  excedente: boolean;
}) {
  if (!item.para) {
    return (
      <DropdownNavbar
        id={`menu-${item.id}`}
        texto={item.texto}
        activo={activo}
        classeItem={excedente ? CLASSE_EXCEDENTE : ''}
      >
        <LigacoesDropdown itens={item.itens} />
      </DropdownNavbar>
    );
  }
  return (
    <li className={`nav-item${excedente ? ` ${CLASSE_EXCEDENTE}` : ''}`}>
      <Link
        className={`nav-link${activo ? ' active' : ''}`}
        to={item.para}
        aria-current={activo ? 'page' : undefined}
      >
        {item.texto}
      </Link>
    </li>
  );
}

/**
 * The header: logo to home and the CMS-built menu (the built-in one while it loads or when it
 * fails), in a row from `lg` up with the entries that do not fit under "Mais", behind the toggler
 * on narrower screens where it does not fit, fixed to the top once scrolled past.
 */
export function Navbar() {
  const { associacao } = useConfiguracaoSite();
  const { pathname } = useLocation();
  const itens = useMenu(pathname);
  const cabecalho = useRef<HTMLElement>(null);
  const barra = useRef<HTMLElement>(null);
  const { fixa, altura } = useNavbarFixa(cabecalho, barra);
  const { emLinha, naLinha } = useDisposicaoMenu(barra, itens);
  // The collapsed (phone) menu: open from the toggler, closed again after each navigation.
  const { aberto: menuAberto, alternar: alternarMenu } = useAbertoNoEndereco(barra);

  return (
    <header ref={cabecalho} className="cabecalho-site">
      <div className="navbar-reserva" style={altura ? { minHeight: altura } : undefined}>
        <nav
          ref={barra}
          className={`navbar${emLinha ? ` ${CLASSE_EXPANDIDA}` : ''} navbar-light bg-white border-bottom${fixa ? ' fixed-top navbar-fixa shadow-sm' : ''}`}
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
                {itens.map((item, indice) => (
                  <EntradaMenu
                    key={item.id}
                    item={item}
                    activo={itemActivo(item, pathname)}
                    excedente={indice >= naLinha}
                  />
                ))}
                <MenuMais itens={itens} naLinha={naLinha} caminho={pathname} />
              </ul>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
