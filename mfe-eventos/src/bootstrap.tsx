// The remote on its own, for its team (`npm run dev`): its sections where the shell mounts them.
import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';

import { iniciarAutonomo } from '@site/shared/autonomo';

import { expostos } from './expostos';

iniciarAutonomo({
  equipa: 'Eventos',
  remoto: 'mfe_eventos',
  expostos,
  exemplos: [{ texto: 'Formação', para: '/eventos/tipos/2/formacao' }],
});
