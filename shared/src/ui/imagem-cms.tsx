import { useEffect, useRef, useState, type ReactNode } from 'react';

import { fontesCms, useOrigensImagens } from './fontes-cms';
import { useColectorPagina } from './pagina-servidor';

/**
 * A picture the CMS names, loaded through the site's image endpoint at the width its slot needs
 * (`sizes`). An address the endpoint would refuse, or a file that turns out to be missing, shows
 * `alternativa` (or nothing) instead of a broken image.
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
  className?: string;
  /** The page's main picture: loaded at once with high priority, and preloaded from the server's head. */
  prioritaria?: boolean;
  /** The widest variant worth sending to this slot (thumbnails, logos). */
  maxima?: number;
  alternativa?: ReactNode;
  draggable?: boolean;
}) {
  const { url, sizes, prioritaria = false } = props;
  const origens = useOrigensImagens();
  const colector = useColectorPagina();
  const elemento = useRef<HTMLImageElement>(null);
  // The address that failed: another address is tried afresh.
  const [falhou, setFalhou] = useState<string | null>(null);
  const fontes = fontesCms(url, props.largura, origens, props.maxima);

  useEffect(() => {
    // React does not replay an error that happened before hydration. A complete image without
    // width may still be a sizeless SVG: decoding tells a broken one apart.
    const imagem = elemento.current;
    if (!imagem?.complete || imagem.naturalWidth > 0) return;
    (imagem.decode?.() ?? Promise.reject(new Error('sem decode'))).catch(() => setFalhou(url));
  }, [url]);

  if (!fontes || falhou === url) return props.alternativa ?? null;
  if (colector && prioritaria && fontes.srcSet) {
    colector.preCarregar({ href: fontes.src, srcSet: fontes.srcSet, sizes });
  }
  return (
    <img
      ref={elemento}
      className={props.className}
      src={fontes.src}
      srcSet={fontes.srcSet}
      sizes={fontes.srcSet ? sizes : undefined}
      width={props.largura}
      height={props.altura}
      alt={props.alt}
      loading={prioritaria ? 'eager' : 'lazy'}
      fetchPriority={prioritaria ? 'high' : undefined}
      decoding="async"
      draggable={props.draggable}
      onError={() => setFalhou(url)}
    />
  );
}
