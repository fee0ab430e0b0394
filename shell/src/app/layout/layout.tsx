import { Outlet } from 'react-router-dom';

import { Navbar } from '../../features/navbar/navbar';
import { Rodape } from '../../features/rodape/rodape';
import { useScrollNavegacao } from '../scroll/use-scroll-navegacao';

/** Header with the navbar, the routed main area (at least 50vh) and the footer. */
export function Layout() {
  useScrollNavegacao();
  return (
    <>
      <Navbar />
      <main id="conteudo" className="conteudo-principal" tabIndex={-1}>
        <Outlet />
      </main>
      <Rodape />
    </>
  );
}
