import { NavLink } from 'react-router-dom';

import { VISTAS, type Vista } from './regras-lista';

const ORDEM: readonly Vista[] = ['todos', 'agendados', 'realizados'];

/** The switch between the three lists; the active one carries aria-current="page". */
export function SeparadorVistas() {
  return (
    <nav aria-label="Listas de eventos" className="mb-4">
      <ul className="nav nav-pills separador-vistas">
        {ORDEM.map((vista) => (
          <li className="nav-item" key={vista}>
            <NavLink
              end
              to={VISTAS[vista].para}
              className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}
            >
              {VISTAS[vista].rotulo}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
