import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { criarQueryClient, ErroHttp, ErroRede, http, paginasQuery } from '@site/shared/api';
import { configuracaoSiteSchema, type Pagina } from '@site/shared/contract';
import { ProvedoresSite } from '@site/shared/ui';

import { Navbar } from './navbar';

const CONFIGURACAO = configuracaoSiteSchema.parse({
  associacao: { nome: 'Associação Angolana para a Qualidade', sigla: 'AAQ', slug: 'aaq' },
  remotos: {
    mfe_eventos: '/mf/eventos/mf-manifest.json',
    mfe_institucional: '/mf/institucional/mf-manifest.json',
    mfe_conteudos: '/mf/conteudos/mf-manifest.json',
  },
  desenvolvimento: { nome: 'Kianda Digital, Lda.' },
});

function pagina(idPagina: number, textoPagina: string, extra: Partial<Pagina> = {}): Pagina {
  return {
    idPagina,
    textoPagina,
    descricao: '',
    activo: true,
    menu: true,
    ordem: idPagina,
    seccoesMenu: [],
    paginasFilhos: [],
    ...extra,
  };
}

const PAGINAS_CMS: Pagina[] = [
  pagina(1, 'Início'),
  pagina(4, 'Quem Somos', {
    seccoesMenu: [{ idSeccao: 1, nome: 'A nossa história', activo: true, menu: true, ordem: 1 }],
  }),
  pagina(3, 'Formação', { paginasFilhos: [pagina(14, 'Cursos de Qualidade')] }),
  pagina(6, 'Eventos'),
  pagina(12, 'Contactos'),
].map((entrada, indice) => ({ ...entrada, ordem: indice + 1 }));

/** How the CMS answers the pages list, as the API client reports it. */
type Resposta = () => Promise<unknown>;

const responde =
  (objecto: unknown): Resposta =>
  () =>
    Promise.resolve({ data: { objecto, statusCode: 200 } });
const falha =
  (erro: Error): Resposta =>
  () =>
    Promise.reject(erro);
const semResposta: Resposta = () => new Promise(() => undefined);

/** Every GET of the pages list is answered by `resposta`. */
let resposta: Resposta;
let pedidos: jest.SpyInstance;

beforeEach(() => {
  resposta = semResposta;
  pedidos = jest.spyOn(http.cms, 'get').mockImplementation(() => resposta() as never);
});
afterEach(() => jest.restoreAllMocks());

function abrir(rota: string) {
  const queryClient = criarQueryClient();
  // The client's own retries of a transient fault (1 s, then 2 s) would only slow these tests.
  queryClient.setQueryDefaults(paginasQuery().queryKey, { retry: false });
  render(
    <ProvedoresSite configuracao={CONFIGURACAO} queryClient={queryClient}>
      <MemoryRouter initialEntries={[rota]}>
        <Navbar />
      </MemoryRouter>
    </ProvedoresSite>,
  );
  const estado = () => queryClient.getQueryState(paginasQuery().queryKey)?.status;
  return { estado };
}

const navegacao = () => screen.getByRole('navigation', { name: 'Navegação principal' });
/** The top-level entries as a visitor reads them: links and dropdown buttons, in order. */
const entradas = () =>
  Array.from(navegacao().querySelectorAll('.navbar-nav > li > :is(a, button)')).map(
    (entrada) => entrada.textContent,
  );
const ligacoes = (elemento: HTMLElement) =>
  within(elemento)
    .getAllByRole('link')
    .map((ligacao) => [ligacao.textContent, ligacao.getAttribute('href')]);
const submenu = (nome: string) => {
  const botao = within(navegacao()).getByRole('button', { name: nome });
  return botao.nextElementSibling as HTMLElement;
};

const MENU_PROPRIO = [
  'Início',
  'A Associação',
  'Associados',
  'Eventos',
  'Normalização',
  'Parcerias',
  'Biblioteca',
  'Galeria',
  'FAQs',
  'Contactos',
];

