import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import {
  erroDe,
  renderizar,
  responder,
  responderErro,
  TOKEN_XSRF_TESTE,
} from '@site/shared/testes';

import { CAMINHO_CANDIDATURAS } from '../../testes/servicos';

import { FormularioCandidatura } from './formulario-candidatura';

const RECEBIDA = { objecto: { id: 57, recebidoEm: '2026-03-01T10:00:00Z' }, status: 201 };

const enviar = () => screen.getByRole('button', { name: 'Enviar candidatura' });

async function preencherIndividual(utilizador: UserEvent) {
  await utilizador.click(screen.getByRole('radio', { name: /Associado efectivo/ }));
  await utilizador.type(
    screen.getByRole('textbox', { name: /Nome completo/ }),
    'Ana Maria Tavares',
  );
  await utilizador.type(
    screen.getByRole('textbox', { name: /Bilhete de Identidade/ }),
    '001234567LA041',
  );
  await utilizador.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@exemplo.ao');
  await utilizador.type(screen.getByRole('textbox', { name: /Telefone/ }), '923 456 789');
  await utilizador.selectOptions(screen.getByRole('combobox', { name: /Província/ }), 'Huíla');
  await utilizador.type(
    screen.getByRole('textbox', { name: /Morada/ }),
    'Rua da Missão, 12, Lubango',
  );
  await utilizador.click(screen.getByRole('checkbox', { name: /aceito os estatutos/ }));
  await utilizador.click(screen.getByRole('checkbox', { name: /tratamento dos meus dados/ }));
}

