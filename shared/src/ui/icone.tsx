import { ICONES, ICONES_CMS, type NomeIcone } from './icones-dados';

/** An inline SVG icon; decorative unless a `titulo` is given. */
export function Icone(props: {
  nome: NomeIcone;
  titulo?: string;
  tamanho?: number;
  className?: string;
}) {
  return <IconeSvg caminhos={ICONES[props.nome]} {...props} />;
}

/** An icon named by the CMS (Bootstrap Icons names); nothing is drawn for a name the site lacks. */
export function IconeCms(props: {
  nome: string;
  titulo?: string;
  tamanho?: number;
  className?: string;
}) {
  const caminhos = ICONES_CMS[props.nome];
  return caminhos ? <IconeSvg caminhos={caminhos} {...props} /> : null;
}

function IconeSvg(props: {
  caminhos: readonly string[];
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
      {props.caminhos.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
