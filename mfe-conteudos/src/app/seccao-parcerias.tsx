import '../estilos/conteudos.css';

import { PaginaParcerias } from '../features/parcerias/pagina-parcerias';

/** The partnerships page, mounted by the shell at `parcerias` (and `/parceiros` redirects here). */
export default function SeccaoParcerias() {
  return <PaginaParcerias />;
}
