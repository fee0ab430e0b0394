import { HASH_SCRIPT_MENU_NAVBAR } from './scripts-inline';

/** Cookie and header of the cross-site request forgery check. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The form of an XSRF token the site gives (the page's own answer: the gateway's 32 hex digits,
 * the local site's and the reference backend's 43 base64url characters) and keeps: a cookie of
 * this form is never replaced, so the answers that follow a page do not change it under a form.
 */
export const PADRAO_TOKEN_XSRF = '[A-Za-z0-9_-]{32,128}';

/** The XSRF token a `Cookie` header carries, when it has one of the site's form. */
export function tokenXsrfDoCookie(cookie: string | undefined): string | undefined {
  const token = new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=(${PADRAO_TOKEN_XSRF})(?:;|$)`).exec(
    cookie ?? '',
  )?.[1];
  return token;
}

/** The attributes of the XSRF cookie: readable by the page's script (it echoes it), same-site only. */
export const ATRIBUTOS_COOKIE_XSRF = 'Path=/; SameSite=Strict';

/** A `Set-Cookie` giving `token`, `Secure` over HTTPS. */
export const cookieXsrf = (token: string, https: boolean) =>
  `${XSRF_COOKIE}=${token}; ${ATRIBUTOS_COOKIE_XSRF}${https ? '; Secure' : ''}`;
/** Header a client sends so that a retried submission is stored once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a CSP directive allows; `captcha` says where a configured captcha's origin goes too. */
interface Directiva {
  readonly nome: string;
  readonly fontes: readonly string[];
  /** `acrescenta`: the captcha's origin is added; `so-com`: the directive exists only then. */
  readonly captcha?: 'acrescenta' | 'so-com';
}

/** The site's Content-Security-Policy, directive by directive. */
const DIRECTIVAS: readonly Directiva[] = [
  { nome: 'default-src', fontes: ["'self'"] },
  // The navbar's inline script, by its hash (scripts-inline.ts); no other inline script runs.
  { nome: 'script-src', fontes: ["'self'", HASH_SCRIPT_MENU_NAVBAR], captcha: 'acrescenta' },
  { nome: 'style-src', fontes: ["'self'"] },
  { nome: 'img-src', fontes: ["'self'", 'data:'] },
  { nome: 'font-src', fontes: ["'self'"] },
  { nome: 'connect-src', fontes: ["'self'"], captcha: 'acrescenta' },
  { nome: 'frame-src', fontes: ["'self'"], captcha: 'so-com' },
  { nome: 'frame-ancestors', fontes: ["'none'"] },
  { nome: 'base-uri', fontes: ["'self'"] },
  { nome: 'form-action', fontes: ["'self'"] },
  { nome: 'object-src', fontes: ["'none'"] },
];

/** The one Content-Security-Policy of the site; a captcha script's origin is added when configured. */
export function politicaSeguranca(origemCaptcha?: string): string {
  return DIRECTIVAS.filter(({ captcha }) => captcha !== 'so-com' || origemCaptcha)
    .map(({ nome, fontes, captcha }) =>
      [nome, ...fontes, ...(captcha && origemCaptcha ? [origemCaptcha] : [])].join(' '),
    )
    .join('; ');
}

/**
 * The security headers of every response (pages, assets, API, errors), by name: sent by the
 * local site and, through a sh fragment generated from this at image build, by nginx.
 */
export function cabecalhosSeguranca(origemCaptcha?: string) {
  return {
    'Content-Security-Policy': politicaSeguranca(origemCaptcha),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
