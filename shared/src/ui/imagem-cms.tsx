import { useEffect, useRef, useState, type ReactNode } from 'react';

import { PROPORCOES_IMAGEM, type ProporcaoImagem } from '../contract';

import { useColectorPagina } from './colector-pagina';
import { fontesCms, useOrigensImagens } from './fontes-cms';

/** Another shape of the picture for some screens (`<picture><source media>`): a banner on phones. */
interface FonteAlternativa {
  media: string;
  proporcao: ProporcaoImagem;
  sizes: string;
}

/**
 * A picture the CMS names, loaded through the site's image endpoint at the width its slot needs
 * (`sizes`), cropped to the slot's shape when given (`proporcao`). An address the endpoint would
 * refuse, or a file that turns out to be missing, shows `alternativa` (or nothing) instead of a
 * broken image.
 */
export function ImagemCms(props: {
  /** The picture's URL as the CMS gave it. */
  url: string;
  /** The original's size in pixels (the contract's defaults when the CMS does not send it). */
  largura: number;
  altura: number;
  alt: string;
  /** How wide the slot is at each breakpoint, as `<img sizes>`. */
  sizes: string;
  /** The shape of the slot, when its CSS crops the picture to it (`object-fit: cover`). */
  proporcao?: ProporcaoImagem;
  /** The same picture in another shape on the screens of its `media`. */
  fontePorMedia?: FonteAlternativa;
  className?: string;
  /** The page's main picture: loaded at once with high priority, and preloaded from the server's head. */
  prioritaria?: boolean;
  /** The widest variant worth sending to this slot (thumbnails, logos). */
  maxima?: number;
  alternativa?: ReactNode;
  draggable?: boolean;
}) {
  const { url, sizes, proporcao, fontePorMedia, prioritaria = false } = props;
  const origens = useOrigensImagens();
  const colector = useColectorPagina();
  const elemento = useRef<HTMLImageElement>(null);
  // The address that failed: another address is tried afresh.
  const [falhou, setFalhou] = useState<string | null>(null);
  const original = { largura: props.largura, altura: props.altura, maxima: props.maxima };
  const fontes = fontesCms(url, origens, { ...original, proporcao });
  const alternativa =
    fontePorMedia && fontes?.srcSet
      ? fontesCms(url, origens, { ...original, proporcao: fontePorMedia.proporcao })
      : null;

  useEffect(() => {
    // React does not replay an error that happened before hydration. A complete image without
    // width may still be a sizeless SVG: decoding tells a broken one apart.
    const imagem = elemento.current;
    if (!imagem?.complete || imagem.naturalWidth > 0) return;
    (imagem.decode?.() ?? Promise.reject(new Error('sem decode'))).catch(() => setFalhou(url));
  }, [url]);

  if (!fontes || falhou === url) return props.alternativa ?? null;
  if (colector && prioritaria && fontes.srcSet) {
    colector.preCarregar(
      alternativa?.srcSet && fontePorMedia
        ? [
            {
              href: alternativa.src,
              srcSet: alternativa.srcSet,
              sizes: fontePorMedia.sizes,
              media: fontePorMedia.media,
            },
            {
              href: fontes.src,
              srcSet: fontes.srcSet,
              sizes,
              media: `not all and ${fontePorMedia.media}`,
            },
          ]
        : [{ href: fontes.src, srcSet: fontes.srcSet, sizes }],
    );
  }
  // The box's shape when the picture is cropped to it, so the page reserves the right space.
  const [w, h] = proporcao ? PROPORCOES_IMAGEM[proporcao] : [props.largura, props.altura];
  const imagem = (
    <img
      ref={elemento}
      className={props.className}
      src={fontes.src}
      srcSet={fontes.srcSet}
      sizes={fontes.srcSet ? sizes : undefined}
      width={props.largura}
      height={Math.round((props.largura * h) / w)}
      alt={props.alt}
      loading={prioritaria ? 'eager' : 'lazy'}
      fetchPriority={prioritaria ? 'high' : undefined}
      decoding="async"
      draggable={props.draggable}
      onError={() => setFalhou(url)}
    />
  );
  if (!alternativa?.srcSet || !fontePorMedia) return imagem;
  return (
    <picture>
      <source media={fontePorMedia.media} srcSet={alternativa.srcSet} sizes={fontePorMedia.sizes} />
      {imagem}
    </picture>
  );
}
