import { PaginaContactos } from '../features/contactos/pagina-contactos';

/** `/contactos`: the shell mounts this at the exact path, so it has no routes of its own. */
export default function SeccaoContactos() {
  return <PaginaContactos />;
}
