import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';

import { Route, Routes } from 'react-router-dom';

import { iniciarAutonomo } from '@site/shared/autonomo';

import SeccaoAssociacao from './app/seccao-associacao';
import SeccaoAssociados from './app/seccao-associados';
import SeccaoContactos from './app/seccao-contactos';

// Standalone dev mode; the slug matches build/standalone-config/site.json.
iniciarAutonomo({
  equipa: 'Institucional',
  ligacoes: [
    { texto: 'A Associação', para: '/aaq' },
    { texto: 'Associados', para: '/associados' },
    { texto: 'Candidatura', para: '/associados/inscricao' },
    { texto: 'Contactos', para: '/contactos' },
  ],
  rotas: (
    <Routes>
      <Route path="/aaq" element={<SeccaoAssociacao />} />
      <Route path="/associados/*" element={<SeccaoAssociados />} />
      <Route path="/contactos" element={<SeccaoContactos />} />
    </Routes>
  ),
});
