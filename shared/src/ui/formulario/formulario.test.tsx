import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';

import { renderizar, responder, type Resposta } from '@site/shared/testes';

import { subscreverNewsletter } from '../../api';
import { esquemaNewsletter } from '../../contract/esquemas';

import { AlertaErroEnvio, BotaoEnviar } from './alerta-envio';
import { CampoCaixa, CampoTexto } from './campos';
import { useFormularioSubmissao } from './use-formulario-submissao';
import { VerificacaoHumana } from './verificacao-humana';

type Fornecedor = 'turnstile' | 'hcaptcha' | 'grecaptcha';

interface OpcoesRecebidas {
  sitekey: string;
  callback: (token: string) => void;
}

/**
 * A provider's explicit-rendering API as its script defines it: widgets by id, a token per
 * solved challenge, `reset` and (except reCAPTCHA) `remove`. What the form does with it is
 * what is tested.
 */
function criarFornecedor(fornecedor: Fornecedor) {
  const widgets = new Map<string, { elemento: HTMLElement; opcoes: OpcoesRecebidas }>();
  const reinicios: string[] = [];
  const api = {
    render(elemento: HTMLElement, opcoes: OpcoesRecebidas) {
      const id = `w${widgets.size + 1}`;
      elemento.textContent = `widget ${id}`;
      widgets.set(id, { elemento, opcoes });
      return id;
    },
    reset(id: string) {
      reinicios.push(id);
    },
    ...(fornecedor === 'grecaptcha'
      ? {}
      : {
          remove(id: string) {
            widgets.delete(id);
          },
        }),
  };
  return {
    api,
    widgets,
    reinicios,
    resolver(id: string, token: string) {
      act(() => widgets.get(id)?.opcoes.callback(token));
    },
  };
}

/** Plays the provider's script: defines its global, then calls the `onload` function it was given. */
async function carregarScript(fornecedor: Fornecedor, api: object) {
  const script = document.head.querySelector<HTMLScriptElement>('script[src*="render=explicit"]');
  const onload = new URL(script?.src ?? 'http://x/').searchParams.get('onload') ?? '';
  await act(async () => {
    Object.assign(window, { [fornecedor]: api });
    (window as unknown as Record<string, () => void>)[onload]?.();
  });
}

/** A newsletter form as the site builds one: it sends through the real API client. */
function FormularioNewsletterDeTeste(props: { titulo: string }) {
  const { form, submeter, aEnviar, resultado, erroGeral, registarCaptcha } = useFormularioSubmissao(
    {
      schema: esquemaNewsletter,
      valoresIniciais: { email: '', consentimento: false as unknown as true, website: '' },
      enviar: (valores, chave) => subscreverNewsletter(valores, chave),
    },
  );
  if (resultado) return <p role="status">Guardado com o número {resultado.id}</p>;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submeter} aria-label={props.titulo}>
        <AlertaErroEnvio mensagem={erroGeral} />
        <CampoTexto nome="email" rotulo="E-mail" tipo="email" ajuda="O seu endereço." obrigatorio />
        <CampoCaixa nome="consentimento" rotulo="Aceito" obrigatorio />
        <VerificacaoHumana aoMontar={registarCaptcha} />
        <BotaoEnviar aEnviar={aEnviar} texto="Enviar" />
      </form>
    </FormProvider>
  );
}

/** The footer's form from the start, the page's form only when asked (as after a navigation). */
function Pagina() {
  const [comFormulario, setComFormulario] = useState(false);
  return (
    <>
      <FormularioNewsletterDeTeste titulo="Rodapé" />
      <button type="button" onClick={() => setComFormulario((antes) => !antes)}>
        Abrir ou fechar a página
      </button>
      {comFormulario ? <FormularioNewsletterDeTeste titulo="Página" /> : null}
    </>
  );
}

/**
 * Draws the page with the captcha script `scriptUrl` (none when empty); the newsletter service
 * gives `respostas` in turn. Returns the subscriptions it received.
 */
function desenhar(scriptUrl: string, ...respostas: Resposta[]) {
  const pedidos = responder(
    'post',
    '/cms/api/v1/newsletters',
    ...(respostas.length ? respostas : [{ objecto: { id: 7 }, status: 201 }]),
  );
  renderizar(<Pagina />, {
    configuracao: { captcha: { siteKey: scriptUrl ? 'chave-do-sitio' : '', scriptUrl } },
  });
  return pedidos;
}

async function preencher(formulario: HTMLElement) {
  await userEvent.type(within(formulario).getByLabelText(/E-mail/), 'ana@exemplo.ao');
  await userEvent.click(within(formulario).getByLabelText(/Aceito/));
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  for (const fornecedor of ['turnstile', 'hcaptcha', 'grecaptcha'])
    delete (window as unknown as Record<string, unknown>)[fornecedor];
});

