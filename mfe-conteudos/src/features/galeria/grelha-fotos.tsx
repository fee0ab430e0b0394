import { Link } from 'react-router-dom';

import type { Fotografia } from '@site/shared/api';

import { caminhoAlbum } from './regras-galeria';

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
            <img
              src={imagem.miniaturaUrl}
              srcSet={`${imagem.miniaturaUrl} ${imagem.miniaturaLargura}w, ${imagem.url} ${imagem.largura}w`}
              sizes="(min-width: 1200px) 270px, (min-width: 768px) 30vw, 50vw"
              width={imagem.miniaturaLargura}
              height={imagem.miniaturaAltura}
              alt={imagem.textoAlternativo}
              loading="lazy"
              decoding="async"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
