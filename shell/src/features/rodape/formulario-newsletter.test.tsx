import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { criarQueryClient } from '@site/shared/api';
import { ProvedoresSite } from '@site/shared/ui';

import { FormularioNewsletter } from './formulario-newsletter';

const configuracao = {
  associacao: {
    nome: 'Associação Angolana para a Qualidade',
    sigla: 'AAQ',
    slug: 'aaq',
    descricao: '',
  },
  remotos: { mfe_eventos: '/a', mfe_institucional: '/b', mfe_conteudos: '/c' },
  desenvolvimento: { nome: 'Kianda Digital, Lda.', url: '' },
  captcha: { siteKey: '', scriptUrl: '' },
  urlPublico: '',
};

function desenhar() {
  return render(
    <ProvedoresSite configuracao={configuracao} queryClient={criarQueryClient()}>
      <MemoryRouter>
        <FormularioNewsletter />
      </MemoryRouter>
    </ProvedoresSite>,
  );
}

describe('FormularioNewsletter', () => {
  it('mostra os erros em português ao lado dos campos e põe o foco no primeiro', async () => {
    desenhar();
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
  });
});
