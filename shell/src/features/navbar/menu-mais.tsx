import { Link } from 'react-router-dom';

import { itemActivo, type ItemMenu } from './construir-menu';
import { DropdownNavbar, LigacoesDropdown } from './dropdown-navbar';
import { CLASSE_EXCEDENTE, CLASSE_MAIS } from './medir-menu';

/** An entry's copy under "Mais": its link, or its name over its own links. */
function CopiaEntrada({ item, activo }: { item: ItemMenu; activo: boolean }) {
  if (item.para) {
    return (
      <Link
        className={`dropdown-item${activo ? ' active' : ''}`}
        to={item.para}
        aria-current={activo ? 'page' : undefined}
      >
        {item.texto}
      </Link>
    );
  }
  const id = `menu-mais-${item.id}`;
  return (
    <>
      <span className="dropdown-header" id={id}>
        {item.texto}
      </span>
      <ul className="list-unstyled submenu-mais" aria-labelledby={id}>
        <LigacoesDropdown itens={item.itens} />
      </ul>
    </>
  );
}

/**
 * The last entry of the row from `lg` up when the others do not all fit (priority+): "Mais", a
 * dropdown like the others, with the entries the row leaves out. It holds a copy of every entry,
 * shown only for those left out, so that the page's inline script can lay the server's HTML out
 * before React runs by setting classes alone; where everything fits it is hidden.
 */
export function MenuMais({
  itens,
  naLinha,
  caminho,
}: {
  itens: readonly ItemMenu[];
  naLinha: number;
  caminho: string;
}) {
  // The current section is under "Mais": "Mais" is highlighted in its place.
  const activo = itens.some((item, indice) => indice >= naLinha && itemActivo(item, caminho));
  return (
    <DropdownNavbar
      id="menu-mais"
      texto="Mais"
      activo={activo}
      classeItem={CLASSE_MAIS}
      classeLista="dropdown-menu-end"
      escondido={naLinha >= itens.length}
      seletorLigacoes={`.${CLASSE_EXCEDENTE} .dropdown-item`}
    >
      {itens.map((item, indice) => (
        <li key={item.id} className={indice >= naLinha ? CLASSE_EXCEDENTE : undefined}>
          <CopiaEntrada item={item} activo={itemActivo(item, caminho)} />
        </li>
      ))}
    </DropdownNavbar>
  );
}
