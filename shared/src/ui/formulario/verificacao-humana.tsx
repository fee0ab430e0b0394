import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';

import { useConfiguracaoSite } from '../configuracao';

import { carregarCaptcha, renderizarWidget, type WidgetCaptcha } from './captcha';

/** What a form needs of its captcha: the token to send, and a fresh challenge after each attempt. */
export interface ControloCaptcha {
  token(): string | undefined;
  reiniciar(): void;
}

/**
 * The bot check of every form: a honeypot field people never see, plus, when a site key is set,
 * this form's own captcha widget (Turnstile, hCaptcha or reCAPTCHA rendered explicitly), removed
 * with the form.
 */
export function VerificacaoHumana(props: {
  aoMontar?: (controlo: ControloCaptcha | null) => void;
}) {
  const { register } = useFormContext();
  const { captcha } = useConfiguracaoSite();
  const contentor = useRef<HTMLDivElement>(null);
  const [falhou, setFalhou] = useState(false);
  const { aoMontar } = props;
  const { siteKey, scriptUrl } = captcha;

  useEffect(() => {
    const elemento = contentor.current;
    if (!siteKey || !scriptUrl || !elemento) return;
    let montado = true;
    let widget: WidgetCaptcha | null = null;
    setFalhou(false);
    aoMontar?.({ token: () => widget?.token(), reiniciar: () => widget?.reiniciar() });
    carregarCaptcha(scriptUrl)
      .then((carregado) => {
        if (!montado) return;
        widget = renderizarWidget(
          elemento,
          carregado,
          siteKey,
          (erro) => montado && setFalhou(erro),
        );
      })
      .catch(() => montado && setFalhou(true));
    return () => {
      montado = false;
      aoMontar?.(null);
      widget?.remover();
    };
  }, [siteKey, scriptUrl, aoMontar]);

  return (
    <>
      <div className="campo-armadilha" aria-hidden="true">
        <label>
          Não preencha este campo
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      {siteKey ? (
        <div className="mb-3">
          <div ref={contentor} className="verificacao-humana" />
          {falhou ? (
            <p className="form-text text-danger">
              A verificação anti-robô não está disponível. Verifique a ligação e recarregue a
              página.
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
