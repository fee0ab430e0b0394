import { HASH_SCRIPT_MENU_NAVBAR } from './scripts-inline';

/** Cookie and header of the cross-site request forgery check. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
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
