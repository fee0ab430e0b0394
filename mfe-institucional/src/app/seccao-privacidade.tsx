import { Route, Routes } from 'react-router-dom';

import { CAMINHO_PRIVACIDADE, SUBROTA_SAIR_NEWSLETTER } from '@site/shared/contract';
import { SeccaoSemPagina } from '@site/shared/ui';

import { PaginaPrivacidade } from '../features/privacidade/pagina-privacidade';
import { PaginaSairNewsletter } from '../features/privacidade/pagina-sair-newsletter';

/** `privacidade/*`: the privacy notice, and leaving the newsletter below it. */
export default function SeccaoPrivacidade() {
  return (
    <Routes>
      <Route index element={<PaginaPrivacidade />} />
      <Route path={SUBROTA_SAIR_NEWSLETTER.slice(1)} element={<PaginaSairNewsletter />} />
      <Route
        path="*"
        element={
          <SeccaoSemPagina
            seccao={{ texto: 'Política de privacidade', para: CAMINHO_PRIVACIDADE }}
            mensagem="A página que procura não existe."
            textoVoltar="Ver a política de privacidade"
          />
        }
      />
    </Routes>
  );
}
