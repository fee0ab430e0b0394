import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';

import { criarQueryClient } from '@site/shared/api';
import { fontesImagem } from '@site/shared/contract';
import { configuracaoTeste, renderizar } from '@site/shared/testes';

import { ColectorPaginaProvider, criarColectorPagina } from './colector-pagina';
import { ImagemCms } from './imagem-cms';
import { ProvedoresSite } from './provedores';

const FOTO = '/cms/api/v1/media/assembleia.jpg';
const SEM_DATA = <p>Sem fotografia</p>;

function Foto(
  props: {
    url?: string;
    prioritaria?: boolean;
    alternativa?: boolean;
  } & Pick<ComponentProps<typeof ImagemCms>, 'proporcao' | 'fontePorMedia'>,
) {
  return (
    <ImagemCms
      url={props.url ?? FOTO}
      proporcao={props.proporcao}
      fontePorMedia={props.fontePorMedia}
      largura={1200}
      altura={800}
      alt="Assembleia geral"
      sizes="(min-width: 992px) 33vw, 100vw"
      className="foto"
      prioritaria={props.prioritaria ?? false}
      alternativa={props.alternativa ? SEM_DATA : undefined}
    />
  );
}

describe('ImagemCms', () => {
  it('mostra a imagem pelo serviço de imagens do sítio, com larguras até à do original, em diferido', () => {
    renderizar(<Foto />);
    const imagem = screen.getByRole('img', { name: 'Assembleia geral' });
    const { src, srcSet } = fontesImagem(FOTO, { largura: 1200 });
    expect(imagem).toHaveAttribute('src', src);
    expect(imagem).toHaveAttribute('srcset', srcSet);
    expect(srcSet).toMatch(
      /^\/imagem\?url=%2Fcms%2Fapi%2Fv1%2Fmedia%2Fassembleia\.jpg&w=160 160w, /,
    );
    expect(srcSet).toMatch(/w=1280 1200w$/);
    expect(imagem).toHaveAttribute('sizes', '(min-width: 992px) 33vw, 100vw');
    expect(imagem).toHaveAttribute('width', '1200');
    expect(imagem).toHaveAttribute('height', '800');
    expect(imagem).toHaveClass('foto');
    expect(imagem).toHaveAttribute('loading', 'lazy');
    expect(imagem).toHaveAttribute('decoding', 'async');
    expect(imagem).not.toHaveAttribute('fetchpriority');
  });

  it('a imagem principal da página carrega logo, com prioridade alta', () => {
    renderizar(<Foto prioritaria />);
    const imagem = screen.getByRole('img', { name: 'Assembleia geral' });
    expect(imagem).toHaveAttribute('loading', 'eager');
    expect(imagem).toHaveAttribute('fetchpriority', 'high');
  });

  it('aceita imagens dos servidores de conteúdos configurados', () => {
    const url = `${configuracaoTeste.imagens.origens}/uploads/2026/06/foto.jpg`;
    renderizar(<Foto url={url} />);
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      fontesImagem(url, { largura: 1200 }).src,
    );
  });

  it('não mostra nada, ou a alternativa, para uma imagem de um servidor não autorizado', () => {
    const { container } = renderizar(<Foto url="https://outro.example.com/foto.jpg" />);
    expect(container.querySelector('img')).toBeNull();

    renderizar(<Foto url="https://outro.example.com/foto.jpg" alternativa />);
    expect(screen.getByText('Sem fotografia')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('mostra tal como está uma imagem colada no CMS como data:', () => {
    renderizar(<Foto url="data:image/png;base64,iVBORw0KGgo=" />);
    const imagem = screen.getByRole('img', { name: 'Assembleia geral' });
    expect(imagem).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(imagem).not.toHaveAttribute('srcset');
    expect(imagem).not.toHaveAttribute('sizes');
  });

  it('troca pela alternativa quando a imagem falha ao carregar', () => {
    renderizar(<Foto alternativa />);
    fireEvent.error(screen.getByRole('img', { name: 'Assembleia geral' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Sem fotografia')).toBeInTheDocument();
  });

  describe('quando a imagem já tinha carregado antes da hidratação', () => {
    /** The server's HTML, its picture already loaded (or failed) by the browser, then hydrated. */
    async function hidratar(estado: { decodifica: boolean }) {
      const configuracao = configuracaoTeste;
      const arvore = (
        <ProvedoresSite configuracao={configuracao} queryClient={criarQueryClient()}>
          <Foto alternativa />
        </ProvedoresSite>
      );
      const contentor = document.createElement('div');
      contentor.innerHTML = renderToString(arvore);
      document.body.appendChild(contentor);
      const imagem = contentor.querySelector('img')!;
      Object.defineProperty(imagem, 'complete', { value: true });
      Object.defineProperty(imagem, 'naturalWidth', { value: 0 });
      imagem.decode = () =>
        estado.decodifica ? Promise.resolve() : Promise.reject(new Error('EncodingError'));
      await act(async () => {
        render(arvore, { container: contentor, hydrate: true });
      });
    }

    it('troca pela alternativa a que falhou (React não repete esse erro)', async () => {
      await hidratar({ decodifica: false });
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.getByText('Sem fotografia')).toBeInTheDocument();
    });

    it('mantém a que carregou sem dimensões próprias (um SVG)', async () => {
      await hidratar({ decodifica: true });
      expect(screen.getByRole('img', { name: 'Assembleia geral' })).toBeInTheDocument();
      expect(screen.queryByText('Sem fotografia')).not.toBeInTheDocument();
    });
  });

  it('no servidor, a primeira imagem prioritária fica para pré-carregar no cabeçalho', () => {
    const colector = criarColectorPagina();
    renderizar(
      <ColectorPaginaProvider colector={colector}>
        <Foto />
        <Foto url="/cms/api/v1/media/banner.jpg" prioritaria />
        <Foto url="/cms/api/v1/media/outra.jpg" prioritaria />
      </ColectorPaginaProvider>,
    );
    const { src, srcSet } = fontesImagem('/cms/api/v1/media/banner.jpg', { largura: 1200 });
    expect(colector.imagensPrioritarias).toEqual([
      { href: src, srcSet, sizes: '(min-width: 992px) 33vw, 100vw' },
    ]);
  });

  it('recortada à forma do seu lugar, pede essa forma e reserva-lhe a altura', () => {
    renderizar(<Foto proporcao="40x21" />);
    const imagem = screen.getByRole('img');
    expect(imagem.getAttribute('srcset')).toContain('&r=40x21 ');
    expect([imagem.getAttribute('width'), imagem.getAttribute('height')]).toEqual(['1200', '630']);
  });

  it('com outra forma para os telemóveis, é um <picture> e pré-carrega cada forma no seu ecrã', () => {
    const colector = criarColectorPagina();
    const { container } = renderizar(
      <ColectorPaginaProvider colector={colector}>
        <Foto
          prioritaria
          proporcao="8x3"
          fontePorMedia={{ media: '(max-width: 575.98px)', proporcao: '4x3', sizes: '100vw' }}
        />
      </ColectorPaginaProvider>,
    );
    const fonte = container.querySelector('picture > source');
    expect(fonte).toHaveAttribute('media', '(max-width: 575.98px)');
    expect(fonte?.getAttribute('srcset')).toContain('&r=4x3 ');
    expect(colector.imagensPrioritarias.map((imagem) => imagem.media)).toEqual([
      '(max-width: 575.98px)',
      'not all and (max-width: 575.98px)',
    ]);
  });
});