describe('FormularioCandidatura', () => {
  it('enviado vazio, mostra as mensagens em português junto aos campos e foca o primeiro inválido', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder('post', CAMINHO_CANDIDATURAS, RECEBIDA);
    renderizar(<FormularioCandidatura />, { rota: '/associados/inscricao' });

    await utilizador.click(enviar());

    const primeiraCategoria = screen.getByRole('radio', { name: /Associado efectivo/ });
    expect(primeiraCategoria).toHaveFocus();
    expect(screen.getByText('Escolha a categoria de associado.')).toBeInTheDocument();
    expect(erroDe(screen.getByRole('textbox', { name: /Nome completo/ }))).toBe(
      'Indique o nome (mínimo 2 caracteres).',
    );
    expect(erroDe(screen.getByRole('textbox', { name: /E-mail/ }))).toBe(
      'Indique o seu endereço de e-mail.',
    );
    expect(erroDe(screen.getByRole('combobox', { name: /Província/ }))).toBe(
      'Escolha a província.',
    );
    expect(erroDe(screen.getByRole('checkbox', { name: /aceito os estatutos/ }))).toBe(
      'Para se candidatar, declare que aceita os estatutos da associação.',
    );
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(pedidos).toEqual([]);
  });

  it('numa candidatura colectiva muda os rótulos e exige o representante e um NIF', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder('post', CAMINHO_CANDIDATURAS, RECEBIDA);
    renderizar(<FormularioCandidatura />);

    expect(screen.queryByRole('textbox', { name: /representante/ })).not.toBeInTheDocument();
    await utilizador.click(screen.getByRole('radio', { name: /Organização/ }));

    expect(screen.getByRole('radio', { name: /Associado colectivo/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Associado efectivo/ })).not.toBeInTheDocument();
    await utilizador.type(
      screen.getByRole('textbox', { name: /Nome da organização/ }),
      'Construções Kwanza, Lda.',
    );
    await utilizador.type(screen.getByRole('textbox', { name: /NIF da organização/ }), '54171234');
    expect(screen.getByRole('textbox', { name: /Sector de actividade/ })).toBeInTheDocument();
    await utilizador.type(screen.getByRole('textbox', { name: /E-mail/ }), 'geral@kwanza.ao');
    await utilizador.type(screen.getByRole('textbox', { name: /Telefone/ }), '222 334 455');
    await utilizador.selectOptions(screen.getByRole('combobox', { name: /Província/ }), 'Luanda');
    await utilizador.type(
      screen.getByRole('textbox', { name: /Morada/ }),
      'Rua Direita, 100, Luanda',
    );
    await utilizador.click(screen.getByRole('checkbox', { name: /aceito os estatutos/ }));
    await utilizador.click(screen.getByRole('checkbox', { name: /tratamento dos meus dados/ }));
    await utilizador.click(enviar());

    expect(erroDe(screen.getByRole('textbox', { name: /NIF da organização/ }))).toBe(
      'Indique um NIF válido: 10 algarismos (ou o número do BI, para empresários em nome individual).',
    );
    const representante = screen.getByRole('textbox', { name: /Nome do representante/ });
    expect(erroDe(representante)).toBe('Indique o nome do representante da organização.');
    expect(pedidos).toEqual([]);
  });

  it('mostra junto ao campo o erro que o servidor devolve e mantém o que foi escrito', async () => {
    const utilizador = userEvent.setup();
    responderErro('post', CAMINHO_CANDIDATURAS, 400, {
      mensagem: 'Verifique os campos.',
      erros: { email: 'Já existe uma candidatura com este e-mail.' },
    });
    renderizar(<FormularioCandidatura />);
    await preencherIndividual(utilizador);

    await utilizador.click(enviar());

    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    expect(
      await screen.findByText('Já existe uma candidatura com este e-mail.'),
    ).toBeInTheDocument();
    expect(erroDe(email)).toBe('Já existe uma candidatura com este e-mail.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ana@exemplo.ao');
  });

  it('quando o envio falha, avisa e mantém todos os valores para tentar de novo', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder('post', CAMINHO_CANDIDATURAS, 'sem-rede', RECEBIDA);
    renderizar(<FormularioCandidatura />);
    await preencherIndividual(utilizador);

    await utilizador.click(enviar());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Sem ligação ao servidor.*Os dados que escreveu foram mantidos/,
    );
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Maria Tavares');
    expect(screen.getByRole('textbox', { name: /Morada/ })).toHaveValue(
      'Rua da Missão, 12, Lubango',
    );
    expect(screen.getByRole('checkbox', { name: /aceito os estatutos/ })).toBeChecked();

    await utilizador.click(enviar());

    expect(
      await screen.findByRole('heading', { name: 'Candidatura recebida' }),
    ).toBeInTheDocument();
    expect(screen.getByText('57')).toBeInTheDocument();
    expect(pedidos).toHaveLength(2);
    const [falhado, aceite] = pedidos;
    expect(aceite!.corpo).toMatchObject({
      tipo: 'individual',
      categoria: 'efectivo',
      nome: 'Ana Maria Tavares',
      representante: '',
      email: 'ana@exemplo.ao',
      provincia: 'Huíla',
    });
    expect(aceite!.cabecalhos.get('X-XSRF-TOKEN')).toBe(TOKEN_XSRF_TESTE);
    // Sent again after a failure, the same application keeps its key: the server stores it once.
    expect(aceite!.cabecalhos.get('Idempotency-Key')).toMatch(/\S/);
    expect(aceite!.cabecalhos.get('Idempotency-Key')).toBe(
      falhado!.cabecalhos.get('Idempotency-Key'),
    );
  });

  it('o que o visitante deixou no formulário do servidor antes de o código chegar fica e é enviado', async () => {
    const utilizador = userEvent.setup();
    const pedidos = responder('post', CAMINHO_CANDIDATURAS, RECEBIDA);
    renderizar(<FormularioCandidatura />, {
      // The associates' page chose "estudante"; the visitor, on a slow phone, chose otherwise.
      rota: '/associados/inscricao?categoria=estudante',
      antesDeHidratar: (pagina) => {
        const campo = <T extends Element>(seletor: string) => pagina.querySelector<T>(seletor)!;
        campo<HTMLInputElement>('[name="categoria"][value="efectivo"]').checked = true;
        campo<HTMLInputElement>('[name="nome"]').value = 'Ana Maria Tavares';
        campo<HTMLInputElement>('[name="documento"]').value = '001234567LA041';
        campo<HTMLInputElement>('[name="email"]').value = 'ana@exemplo.ao';
        campo<HTMLInputElement>('[name="telefone"]').value = '923 456 789';
        campo<HTMLSelectElement>('[name="provincia"]').value = 'Huíla';
        campo<HTMLInputElement>('[name="morada"]').value = 'Rua da Missão, 12, Lubango';
        campo<HTMLInputElement>('[name="aceitaEstatutos"]').checked = true;
        campo<HTMLInputElement>('[name="consentimento"]').checked = true;
      },
    });

    expect(screen.getByRole('radio', { name: /Associado efectivo/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Associado estudante/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Maria Tavares');
    expect(screen.getByRole('combobox', { name: /Província/ })).toHaveValue('Huíla');
    expect(screen.getByRole('checkbox', { name: /tratamento dos meus dados/ })).toBeChecked();
    // What nobody touched takes the form's own defaults.
    expect(screen.getByRole('radio', { name: /Individual/ })).toBeChecked();

    await utilizador.click(enviar());

    expect(
      await screen.findByRole('heading', { name: 'Candidatura recebida' }),
    ).toBeInTheDocument();
    expect(pedidos[0]!.corpo).toMatchObject({
      tipo: 'individual',
      categoria: 'efectivo',
      nome: 'Ana Maria Tavares',
      documento: '001234567LA041',
      email: 'ana@exemplo.ao',
      provincia: 'Huíla',
      morada: 'Rua da Missão, 12, Lubango',
      aceitaEstatutos: true,
      consentimento: true,
    });
  });

  it('pré-escolhe a categoria vinda da página de associados, já no HTML do servidor', () => {
    const escolhidas: string[] = [];
    renderizar(<FormularioCandidatura />, {
      rota: '/associados/inscricao?categoria=estudante',
      antesDeHidratar: (pagina) =>
        pagina
          .querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')
          .forEach((escolha) => escolhidas.push(`${escolha.name}=${escolha.value}`)),
    });
    expect(escolhidas).toEqual(['tipo=individual', 'categoria=estudante']);
    expect(screen.getByRole('radio', { name: /Associado estudante/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Individual/ })).toBeChecked();
  });
});
