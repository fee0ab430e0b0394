/*
 * Turnstile, hCaptcha and reCAPTCHA v2 share one explicit-rendering API: load the script with
 * `render=explicit&onload=<global function>`, then `render(element, options)` per widget,
 * `reset(id)` and (not reCAPTCHA) `remove(id)`. Implicit mode scans the page once, when the
 * script loads, so a form that appears later in this single-page site would get no widget.
 */

type IdWidget = string | number;

/** The render options the three providers understand alike (plus each one's language key). */
interface OpcoesWidget {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': (codigo?: unknown) => boolean;
  language?: string;
  hl?: string;
}

/** What the page uses of a provider's global object. */
export interface ApiCaptcha {
  render(elemento: HTMLElement, opcoes: OpcoesWidget): IdWidget | null | undefined;
  reset(id: IdWidget): void;
  remove?(id: IdWidget): void;
}

type Fornecedor = 'turnstile' | 'hcaptcha' | 'grecaptcha';

type JanelaComCaptcha = Partial<Record<Fornecedor, ApiCaptcha>> & Record<string, unknown>;

/** Prefix of the global function the provider calls once its API is ready (`onload`). */
const PREFIXO_CALLBACK = '__verificacaoHumanaPronta';

/** The script's URL with explicit rendering and our ready callback (other parameters kept). */
function urlScriptExplicito(scriptUrl: string, callback: string, base = document.baseURI): string {
  const url = new URL(scriptUrl, base);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', callback);
  return url.href;
}

/** The provider whose API the script defined; hCaptcha also defines `grecaptcha` for compatibility. */
function apiCarregada(): { fornecedor: Fornecedor; api: ApiCaptcha } | null {
  const janela = window as unknown as JanelaComCaptcha;
  for (const fornecedor of ['turnstile', 'hcaptcha', 'grecaptcha'] as const) {
    const api = janela[fornecedor];
    if (api && typeof api.render === 'function') return { fornecedor, api };
  }
  return null;
}

const carregamentos = new Map<string, Promise<{ fornecedor: Fornecedor; api: ApiCaptcha }>>();
let tentativas = 0;

/** Loads the captcha script once per URL; a failed load is forgotten so that the next form retries. */
export function carregarCaptcha(
  scriptUrl: string,
): Promise<{ fornecedor: Fornecedor; api: ApiCaptcha }> {
  const existente = carregamentos.get(scriptUrl);
  if (existente) return existente;
  const carregamento = new Promise<{ fornecedor: Fornecedor; api: ApiCaptcha }>(
    (resolver, rejeitar) => {
      const janela = window as unknown as JanelaComCaptcha;
      // One name per load, so that a retried load never answers for an abandoned one.
      const callback = `${PREFIXO_CALLBACK}${(tentativas += 1)}`;
      const falhar = () => {
        carregamentos.delete(scriptUrl);
        script.remove();
        rejeitar(new Error('O script da verificação anti-robô não carregou.'));
      };
      janela[callback] = () => {
        delete janela[callback];
        const carregada = apiCarregada();
        if (carregada) resolver(carregada);
        else falhar();
      };
      const script = document.createElement('script');
      script.src = urlScriptExplicito(scriptUrl, callback);
      script.async = true;
      script.addEventListener('error', falhar);
      document.head.append(script);
    },
  );
  carregamentos.set(scriptUrl, carregamento);
  return carregamento;
}

/** One rendered widget: its latest unused token, a fresh challenge on demand, removal. */
export interface WidgetCaptcha {
  token(): string | undefined;
  reiniciar(): void;
  remover(): void;
}

/**
 * Renders a widget in a child of `contentor` made for it (reCAPTCHA refuses an element it has
 * rendered in before, and has no `remove`): removing the child removes what React does not own.
 */
export function renderizarWidget(
  contentor: HTMLElement,
  carregado: { fornecedor: Fornecedor; api: ApiCaptcha },
  siteKey: string,
  /** Called with `true` when the widget fails, and `false` once it gives a token again. */
  assinalarFalha: (falhou: boolean) => void,
): WidgetCaptcha {
  const { fornecedor, api } = carregado;
  const alvo = document.createElement('div');
  contentor.append(alvo);
  let token: string | undefined;
  let id: IdWidget | null | undefined;
  try {
    id = api.render(alvo, {
      sitekey: siteKey,
      callback: (novo) => {
        token = novo;
        assinalarFalha(false);
      },
      'expired-callback': () => {
        token = undefined;
      },
      'error-callback': () => {
        token = undefined;
        assinalarFalha(true);
        // Turnstile throws when the callback does not say it handled the error.
        return true;
      },
      ...(fornecedor === 'turnstile' ? { language: 'pt' } : {}),
      ...(fornecedor === 'hcaptcha' ? { hl: 'pt' } : {}),
    });
  } catch {
    // A bad site key or a provider refusing the element: the form says the check is unavailable.
    assinalarFalha(true);
  }
  return {
    token: () => token,
    reiniciar: () => {
      token = undefined;
      if (id !== null && id !== undefined) api.reset(id);
    },
    remover: () => {
      token = undefined;
      if (id !== null && id !== undefined) api.remove?.(id);
      alvo.remove();
    },
  };
}
