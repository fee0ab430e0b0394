import '../estilos/conteudos.css';

import { Route, Routes } from 'react-router-dom';

import { PaginaNormalizacao } from '../features/normalizacao/pagina-normalizacao';

/** The standards section, mounted by the shell at `normalizacao/*`. */
export default function SeccaoNormalizacao() {
  return (
    <Routes>
      <Route index element={<PaginaNormalizacao />} />
      <Route path="*" element={<PaginaNormalizacao />} />
    </Routes>
  );
}
