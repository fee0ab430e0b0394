import { etiquetasPagina } from './etiquetas-pagina';

const pagina = {
  titulo: 'Pesquisa: normas | AAQ',
  descricao: 'Resultados da pesquisa.',
  tipo: 'website' as const,
  naoEncontrado: false,
};

describe('etiquetasPagina', () => {
  it('uma página que existe mas não é para indexar leva noindex e nenhum endereço canónico', () => {
    const etiquetas = etiquetasPagina({
      pagina: { ...pagina, naoIndexar: true },
      nomeSite: 'Associação',
      imagem: undefined,
      canonico: 'https://www.aaq.ao/pesquisa?q=normas',
    });

    expect(etiquetas).toContainEqual({
      etiqueta: 'meta',
      atributo: 'name',
      nome: 'robots',
      valor: 'noindex',
    });
    expect(etiquetas.some((e) => e.etiqueta === 'link' && e.rel === 'canonical')).toBe(false);
  });

  it('as outras páginas levam o endereço canónico e nenhum noindex', () => {
    const etiquetas = etiquetasPagina({
      pagina,
      nomeSite: 'Associação',
      imagem: undefined,
      canonico: 'https://www.aaq.ao/eventos',
    });

    expect(etiquetas).toContainEqual({
      etiqueta: 'link',
      rel: 'canonical',
      href: 'https://www.aaq.ao/eventos',
    });
    expect(etiquetas.some((e) => e.etiqueta === 'meta' && e.nome === 'robots')).toBe(false);
  });
});
