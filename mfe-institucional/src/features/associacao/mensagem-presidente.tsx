import type { ReactNode } from 'react';

import type { MembroEquipa, Seccao } from '@site/shared/contract';
import { ImagemCms } from '@site/shared/ui';

import { presidenteDaDireccao } from './regras-associacao';

/**
 * The portrait's width: `col-md-5` beside the text from 768 px (inside `col-lg-9` from 992 px),
 * below it on phones at most 26 rem (`.retrato-presidente`).
 */
const TAMANHOS_RETRATO =
  '(min-width: 1400px) 386px, (min-width: 1200px) 330px, (min-width: 768px) 276px, ' +
  '(min-width: 440px) 416px, calc(100vw - 24px)';

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
          <ImagemCms
            url={retrato.url}
            largura={retrato.largura}
            altura={retrato.altura}
            alt={retrato.alt}
            sizes={TAMANHOS_RETRATO}
            className="img-fluid rounded shadow-sm"
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
