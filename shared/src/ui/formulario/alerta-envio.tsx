import { useEffect, useRef, type ReactNode } from 'react';

import { useNoNavegador } from '../hidratacao';

import { AvisoDados } from './aviso-dados';
import { VerificacaoHumana, type ControloCaptcha } from './verificacao-humana';

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
  // Sending needs the page's script (validation, the captcha, the idempotency key): until it runs,
  // the button is off (a form sent without it would put the visitor's data in the address), and
  // without JavaScript the form says so.
  const pronto = useNoNavegador();
  return (
    <>
      <noscript>
        <p className="alert alert-warning small w-100 mb-2">
          Para enviar este formulário, active o JavaScript no navegador. Também pode escrever-nos
          pelos contactos da página Contactos.
        </p>
      </noscript>
      <button
        type="submit"
        className={props.className ?? 'btn btn-primary'}
        disabled={props.aEnviar || !pronto}
      >
        {props.aEnviar ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {props.textoAEnviar ?? 'A enviar…'}
          </>
        ) : (
          props.texto
        )}
      </button>
    </>
  );
}

/**
 * The end of every form: the human check, the submit button, and the line saying who receives the
 * data and why (`finalidade`, completing "apenas para …"; by default "tratar este pedido").
 */
export function FechoFormulario(props: {
  registarCaptcha: (controlo: ControloCaptcha | null) => void;
  aEnviar: boolean;
  texto: string;
  textoAEnviar?: string;
  className?: string;
  finalidade?: string;
}) {
  return (
    <>
      <VerificacaoHumana aoMontar={props.registarCaptcha} />
      <BotaoEnviar
        aEnviar={props.aEnviar}
        texto={props.texto}
        textoAEnviar={props.textoAEnviar}
        className={props.className}
      />
      <AvisoDados finalidade={props.finalidade ?? 'tratar este pedido'} />
    </>
  );
}
