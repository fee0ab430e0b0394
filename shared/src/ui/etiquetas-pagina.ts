import type { DadosPagina } from './colector-pagina';

/** One tag of a page's head, as data: React renders it in the browser, the renderer writes it as HTML. */
export type EtiquetaCabecalho =
  | { etiqueta: 'title'; texto: string }
  | { etiqueta: 'meta'; atributo: 'name' | 'property'; nome: string; valor: string }
  | { etiqueta: 'link'; rel: 'canonical'; href: string }
  | { etiqueta: 'link'; rel: 'alternate'; tipo: string; href: string; titulo: string };

const meta = (atributo: 'name' | 'property', nome: string, valor: string): EtiquetaCabecalho => ({
  etiqueta: 'meta',
  atributo,
  nome,
  valor,
});

/**
 * The one list of a page's title, description and Open Graph tags. `imagem` is an absolute
 * address (none: no picture tag). `canonico` is given by the server renderer, whose HTML crawlers
 * and link previews read: it adds the canonical link, `og:url` and the Twitter card.
 */
export function etiquetasPagina(opcoes: {
  pagina: Pick<
    DadosPagina,
    'titulo' | 'descricao' | 'tipo' | 'naoEncontrado' | 'naoIndexar' | 'alternativos'
  >;
  nomeSite: string;
  imagem: string | undefined;
  canonico?: string;
}): EtiquetaCabecalho[] {
  const { pagina, imagem, canonico } = opcoes;
  const indexacao: EtiquetaCabecalho[] =
    pagina.naoEncontrado || pagina.naoIndexar
      ? [meta('name', 'robots', 'noindex')]
      : canonico
        ? [{ etiqueta: 'link', rel: 'canonical', href: canonico }]
        : [];
  const imagemPartilha = imagem ? [meta('property', 'og:image', imagem)] : [];
  return [
    { etiqueta: 'title', texto: pagina.titulo },
    meta('name', 'description', pagina.descricao),
    ...indexacao,
    ...(pagina.alternativos ?? []).map((alternativo): EtiquetaCabecalho => ({
      etiqueta: 'link',
      rel: 'alternate',
      ...alternativo,
    })),
    meta('property', 'og:title', pagina.titulo),
    meta('property', 'og:description', pagina.descricao),
    meta('property', 'og:type', pagina.tipo),
    meta('property', 'og:locale', 'pt_AO'),
    meta('property', 'og:site_name', opcoes.nomeSite),
    ...(canonico ? [meta('property', 'og:url', canonico)] : []),
    ...imagemPartilha,
    ...(canonico
      ? [
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:title', pagina.titulo),
          meta('name', 'twitter:description', pagina.descricao),
          ...(imagem ? [meta('name', 'twitter:image', imagem)] : []),
        ]
      : []),
  ];
}
