import { ErroPedido, MENSAGENS } from '../../comum/http/erro-pedido';

/** Checks a captcha token with the provider; injected so that tests use a fake. */
export interface VerificadorCaptcha {
  verificar(token: string, ip: string): Promise<boolean>;
}

/**
 * A verifier for reCAPTCHA/hCaptcha/Turnstile-style services: POSTs `secret` and `response`
 * form-encoded and expects JSON `{ success: boolean }`. Any failure counts as "not verified".
 */
export function criarVerificadorCaptcha(opcoes: {
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
}): VerificadorCaptcha {
  return {
    async verificar(token, ip) {
      try {
        const resposta = await fetch(opcoes.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: opcoes.secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(opcoes.timeoutMs ?? 5000),
        });
        if (!resposta.ok) return false;
        const corpo = (await resposta.json()) as { success?: unknown };
        return corpo.success === true;
      } catch {
        return false;
      }
    },
  };
}

/** The hidden `website` field is only ever filled in by robots. */
export function exigirHoneypotVazio(corpo: unknown): void {
  if (corpo && typeof corpo === 'object' && 'website' in corpo) {
    const valor = (corpo as { website?: unknown }).website;
    if (valor !== undefined && valor !== null && valor !== '') {
      throw new ErroPedido(400, MENSAGENS.honeypot);
    }
  }
}

/** Whether the configured verifier accepts the submission's `captchaToken`; undefined when there is none. */
export async function captchaAceite(
  verificador: VerificadorCaptcha | null,
  token: string | undefined,
  ip: string,
): Promise<boolean | undefined> {
  if (!verificador) return undefined;
  return token ? verificador.verificar(token, ip) : false;
}
