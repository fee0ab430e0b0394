import type { ReactElement } from 'react';

import { fontesImagem, urlImagemPartilha } from '@site/shared/contract';
import { configuracaoTeste, renderizar } from '@site/shared/testes';
import {
  CabecalhoPagina,
  ColectorPaginaProvider,
  criarColectorPagina,
  ImagemCms,
  MetaPagina,
} from '@site/shared/ui';

import { cabecalhoPagina } from './documento';

const ORIGEM = 'https://aaq.example.ao';
const CARTAZ = '/eve/api/v1/media/cartaz.svg';
const TAMANHOS = '(min-width: 992px) 592px, 100vw';

/** The head the server writes for a page that renders `pagina` (its MetaPagina and pictures). */
function cabecalhoDe(pagina: ReactElement): HTMLElement {
  const colector = criarColectorPagina();
  renderizar(<ColectorPaginaProvider colector={colector}>{pagina}</ColectorPaginaProvider>);
  const html = cabecalhoPagina({
    pagina: colector.pagina,
    imagensPrioritarias: colector.imagensPrioritarias,
    configuracao: configuracaoTeste,
    origemPublica: ORIGEM,
    caminho: '/eventos/7/conferencia',
  });
  const cabecalho = document.createElement('div');
  cabecalho.innerHTML = html;
  return cabecalho;
}

const conteudo = (cabecalho: HTMLElement, seletor: string) =>
  cabecalho.querySelector(seletor)?.getAttribute('content');
const dadosEstruturados = (cabecalho: HTMLElement) =>
  JSON.parse(cabecalho.querySelector('script[type="application/ld+json"]')!.textContent!) as {
    image?: string;
  };

function PaginaEvento(props: { imagem: string }) {
  return (
    <>
      <MetaPagina
        titulo="Conferência"
        descricao="Em Luanda."
        imagem={props.imagem}
        dadosEstruturados={{ '@type': 'Event', name: 'Conferência', image: props.imagem }}
      />
      <ImagemCms
        url={props.imagem}
        largura={1200}
        altura={630}
        alt="Cartaz"
        sizes={TAMANHOS}
        prioritaria
      />
    </>
  );
}

describe('cabeçalho da página no servidor', () => {
  it('pré-carrega a imagem principal com as mesmas fontes e prioridade alta', () => {
    const cabecalho = cabecalhoDe(<PaginaEvento imagem={CARTAZ} />);
    const ligacao = cabecalho.querySelector('link[rel="preload"][as="image"]');
    const { src, srcSet } = fontesImagem(CARTAZ, { largura: 1200 });
    expect(ligacao).toHaveAttribute('href', src);
    expect(ligacao).toHaveAttribute('imagesrcset', srcSet);
    expect(ligacao).toHaveAttribute('imagesizes', TAMANHOS);
    expect(ligacao).toHaveAttribute('fetchpriority', 'high');
  });

  it('sem imagem prioritária, não pré-carrega nenhuma', () => {
    const cabecalho = cabecalhoDe(<MetaPagina titulo="Galeria" descricao="Fotografias." />);
    expect(cabecalho.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('dá às pré-visualizações e ao JSON-LD a variante 1200×630 da imagem da página, mesmo SVG', () => {
    const cabecalho = cabecalhoDe(<PaginaEvento imagem={CARTAZ} />);
    const variante = `${ORIGEM}${urlImagemPartilha(CARTAZ)}`;
    expect(conteudo(cabecalho, 'meta[property="og:image"]')).toBe(variante);
    expect(conteudo(cabecalho, 'meta[name="twitter:image"]')).toBe(variante);
    expect(dadosEstruturados(cabecalho).image).toBe(variante);
  });

  it('sem imagem própria, ou com uma que o serviço recusaria, usa a do sítio', () => {
    for (const pagina of [
      <MetaPagina key="sem" titulo="Galeria" descricao="Fotografias." />,
      <PaginaEvento key="recusada" imagem="https://outro.example.com/cartaz.jpg" />,
    ]) {
      const cabecalho = cabecalhoDe(pagina);
      expect(conteudo(cabecalho, 'meta[property="og:image"]')).toBe(`${ORIGEM}/og-imagem.png`);
      expect(conteudo(cabecalho, 'meta[name="twitter:image"]')).toBe(`${ORIGEM}/og-imagem.png`);
    }
    const recusada = cabecalhoDe(<PaginaEvento imagem="https://outro.example.com/cartaz.jpg" />);
    expect(dadosEstruturados(recusada).image).toBeUndefined();
    expect(recusada.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('escreve as mesmas etiquetas que o navegador, uma vez cada, mais as dos rastreadores', () => {
    const cabecalho = cabecalhoDe(<MetaPagina titulo="Galeria" descricao="Fotografias." />);
    expect(cabecalho.querySelectorAll('meta[property="og:locale"]')).toHaveLength(1);
    expect(conteudo(cabecalho, 'meta[property="og:locale"]')).toBe('pt_AO');
    expect(cabecalho.querySelector('title')).toHaveTextContent('Galeria | AAQ');
    expect(conteudo(cabecalho, 'meta[property="og:title"]')).toBe('Galeria | AAQ');
    const canonico = cabecalho.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonico).toBe(`${ORIGEM}/eventos/7/conferencia`);
    expect(conteudo(cabecalho, 'meta[property="og:url"]')).toBe(canonico);
    expect(conteudo(cabecalho, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('escreve cada bloco JSON-LD à parte, o principal com o endereço, e o trilho visível como BreadcrumbList', () => {
    const cabecalho = cabecalhoDe(
      <>
        <MetaPagina
          titulo="Conferência"
          descricao="x"
          dadosEstruturados={[
            { '@type': 'Event', name: 'Conferência </script><script>alert(1)</script>' },
            { '@type': 'Organization', name: 'AAQ' },
          ]}
        />
        <CabecalhoPagina titulo="Conferência" trilho={[{ texto: 'Eventos', para: '/eventos' }]} />
      </>,
    );
    const scripts = [...cabecalho.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((script) => script.textContent)).not.toContainEqual(
      expect.stringContaining('</script>'),
    );
    const blocos = scripts.map(
      (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
    );
    expect(blocos).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Conferência </script><script>alert(1)</script>',
        url: `${ORIGEM}/eventos/7/conferencia`,
      },
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'AAQ' },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Início', item: `${ORIGEM}/` },
          { '@type': 'ListItem', position: 2, name: 'Eventos', item: `${ORIGEM}/eventos` },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Conferência',
            item: `${ORIGEM}/eventos/7/conferencia`,
          },
        ],
      },
    ]);
  });

  it('sem faixa de título nem dados, não escreve JSON-LD', () => {
    const cabecalho = cabecalhoDe(<MetaPagina titulo="Galeria" descricao="Fotografias." />);
    expect(cabecalho.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('liga as outras formas da página com o seu endereço absoluto', () => {
    const cabecalho = cabecalhoDe(
      <MetaPagina
        titulo="Eventos"
        descricao="x"
        alternativos={[{ tipo: 'text/calendar', href: '/agenda.ics', titulo: 'Agenda "AAQ"' }]}
      />,
    );
    const ligacao = cabecalho.querySelector('link[rel="alternate"]');
    expect(ligacao).toHaveAttribute('type', 'text/calendar');
    expect(ligacao).toHaveAttribute('href', `${ORIGEM}/agenda.ics`);
    expect(ligacao).toHaveAttribute('title', 'Agenda "AAQ"');
  });
});
