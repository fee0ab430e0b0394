import type { ReactNode } from 'react';

import { EstadoConsulta } from '@site/shared/ui';

import './esqueleto.css';

/** Bootstrap's placeholder widths: a bar takes that share of its line. */
export type LarguraLinha = `col-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;

/** One line of text still loading: a grey bar, as tall as the line it stands for. */
export function Linha({ largura }: { largura: LarguraLinha }) {
  return <span className={`placeholder ${largura}`} />;
}

/**
 * Stands in for content still loading, drawn with that content's own boxes so that nothing moves
 * when it arrives; screen readers hear `texto`, the bars are hidden from them.
 */
export function Esqueleto(props: { texto: string; className?: string; children: ReactNode }) {
  return (
    <div className={`esqueleto placeholder-glow ${props.className ?? ''}`} role="status">
      <span className="visually-hidden">{props.texto}</span>
      <div aria-hidden="true">{props.children}</div>
    </div>
  );
}

/** {@link EstadoConsulta}, with a skeleton of the content's size in place of the spinner. */
export function ConsultaComEsqueleto<T>({
  esqueleto,
  ...props
}: Omit<Parameters<typeof EstadoConsulta<T>>[0], 'textoCarregar'> & { esqueleto: ReactNode }) {
  if (props.consulta.isPending) return <>{esqueleto}</>;
  return <EstadoConsulta {...props} />;
}
