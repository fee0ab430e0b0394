import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { formatarDataCurta, type Evento } from '@site/shared/contract';
import {
  aguardarCarregamento,
  enderecoActual,
  pedidoEndpoint,
  renderizar,
  responder,
  responderCom,
  responderErro,
} from '@site/shared/testes';
import { ColectorPaginaProvider, criarColectorPagina } from '@site/shared/ui';

import { criarEvento } from '../../testes/fabrica-eventos';
import { servirEvento } from '../../testes/servico-eventos';

import { PaginaEvento } from './pagina-evento';

const EVENTO = criarEvento({
  idEvento: 9,
  titulo: 'Workshop de Gestão Ambiental',
  resumo: 'Os requisitos da NA ISO 14001.',
  descricao: '<p>Programa do dia.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  dataInicio: '2026-03-12T09:30:00+01:00',
  dataFim: '2026-03-12T13:00:00+01:00',
  morada: 'Rua Rainha Ginga, n.º 45',
  preco: '15 000 Kz (associados: gratuito)',
  vagas: 25,
});

const URL_EVENTO = 'https://aaq.example.ao/eventos/9/workshop-de-gestao-ambiental';

/** Opens `rota`; the events service answers with `evento` when given. */
async function abrir(rota: string, evento?: Evento) {
  if (evento) servirEvento(evento);
  const resultado = renderizar(
    <Routes>
      <Route
        path="/eventos/:idEvento/:slug?"
        element={<PaginaEvento inscricao={(e) => <p>Inscrição para {e.titulo}</p>} />}
      />
    </Routes>,
    { rota },
  );
  await aguardarCarregamento();
  return resultado;
}

afterEach(() => jest.restoreAllMocks());

