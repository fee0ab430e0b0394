import { useMemo } from 'react';

import { fontesImagem, imagemServivel, origensDaLista, type OpcoesFontes } from '../contract';

import { useConfiguracaoSite } from './configuracao';

/** A raster picture pasted into the CMS as a `data:` URI: it never runs script, and the CSP allows it. */
const eImagemData = (url: string): boolean =>
  /^data:image\/(?:png|gif|jpeg|webp|avif)[;,]/i.test(url.trim());

/**
 * Where a CMS picture is loaded from: the image endpoint's widths up to the original's (`srcSet`),
 * a pasted `data:` picture as it is, or null when the endpoint would refuse the address.
 */
export function fontesCms(
  url: string,
  origens: readonly string[],
  opcoes: OpcoesFontes,
): { src: string; srcSet?: string } | null {
  if (eImagemData(url)) return { src: url.trim() };
  if (!imagemServivel(url, origens)) return null;
  return fontesImagem(url, opcoes);
}

/** The origins CMS pictures may come from, from the runtime configuration. */
export function useOrigensImagens(): readonly string[] {
  const { imagens } = useConfiguracaoSite();
  return useMemo(() => origensDaLista(imagens.origens), [imagens.origens]);
}
