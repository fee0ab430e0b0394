import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { enderecoActual, renderizar } from '@site/shared/testes';

import { PesquisaNavbar } from './pesquisa-navbar';

describe('PesquisaNavbar', () => {
  it('é um formulário GET para /pesquisa com um campo de pesquisa rotulado, que funciona sem JavaScript', () => {
    renderizar(<PesquisaNavbar />);

    const formulario = screen.getByRole('search', { name: 'Pesquisar no sítio' });
    const campo = screen.getByRole('searchbox', { name: 'Pesquisar no sítio' });
    expect(formulario).toHaveAttribute('method', 'get');
    expect(formulario).toHaveAttribute('action', '/pesquisa');
    expect(campo).toHaveAttribute('name', 'q');
    expect(campo).toHaveAttribute('type', 'search');
  });

  it('abre-se no botão, leva aos resultados e fecha-se', async () => {
    renderizar(<PesquisaNavbar />, { rota: '/eventos' });
    const caixa = screen.getByRole('group');

    await userEvent.click(screen.getByText('Pesquisar no sítio', { selector: 'span' }));
    expect(caixa).toHaveAttribute('open');
    await userEvent.type(screen.getByRole('searchbox'), 'Normalização{Enter}');

    expect(enderecoActual()).toBe('/pesquisa?q=Normaliza%C3%A7%C3%A3o');
    expect(caixa).not.toHaveAttribute('open');
  });

  it('Escape fecha a caixa e devolve o foco ao botão', async () => {
    renderizar(<PesquisaNavbar />);
    const caixa = screen.getByRole('group');
    const botao = screen.getByText('Pesquisar no sítio', { selector: 'span' }).parentElement;

    await userEvent.click(botao!);
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');

    expect(caixa).not.toHaveAttribute('open');
    expect(botao).toHaveFocus();
  });
});
