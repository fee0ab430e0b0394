import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';

import { ErroValidacao } from '../../api';
import { newsletterSchema, type ConfiguracaoSite } from '../../contract';
import { ConfiguracaoProvider } from '../configuracao';

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

function configuracao(scriptUrl: string): ConfiguracaoSite {
  return {
    associacao: { nome: 'Associação', sigla: 'AAQ', slug: 'aaq', descricao: '' },
    remotos: { mfe_eventos: '/a', mfe_institucional: '/b', mfe_conteudos: '/c' },
    desenvolvimento: { nome: 'Kianda Digital, Lda.', url: '' },
    captcha: { siteKey: scriptUrl ? 'chave-do-sitio' : '', scriptUrl },
    urlPublico: '',
  };
}

function FormularioNewsletterDeTeste(props: {
  titulo: string;
  enviar: (valores: object, chave: string) => Promise<{ id: number }>;
}) {
  const { form, submeter, aEnviar, resultado, erroGeral, registarCaptcha } = useFormularioSubmissao(
    {
      schema: newsletterSchema,
      valoresIniciais: { email: '', consentimento: false as unknown as true, website: '' },
      enviar: props.enviar,
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
function Pagina(props: { enviar: (valores: object, chave: string) => Promise<{ id: number }> }) {
  const [comFormulario, setComFormulario] = useState(false);
  return (
    <>
      <FormularioNewsletterDeTeste titulo="Rodapé" enviar={async () => ({ id: 1 })} />
      <button type="button" onClick={() => setComFormulario((antes) => !antes)}>
        Abrir ou fechar a página
      </button>
      {comFormulario ? <FormularioNewsletterDeTeste titulo="Página" enviar={props.enviar} /> : null}
    </>
  );
}

type Enviar = jest.Mock<Promise<{ id: number }>, [object, string]>;

function desenhar(
  scriptUrl: string,
  enviar: Enviar = jest.fn<Promise<{ id: number }>, [object, string]>(async () => ({ id: 7 })),
) {
  render(
    <ConfiguracaoProvider configuracao={configuracao(scriptUrl)}>
      <Pagina enviar={enviar} />
    </ConfiguracaoProvider>,
  );
  return enviar;
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
      const enviar = jest
        .fn<Promise<{ id: number }>, [object, string]>()
        .mockRejectedValueOnce(new ErroValidacao({ captchaToken: 'Confirme que não é um robô.' }))
        .mockResolvedValueOnce({ id: 7 });
      desenhar(scriptUrl, enviar);
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
      expect(enviar.mock.calls.map(([valores]) => valores)).toEqual([
        expect.objectContaining({ email: 'ana@exemplo.ao', captchaToken: 'token-1' }),
        expect.objectContaining({ email: 'ana@exemplo.ao', captchaToken: 'token-2' }),
      ]);
      // One submission, retried: the same idempotency key both times.
      expect(enviar.mock.calls[0]![1]).toBe(enviar.mock.calls[1]![1]);
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
    const enviar = desenhar('');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ou fechar a página' }));
    const pagina = screen.getByRole('form', { name: 'Página' });
    await preencher(pagina);
    await userEvent.click(within(pagina).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado com o número 7');
    expect(document.head.querySelector('script')).toBeNull();
    expect(enviar.mock.calls[0]![0]).not.toHaveProperty('captchaToken');
  });
});
