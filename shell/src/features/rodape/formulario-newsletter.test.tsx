import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderizar, responder } from '@site/shared/testes';

import { FormularioNewsletter } from './formulario-newsletter';

describe('FormularioNewsletter', () => {
  it('mostra os erros em português ao lado dos campos e põe o foco no primeiro', async () => {
    const pedidos = responder('post', '/cms/api/v1/newsletters', { objecto: null, status: 201 });
    renderizar(<FormularioNewsletter />);
    await userEvent.type(screen.getByLabelText(/Endereço de e-mail/), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscrever' }));
    const email = screen.getByLabelText(/Endereço de e-mail/);
    expect(
      await screen.findByText('Indique um endereço de e-mail válido (ex.: nome@dominio.ao).'),
    ).toBeVisible();
    expect(
      screen.getByText('Para continuar, aceite o tratamento dos seus dados pessoais.'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(pedidos).toEqual([]);
  });

  it('pede autorização para o marketing por e-mail, liga à política e ao cancelamento', () => {
    renderizar(<FormularioNewsletter />);
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(
      /newsletter.*\(comunicações de marketing por e-mail\).*Leia a política de privacidade/,
    );
    expect(
      screen
        .getAllByRole('link', { name: /política de privacidade/ })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/privacidade', '/privacidade']);
    expect(screen.getByText(/apenas para lhe enviar a newsletter\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar a subscrição' })).toHaveAttribute(
      'href',
      '/privacidade/newsletter',
    );
  });
});
