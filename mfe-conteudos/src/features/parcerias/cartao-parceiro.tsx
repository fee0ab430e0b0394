import type { IconeConteudo } from '@site/shared/contract';
import { ImagemCms, LigacaoExterna, urlExterna } from '@site/shared/ui';

/** The logo's width: the card's inner width, at most 240 px (`.cartao-parceiro-logo img`). */
const TAMANHOS_LOGOTIPO = '(min-width: 576px) and (max-width: 767.98px) 212px, 240px';

/** A partner: logo, name, what we do together and a link to their site (http(s) only). */
export function CartaoParceiro({ parceiro }: { parceiro: IconeConteudo }) {
  const idTitulo = `parceiro-${parceiro.idRegisto}`;
  return (
    <article className="cartao-conteudo cartao-parceiro h-100" aria-labelledby={idTitulo}>
      {parceiro.imagem ? (
        <div className="cartao-parceiro-logo">
          <ImagemCms
            url={parceiro.imagem.url}
            largura={parceiro.imagem.largura}
            altura={parceiro.imagem.altura}
            alt=""
            sizes={TAMANHOS_LOGOTIPO}
            maxima={640}
          />
        </div>
      ) : null}
      <h3 id={idTitulo} className="h6 mt-3 mb-1">
        {parceiro.nome}
      </h3>
      {parceiro.resumo ? <p className="small mb-3">{parceiro.resumo}</p> : null}
      {urlExterna(parceiro.url) ? (
        <LigacaoExterna href={parceiro.url} className="mt-auto small">
          Visitar o sítio<span className="visually-hidden"> de {parceiro.nome}</span>
        </LigacaoExterna>
      ) : null}
    </article>
  );
}
