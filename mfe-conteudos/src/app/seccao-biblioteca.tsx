import '../estilos/conteudos.css';

import { Route, Routes } from 'react-router-dom';

import { PaginaBiblioteca } from '../features/biblioteca/pagina-biblioteca';

/** The library section, mounted by the shell at `biblioteca/*`. */
export default function SeccaoBiblioteca() {
  return (
    <Routes>
      <Route index element={<PaginaBiblioteca />} />
      <Route path="*" element={<PaginaBiblioteca />} />
    </Routes>
  );
}
