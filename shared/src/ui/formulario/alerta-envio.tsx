import { useEffect, useRef, type ReactNode } from 'react';

/** The failure message of a form: announced, and kept above the untouched fields. */
export function AlertaErroEnvio({ mensagem }: { mensagem: string | null }) {
  if (!mensagem) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {mensagem} Os dados que escreveu foram mantidos.
    </div>
  );
}

/** The confirmation that replaces a form once it was stored; takes focus so it is read out. */
export function ConfirmacaoEnvio(props: {
  titulo: string;
  children?: ReactNode;
  aoRecomecar?: () => void;
  textoRecomecar?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="alert alert-success" role="status">
      <h2 className="h5 alert-heading">{props.titulo}</h2>
      {props.children}
      {props.aoRecomecar ? (
        <button
          type="button"
          className="btn btn-outline-success btn-sm mt-2"
          onClick={props.aoRecomecar}
        >
          {props.textoRecomecar ?? 'Enviar outro'}
        </button>
      ) : null}
    </div>
  );
}

/** The submit button: disabled and saying so while sending. */
export function BotaoEnviar(props: {
  aEnviar: boolean;
  texto: string;
  textoAEnviar?: string;
  className?: string;
}) {
  return (
    <button type="submit" className={props.className ?? 'btn btn-primary'} disabled={props.aEnviar}>
      {props.aEnviar ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {props.textoAEnviar ?? 'A enviar…'}
        </>
      ) : (
        props.texto
      )}
    </button>
  );
}
