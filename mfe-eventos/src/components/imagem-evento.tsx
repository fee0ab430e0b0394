import { formatarDataCurta, type Evento } from '@site/shared/contract';
import { ImagemCms } from '@site/shared/ui';

import './imagem-evento.css';

/**
 * The event's picture, or, when the CMS has none (or it cannot be shown), a panel of the same
 * size with the date, so that cards keep one height and the page keeps its layout.
 */
export function ImagemEvento(props: {
  evento: Evento;
  className: string;
  alt: string;
  /** The picture's width in its layout, as `<img sizes>`. */
  sizes: string;
  prioritario?: boolean;
}) {
  const { evento, className } = props;
  const painel = (
    <div className={`${className} imagem-evento-vazia`} aria-hidden="true">
      <span>{formatarDataCurta(evento.dataInicio)}</span>
    </div>
  );
  if (!evento.imagemUrl) return painel;
  return (
    <ImagemCms
      url={evento.imagemUrl}
      largura={evento.imagemLargura}
      altura={evento.imagemAltura}
      alt={props.alt}
      sizes={props.sizes}
      // Cards and the event page show it in a 1200×630 box (object-fit: cover).
      proporcao="40x21"
      className={className}
      prioritaria={props.prioritario ?? false}
      alternativa={painel}
    />
  );
}
