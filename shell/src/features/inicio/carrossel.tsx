import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { Banner } from '@site/shared/contract';
import { Icone, ImagemCms } from '@site/shared/ui';

/**
 * The banner's box (`estilos/inicio.css`): 8:3 the width of the screen, 4:3 on phones. The endpoint crops
 * the picture to that shape, so a phone receives the part it shows, not a wide banner drawn
 * twice its width and cut.
 */
const BANNER_TELEMOVEL = {
  media: '(max-width: 575.98px)',
  proporcao: '4x3',
  sizes: '100vw',
} as const;

function Acao({ banner }: { banner: Banner }) {
  if (!banner.ligacao || !banner.textoLigacao) return null;
  const externo = /^https?:/.test(banner.ligacao);
  return externo ? (
    <a
      className="btn btn-warning btn-lg"
      href={banner.ligacao}
      target="_blank"
      rel="noopener noreferrer"
    >
      {banner.textoLigacao}
    </a>
  ) : (
    <Link className="btn btn-warning btn-lg" to={banner.ligacao}>
      {banner.textoLigacao}
    </Link>
  );
}

/** The home slides: one banner at a time, moved only by the visitor (no autoplay). */
export function Carrossel({ banners }: { banners: Banner[] }) {
  const [actual, setActual] = useState(0);
  const banner = banners[actual];
  if (!banner) return null;
  const mudar = (passo: number) =>
    setActual((indice) => (indice + passo + banners.length) % banners.length);

  return (
    <section
      className="carrossel"
      aria-roledescription="carrossel"
      aria-label="Destaques da associação"
    >
      <div
        className="carrossel-slide"
        aria-roledescription="diapositivo"
        aria-label={`${actual + 1} de ${banners.length}`}
      >
        <ImagemCms
          url={banner.imagemUrl}
          largura={banner.largura}
          altura={banner.altura}
          alt={banner.textoAlternativo}
          sizes="100vw"
          proporcao="8x3"
          fontePorMedia={BANNER_TELEMOVEL}
          className="carrossel-imagem"
          prioritaria={actual === 0}
          alternativa={<div className="carrossel-imagem" />}
        />
        <div className="carrossel-legenda">
          <div className="container">
            {banner.titulo ? <h2 className="display-6 fw-semibold">{banner.titulo}</h2> : null}
            {banner.subtitulo ? <p className="lead d-none d-sm-block">{banner.subtitulo}</p> : null}
            <Acao banner={banner} />
          </div>
        </div>
      </div>
      {banners.length > 1 ? (
        <div className="carrossel-controlos container">
          <button
            type="button"
            className="btn btn-light btn-sm"
            onClick={() => mudar(-1)}
            aria-label="Destaque anterior"
          >
            <Icone nome="anterior" />
          </button>
          <ol className="carrossel-indicadores list-unstyled d-flex gap-2 mb-0">
            {banners.map((item, indice) => (
              <li key={indice}>
                <button
                  type="button"
                  className={`carrossel-ponto${indice === actual ? ' activo' : ''}`}
                  aria-label={`Mostrar destaque ${indice + 1}${item.titulo ? `: ${item.titulo}` : ''}`}
                  aria-current={indice === actual ? 'true' : undefined}
                  onClick={() => setActual(indice)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-light btn-sm"
            onClick={() => mudar(1)}
            aria-label="Destaque seguinte"
          >
            <Icone nome="seguinte" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
