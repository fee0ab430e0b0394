import { paginaCms } from '@site/shared/testes';

import { destinoPagina } from './caminhos';
import { PAGINAS } from './constantes';

describe('destinoPagina', () => {
  it('leva a página da associação ao endereço do seu slug', () => {
    expect(destinoPagina(paginaCms(PAGINAS.associacao, 'A Associação'), 'aaq')).toBe('/aaq');
  });

  it('leva as páginas com rota fixa à sua secção, e a página inicial a /', () => {
    expect(destinoPagina(paginaCms(PAGINAS.inicio, 'Início'), 'aaq')).toBe('/');
    expect(destinoPagina(paginaCms(PAGINAS.eventos, 'Eventos'), 'aaq')).toBe('/eventos');
    expect(destinoPagina(paginaCms(PAGINAS.associados, 'Associados'), 'aaq')).toBe('/associados');
    expect(destinoPagina(paginaCms(PAGINAS.contactos, 'Contactos'), 'aaq')).toBe('/contactos');
  });

  it('leva as outras páginas do CMS ao endereço genérico, com o título em slug', () => {
    expect(destinoPagina(paginaCms(3, 'Formação Técnica'), 'aaq')).toBe(
      '/pagina/3/formacao-tecnica',
    );
  });
});
