import DOMPurify, { type DOMPurify as Purificador, type WindowLike } from 'dompurify';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * DOMPurify bound to a DOM: the page's in the browser; on the server, the one the renderer gives
 * (`definirJanelaHtml`). Without one it would return the HTML untouched, so none means no HTML.
 */
let purificador: Purificador | null = typeof window === 'undefined' ? null : DOMPurify;
let ganchoInstalado = false;

/** For the server renderer: the DOM (jsdom's window) CMS HTML is sanitized with. */
export function definirJanelaHtml(janela: WindowLike): void {
  purificador = DOMPurify(janela);
  ganchoInstalado = false;
}

function instalarGancho(purificador: Purificador) {
  if (ganchoInstalado) return;
  ganchoInstalado = true;
  purificador.addHook('afterSanitizeAttributes', (no) => {
    // DOMPurify lets media elements keep any data: URI (data:text/html in an img src, say): keep
    // only raster images, which never carry script.
    for (const atributo of ['src', 'href', 'xlink:href']) {
      // eslint-disable-next-line no-control-regex
      const valor = (no.getAttribute(atributo) ?? '').replace(/[\u0000-\u0020]/g, '');
      if (/^data:/i.test(valor) && !/^data:image\/(?:png|gif|jpeg|webp|avif)[;,]/i.test(valor)) {
        no.removeAttribute(atributo);
      }
    }
    // Links that open a new tab must not hand the opener to the other site.
    if (no.tagName === 'A' && no.getAttribute('target') === '_blank') {
      no.setAttribute('rel', 'noopener noreferrer');
    } else if (no.hasAttribute('target') && no.getAttribute('target') !== '_self') {
      no.removeAttribute('target');
    }
  });
}

/** Sanitizes CMS HTML: no scripts, no event handlers, no javascript:/data: links, no forms or frames. */
export function sanitizarHtml(html: string): string {
  if (!purificador?.isSupported) return '';
  instalarGancho(purificador);
  return purificador.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: [
      'svg',
      'math',
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
    // DOMPurify's default minus data:, cid:, sms: and the like: web, mail and phone links only.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

/** The in-site path of a link inside CMS HTML, or null when the browser should follow it itself. */
export function caminhoInterno(ligacao: HTMLAnchorElement, origem: string): string | null {
  if (ligacao.target && ligacao.target !== '_self') return null;
  if (ligacao.hasAttribute('download')) return null;
  const url = new URL(ligacao.href, origem);
  if (url.origin !== origem) return null;
  // API files (attachments) and remotes' assets are not routes of the site.
  if (/^\/(cms|eve|apl|mf)\//.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Renders sanitized CMS HTML; its links to pages of the site navigate without reloading. */
export function HtmlSeguro(props: {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'address';
}) {
  const Elemento = props.as ?? 'div';
  const navigate = useNavigate();
  const aoClicar = (evento: MouseEvent<HTMLElement>) => {
    if (evento.defaultPrevented || evento.button !== 0) return;
    if (evento.metaKey || evento.ctrlKey || evento.shiftKey || evento.altKey) return;
    const ligacao = (evento.target as Element).closest('a');
    if (!ligacao) return;
    const caminho = caminhoInterno(ligacao, window.location.origin);
    if (!caminho) return;
    evento.preventDefault();
    void navigate(caminho);
  };
  return (
    // Only clicks that links already receive are taken over; keyboard activation of a link fires
    // the same click event, so nothing is mouse-only.
    <Elemento
      className={props.className}
      onClick={aoClicar}
      dangerouslySetInnerHTML={{ __html: sanitizarHtml(props.html) }}
    />
  );
}
