import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import type { Evento } from '@site/shared/contract';
import { renderizar, responder, responderErro, TOKEN_XSRF_TESTE } from '@site/shared/testes';

import { criarEvento, diasDesde } from '../../testes/fabrica-eventos';

import { SeccaoInscricao } from './seccao-inscricao';

const AGORA = new Date();
const EVENTO = criarEvento({
  idEvento: 11,
  titulo: 'Conferência Nacional da Qualidade',
  dataInicio: diasDesde(AGORA, 20),
  dataFim: diasDesde(AGORA, 21),
});

function campo(rotulo: RegExp | string) {
  return screen.getByLabelText(rotulo);
}

async function preencher(utilizador: UserEvent) {
  await utilizador.type(campo(/^Nome completo/), 'Maria João Neto');
  await utilizador.type(campo(/^E-mail/), 'maria@exemplo.ao');
  await utilizador.type(campo(/^Telefone/), '923 456 789');
  await utilizador.type(campo(/^Organização/), 'Empresa Exemplo, Lda.');
  await utilizador.click(screen.getByRole('radio', { name: 'Não associado' }));
  await utilizador.click(campo(/^Aceito que a associação trate/));
}

/** The sign-up part of `evento`, once its form (a lazy chunk) is on screen. */
async function mostrar(evento: Evento) {
  const resultado = renderizar(<SeccaoInscricao evento={evento} />);
  await screen.findByRole('button', { name: 'Confirmar inscrição' });
  return resultado;
}

const enviar = (utilizador: UserEvent) =>
  utilizador.click(screen.getByRole('button', { name: 'Confirmar inscrição' }));

const INSCRICOES = '/eve/api/v1/inscricoes';
const REGISTADA = { objecto: { id: 42, recebidoEm: '2026-03-01T10:00:00Z' }, status: 201 };

