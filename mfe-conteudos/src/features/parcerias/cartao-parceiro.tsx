import type { IconeConteudo } from '@site/shared/contract';
import { LigacaoExterna, urlExterna } from '@site/shared/ui';

/** A partner: logo, name, what we do together and a link to their site (http(s) only). */
export function CartaoParceiro({ parceiro }: { parceiro: IconeConteudo }) {
  const idTitulo = `parceiro-${parceiro.idRegisto}`;
  return (
    <article className="cartao-conteudo cartao-parceiro h-100" aria-labelledby={idTitulo}>
      {parceiro.imagem ? (
        <div className="cartao-parceiro-logo">
          <img
            src={parceiro.imagem.miniaturaUrl}
            width={parceiro.imagem.miniaturaLargura}
            height={parceiro.imagem.miniaturaAltura}
            alt=""
            loading="lazy"
            decoding="async"
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
