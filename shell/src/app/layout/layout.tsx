import { Outlet, useLocation } from 'react-router-dom';

import { LimiteErro } from '@site/shared/ui';

import { Navbar } from '../../features/navbar/navbar';
import { Rodape } from '../../features/rodape/rodape';
import { useScrollNavegacao } from '../scroll/use-scroll-navegacao';

/** Header with the navbar, the routed main area (at least 50vh) and the footer. */
export function Layout() {
  useScrollNavegacao();
  const { pathname } = useLocation();
  return (
    <>
      <LimiteErro nome="o menu" compacto>
        <Navbar />
      </LimiteErro>
      <main id="conteudo" className="conteudo-principal" tabIndex={-1}>
        {/* A page that failed does not stay failed on the next address. */}
        <LimiteErro nome="esta página" chaveReinicio={pathname}>
          <Outlet />
        </LimiteErro>
      </main>
      <LimiteErro nome="o rodapé" compacto>
        <Rodape />
      </LimiteErro>
    </>
  );
}
