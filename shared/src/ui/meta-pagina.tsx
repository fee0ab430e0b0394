import { imagemServivel, urlImagemPartilha } from '../contract';

import { useConfiguracaoSite } from './configuracao';
import { useOrigensImagens } from './fontes-cms';
import { useColectorPagina } from './pagina-servidor';

/**
 * The page's Portuguese title, description and Open Graph tags. In the browser React 19 hoists
 * them into the head; in a server render they go to the collector, from which the server writes
 * the head (with the canonical link, the Twitter card, JSON-LD and the status).
 */
export function MetaPagina(props: {
  titulo: string;
  descricao: string;
  /** The page's own picture, as the CMS gave it; link previews get its 1200×630 JPEG variant. */
  imagem?: string;
  tipo?: 'website' | 'article';
  naoEncontrado?: boolean;
  dadosEstruturados?: Record<string, unknown>;
}) {
  const { associacao, urlPublico } = useConfiguracaoSite();
  const origens = useOrigensImagens();
  const colector = useColectorPagina();
  const titulo = props.titulo ? `${props.titulo} | ${associacao.sigla}` : associacao.nome;
  // A picture the endpoint would refuse leaves the page with the site's own.
  const imagem =
    props.imagem && imagemServivel(props.imagem, origens)
      ? urlImagemPartilha(props.imagem)
      : undefined;
  if (colector) {
    colector.definir({
      titulo,
      descricao: props.descricao,
      ...(imagem ? { imagem } : {}),
      tipo: props.tipo ?? 'website',
      naoEncontrado: props.naoEncontrado ?? false,
      ...(props.dadosEstruturados ? { dadosEstruturados: props.dadosEstruturados } : {}),
    });
    return null;
  }
  return (
    <>
      <title>{titulo}</title>
      <meta name="description" content={props.descricao} />
      {props.naoEncontrado ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={titulo} />
      <meta property="og:description" content={props.descricao} />
      <meta property="og:type" content={props.tipo ?? 'website'} />
      <meta property="og:locale" content="pt_AO" />
      <meta property="og:site_name" content={associacao.nome} />
      {imagem ? (
        <meta
          property="og:image"
          content={new URL(imagem, urlPublico || window.location.origin).href}
        />
      ) : null}
    </>
  );
}
