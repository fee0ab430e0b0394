import { enderecoDaPagina } from './endereco-pagina';

describe('o endereço de uma página, sem o que ela não lê', () => {
  it.each([
    ['/eventos?utm_source=whatsapp&utm_medium=grupo', '/eventos'],
    ['/eventos/11/conferencia?fbclid=IwAR0abc&gclid=x', '/eventos/11/conferencia'],
    ['/faqs?inventado=1#como-me-inscrevo', '/faqs'],
    ['/', '/'],
    ['/?utm_campaign=boletim', '/'],
  ])('%s → %s', (pedido, pagina) => {
    expect(enderecoDaPagina(pedido)).toBe(pagina);
  });

  it('guarda os parâmetros que a página lê, numa ordem fixa, e só esses', () => {
    expect(enderecoDaPagina('/pesquisa?utm_source=x&q=Normaliza%C3%A7%C3%A3o')).toBe(
      '/pesquisa?q=Normaliza%C3%A7%C3%A3o',
    );
    expect(enderecoDaPagina('/contactos?fbclid=1&assunto=acessibilidade#contacto-formulario')).toBe(
      '/contactos?assunto=acessibilidade',
    );
    expect(enderecoDaPagina('/associados/inscricao?categoria=estudante&gclid=2')).toBe(
      '/associados/inscricao?categoria=estudante',
    );
    // The results' filter and page are the search page's own: each is a page of its own.
    expect(
      enderecoDaPagina('/pesquisa?pagina=2&utm_source=x&tipo=evento&q=qualidade&fbclid=1'),
    ).toBe('/pesquisa?q=qualidade&tipo=evento&pagina=2');
    // A parameter of another page is not this page's.
    expect(enderecoDaPagina('/eventos?q=formacao')).toBe('/eventos');
  });

  it('um caminho que começa por // continua a ser um caminho deste sítio', () => {
    expect(enderecoDaPagina('//outro.example/eventos?utm_source=x')).toBe(
      '//outro.example/eventos',
    );
  });
});
