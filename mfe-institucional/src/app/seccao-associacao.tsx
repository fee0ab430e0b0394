import { PaginaAssociacao } from '../features/associacao/pagina-associacao';

/** `/{slug}`: the shell mounts this at the exact path, so it has no routes of its own. */
export default function SeccaoAssociacao() {
  return <PaginaAssociacao />;
}
