// A stand-in for the captcha script of Turnstile, hCaptcha or reCAPTCHA v2 (the server fills in
// which one), for the browser suite: the same global, the same explicit-rendering API (`render`,
// `reset`, `remove` except reCAPTCHA, `getResponse`), the same `render=explicit`/`onload=`
// parameters and, without them, the same implicit mode that renders once, at load. Its widget is
// a checkbox; ticking it asks the stand-in server for a token, which that server verifies once.
(() => {
  const FORNECEDOR = '__FORNECEDOR__';
  const ORIGEM = '__ORIGEM__';
  const CLASSE_IMPLICITA = {
    turnstile: 'cf-turnstile',
    hcaptcha: 'h-captcha',
    grecaptcha: 'g-recaptcha',
  }[FORNECEDOR];
  const CAMPO_RESPOSTA = {
    turnstile: 'cf-turnstile-response',
    hcaptcha: 'h-captcha-response',
    grecaptcha: 'g-recaptcha-response',
  }[FORNECEDOR];

  const parametros = new URL(document.currentScript.src).searchParams;
  const widgets = new Map();
  const registo = { renderizados: 0, reinicios: 0, removidos: 0 };
  let proximoId = 0;

  function widgetDe(id) {
    const widget = widgets.get(id === undefined ? [...widgets.keys()].at(-1) : id);
    if (!widget) throw new Error(`captcha: widget ${String(id)} desconhecido`);
    return widget;
  }

  function render(contentor, opcoes) {
    const elemento = typeof contentor === 'string' ? document.querySelector(contentor) : contentor;
    if (FORNECEDOR === 'grecaptcha' && elemento.dataset.captchaFalso) {
      throw new Error('reCAPTCHA has already been rendered in this element');
    }
    const sitekey = opcoes?.sitekey ?? elemento.dataset.sitekey;
    const id = FORNECEDOR === 'grecaptcha' ? proximoId++ : `captcha-${++proximoId}`;
    elemento.dataset.captchaFalso = String(id);

    const caixa = document.createElement('div');
    caixa.className = 'captcha-falso border rounded p-2 d-inline-block';
    const rotulo = document.createElement('label');
    const marca = document.createElement('input');
    marca.type = 'checkbox';
    rotulo.append(marca, ' Não sou um robô');
    const estado = document.createElement('span');
    estado.className = 'ms-2 small';
    const resposta = document.createElement('textarea');
    resposta.name = CAMPO_RESPOSTA;
    resposta.hidden = true;
    caixa.append(rotulo, estado, resposta);
    elemento.append(caixa);

    const widget = { elemento, caixa, marca, estado, resposta, opcoes: opcoes ?? {}, token: '' };
    widgets.set(id, widget);
    registo.renderizados += 1;

    marca.addEventListener('change', async () => {
      if (!marca.checked) return;
      marca.disabled = true;
      estado.textContent = 'A verificar…';
      const pedido = await fetch(`${ORIGEM}/token?sitekey=${encodeURIComponent(sitekey)}`);
      marca.disabled = false;
      if (!widgets.has(id)) return;
      if (!pedido.ok) {
        marca.checked = false;
        estado.textContent = 'Erro';
        widget.opcoes['error-callback']?.('110100');
        return;
      }
      const { token } = await pedido.json();
      widget.token = token;
      resposta.value = token;
      estado.textContent = 'Verificado';
      widget.opcoes.callback?.(token);
    });
    return id;
  }

  function reset(id) {
    const widget = widgetDe(id);
    widget.token = '';
    widget.resposta.value = '';
    widget.marca.checked = false;
    widget.estado.textContent = '';
    registo.reinicios += 1;
  }

  function remove(id) {
    const widget = widgetDe(id);
    widget.caixa.remove();
    delete widget.elemento.dataset.captchaFalso;
    widgets.delete(id);
    registo.removidos += 1;
  }

  const api = {
    render,
    reset,
    getResponse: (id) => widgetDe(id).token,
    ...(FORNECEDOR === 'grecaptcha' ? {} : { remove }),
  };
  window[FORNECEDOR] = api;
  // hCaptcha also answers to reCAPTCHA's name unless told otherwise (recaptchacompat=off).
  if (FORNECEDOR === 'hcaptcha' && parametros.get('recaptchacompat') !== 'off') {
    window.grecaptcha = api;
  }
  // What the test reads: how many widgets live (are rendered and not removed), renders, resets.
  window.captchaFalso = { vivos: () => widgets.size, registo: () => ({ ...registo }) };

  setTimeout(() => {
    if (parametros.get('render') === 'explicit') {
      const pronto = parametros.get('onload');
      if (pronto) window[pronto]?.();
      return;
    }
    for (const elemento of document.querySelectorAll(`.${CLASSE_IMPLICITA}`)) render(elemento);
  });
})();
