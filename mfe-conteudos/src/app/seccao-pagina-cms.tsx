import '../estilos/conteudos.css';

import { Route, Routes } from 'react-router-dom';

import { PaginaCms } from '../features/pagina-cms/pagina-cms';
import { PaginaCmsInexistente } from '../features/pagina-cms/pagina-cms-inexistente';

/** The generic CMS page, mounted by the shell at `pagina/*`: `:id[/:idSeccao]/:slug`. */
export default function SeccaoPaginaCms() {
  return (
    <Routes>
      <Route path=":id" element={<PaginaCms />} />
      <Route path=":id/:slug" element={<PaginaCms />} />
      <Route path=":id/:idSeccao/:slug" element={<PaginaCms />} />
      <Route path="*" element={<PaginaCmsInexistente />} />
    </Routes>
  );
}
