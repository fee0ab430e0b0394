import { dobrarTexto, type Seccao } from '@site/shared/contract';
import { HtmlSeguro, ImagemCms, ListaAnexos } from '@site/shared/ui';

import { ancoraSeccao } from './endereco-pagina';

/** The section's width: the container's, at most 960 px (`.conteudo-estreito`). */
const TAMANHOS_IMAGEM =
  '(min-width: 1200px) 960px, (min-width: 992px) 936px, (min-width: 768px) 696px, ' +
  '(min-width: 576px) 516px, calc(100vw - 24px)';

/** One section of a CMS page, with its own anchor; `destacada` when the address points at it. */
export function SeccaoCms(props: { seccao: Seccao; tituloPagina: string; destacada: boolean }) {
  const { seccao, destacada } = props;
  const ancora = ancoraSeccao(seccao.idSeccao);
  const repeteTitulo = dobrarTexto(seccao.nome) === dobrarTexto(props.tituloPagina);
  return (
    <section
      id={ancora}
      className={`seccao-cms${destacada ? ' seccao-cms-destacada' : ''}`}
      aria-labelledby={`titulo-${ancora}`}
    >
      <h2 id={`titulo-${ancora}`} className={repeteTitulo ? 'visually-hidden' : 'h3'}>
        {seccao.nome}
      </h2>
      {seccao.resumo ? <p className="lead">{seccao.resumo}</p> : null}
      {seccao.imagem ? (
        <ImagemCms
          url={seccao.imagem.url}
          largura={seccao.imagem.largura}
          altura={seccao.imagem.altura}
          alt={seccao.imagem.textoAlternativo}
          sizes={TAMANHOS_IMAGEM}
          className="img-fluid rounded mb-3"
        />
      ) : null}
      <HtmlSeguro className="html-cms" html={seccao.textoSeccao} />
      <ListaAnexos anexos={seccao.anexos} titulo="Documentos" idTitulo={`anexos-${ancora}`} />
    </section>
  );
}