describe('PaginaEvento', () => {
  it('mostra o título, as datas, o local, o tipo, o preço, as vagas, a descrição segura e a inscrição', async () => {
    const { container } = await abrir('/eventos/9/workshop-de-gestao-ambiental', EVENTO);
    expect(screen.getByRole('heading', { level: 1, name: EVENTO.titulo })).toBeInTheDocument();
    expect(screen.getByText('12 de março de 2026, 09:30–13:00')).toBeInTheDocument();
    expect(screen.getByText('Rua Rainha Ginga, n.º 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Workshop' })).toHaveAttribute(
      'href',
      '/eventos/tipos/3/workshop',
    );
    expect(screen.getByText('15 000 Kz (associados: gratuito)')).toBeInTheDocument();
    expect(screen.getByText('25 vagas disponíveis')).toBeInTheDocument();
    expect(screen.getByText('Programa do dia.')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByRole('img', { name: `Cartaz do evento ${EVENTO.titulo}` })).toHaveAttribute(
      'width',
      '1200',
    );
    expect(screen.getByText(`Inscrição para ${EVENTO.titulo}`)).toBeInTheDocument();
  });

  it('o cartaz é a imagem principal da página e, se não carregar, dá lugar à data', async () => {
    await abrir('/eventos/9/workshop-de-gestao-ambiental', EVENTO);
    const cartaz = screen.getByRole('img', { name: `Cartaz do evento ${EVENTO.titulo}` });
    expect(cartaz).toHaveAttribute('loading', 'eager');
    expect(cartaz).toHaveAttribute('fetchpriority', 'high');
    expect(cartaz.getAttribute('src')).toMatch(/^\/imagem\?url=/);

    fireEvent.error(cartaz);
    expect(screen.queryByRole('img', { name: /Cartaz/ })).not.toBeInTheDocument();
    expect(screen.getByText(formatarDataCurta(EVENTO.dataInicio))).toBeInTheDocument();
  });

  it('corrige o endereço quando falta o nome do evento ou está desactualizado', async () => {
    await abrir('/eventos/9', EVENTO);
    await waitFor(() => expect(enderecoActual()).toBe('/eventos/9/workshop-de-gestao-ambiental'));
  });

  it('fica no evento pedido quando a resposta do serviço traz outro número', async () => {
    responderCom(...pedidoEndpoint('evento', { idEvento: 9 }), { ...EVENTO, idEvento: 987_654 });
    await abrir('/eventos/9');
    await waitFor(() => expect(enderecoActual()).toBe('/eventos/9/workshop-de-gestao-ambiental'));
    expect(screen.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
      'href',
      '/agenda/eventos/9.ics',
    );
    expect(
      screen.getByRole('link', { name: 'Partilhar no WhatsApp (abre numa nova janela)' }),
    ).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(URL_EVENTO)));
  });

  it('trata um evento que não está activo como não encontrado', async () => {
    await abrir('/eventos/9/workshop-de-gestao-ambiental', { ...EVENTO, estado: 'Cancelado' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Programa do dia.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os eventos' })).toHaveAttribute(
      'href',
      '/eventos',
    );
  });

  it('mostra "não encontrado" (e não o painel de erro) quando a API responde 404', async () => {
    responderErro('get', '/eve/api/v1/eventos/404/pt', 404);
    await abrir('/eventos/404/qualquer');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('mostra o painel de erro com nova tentativa quando o serviço falha', async () => {
    responderErro('get', '/eve/api/v1/eventos/9/pt', 403);
    await abrir('/eventos/9/x');
    expect(screen.getByRole('alert')).toHaveTextContent('O pedido foi recusado');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('não pede nada à API quando o identificador não é um número', async () => {
    const pedidos = responder('get', '/eve/api/v1/*', { status: 404 });
    await abrir('/eventos/abc/qualquer');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Evento não encontrado' }),
    ).toBeInTheDocument();
    expect(pedidos).toEqual([]);
  });

  it('adiciona ao calendário com o ficheiro do servidor ou com o Google Calendar, por ligações simples', async () => {
    await abrir('/eventos/9/workshop-de-gestao-ambiental', EVENTO);
    expect(screen.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
      'href',
      '/agenda/eventos/9.ics',
    );
    const google = screen.getByRole('link', {
      name: 'Adicionar ao Google Calendar (abre numa nova janela)',
    });
    expect(google).toHaveAttribute('target', '_blank');
    expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    const modelo = new URL(google.getAttribute('href')!);
    expect(modelo.searchParams.get('action')).toBe('TEMPLATE');
    expect(modelo.searchParams.get('text')).toBe(EVENTO.titulo);
    expect(modelo.searchParams.get('dates')).toBe('20260312T083000Z/20260312T120000Z');
    expect(modelo.searchParams.get('details')).toContain(`${URL_EVENTO}`);
  });

  it('partilha o evento no WhatsApp, no Facebook e no LinkedIn com o seu endereço', async () => {
    await abrir('/eventos/9', EVENTO);
    const partilha = screen.getByRole('list', { name: 'Partilhar' });
    expect(
      within(partilha).getByRole('link', {
        name: 'Partilhar no WhatsApp (abre numa nova janela)',
      }),
    ).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${EVENTO.titulo} ${URL_EVENTO}`)}`,
    );
    expect(within(partilha).getByRole('link', { name: /^Partilhar no Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_EVENTO)}`,
    );
    expect(within(partilha).getByRole('link', { name: /^Partilhar no LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL_EVENTO)}`,
    );
  });

  it('diz aos motores de busca o que é o evento, quem o organiza, e o trilho que a página mostra', async () => {
    servirEvento(EVENTO);
    const colector = criarColectorPagina();
    renderizar(
      <ColectorPaginaProvider colector={colector}>
        <Routes>
          <Route
            path="/eventos/:idEvento/:slug?"
            element={<PaginaEvento inscricao={() => null} />}
          />
        </Routes>
      </ColectorPaginaProvider>,
      { rota: '/eventos/9/workshop-de-gestao-ambiental' },
    );
    await waitFor(() => expect(colector.pagina?.dadosEstruturados).toBeDefined());
    expect(colector.pagina?.dadosEstruturados?.[0]).toMatchObject({
      '@type': 'Event',
      name: EVENTO.titulo,
      startDate: '2026-03-12T09:30:00+01:00',
      organizer: { '@type': 'Organization', url: 'https://aaq.example.ao/' },
      offers: { price: 15000, priceCurrency: 'AOA' },
    });
    expect(colector.pagina?.trilho).toEqual({
      passos: [
        { texto: 'Início', para: '/' },
        { texto: 'Eventos', para: '/eventos' },
      ],
      actual: EVENTO.titulo,
    });
  });

  it('copia a ligação do evento e diz que foi copiada', async () => {
    const utilizador = userEvent.setup();
    await abrir('/eventos/9/workshop-de-gestao-ambiental', EVENTO);
    await utilizador.click(screen.getByRole('button', { name: 'Copiar ligação' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ligação copiada');
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'https://aaq.example.ao/eventos/9/workshop-de-gestao-ambiental',
    );
  });

  it('usa a partilha do sistema quando o navegador a oferece', async () => {
    const utilizador = userEvent.setup();
    const partilhar = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: partilhar, configurable: true });
    try {
      await abrir('/eventos/9/workshop-de-gestao-ambiental', EVENTO);
      await utilizador.click(screen.getByRole('button', { name: 'Partilhar' }));
      expect(partilhar).toHaveBeenCalledWith({
        title: EVENTO.titulo,
        text: EVENTO.resumo,
        url: 'https://aaq.example.ao/eventos/9/workshop-de-gestao-ambiental',
      });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
