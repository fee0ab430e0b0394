import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';
import { Route, Routes } from 'react-router-dom';

import { iniciarAutonomo } from '@site/shared/autonomo';

import SeccaoEventos from './app/seccao-eventos';
import ProximosEventos from './features/proximos-eventos/proximos-eventos';

iniciarAutonomo({
  equipa: 'Eventos',
  ligacoes: [
    { texto: 'Próximos eventos', para: '/' },
    { texto: 'Todos', para: '/eventos' },
    { texto: 'Agendados', para: '/eventos/agendados' },
    { texto: 'Realizados', para: '/eventos/realizados' },
    { texto: 'Formação', para: '/eventos/tipos/2/formacao' },
  ],
  rotas: (
    <Routes>
      <Route path="/eventos/*" element={<SeccaoEventos />} />
      <Route
        path="/"
        element={
          <div className="container py-4">
            <ProximosEventos />
          </div>
        }
      />
    </Routes>
  ),
});
