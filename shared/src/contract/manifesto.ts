/**
 * The web app manifest (`/manifest.webmanifest`), written once: the local site serves it and the
 * shell's Docker image writes it at start (a sh fragment generated from this at image build),
 * both from the association's name in the runtime configuration. This file imports nothing, so
 * that the shell's build (plain JavaScript on Node 24, which strips the types) reads the icons'
 * list from it too and draws exactly those files.
 */

/** The theme colour of every page (`<meta name="theme-color">`) and of the installed app. */
export const COR_TEMA = '#0b4f6c';
/** The splash screen's background: the page's own, so the first paint does not flash. */
const COR_FUNDO = '#ffffff';

/** One icon of the manifest: its file under the shell's root, its side in pixels, its purpose. */
interface IconeAplicacao {
  readonly caminho: string;
  readonly lado: number;
  /** `maskable`: the mark stays inside the central safe circle (80% of the side). */
  readonly finalidade: 'any' | 'maskable';
}

/** The installed app's icons, drawn at build from the association's mark (shell/icones/). */
export const ICONES_APLICACAO: readonly IconeAplicacao[] = [
  { caminho: '/icones/icone-192.png', lado: 192, finalidade: 'any' },
  { caminho: '/icones/icone-512.png', lado: 512, finalidade: 'any' },
  { caminho: '/icones/icone-mascaravel-512.png', lado: 512, finalidade: 'maskable' },
];

/** What the manifest takes from the runtime configuration. */
interface AssociacaoManifesto {
  readonly nome: string;
  readonly sigla: string;
  readonly descricao: string;
}

/** The web app manifest of the site of this association (JSON, `application/manifest+json`). */
export function manifestoAplicacao({ nome, sigla, descricao }: AssociacaoManifesto) {
  return {
    id: '/',
    name: nome,
    short_name: sigla,
    description: descricao,
    lang: 'pt',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: COR_TEMA,
    background_color: COR_FUNDO,
    icons: ICONES_APLICACAO.map(({ caminho, lado, finalidade }) => ({
      src: caminho,
      sizes: `${lado}x${lado}`,
      type: 'image/png',
      purpose: finalidade,
    })),
  };
}

/** The manifest's media type. */
export const TIPO_MANIFESTO = 'application/manifest+json';
