import { Route, Routes } from 'react-router-dom';

import { SeccaoSemPagina } from '@site/shared/ui';

import { PaginaAssociados } from '../features/associados/pagina-associados';
import { PaginaCandidatura } from '../features/candidatura/pagina-candidatura';

/** `associados/*`: the associates page and the membership application. */
export default function SeccaoAssociados() {
  return (
    <Routes>
      <Route index element={<PaginaAssociados />} />
      <Route path="inscricao" element={<PaginaCandidatura />} />
      <Route
        path="*"
        element={
          <SeccaoSemPagina
            seccao={{ texto: 'Associados', para: '/associados' }}
            mensagem="A página de associados que procura não existe."
            textoVoltar="Ver a página de associados"
          />
        }
      />
    </Routes>
  );
}