describe('ids dos campos', () => {
  it('dois formulários com os mesmos campos na mesma página não repetem nenhum id', async () => {
    desenhar('');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
    const ids = [...document.querySelectorAll('[id]')].map((elemento) => elemento.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cada rótulo, ajuda e erro pertence ao campo do seu formulário', async () => {
    desenhar('');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
    const pagina = screen.getByRole('form', { name: 'Página' });
    await userEvent.click(within(pagina).getByRole('button', { name: 'Enviar' }));

    const email = within(pagina).getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveAccessibleDescription('O seu endereço. Indique o seu endereço de e-mail.');
    expect(within(pagina).getByRole('checkbox', { name: /Aceito/ })).toHaveAccessibleDescription(
      'Para continuar, aceite o tratamento dos seus dados pessoais.',
    );
    const rodape = screen.getByRole('form', { name: 'Rodapé' });
    expect(within(rodape).getByRole('textbox', { name: /E-mail/ })).not.toBe(email);
    expect(within(rodape).getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'O seu endereço.',
    );
  });
});

describe.each(['turnstile', 'hcaptcha', 'grecaptcha'] as const)(
  'verificação humana com %s',
  (fornecedor) => {
    // One URL per test: the page loads each script URL once, and keeps it loaded.
    let scriptUrl = '';
    let teste = 0;
    beforeEach(() => {
      teste += 1;
      scriptUrl = `https://captcha.example/${fornecedor}/api.js?hl=pt&teste=${teste}`;
    });

    it('carrega o script uma vez, em modo explícito, sem perder os parâmetros configurados', () => {
      desenhar(scriptUrl);
      const scripts = document.head.querySelectorAll<HTMLScriptElement>('script');
      expect(scripts).toHaveLength(1);
      const url = new URL(scripts[0]!.src);
      expect(`${url.origin}${url.pathname}`).toBe(`https://captcha.example/${fornecedor}/api.js`);
      expect(url.searchParams.get('render')).toBe('explicit');
      expect(url.searchParams.get('onload')).toMatch(/^\w+$/);
      expect(url.searchParams.get('hl')).toBe('pt');
    });

    it('um formulário montado depois do carregamento recebe o seu próprio widget, removido com ele', async () => {
      desenhar(scriptUrl);
      const { api, widgets } = criarFornecedor(fornecedor);
      await carregarScript(fornecedor, api);
      expect(widgets.size).toBe(1);

      await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
      expect(widgets.size).toBe(2);
      const widgetDaPagina = widgets.get('w2')!;
      expect(widgetDaPagina.opcoes.sitekey).toBe('chave-do-sitio');
      expect(screen.getByRole('form', { name: 'Página' })).toContainElement(
        widgetDaPagina.elemento,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
      expect(widgetDaPagina.elemento).not.toBeInTheDocument();
      if (fornecedor !== 'grecaptcha') expect([...widgets.keys()]).toEqual(['w1']);
    });

    it('envia o token do seu widget e pede um desafio novo depois de cada tentativa', async () => {
      const pedidos = desenhar(
        scriptUrl,
        { status: 400, erros: { captchaToken: 'Confirme que não é um robô.' } },
        { objecto: { id: 7 }, status: 201 },
      );
      const { api, reinicios, resolver } = criarFornecedor(fornecedor);
      await carregarScript(fornecedor, api);
      await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
      const pagina = screen.getByRole('form', { name: 'Página' });
      await preencher(pagina);

      resolver('w1', 'token-do-rodape');
      resolver('w2', 'token-1');
      await userEvent.click(within(pagina).getByRole('button', { name: 'Enviar' }));
      expect(within(pagina).getByRole('alert')).toHaveTextContent(
        'Confirme que não é um robô. Os dados que escreveu foram mantidos.',
      );
      expect(reinicios).toEqual(['w2']);
      expect(within(pagina).getByLabelText(/E-mail/)).toHaveValue('ana@exemplo.ao');

      resolver('w2', 'token-2');
      await userEvent.click(within(pagina).getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Guardado com o número 7');
      expect(pedidos.map((pedido) => pedido.corpo)).toEqual([
        expect.objectContaining({ email: 'ana@exemplo.ao', captchaToken: 'token-1' }),
        expect.objectContaining({ email: 'ana@exemplo.ao', captchaToken: 'token-2' }),
      ]);
      // One submission, retried: the same idempotency key both times.
      const [primeira, segunda] = pedidos.map((pedido) => pedido.cabecalhos.get('Idempotency-Key'));
      expect(primeira).toMatch(/\S/);
      expect(segunda).toBe(primeira);
      expect(reinicios).toEqual(['w2', 'w2']);
    });
  },
);

describe('verificação humana quando o script não carrega', () => {
  it('diz que a verificação não está disponível e o próximo formulário tenta outra vez', async () => {
    desenhar('https://captcha.example/em-baixo/api.js');
    const primeiro = document.head.querySelector('script')!;
    act(() => {
      primeiro.dispatchEvent(new Event('error'));
    });
    expect(
      await within(screen.getByRole('form', { name: 'Rodapé' })).findByText(
        /verificação anti-robô não está disponível/,
      ),
    ).toBeInTheDocument();
    expect(primeiro).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(document.head.querySelector('script')).not.toBe(primeiro);
  });
});

describe('verificação humana sem captcha configurado', () => {
  it('não carrega script nenhum e envia sem token', async () => {
    const pedidos = desenhar('');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
    const pagina = screen.getByRole('form', { name: 'Página' });
    await preencher(pagina);
    await userEvent.click(within(pagina).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado com o número 7');
    expect(document.head.querySelector('script')).toBeNull();
    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]!.corpo).not.toHaveProperty('captchaToken');
  });
});

describe('foco depois de um envio recusado', () => {
  it('o primeiro campo com erro do formulário enviado fica com o foco, já com a sua mensagem', async () => {
    const pedidos = desenhar('');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
    const pagina = screen.getByRole('form', { name: 'Página' });
    await userEvent.click(within(pagina).getByRole('button', { name: 'Enviar' }));
    const email = within(pagina).getByLabelText(/E-mail/);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('O seu endereço. Indique o seu endereço de e-mail.');

    // With the e-mail written, the consent is the first field in error, of this form only.
    await userEvent.type(email, 'ana@exemplo.ao');
    await userEvent.click(within(pagina).getByRole('button', { name: 'Enviar' }));
    expect(within(pagina).getByLabelText(/Aceito/)).toHaveFocus();
    const rodape = screen.getByRole('form', { name: 'Rodapé' });
    expect(within(rodape).getByRole('textbox', { name: /E-mail/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(pedidos).toHaveLength(0);
  });
});
