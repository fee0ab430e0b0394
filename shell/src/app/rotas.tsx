import { Navigate, Route, Routes } from 'react-router-dom';

import { useConfiguracaoSite } from '@site/shared/ui';

import { PaginaInicial } from '../features/inicio/pagina-inicial';
import { PaginaNaoEncontrada } from '../features/nao-encontrado/pagina-nao-encontrada';
import { SeccaoRemota } from '../lib/federation/seccao-remota';

import { Layout } from './layout/layout';

/** Spec §2's route table; every section's code is loaded from its remote only when visited. */
export function Rotas() {
  const { associacao } = useConfiguracaoSite();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<PaginaInicial />} />
        <Route
          path={associacao.slug}
          element={<SeccaoRemota modulo="mfe_institucional/Associacao" nome="A Associação" />}
        />
        <Route
          path="associados/*"
          element={<SeccaoRemota modulo="mfe_institucional/Associados" nome="Associados" />}
        />
        <Route
          path="contactos"
          element={<SeccaoRemota modulo="mfe_institucional/Contactos" nome="Contactos" />}
        />
        <Route
          path="eventos/*"
          element={<SeccaoRemota modulo="mfe_eventos/Eventos" nome="Eventos" />}
        />
        <Route
          path="parcerias"
          element={<SeccaoRemota modulo="mfe_conteudos/Parcerias" nome="Parcerias" />}
        />
        <Route path="parceiros" element={<Navigate to="/parcerias" replace />} />
        <Route
          path="normalizacao/*"
          element={<SeccaoRemota modulo="mfe_conteudos/Normalizacao" nome="Normalização" />}
        />
        <Route
          path="biblioteca/*"
          element={<SeccaoRemota modulo="mfe_conteudos/Biblioteca" nome="Biblioteca" />}
        />
        <Route
          path="galeria/*"
          element={<SeccaoRemota modulo="mfe_conteudos/Galeria" nome="Galeria" />}
        />
        <Route
          path="faqs/*"
          element={<SeccaoRemota modulo="mfe_conteudos/Faqs" nome="Perguntas frequentes" />}
        />
        <Route
          path="pagina/*"
          element={<SeccaoRemota modulo="mfe_conteudos/PaginaCms" nome="Página" />}
        />
        <Route path="*" element={<PaginaNaoEncontrada />} />
      </Route>
    </Routes>
  );
}
