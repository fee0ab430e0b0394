import { formatarDataCurta, type Evento } from '@site/shared/contract';

import './imagem-evento.css';

/**
 * The event's picture, or, when the CMS has none, a panel of the same size with the date, so
 * that cards keep one height and the page keeps its layout.
 */
export function ImagemEvento(props: {
  evento: Evento;
  className: string;
  alt: string;
  prioritario?: boolean;
}) {
  const { evento, className, alt, prioritario = false } = props;
  if (!evento.imagemUrl) {
    return (
      <div className={`${className} imagem-evento-vazia`} aria-hidden="true">
        <span>{formatarDataCurta(evento.dataInicio)}</span>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={evento.imagemUrl}
      alt={alt}
      width={evento.imagemLargura}
      height={evento.imagemAltura}
      loading={prioritario ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
