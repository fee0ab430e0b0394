import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';
import { Route, Routes } from 'react-router-dom';
import { iniciarAutonomo } from '@site/shared/ui';
import SeccaoEventos from './app/seccao-eventos';
void iniciarAutonomo({ equipa: 'Eventos', ligacoes: [{ texto: 'Eventos', para: '/eventos' }], rotas: <Routes><Route path="/eventos/*" element={<SeccaoEventos />} /></Routes> });
