import { convert, type HtmlToTextOptions } from 'html-to-text';

/** Headings stay as written: html-to-text would shout them in capitals. */
const TITULOS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
  selector,
  options: { uppercase: false },
}));

const OPCOES: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    ...TITULOS,
    // The link's words only: a relative CMS address means nothing in a calendar or a reader.
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    // Never text a visitor reads (scripts and styles html-to-text already leaves out).
    ...['template', 'noscript', 'iframe', 'object', 'svg'].map((selector) => ({
      selector,
      format: 'skip',
    })),
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

/**
 * Plain text from CMS HTML, for calendars and feeds: paragraphs on lines of their own, list
 * items as "- " lines, entities decoded (a code point that is not a character becomes U+FFFD),
 * scripts, styles, pictures and embedded content left out. Parsed by html-to-text (htmlparser2,
 * tolerant of broken markup as a browser is), never by patterns.
 */
export function textoSimples(html: string): string {
  return convert(html, OPCOES)
    .split('\n')
    .map((linha) => linha.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
