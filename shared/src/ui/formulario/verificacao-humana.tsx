import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

import { useConfiguracaoSite } from '../configuracao';

const scriptsCarregados = new Set<string>();

/** Reads the token a captcha widget left in its hidden `*-response` input. */
export function lerTokenCaptcha(contentor: HTMLElement | null): string | undefined {
  const campo = contentor?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    '[name$="-response"]',
  );
  return campo?.value || undefined;
}

/**
 * The bot check of every form: a honeypot field people never see, plus the configured captcha
 * widget (Turnstile, hCaptcha or reCAPTCHA in implicit mode) when a site key is set.
 */
export function VerificacaoHumana(props: { aoMontar?: (contentor: HTMLElement | null) => void }) {
  const { register } = useFormContext();
  const { captcha } = useConfiguracaoSite();
  const contentor = useRef<HTMLDivElement>(null);
  const { aoMontar } = props;

  useEffect(() => {
    aoMontar?.(contentor.current);
    if (!captcha.siteKey || !captcha.scriptUrl || scriptsCarregados.has(captcha.scriptUrl)) return;
    scriptsCarregados.add(captcha.scriptUrl);
    const script = document.createElement('script');
    script.src = captcha.scriptUrl;
    script.async = true;
    document.head.append(script);
  }, [captcha.siteKey, captcha.scriptUrl, aoMontar]);

  return (
    <>
      <div className="campo-armadilha" aria-hidden="true">
        <label>
          Não preencha este campo
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      {captcha.siteKey ? (
        <div
          ref={contentor}
          className="cf-turnstile h-captcha g-recaptcha mb-3"
          data-sitekey={captcha.siteKey}
          data-language="pt"
        />
      ) : null}
    </>
  );
}
