import '../estilos/conteudos.css';
import '../estilos/galeria.css';

import { Route, Routes } from 'react-router-dom';

import { PaginaAlbum } from '../features/galeria/pagina-album';
import { PaginaGaleria } from '../features/galeria/pagina-galeria';

/**
 * The gallery, mounted by the shell at `galeria/*`: the albums, and `:slug/*` for an album, where
 * `:slug/:idImagem` opens that photo in the lightbox (one route, so the album stays mounted).
 */
export default function SeccaoGaleria() {
  return (
    <Routes>
      <Route index element={<PaginaGaleria />} />
      <Route path=":slug/*" element={<PaginaAlbum />} />
    </Routes>
  );
}
