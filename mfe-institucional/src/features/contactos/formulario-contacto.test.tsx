import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { erroDe, renderizar, responder, TOKEN_XSRF_TESTE } from '@site/shared/testes';

import { CAMINHO_MENSAGENS } from '../../testes/servicos';

import { FormularioContacto } from './formulario-contacto';

const RECEBIDA = { objecto: { id: 314, recebidoEm: '2026-03-01T10:00:00Z' }, status: 201 };

const enviar = () => screen.getByRole('button', { name: 'Enviar mensagem' });

async function preencher(utilizador: UserEvent) {
  await utilizador.type(screen.getByRole('textbox', { name: /^Nome/ }), 'João Baptista');
  await utilizador.type(screen.getByRole('textbox', { name: /E-mail/ }), 'joao@exemplo.ao');
  await utilizador.type(screen.getByRole('textbox', { name: /Assunto/ }), 'Formação em auditoria');
  await utilizador.type(
    screen.getByRole('textbox', { name: /Mensagem/ }),
    'Gostaria de saber as datas do próximo curso.',
  );
  await utilizador.click(screen.getByRole('checkbox', { name: /Autorizo o tratamento/ }));
}

describe('FormularioContacto', () => {
  it('enviado vazio, mostra as mensagens em português junto aos campos e foca o nome', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder('post', CAMINHO_MENSAGENS, RECEBIDA);
    renderizar(<FormularioContacto />);

    await utilizador.click(enviar());

    const nome = screen.getByRole('textbox', { name: /^Nome/ });
    expect(nome).toHaveFocus();
    expect(erroDe(nome)).toBe('Indique o seu nome (mínimo 2 caracteres).');
    expect(erroDe(screen.getByRole('textbox', { name: /Assunto/ }))).toBe(
      'Indique o assunto (mínimo 3 caracteres).',
    );
    expect(erroDe(screen.getByRole('textbox', { name: /Mensagem/ }))).toBe(
      'Indique a sua mensagem (mínimo 10 caracteres).',
    );
    expect(erroDe(screen.getByRole('checkbox', { name: /Autorizo o tratamento/ }))).toBe(
      'Para continuar, aceite o tratamento dos seus dados pessoais.',
    );
    expect(erroDe(screen.getByRole('textbox', { name: /Telefone/ }))).toBe('');
    expect(pedidos).toEqual([]);
  });

  it('recusa um telefone inválido mas aceita-o vazio', async () => {
    const utilizador = userEvent.setup();
    renderizar(<FormularioContacto />);
    await utilizador.type(screen.getByRole('textbox', { name: /Telefone/ }), '12');
    await utilizador.click(enviar());
    expect(erroDe(screen.getByRole('textbox', { name: /Telefone/ }))).toMatch(
      /número de telefone válido/,
    );
  });

  it('mostra junto ao campo o erro do servidor e, se o envio falhar, mantém o que foi escrito', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder(
      'post',
      CAMINHO_MENSAGENS,
      { status: 400, erros: { assunto: 'O assunto contém palavras não permitidas.' } },
      { status: 503 },
      RECEBIDA,
    );
    renderizar(<FormularioContacto />);
    await preencher(utilizador);

    await utilizador.click(enviar());
    const assunto = screen.getByRole('textbox', { name: /Assunto/ });
    expect(
      await screen.findByText('O assunto contém palavras não permitidas.'),
    ).toBeInTheDocument();
    expect(erroDe(assunto)).toBe('O assunto contém palavras não permitidas.');
    expect(assunto).toHaveFocus();

    await utilizador.click(enviar());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /temporariamente indisponível.*foram mantidos/,
    );
    expect(screen.getByRole('textbox', { name: /Mensagem/ })).toHaveValue(
      'Gostaria de saber as datas do próximo curso.',
    );
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('João Baptista');

    await utilizador.click(enviar());
    expect(await screen.findByRole('heading', { name: 'Mensagem enviada' })).toBeInTheDocument();
    expect(screen.getByText('314')).toBeInTheDocument();
    expect(pedidos).toHaveLength(3);
    const [, falhado, aceite] = pedidos;
    expect(aceite!.corpo).toMatchObject({
      nome: 'João Baptista',
      email: 'joao@exemplo.ao',
      telefone: '',
      assunto: 'Formação em auditoria',
      mensagem: 'Gostaria de saber as datas do próximo curso.',
      consentimento: true,
    });
    expect(aceite!.cabecalhos.get('X-XSRF-TOKEN')).toBe(TOKEN_XSRF_TESTE);
    // Sent again after a failure, the same message keeps its key: the server stores it once.
    expect(aceite!.cabecalhos.get('Idempotency-Key')).toMatch(/\S/);
    expect(aceite!.cabecalhos.get('Idempotency-Key')).toBe(
      falhado!.cabecalhos.get('Idempotency-Key'),
    );
  });

  it.each([
    ['/contactos?assunto=proteccao-dados', 'Protecção de dados'],
    ['/contactos?assunto=acessibilidade', 'Acessibilidade'],
    ['/contactos?assunto=outra-coisa', ''],
    ['/contactos', ''],
  ])('aberto em %s, o assunto começa com «%s», já no HTML do servidor', (rota, assunto) => {
    let doServidor: string | undefined;
    renderizar(<FormularioContacto />, {
      rota,
      antesDeHidratar: (pagina) => {
        doServidor = pagina.querySelector<HTMLInputElement>('[name="assunto"]')?.value;
      },
    });
    expect(doServidor).toBe(assunto);
    expect(screen.getByRole('textbox', { name: /Assunto/ })).toHaveValue(assunto);
  });

  it('o consentimento e o aviso debaixo do botão ligam à política de privacidade', () => {
    renderizar(<FormularioContacto />);
    const ligacoes = screen.getAllByRole('link', { name: /política de privacidade/ });
    expect(ligacoes.map((ligacao) => ligacao.getAttribute('href'))).toEqual([
      '/privacidade',
      '/privacidade',
    ]);
    expect(screen.getByRole('checkbox', { name: /Autorizo o tratamento/ })).toHaveAccessibleName(
      /Leia a política de privacidade \(abre num novo separador\)/,
    );
    expect(screen.getByText(/apenas para responder à sua mensagem\./)).toBeInTheDocument();
  });

  it('conta os caracteres da mensagem e anuncia-os quando a escrita pára', async () => {
    jest.useFakeTimers();
    try {
      const utilizador = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderizar(<FormularioContacto />);
      await utilizador.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Olá a todos');
      expect(screen.getByText(/^11 \/ 5\s000$/)).toBeInTheDocument();
      const regiao = document.querySelector('[aria-live="polite"]');
      expect(regiao).toHaveTextContent('');
      act(() => jest.advanceTimersByTime(1000));
      expect(regiao).toHaveTextContent(/^Restam 4\s989 caracteres\.$/);
    } finally {
      jest.useRealTimers();
    }
  });
});
