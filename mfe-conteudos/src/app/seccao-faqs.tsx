import '../estilos/conteudos.css';

import { Route, Routes } from 'react-router-dom';

import { PaginaFaqs } from '../features/faqs/pagina-faqs';

/** The FAQs, mounted by the shell at `faqs/*`; `/faqs#<slug>` opens one question. */
export default function SeccaoFaqs() {
  return (
    <Routes>
      <Route index element={<PaginaFaqs />} />
      <Route path="*" element={<PaginaFaqs />} />
    </Routes>
  );
}
