import type { ReactNode } from 'react';

import type { MembroEquipa, Seccao } from '@site/shared/contract';

import { presidenteDaDireccao } from './regras-associacao';

/** The president's message: the text, then the portrait and the signature line. */
export function MensagemPresidente(props: {
  seccao: Seccao;
  membros: readonly MembroEquipa[];
  children: ReactNode;
}) {
  const presidente = presidenteDaDireccao(props.membros);
  const imagem = props.seccao.imagem;
  const retrato = imagem
    ? {
        url: imagem.url,
        largura: imagem.largura,
        altura: imagem.altura,
        alt: imagem.textoAlternativo,
      }
    : presidente?.fotografiaUrl
      ? {
          url: presidente.fotografiaUrl,
          largura: 400,
          altura: 400,
          alt: `Retrato de ${presidente.nome}`,
        }
      : null;

  return (
    <div className="row g-4 align-items-start">
      <div className={retrato ? 'col-md-7' : 'col-12'}>
        <blockquote className="mensagem-presidente mb-0">{props.children}</blockquote>
      </div>
      {retrato ? (
        <figure className="col-md-5 mb-0 retrato-presidente">
          <img
            className="img-fluid rounded shadow-sm"
            src={retrato.url}
            alt={retrato.alt}
            width={retrato.largura}
            height={retrato.altura}
            loading="lazy"
            decoding="async"
          />
          {presidente ? (
            <figcaption className="assinatura mt-3">
              <span className="d-block fw-semibold">{presidente.nome}</span>
              <span className="d-block small text-body-secondary">
                Presidente da {presidente.orgao.nome}
              </span>
            </figcaption>
          ) : null}
        </figure>
      ) : null}
    </div>
  );
}
