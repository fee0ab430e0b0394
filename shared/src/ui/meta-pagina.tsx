import { imagemServivel, urlImagemPartilha } from '../contract';

import { useColectorPagina, type DadosPagina, type LigacaoAlternativa } from './colector-pagina';
import { useConfiguracaoSite } from './configuracao';
import type { DadosEstruturados } from './dados-estruturados';
import { etiquetasPagina, type EtiquetaCabecalho } from './etiquetas-pagina';
import { useOrigensImagens } from './fontes-cms';

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
  /** Exists but is not for crawlers (search results): `noindex`. */
  naoIndexar?: boolean;
  /** What the page is about first (see {@link DadosPagina}). */
  dadosEstruturados?: DadosEstruturados | readonly DadosEstruturados[];
  alternativos?: readonly LigacaoAlternativa[];
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
  const pagina: DadosPagina = {
    titulo,
    descricao: props.descricao,
    ...(imagem ? { imagem } : {}),
    tipo: props.tipo ?? 'website',
    naoEncontrado: props.naoEncontrado ?? false,
    ...(props.naoIndexar ? { naoIndexar: true } : {}),
    ...(props.dadosEstruturados
      ? { dadosEstruturados: ([] as DadosEstruturados[]).concat(props.dadosEstruturados) }
      : {}),
    ...(props.alternativos?.length ? { alternativos: props.alternativos } : {}),
  };
  if (colector) {
    colector.definir(pagina);
    return null;
  }
  const etiquetas = etiquetasPagina({
    pagina,
    nomeSite: associacao.nome,
    imagem: imagem ? new URL(imagem, urlPublico || window.location.origin).href : undefined,
  });
  return <>{etiquetas.map(elementoCabecalho)}</>;
}

/** One tag of the list as React renders it (React 19 hoists it into the head). */
function elementoCabecalho(etiqueta: EtiquetaCabecalho) {
  switch (etiqueta.etiqueta) {
    case 'title':
      return <title key="title">{etiqueta.texto}</title>;
    case 'link':
      return etiqueta.rel === 'alternate' ? (
        <link
          key={`alternate ${etiqueta.href}`}
          rel="alternate"
          type={etiqueta.tipo}
          href={etiqueta.href}
          title={etiqueta.titulo}
        />
      ) : (
        <link key={etiqueta.rel} rel={etiqueta.rel} href={etiqueta.href} />
      );
    case 'meta':
      return etiqueta.atributo === 'name' ? (
        <meta key={etiqueta.nome} name={etiqueta.nome} content={etiqueta.valor} />
      ) : (
        <meta key={etiqueta.nome} property={etiqueta.nome} content={etiqueta.valor} />
      );
  }
}
