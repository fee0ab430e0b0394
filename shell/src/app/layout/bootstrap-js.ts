// Bootstrap's JavaScript, loaded once for the whole site (remotes only use its data attributes).
import Collapse from 'bootstrap/js/dist/collapse';
import Dropdown from 'bootstrap/js/dist/dropdown';

export function instalarBootstrapJs(): void {
  // Importing registers Bootstrap's data-api listeners; keep the classes reachable for the navbar.
  Object.assign(window, { bootstrapComponentes: { Collapse, Dropdown } });
}

export { Collapse, Dropdown };
