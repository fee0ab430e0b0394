import { dobrarTexto, type Seccao } from '@site/shared/contract';
import { HtmlSeguro, ListaAnexos } from '@site/shared/ui';

import { ancoraSeccao } from './endereco-pagina';

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
        <img
          className="img-fluid rounded mb-3"
          src={seccao.imagem.url}
          width={seccao.imagem.largura}
          height={seccao.imagem.altura}
          alt={seccao.imagem.textoAlternativo}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <HtmlSeguro className="html-cms" html={seccao.textoSeccao} />
      <ListaAnexos anexos={seccao.anexos} titulo="Documentos" idTitulo={`anexos-${ancora}`} />
    </section>
  );
}
