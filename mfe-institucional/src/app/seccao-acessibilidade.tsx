import { PaginaAcessibilidade } from '../features/acessibilidade/pagina-acessibilidade';

/** `/acessibilidade`: the shell mounts this at the exact path, so it has no routes of its own. */
export default function SeccaoAcessibilidade() {
  return <PaginaAcessibilidade />;
}