describe('Navbar', () => {
  it('mostra o menu próprio do sítio enquanto a lista de páginas do CMS não chega', () => {
    resposta = semResposta;
    abrir('/');
    expect(entradas()).toEqual(MENU_PROPRIO);
  });

  it.each([
    ['o servidor está em baixo', falha(new ErroRede())],
    ['o CMS responde 503', falha(new ErroHttp(503))],
    // The client reports a timeout (20 s) as a network error too.
    ['o pedido esgota o tempo', falha(new ErroRede())],
  ])(
    'quando %s, mostra o menu próprio com as secções principais do sítio',
    async (_caso, falhou) => {
      resposta = falhou;
      const { estado } = abrir('/');
      await waitFor(() => expect(estado()).toBe('error'));

      expect(entradas()).toEqual(MENU_PROPRIO);
      const nav = within(navegacao());
      expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
      expect(ligacoes(submenu('A Associação'))).toEqual([
        ['História', '/aaq#historia'],
        ['Missão, Visão e Valores', '/aaq#missao-visao-valores'],
        ['Estatutos', '/aaq#estatutos'],
        ['Órgãos Sociais', '/aaq#orgaos-sociais'],
        ['Mensagem do Presidente', '/aaq#mensagem-presidente'],
      ]);
      expect(ligacoes(submenu('Associados'))).toEqual([
        ['Ser associado', '/associados'],
        ['Inscrição', '/associados/inscricao'],
      ]);
      expect(ligacoes(submenu('Eventos'))).toEqual([
        ['Todos', '/eventos'],
        ['Agendados', '/eventos/agendados'],
        ['Realizados', '/eventos/realizados'],
      ]);
      expect(
        ['Normalização', 'Parcerias', 'Biblioteca', 'Galeria', 'FAQs', 'Contactos'].map((nome) =>
          nav.getByRole('link', { name: nome }).getAttribute('href'),
        ),
      ).toEqual(['/normalizacao', '/parcerias', '/biblioteca', '/galeria', '/faqs', '/contactos']);
    },
  );

  it('também uma resposta que não é uma lista deixa o menu próprio', async () => {
    resposta = responde(null);
    const { estado } = abrir('/');
    await waitFor(() => expect(estado()).toBe('error'));
    expect(entradas()).toEqual(MENU_PROPRIO);
  });

  it('uma lista sem nenhuma página marcada para o menu deixa o menu próprio', async () => {
    resposta = responde([{ idPagina: 3, textoPagina: 'Escondida', menu: false, activo: true }]);
    const { estado } = abrir('/');
    await waitFor(() => expect(estado()).toBe('success'));
    expect(entradas()).toEqual(MENU_PROPRIO);
  });

  it('destaca a secção actual também no menu próprio', async () => {
    resposta = falha(new ErroRede());
    const { estado } = abrir('/eventos/agendados');
    await waitFor(() => expect(estado()).toBe('error'));
    const eventos = within(navegacao()).getByRole('button', { name: 'Eventos' });
    expect(eventos).toHaveClass('active');
    expect(eventos).toHaveAttribute('aria-current', 'true');
    expect(within(navegacao()).getByRole('link', { name: 'Início' })).not.toHaveClass('active');
  });

  it('o menu próprio fica dentro do menu recolhível, aberto pelo botão "Abrir o menu"', () => {
    resposta = falha(new ErroRede());
    abrir('/');
    const botao = screen.getByRole('button', { name: 'Abrir o menu' });
    const menu = document.getElementById(botao.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveClass('collapse', 'navbar-collapse');
    expect(within(menu!).getByRole('link', { name: 'Contactos' })).toBeInTheDocument();
  });

  it('quando a lista chega, o menu do CMS substitui o menu próprio', async () => {
    resposta = responde(PAGINAS_CMS);
    abrir('/');
    expect(
      await within(navegacao()).findByRole('button', { name: 'Formação' }),
    ).toBeInTheDocument();
    expect(entradas()).toEqual(['Início', 'Quem Somos', 'Formação', 'Eventos', 'Contactos']);
    expect(ligacoes(submenu('Quem Somos'))).toEqual([['A nossa história', '/aaq#historia']]);
    expect(screen.queryByText('Biblioteca')).not.toBeInTheDocument();
  });

  it('depois de uma falha, volta a pedir a lista na navegação seguinte e mostra o menu do CMS', async () => {
    resposta = falha(new ErroRede());
    const { estado } = abrir('/');
    await waitFor(() => expect(estado()).toBe('error'));
    expect(pedidos).toHaveBeenCalledTimes(1);

    resposta = responde(PAGINAS_CMS);
    await userEvent.click(within(navegacao()).getByRole('link', { name: 'Contactos' }));
    expect(
      await within(navegacao()).findByRole('button', { name: 'Formação' }),
    ).toBeInTheDocument();
    expect(pedidos).toHaveBeenCalledTimes(2);
    expect(within(navegacao()).getByRole('link', { name: 'Contactos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
