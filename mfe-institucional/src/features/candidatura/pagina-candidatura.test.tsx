import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  aguardarCarregamento,
  renderizar,
  responderErro,
  responderSemRede,
} from '@site/shared/testes';

import { pagina, seccao } from '../../testes/dados';
import { caminhoPagina, servirPagina } from '../../testes/servicos';

import { PaginaCandidatura } from './pagina-candidatura';

const CANDIDATURA_ONLINE = pagina(17, 'Candidatura online', [
  seccao(45, 'Candidatura online', 1, {
    textoSeccao: '<p>Tenha à mão o número do Bilhete de Identidade.</p>',
  }),
]);
/** The associates page, whose child is the application page. */
const ASSOCIADOS = { ...pagina(13, 'Associados', []), paginasFilhos: [CANDIDATURA_ONLINE] };

/** The client retries a failed read twice (after 1 s, then 2 s) before showing the error. */
const ESPERA_RETRIES = 5000;

const introducao = () => screen.getByRole('complementary', { name: 'Antes de começar' });
const nome = () => screen.getByRole('textbox', { name: /Nome completo/ });

describe('PaginaCandidatura', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('com o servidor de conteúdos em baixo, avisa na introdução com "Tentar novamente" e o formulário guarda o que se escreve', async () => {
    const utilizador = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    responderErro('get', '/cms/api/v1/*', 503);
    renderizar(<PaginaCandidatura />, { rota: '/associados/inscricao' });

    expect(within(introducao()).getByRole('status')).toHaveTextContent(
      'A carregar as indicações para a candidatura…',
    );
    await utilizador.type(nome(), 'Ana Maria Tavares');

    const aviso = await within(introducao()).findByRole('alert', {}, { timeout: ESPERA_RETRIES });
    expect(
      within(aviso).getByRole('heading', { name: 'Não foi possível carregar estas indicações' }),
    ).toBeInTheDocument();
    expect(aviso).toHaveTextContent(
      'O serviço está temporariamente indisponível. Tente novamente dentro de momentos. Entretanto, pode preencher o formulário.',
    );
    await utilizador.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@exemplo.ao');
    expect(nome()).toHaveValue('Ana Maria Tavares');

    servirPagina(ASSOCIADOS);
    servirPagina(CANDIDATURA_ONLINE);
    await utilizador.click(within(aviso).getByRole('button', { name: 'Tentar novamente' }));

    expect(
      await within(introducao()).findByText('Tenha à mão o número do Bilhete de Identidade.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(nome()).toHaveValue('Ana Maria Tavares');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@exemplo.ao');
  });

  it('quando só a página da candidatura falha, "Tentar novamente" volta a pedi-la e mostra-a', async () => {
    const utilizador = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pedidosAssociados = servirPagina(ASSOCIADOS);
    responderSemRede('get', caminhoPagina(17));
    renderizar(<PaginaCandidatura />, { rota: '/associados/inscricao' });

    const aviso = await within(introducao()).findByRole('alert', {}, { timeout: ESPERA_RETRIES });
    expect(aviso).toHaveTextContent(/Sem ligação ao servidor/);

    const pedidosCandidatura = servirPagina(CANDIDATURA_ONLINE);
    await utilizador.click(within(aviso).getByRole('button', { name: 'Tentar novamente' }));

    expect(
      await screen.findByText('Tenha à mão o número do Bilhete de Identidade.'),
    ).toBeInTheDocument();
    expect(pedidosCandidatura).toHaveLength(1);
    expect(pedidosAssociados).toHaveLength(1);
  });

  it('sem introdução publicada no CMS, mostra só o formulário', async () => {
    servirPagina({ ...ASSOCIADOS, paginasFilhos: [] });
    renderizar(<PaginaCandidatura />, { rota: '/associados/inscricao' });

    await aguardarCarregamento();
    expect(
      screen.queryByRole('complementary', { name: 'Antes de começar' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Formulário de candidatura' })).toBeInTheDocument();
  });
});
