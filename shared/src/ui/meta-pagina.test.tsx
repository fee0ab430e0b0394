import { urlImagemPartilha } from '@site/shared/contract';
import { renderizar } from '@site/shared/testes';

import { CabecalhoPagina } from './cabecalho-pagina';
import { ColectorPaginaProvider, criarColectorPagina } from './colector-pagina';
import { MetaPagina } from './meta-pagina';

const CARTAZ = '/cms/api/v1/media/cartaz.svg';
const imagemPartilhada = () =>
  document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');

describe('MetaPagina', () => {
  it('no navegador, dá às pré-visualizações a variante 1200×630 da imagem da página', () => {
    renderizar(<MetaPagina titulo="Conferência" descricao="Em Luanda." imagem={CARTAZ} />);
    expect(imagemPartilhada()).toBe(`https://aaq.example.ao${urlImagemPartilha(CARTAZ)}`);
    expect(imagemPartilhada()).toMatch(/w=1200&partilha=1$/);
  });

  it('sem imagem própria, ou com uma que o serviço recusaria, não indica nenhuma', () => {
    renderizar(
      <MetaPagina titulo="Conferência" descricao="x" imagem="https://outro.example.com/a.jpg" />,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Conferência | AAQ',
    );
    expect(imagemPartilhada()).toBeUndefined();
  });

  it('no servidor, entrega ao cabeçalho o endereço da variante, ou nada', () => {
    const colector = criarColectorPagina();
    const { rerender } = renderizar(
      <ColectorPaginaProvider colector={colector}>
        <MetaPagina titulo="Conferência" descricao="x" imagem={CARTAZ} />
      </ColectorPaginaProvider>,
    );
    expect(colector.pagina?.imagem).toBe(urlImagemPartilha(CARTAZ));

    rerender(
      <ColectorPaginaProvider colector={colector}>
        <MetaPagina titulo="Conferência" descricao="x" imagem="/uploads/fora-da-api.jpg" />
      </ColectorPaginaProvider>,
    );
    expect(colector.pagina?.imagem).toBeUndefined();
  });

  it('no navegador, escreve um só og:locale e deixa o endereço canónico ao servidor', () => {
    renderizar(<MetaPagina titulo="Conferência" descricao="Em Luanda." />);
    expect(document.head.querySelectorAll('meta[property="og:locale"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Em Luanda.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:card"]')).toBeNull();
  });
});

describe('ligações alternativas e trilho', () => {
  it('no navegador, liga as outras formas da página (uma agenda) no cabeçalho', () => {
    renderizar(
      <MetaPagina
        titulo="Eventos"
        descricao="x"
        alternativos={[{ tipo: 'text/calendar', href: '/agenda.ics', titulo: 'Agenda de eventos' }]}
      />,
    );
    const ligacao = document.head.querySelector('link[rel="alternate"][type="text/calendar"]');
    expect(ligacao).toHaveAttribute('href', '/agenda.ics');
    expect(ligacao).toHaveAttribute('title', 'Agenda de eventos');
  });

  it('no servidor, entrega ao cabeçalho o trilho que a faixa de título mostra', () => {
    const colector = criarColectorPagina();
    renderizar(
      <ColectorPaginaProvider colector={colector}>
        <MetaPagina titulo="Workshop" descricao="x" dadosEstruturados={{ '@type': 'Event' }} />
        <CabecalhoPagina titulo="Workshop" trilho={[{ texto: 'Eventos', para: '/eventos' }]} />
      </ColectorPaginaProvider>,
    );
    expect(colector.pagina?.dadosEstruturados).toEqual([{ '@type': 'Event' }]);
    expect(colector.pagina?.trilho).toEqual({
      passos: [
        { texto: 'Início', para: '/' },
        { texto: 'Eventos', para: '/eventos' },
      ],
      actual: 'Workshop',
    });
  });
});
