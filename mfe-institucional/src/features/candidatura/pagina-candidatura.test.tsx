import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { pagina, seccao } from '../../teste/dados';
import { renderizar, simularLeituras, simularRede, type Leitura } from '../../teste/renderizar';

import { PaginaCandidatura } from './pagina-candidatura';

const CANDIDATURA_ONLINE = pagina(17, 'Candidatura online', [
  seccao(45, 'Candidatura online', 1, {
    textoSeccao: '<p>Tenha à mão o número do Bilhete de Identidade.</p>',
  }),
]);
const ASSOCIADOS = { ...pagina(13, 'Associados', []), paginasFilhos: [CANDIDATURA_ONLINE] };

/** The CMS as it usually answers: the associates page and its child, the application page. */
function cms(caminho: string): Leitura {
  if (caminho.startsWith('paginas/pagina/13/')) return { objecto: ASSOCIADOS };
  if (caminho.startsWith('paginas/pagina/17/')) return { objecto: CANDIDATURA_ONLINE };
  return { status: 404 };
}

/** The client retries a failed read twice (after 1 s, then 2 s) before showing the error. */
const ESPERA_RETRIES = 5000;

const introducao = () => screen.getByRole('complementary', { name: 'Antes de começar' });
const nome = () => screen.getByRole('textbox', { name: /Nome completo/ });

describe('PaginaCandidatura', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('com o servidor de conteúdos em baixo, avisa na introdução com "Tentar novamente" e o formulário guarda o que se escreve', async () => {
    const utilizador = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let emBaixo = true;
    simularLeituras('cms', (caminho) => (emBaixo ? { status: 503 } : cms(caminho)));
    simularRede('apl', []);
    renderizar(<PaginaCandidatura />, { caminho: '/associados/inscricao' });

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

    emBaixo = false;
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
    let semRede = true;
    const pedidos = simularLeituras('cms', (caminho) =>
      semRede && caminho.startsWith('paginas/pagina/17/') ? 'sem-rede' : cms(caminho),
    );
    simularRede('apl', []);
    renderizar(<PaginaCandidatura />, { caminho: '/associados/inscricao' });

    const aviso = await within(introducao()).findByRole('alert', {}, { timeout: ESPERA_RETRIES });
    expect(aviso).toHaveTextContent(/Sem ligação ao servidor/);

    semRede = false;
    await utilizador.click(within(aviso).getByRole('button', { name: 'Tentar novamente' }));

    expect(
      await screen.findByText('Tenha à mão o número do Bilhete de Identidade.'),
    ).toBeInTheDocument();
    expect(pedidos.filter((caminho) => caminho.startsWith('paginas/pagina/13/'))).toHaveLength(1);
  });

  it('sem introdução publicada no CMS, mostra só o formulário', async () => {
    simularLeituras('cms', (caminho) =>
      caminho.startsWith('paginas/pagina/13/')
        ? { objecto: { ...ASSOCIADOS, paginasFilhos: [] } }
        : { status: 404 },
    );
    simularRede('apl', []);
    renderizar(<PaginaCandidatura />, { caminho: '/associados/inscricao' });

    await jest.runAllTimersAsync();
    expect(
      screen.queryByRole('complementary', { name: 'Antes de começar' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Formulário de candidatura' })).toBeInTheDocument();
  });
});
