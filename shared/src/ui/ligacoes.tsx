import type { ReactNode } from 'react';

import { urlArquivo } from '@site/shared/api';

import { formatarTamanho, type Anexo } from '../contract';

import { Icone } from './icone';
import { tipoFicheiro } from './lista-anexos';

/** Whether a CMS URL may go in an href: http(s) or a same-site path (never javascript:, data:, //host). */
export function urlSegura(url: string | undefined): url is string {
  if (!url) return false;
  return /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)/.test(url);
}

/** Whether a URL is an external http(s) address. */
export function urlExterna(url: string | undefined): url is string {
  return !!url && /^https?:\/\/[^\s]+$/i.test(url);
}

/** A link to another site: new window, no opener, and says so to screen-reader users. */
export function LigacaoExterna(props: { href: string; className?: string; children: ReactNode }) {
  return (
    <a className={props.className} href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
      <span className="visually-hidden"> (abre numa nova janela)</span>
    </a>
  );
}

/** A download link for an attachment, saved under its own name, with its type and size. */
export function LigacaoDescarga(props: { anexo: Anexo; rotulo?: string; className?: string }) {
  const { anexo } = props;
  return (
    <a
      className={props.className ?? 'btn btn-outline-primary btn-sm'}
      href={urlArquivo(anexo.idArquivo)}
      download={anexo.nome}
    >
      <Icone nome="descarregar" className="me-1" />
      Descarregar
      <span className="visually-hidden"> {props.rotulo ?? anexo.nome}</span>
      <span className="ms-1">
        ({tipoFicheiro(anexo)}, {formatarTamanho(anexo.tamanho)})
      </span>
    </a>
  );
}
