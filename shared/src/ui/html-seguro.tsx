import DOMPurify from 'dompurify';

let ganchoInstalado = false;

function instalarGancho() {
  if (ganchoInstalado) return;
  ganchoInstalado = true;
  // Links that open a new tab must not hand the opener to the other site.
  DOMPurify.addHook('afterSanitizeAttributes', (no) => {
    if (no.tagName === 'A' && no.getAttribute('target') === '_blank') {
      no.setAttribute('rel', 'noopener noreferrer');
    } else if (no.hasAttribute('target') && no.getAttribute('target') !== '_self') {
      no.removeAttribute('target');
    }
  });
}

/** Sanitizes CMS HTML: no scripts, no event handlers, no javascript:/data: links, no forms or frames. */
export function sanitizarHtml(html: string): string {
  instalarGancho();
  return DOMPurify.sanitize(html, {
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

/** Renders sanitized CMS HTML. */
export function HtmlSeguro(props: {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'address';
}) {
  const Elemento = props.as ?? 'div';
  return (
    <Elemento
      className={props.className}
      dangerouslySetInnerHTML={{ __html: sanitizarHtml(props.html) }}
    />
  );
}
