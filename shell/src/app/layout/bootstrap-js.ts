// Bootstrap's JavaScript, loaded once for the whole site (remotes only use its data attributes):
// importing the plugins registers their data-api listeners; the navbar imports Collapse itself.
// Imported for its effects by bootstrap.tsx.
import 'bootstrap/js/dist/collapse';
import 'bootstrap/js/dist/dropdown';
