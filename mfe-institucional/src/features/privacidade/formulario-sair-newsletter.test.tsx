import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  aguardarCarregamento,
  pedidoEndpoint,
  renderizar,
  responder,
  responderCom,
  responderErro,
} from '@site/shared/testes';

import { SEDE } from '../../testes/dados';
import { CAMINHO_SEDE } from '../../testes/servicos';

import { FormularioSairNewsletter } from './formulario-sair-newsletter';
import { PaginaSairNewsletter } from './pagina-sair-newsletter';

const [METODO, CAMINHO] = pedidoEndpoint('cancelamentoNewsletter');

async function pedirCancelamento(email = 'ana@exemplo.ao') {
  const utilizador = userEvent.setup();
  renderizar(<FormularioSairNewsletter />);
  await utilizador.type(
    screen.getByRole('textbox', { name: /Endereço de e-mail subscrito/ }),
    email,
  );
  await utilizador.click(screen.getByRole('button', { name: 'Cancelar a subscrição' }));
  return utilizador;
}

describe('cancelar a newsletter', () => {
  it('a página tem o seu título e liga à política de privacidade', async () => {
    renderizar(<PaginaSairNewsletter />, { rota: '/privacidade/newsletter' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancelar a newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    await aguardarCarregamento();
  });

  it('envia o endereço ao CMS e confirma que deixou de receber a newsletter', async () => {
    const pedidos = responder(METODO, CAMINHO, { objecto: null, status: 201 });
    await pedirCancelamento();
    const confirmacao = await screen.findByRole('status');
    expect(
      within(confirmacao).getByRole('heading', { name: 'Subscrição cancelada' }),
    ).toBeInTheDocument();
    expect(confirmacao).toHaveTextContent('ana@exemplo.ao deixou de receber a newsletter');
    expect(confirmacao).toHaveFocus();
    expect(pedidos.map((pedido) => pedido.corpo)).toEqual([
      { email: 'ana@exemplo.ao', website: '' },
    ]);
  });

  it('num CMS sem o pedido, explica como pedir por e-mail à sede, com o assunto escrito', async () => {
    responderCom('get', CAMINHO_SEDE, SEDE);
    responderErro(METODO, CAMINHO, 404);
    await pedirCancelamento();
    const explicacao = await screen.findByRole('status');
    expect(
      within(explicacao).getByRole('heading', { name: 'Peça o cancelamento por e-mail' }),
    ).toBeInTheDocument();
    expect(explicacao).toHaveTextContent(/o seu pedido não foi registado/);
    const email = await within(explicacao).findByRole('link', { name: 'geral@aaq.ao' });
    const href = new URL(email.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('geral@aaq.ao');
    expect(href.searchParams.get('subject')).toBe('Cancelar a subscrição da newsletter');
    expect(href.searchParams.get('body')).toContain('ana@exemplo.ao');
    expect(
      within(explicacao).getByRole('link', { name: /assunto «Protecção de dados»/ }),
    ).toHaveAttribute('href', '/contactos?assunto=proteccao-dados#contacto-formulario');
  });

  it('outra falha do CMS mostra o erro e mantém o endereço para tentar de novo', async () => {
    const pedidos = responder(METODO, CAMINHO, { status: 503 }, { objecto: null, status: 200 });
    const utilizador = await pedirCancelamento();
    expect(await screen.findByRole('alert')).toHaveTextContent(/foram mantidos/);
    expect(screen.getByRole('textbox', { name: /Endereço de e-mail subscrito/ })).toHaveValue(
      'ana@exemplo.ao',
    );
    await utilizador.click(screen.getByRole('button', { name: 'Cancelar a subscrição' }));
    expect(
      await screen.findByRole('heading', { name: 'Subscrição cancelada' }),
    ).toBeInTheDocument();
    expect(pedidos).toHaveLength(2);
  });
});
