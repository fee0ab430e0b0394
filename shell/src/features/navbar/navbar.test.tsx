import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paginasQuery } from '@site/shared/api';
import type { Pagina } from '@site/shared/contract';
import { paginaCms, renderizar, responder, type Resposta } from '@site/shared/testes';

import { construirMenuReserva } from './menu-reserva';
import { Navbar } from './navbar';

const PAGINAS_CMS: Pagina[] = [
  paginaCms(1, 'Início'),
  paginaCms(4, 'Quem Somos', {
    seccoesMenu: [{ idSeccao: 1, nome: 'A nossa história', activo: true, menu: true, ordem: 1 }],
  }),
  paginaCms(3, 'Formação', { paginasFilhos: [paginaCms(14, 'Cursos de Qualidade')] }),
  paginaCms(6, 'Eventos'),
  paginaCms(12, 'Contactos'),
].map((entrada, indice) => ({ ...entrada, ordem: indice + 1 }));

/** Opens the navbar at `rota` while the CMS answers the pages list with `respostas`, in turn. */
function abrir(rota: string, ...respostas: Resposta[]) {
  const pedidos = responder('get', '/cms/api/v1/paginas/pt', ...respostas);
  // The client's own retries of a transient fault (1 s, then 2 s) would only slow these tests.
  const { queryClient } = renderizar(<Navbar />, { rota, semRepeticoes: true });
  const estado = () => queryClient.getQueryState(paginasQuery().queryKey)?.status;
  return { estado, pedidos };
}

const navegacao = () => screen.getByRole('navigation', { name: 'Navegação principal' });
/** The top-level entries as a visitor reads them: links and dropdown buttons, in order. */
const entradas = () =>
  Array.from(navegacao().querySelectorAll('.navbar-nav > li:not(.menu-mais) > :is(a, button)')).map(
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

/** The site's own menu, as `menu-reserva.ts` defines it: the entries a visitor reads. */
const MENU_PROPRIO = construirMenuReserva('aaq').map((item) => item.texto);

describe('Navbar', () => {
  it('mostra o menu próprio do sítio enquanto a lista de páginas do CMS não chega', () => {
    abrir('/', 'pendente');
    expect(entradas()).toEqual(MENU_PROPRIO);
  });

  it.each<[string, Resposta]>([
    ['o servidor está em baixo', 'sem-rede'],
    ['o CMS responde 503', { status: 503 }],
    // The client reports a timeout (20 s) as a network error too: no answer at all.
    ['o pedido esgota o tempo', 'sem-rede'],
  ])(
    'quando %s, mostra o menu próprio com as secções principais do sítio',
    async (_caso, falha) => {
      const { estado } = abrir('/', falha);
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
    const aviso = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { estado } = abrir('/', { objecto: null });
    await waitFor(() => expect(estado()).toBe('error'));
    expect(entradas()).toEqual(MENU_PROPRIO);
    expect(aviso).toHaveBeenCalledWith(
      '[GET /cms/api/v1/paginas/pt] resposta com formato inesperado: objecto vazio (null)',
    );
    aviso.mockRestore();
  });

  it('uma lista sem nenhuma página marcada para o menu deixa o menu próprio', async () => {
    const { estado } = abrir('/', {
      objecto: [{ idPagina: 3, textoPagina: 'Escondida', menu: false, activo: true }],
    });
    await waitFor(() => expect(estado()).toBe('success'));
    expect(entradas()).toEqual(MENU_PROPRIO);
  });

  it('destaca a secção actual também no menu próprio', async () => {
    const { estado } = abrir('/eventos/agendados', 'sem-rede');
    await waitFor(() => expect(estado()).toBe('error'));
    const eventos = within(navegacao()).getByRole('button', { name: 'Eventos' });
    expect(eventos).toHaveClass('active');
    expect(eventos).toHaveAttribute('aria-current', 'true');
    expect(within(navegacao()).getByRole('link', { name: 'Início' })).not.toHaveClass('active');
  });

  it('o menu próprio fica dentro do menu recolhível, aberto pelo botão "Abrir o menu"', () => {
    abrir('/', 'sem-rede');
    const botao = screen.getByRole('button', { name: 'Abrir o menu' });
    const menu = document.getElementById(botao.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveClass('collapse', 'navbar-collapse');
    expect(within(menu!).getByRole('link', { name: 'Contactos' })).toBeInTheDocument();
  });

  it('quando a lista chega, o menu do CMS substitui o menu próprio', async () => {
    abrir('/', { objecto: PAGINAS_CMS });
    expect(
      await within(navegacao()).findByRole('button', { name: 'Formação' }),
    ).toBeInTheDocument();
    expect(entradas()).toEqual(['Início', 'Quem Somos', 'Formação', 'Eventos', 'Contactos']);
    expect(ligacoes(submenu('Quem Somos'))).toEqual([['A nossa história', '/aaq#historia']]);
    expect(screen.queryByText('Biblioteca')).not.toBeInTheDocument();
  });

  it('depois de uma falha, volta a pedir a lista na navegação seguinte e mostra o menu do CMS', async () => {
    const { estado, pedidos } = abrir('/', 'sem-rede', { objecto: PAGINAS_CMS });
    await waitFor(() => expect(estado()).toBe('error'));
    expect(pedidos).toHaveLength(1);

    await userEvent.click(within(navegacao()).getByRole('link', { name: 'Contactos' }));
    expect(
      await within(navegacao()).findByRole('button', { name: 'Formação' }),
    ).toBeInTheDocument();
    expect(pedidos).toHaveLength(2);
    expect(within(navegacao()).getByRole('link', { name: 'Contactos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('o botão "Abrir o menu" abre e fecha o menu recolhível, e uma navegação fecha-o', async () => {
    abrir('/', 'sem-rede');
    const botao = screen.getByRole('button', { name: 'Abrir o menu' });
    const menu = document.getElementById('menu-principal')!;
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('show');
    await userEvent.click(botao);
    expect(menu).not.toHaveClass('show');

    await userEvent.click(botao);
    await userEvent.click(within(menu).getByRole('link', { name: 'Contactos' }));
    expect(menu).not.toHaveClass('show');
    expect(botao).toHaveAttribute('aria-expanded', 'false');
  });

  it('um submenu abre-se no botão, percorre-se com as setas e fecha-se com Escape ou fora dele', async () => {
    abrir('/', 'sem-rede');
    const botao = within(navegacao()).getByRole('button', { name: 'A Associação' });
    const lista = submenu('A Associação');
    expect(lista).not.toHaveClass('show');

    botao.focus();
    await userEvent.keyboard('{Enter}');
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(lista).toHaveClass('show');
    const [primeira, segunda] = within(lista).getAllByRole('link');
    await userEvent.keyboard('{ArrowDown}');
    expect(primeira).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(segunda).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(primeira).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(lista).not.toHaveClass('show');
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(botao).toHaveFocus();

    await userEvent.click(botao);
    expect(lista).toHaveClass('show');
    await userEvent.click(document.body);
    expect(lista).not.toHaveClass('show');

    // Only one open at a time: opening another closes the first.
    await userEvent.click(botao);
    await userEvent.click(within(navegacao()).getByRole('button', { name: 'Eventos' }));
    expect(lista).not.toHaveClass('show');
    expect(submenu('Eventos')).toHaveClass('show');
  });
});