describe('FormularioInscricao', () => {
  it('ao enviar vazio, mostra as mensagens em português junto aos campos e foca o primeiro', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder('post', INSCRICOES, REGISTADA);
    await mostrar(EVENTO);

    await enviar(utilizador);

    const nome = campo(/^Nome completo/);
    expect(nome).toHaveFocus();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveAccessibleDescription('Indique o seu nome (mínimo 2 caracteres).');
    expect(campo(/^E-mail/)).toHaveAccessibleDescription('Indique o seu endereço de e-mail.');
    expect(campo(/^Telefone/)).toHaveAccessibleDescription(/Indique um número de telefone\./);
    expect(screen.getByText('Escolha a sua categoria de participante.')).toBeInTheDocument();
    expect(campo(/^Aceito que a associação trate/)).toHaveAccessibleDescription(
      'Para continuar, aceite o tratamento dos seus dados pessoais.',
    );
    expect(pedidos).toEqual([]);
  });

  it('pede o número de associado só quando a categoria é associado', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder('post', INSCRICOES, REGISTADA);
    await mostrar(EVENTO);
    expect(screen.queryByLabelText(/^Número de associado/)).not.toBeInTheDocument();

    await preencher(utilizador);
    await utilizador.click(screen.getByRole('radio', { name: 'Associado' }));
    await enviar(utilizador);

    const numero = campo(/^Número de associado/);
    expect(numero).toHaveFocus();
    expect(numero).toHaveAccessibleDescription('Indique o seu número de associado.');
    expect(pedidos).toEqual([]);
  });

  it('recusa mais de 10 participantes', async () => {
    const utilizador = userEvent.setup();
    await mostrar(EVENTO);
    await preencher(utilizador);
    await utilizador.clear(campo(/^Número de participantes/));
    await utilizador.type(campo(/^Número de participantes/), '12');
    await enviar(utilizador);
    expect(campo(/^Número de participantes/)).toHaveAccessibleDescription(
      /Pode inscrever até 10 participantes de cada vez\./,
    );
  });

  it('envia a inscrição com chave de idempotência e confirma que ficou registada', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder('post', INSCRICOES, REGISTADA);
    await mostrar(EVENTO);

    await preencher(utilizador);
    await enviar(utilizador);

    expect(await screen.findByRole('heading', { name: 'Inscrição registada' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Conferência Nacional da Qualidade');
    expect(screen.getByRole('status')).toHaveTextContent('foi registada com o número 42');
    expect(screen.getByRole('status')).toHaveTextContent(
      'A associação entrará em contacto consigo',
    );
    expect(pedidos).toHaveLength(1);
    const { corpo, cabecalhos } = pedidos[0]!;
    expect(corpo).toMatchObject({
      idEvento: 11,
      nome: 'Maria João Neto',
      email: 'maria@exemplo.ao',
      telefone: '923 456 789',
      organizacao: 'Empresa Exemplo, Lda.',
      categoria: 'nao-associado',
      numeroAssociado: '',
      participantes: 1,
      consentimento: true,
    });
    expect(cabecalhos.get('Idempotency-Key')).toMatch(/\S/);
    expect(cabecalhos.get('X-XSRF-TOKEN')).toBe(TOKEN_XSRF_TESTE);
  });

  it('mostra junto aos campos os erros que o servidor devolve', async () => {
    const utilizador = userEvent.setup();
    responderErro('post', INSCRICOES, 400, {
      erros: { telefone: 'Este número de telefone não é válido em Angola.' },
    });
    await mostrar(EVENTO);

    await preencher(utilizador);
    await enviar(utilizador);

    const telefone = campo(/^Telefone/);
    expect(
      await screen.findByText('Este número de telefone não é válido em Angola.'),
    ).toBeInTheDocument();
    expect(telefone).toHaveAccessibleDescription(
      /Este número de telefone não é válido em Angola\./,
    );
    expect(telefone).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Verifique os campos assinalados.');
  });

  it('mantém o que foi escrito quando o servidor recusa a inscrição (409)', async () => {
    const utilizador = userEvent.setup();
    responderErro('post', INSCRICOES, 409, {
      mensagem: 'As inscrições para este evento estão encerradas.',
    });
    await mostrar(EVENTO);

    await preencher(utilizador);
    await enviar(utilizador);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'As inscrições para este evento estão encerradas. Os dados que escreveu foram mantidos.',
    );
    expect(campo(/^Nome completo/)).toHaveValue('Maria João Neto');
    expect(campo(/^E-mail/)).toHaveValue('maria@exemplo.ao');
    expect(campo(/^Organização/)).toHaveValue('Empresa Exemplo, Lda.');
    expect(screen.getByRole('radio', { name: 'Não associado' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirmar inscrição' })).toBeEnabled();
  });

  it('desactiva o botão enquanto envia', async () => {
    const utilizador = userEvent.setup();
    responder('post', INSCRICOES, 'pendente');
    await mostrar(EVENTO);
    await preencher(utilizador);
    await enviar(utilizador);
    expect(await screen.findByRole('button', { name: 'A enviar a inscrição…' })).toBeDisabled();
  });
});

describe('SeccaoInscricao', () => {
  it('diz que as inscrições estão encerradas quando o CMS as fechou', () => {
    renderizar(<SeccaoInscricao evento={{ ...EVENTO, inscricoesAbertas: false }} />);
    expect(
      screen.getByText('As inscrições para este evento estão encerradas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('diz que o evento já se realizou quando já terminou', () => {
    renderizar(
      <SeccaoInscricao
        evento={{ ...EVENTO, dataInicio: diasDesde(AGORA, -3), dataFim: diasDesde(AGORA, -3) }}
      />,
    );
    expect(
      screen.getByText(
        'As inscrições para este evento estão encerradas. Este evento já se realizou.',
      ),
    ).toBeInTheDocument();
  });

  it('mostra o formulário, com nome acessível, quando as inscrições estão abertas', async () => {
    await mostrar(EVENTO);
    expect(screen.getByRole('form', { name: `Inscrição em ${EVENTO.titulo}` })).toBeInTheDocument();
  });
});
