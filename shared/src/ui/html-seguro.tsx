import type { DOMPurify as Purificador, WindowLike } from 'dompurify';
import { use, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { fontesCms, useOrigensImagens } from './fontes-cms';
import { useNoNavegador } from './hidratacao';

/**
 * DOMPurify bound to a DOM: the page's in the browser, loaded the first time the browser has CMS
 * HTML to sanitize itself (`prepararSanitizador`); on the server, jsdom's (`definirJanelaHtml`).
 * Without one it would return the HTML untouched, so none means no HTML.
 */
let purificador: Purificador | null = null;
let carregamento: Promise<void> | null = null;
let ganchoInstalado = false;
/** The sanitization under way (DOMPurify's hooks take no arguments): picture origins and slot. */
let imagensActuais: OpcoesImagens = { origens: [], tamanhos: '' };

/** Where CMS text's pictures may come from, and how wide the text they sit in is. */
interface OpcoesImagens {
  origens: readonly string[];
  /** The `sizes` of a picture as wide as the text: no picture is sent wider than that. */
  tamanhos: string;
}

/**
 * The width of the site's main text column (CMS pages and the association's page, at most 960
 * px; an event's description is narrower), the whole screen on phones.
 */
const TAMANHOS_TEXTO = '(min-width: 1200px) 960px, (min-width: 992px) 936px, 100vw';

/**
 * A picture of CMS text through the image endpoint, lazy, with an empty `alt` when the CMS gave
 * none (it is then decorative); one the endpoint would refuse, or without `src`, is removed.
 * The candidates are labelled with the widths asked for: a picture smaller than its slot comes
 * back at its own width, so the browser shows it at about its own size rather than stretched.
 */
function reescreverImagem(imagem: Element) {
  // Pixels only: `width="100%"` says nothing of the original.
  const atributo = /^\s*(\d+)\s*$/.exec(imagem.getAttribute('width') ?? '');
  const largura = atributo ? Number(atributo[1]) : 0;
  const fontes = fontesCms(imagem.getAttribute('src') ?? '', imagensActuais.origens, { largura });
  if (!fontes) {
    imagem.remove();
    return;
  }
  imagem.removeAttribute('srcset');
  imagem.removeAttribute('sizes');
  imagem.setAttribute('src', fontes.src);
  if (fontes.srcSet) {
    imagem.setAttribute('srcset', fontes.srcSet);
    imagem.setAttribute('sizes', imagensActuais.tamanhos);
  }
  imagem.setAttribute('loading', 'lazy');
  imagem.setAttribute('decoding', 'async');
  if (!imagem.hasAttribute('alt')) imagem.setAttribute('alt', '');
  // Without both dimensions the page would move when it arrives: its box is reserved (styles.css).
  if (!largura || !/^\s*\d+\s*$/.test(imagem.getAttribute('height') ?? '')) {
    imagem.classList.add('imagem-sem-dimensoes');
  }
}

/** For the server renderer: the DOM (jsdom's window) CMS HTML is sanitized with. */
export async function definirJanelaHtml(janela: WindowLike): Promise<void> {
  const { default: DOMPurify } = await import('dompurify');
  purificador = DOMPurify(janela);
  ganchoInstalado = false;
}

/**
 * Loads DOMPurify for this page's DOM, once; a failed load is tried again next time. Once loaded,
 * the promise carries React's `status: 'fulfilled'` mark, so `use()` reads it without suspending.
 */
export function prepararSanitizador(): Promise<void> {
  carregamento ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      purificador = DOMPurify;
      Object.assign(carregamento ?? {}, { status: 'fulfilled', value: undefined });
    },
    (erro: unknown) => {
      carregamento = null;
      throw erro;
    },
  );
  return carregamento;
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
    if (no.tagName === 'IMG') {
      reescreverImagem(no);
      return;
    }
    // A <picture>'s sources would load from anywhere; its <img>, rewritten, is what remains.
    if (no.tagName === 'SOURCE' && no.parentElement?.tagName === 'PICTURE') {
      no.remove();
      return;
    }
    // Links that open a new tab must not hand the opener to the other site.
    if (no.tagName === 'A' && no.getAttribute('target') === '_blank') {
      no.setAttribute('rel', 'noopener noreferrer');
    } else if (no.hasAttribute('target') && no.getAttribute('target') !== '_self') {
      no.removeAttribute('target');
    }
  });
}

/**
 * Sanitizes CMS HTML: no scripts, no event handlers, no javascript:/data: links, no forms or
 * frames; pictures only from `origens` (and the API bases' paths), through the image endpoint,
 * at most as wide as `tamanhos` (the text's `sizes`: the main text column by default).
 */
export function sanitizarHtml(
  html: string,
  origens: readonly string[],
  tamanhos: string = TAMANHOS_TEXTO,
): string {
  if (!purificador?.isSupported) return '';
  instalarGancho(purificador);
  imagensActuais = { origens, tamanhos };
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

/**
 * Renders sanitized CMS HTML; its links to pages of the site navigate without reloading. On the
 * server the text is sanitized into the page. A text the browser hydrates is left as the server
 * sent it: React keeps the content of a `dangerouslySetInnerHTML` it hydrates, and the component
 * hands it the same placeholder as long as the text does not change, so the browser needs no
 * DOMPurify for it. A text the browser renders itself (a later page, a changed text) is sanitized
 * here, once DOMPurify has loaded (the component suspends until then).
 */
export function HtmlSeguro(props: {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'address';
  /** How wide the text is, as `<img sizes>`, where it is narrower than the main text column. */
  tamanhosImagens?: string;
}) {
  const Elemento = props.as ?? 'div';
  const navigate = useNavigate();
  const origens = useOrigensImagens();
  const noServidor = typeof window === 'undefined';
  const noNavegador = useNoNavegador();
  // The text this element had when it was hydrated from the server's HTML (none: rendered here).
  const [hidratado] = useState(() => (!noServidor && !noNavegador ? props.html : null));
  const doServidor = hidratado !== null && hidratado === props.html;
  // A text to sanitize here waits for DOMPurify in its Suspense boundary (the section's loading
  // state), so that it never shows empty and then pushes what follows down. Asked on every such
  // render, loaded or not (one cached promise): React replays a render that suspended and expects
  // the same `use` again.
  if (!noServidor && !doServidor) use(prepararSanitizador());
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
  const html = doServidor ? '' : sanitizarHtml(props.html, origens, props.tamanhosImagens);
  return (
    // Only clicks that links already receive are taken over; keyboard activation of a link fires
    // the same click event, so nothing is mouse-only.
    <Elemento
      className={props.className ? `html-seguro ${props.className}` : 'html-seguro'}
      onClick={aoClicar}
      // The placeholder differs from the server's text on purpose: React keeps what it hydrates.
      suppressHydrationWarning={doServidor}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
