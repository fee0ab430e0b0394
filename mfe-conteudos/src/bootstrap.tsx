import 'bootstrap/dist/css/bootstrap.min.css';
import '@site/shared/ui/styles.css';

import { Route, Routes } from 'react-router-dom';

import { iniciarAutonomo } from '@site/shared/autonomo';

import SeccaoBiblioteca from './app/seccao-biblioteca';
import SeccaoFaqs from './app/seccao-faqs';
import SeccaoGaleria from './app/seccao-galeria';
import SeccaoNormalizacao from './app/seccao-normalizacao';
import SeccaoPaginaCms from './app/seccao-pagina-cms';
import SeccaoParcerias from './app/seccao-parcerias';
import FaixaParceiros from './features/parcerias/faixa-parceiros';

function InicioAutonomo() {
  return (
    <section className="container py-5" aria-labelledby="titulo-parceiros">
      <h1 id="titulo-parceiros" className="h3 mb-4">
        Parceiros
      </h1>
      <FaixaParceiros />
    </section>
  );
}

iniciarAutonomo({
  equipa: 'Conteúdos',
  ligacoes: [
    { texto: 'Normalização', para: '/normalizacao' },
    { texto: 'Biblioteca', para: '/biblioteca' },
    { texto: 'Galeria', para: '/galeria' },
    { texto: 'FAQs', para: '/faqs' },
    { texto: 'Parcerias', para: '/parcerias' },
    { texto: 'Página CMS', para: '/pagina/3/formacao' },
  ],
  rotas: (
    <Routes>
      <Route index element={<InicioAutonomo />} />
      <Route path="normalizacao/*" element={<SeccaoNormalizacao />} />
      <Route path="biblioteca/*" element={<SeccaoBiblioteca />} />
      <Route path="galeria/*" element={<SeccaoGaleria />} />
      <Route path="faqs/*" element={<SeccaoFaqs />} />
      <Route path="parcerias" element={<SeccaoParcerias />} />
      <Route path="pagina/*" element={<SeccaoPaginaCms />} />
    </Routes>
  ),
});
