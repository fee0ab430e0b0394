import { Route, Routes } from 'react-router-dom';

import { SeccaoSemPagina } from '@site/shared/ui';

import { PaginaEvento } from '../features/evento/pagina-evento';
import { SeccaoInscricao } from '../features/inscricao-evento/seccao-inscricao';
import { PaginaListaEventos } from '../features/lista-eventos/pagina-lista-eventos';
import { PaginaTipoEvento } from '../features/lista-eventos/pagina-tipo-evento';

/** The events section, mounted by the shell at `eventos/*`: lists, type pages and event pages. */
export default function SeccaoEventos() {
  return (
    <Routes>
      <Route index element={<PaginaListaEventos vista="todos" />} />
      <Route path="agendados" element={<PaginaListaEventos vista="agendados" />} />
      <Route path="realizados" element={<PaginaListaEventos vista="realizados" />} />
      <Route path="tipos/:idTipoEvento/:slug?" element={<PaginaTipoEvento />} />
      <Route
        path=":idEvento/:slug?"
        element={<PaginaEvento inscricao={(evento) => <SeccaoInscricao evento={evento} />} />}
      />
      <Route
        path="*"
        element={
          <SeccaoSemPagina
            seccao={{ texto: 'Eventos', para: '/eventos' }}
            mensagem="Esta página da secção de eventos não existe ou mudou de endereço."
            textoVoltar="Ver todos os eventos"
          />
        }
      />
    </Routes>
  );
}
