import { ICONES_CMS, type NomeIcone } from './icones-nomes';
// One file of symbols, content-hashed and cached for a year (see the asset rule of
// shared/build/federation.mjs): the drawings are not JavaScript the phone parses on first load.
import sprite from './icones.svg';

/** An icon of the site's sprite; decorative unless a `titulo` is given. */
export function Icone(props: {
  nome: NomeIcone;
  titulo?: string;
  tamanho?: number;
  className?: string;
}) {
  return <IconeSvg simbolo={props.nome} {...props} />;
}

/** An icon named by the CMS (Bootstrap Icons names); nothing is drawn for a name the site lacks. */
export function IconeCms(props: {
  nome: string;
  titulo?: string;
  tamanho?: number;
  className?: string;
}) {
  const simbolo = Object.hasOwn(ICONES_CMS, props.nome) ? ICONES_CMS[props.nome] : undefined;
  return simbolo ? <IconeSvg simbolo={simbolo} {...props} /> : null;
}

function IconeSvg(props: {
  simbolo: string;
  titulo?: string;
  tamanho?: number;
  className?: string;
}) {
  const tamanho = props.tamanho ?? 16;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={tamanho}
      height={tamanho}
      viewBox="0 0 16 16"
      fill="currentColor"
      className={`icone ${props.className ?? ''}`}
      aria-hidden={props.titulo ? undefined : true}
      role={props.titulo ? 'img' : undefined}
      focusable="false"
    >
      {props.titulo ? <title>{props.titulo}</title> : null}
      <use href={`${sprite}#${props.simbolo}`} />
    </svg>
  );
}
