import { Link } from 'react-router-dom';

import type { Fotografia } from '@site/shared/api';
import { ImagemCms } from '@site/shared/ui';

import { caminhoAlbum, legendaDe } from './regras-galeria';

/**
 * A thumbnail's width in `.grelha-fotos` (columns of at least 150 px, 220 px from 768 px, 12 px
 * apart, in the container): two or three on phones, three to five on wider screens.
 */
const TAMANHOS_MINIATURA =
  '(min-width: 1200px) 270px, (min-width: 768px) 225px, (min-width: 576px) 164px, calc(50vw - 18px)';

/** The album's photos as a responsive grid of thumbnails, each a link to its own address. */
export function GrelhaFotos(props: {
  slug: string;
  imagens: readonly Fotografia[];
  aoAbrir: (idImagem: number) => void;
  registarMiniatura: (idImagem: number, elemento: HTMLAnchorElement | null) => void;
}) {
  return (
    <ul className="grelha-fotos list-unstyled mb-0">
      {props.imagens.map((imagem) => (
        <li key={imagem.idImagem}>
          <Link
            ref={(elemento) => props.registarMiniatura(imagem.idImagem, elemento)}
            className="miniatura-foto"
            to={caminhoAlbum(props.slug, imagem.idImagem)}
            state={{ desdeAlbum: true }}
            onClick={() => props.aoAbrir(imagem.idImagem)}
          >
            {/* The endpoint makes the thumbnail from the photo itself, at the grid's width. */}
            <ImagemCms
              url={imagem.url}
              largura={imagem.largura}
              altura={imagem.altura}
              alt={imagem.textoAlternativo}
              sizes={TAMANHOS_MINIATURA}
              maxima={640}
              alternativa={
                <span className="miniatura-foto-indisponivel">
                  {legendaDe(imagem) || 'Fotografia indisponível'}
                </span>
              }
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
