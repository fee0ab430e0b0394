import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  CAMINHO_API_PESQUISA,
  type RespostaPesquisa,
  type ResultadoPesquisa,
} from '@site/shared/contract';
import { enderecoActual, renderizar, responder, responderCom } from '@site/shared/testes';

import { PaginaPesquisa } from './pagina-pesquisa';

const resultado = (extra: Partial<ResultadoPesquisa>): ResultadoPesquisa => ({
  tipo: 'pagina',
  titulo: '',
  tituloDestacado: [],
  caminho: '/',
  excerto: [],
  data: '',
  dataTexto: '',
  local: '',
  quando: '',
  categoria: '',
  codigo: '',
  subResultados: [],
  ...extra,
});

const RESPOSTA: RespostaPesquisa = {
  consulta: 'normalizacao',
  tipo: null,
  total: 2,
  pagina: 1,
  paginas: 1,
  contagens: [
    { tipo: 'pagina', total: 1 },
    { tipo: 'norma', total: 1 },
  ],
  sugestao: '',
  resultados: [
    resultado({
      tipo: 'norma',
      titulo: 'NA ISO 9001:2015 — Sistemas de gestão da qualidade',
      caminho: '/normalizacao#norma-41',
      codigo: 'NA ISO 9001:2015',
      excerto: [
        { texto: 'Guia de ', destaque: false },
        { texto: 'normalização', destaque: true },
        { texto: ' <img src=x onerror=alert(1)>', destaque: false },
      ],
    }),
    resultado({
      titulo: 'Formação',
      caminho: '/pagina/20/formacao',
      subResultados: [
        {
          titulo: 'Cursos de auditoria',
          tituloDestacado: [
            { texto: 'Cursos de ', destaque: false },
            { texto: 'auditoria', destaque: true },
          ],
          caminho: '/pagina/20/31/cursos-de-auditoria#seccao-31',
          excerto: [],
        },
      ],
    }),
  ],
};

describe('PaginaPesquisa', () => {
  it('mostra cada resultado com o tipo, o título ligado ao sítio exacto e o excerto destacado', async () => {
    const pedidos = responderCom('get', CAMINHO_API_PESQUISA, RESPOSTA);
    const { container } = renderizar(<PaginaPesquisa />, { rota: '/pesquisa?q=normalizacao' });

    expect(await screen.findByText('2 resultados para «normalizacao»')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pesquisa' })).toBeInTheDocument();
    const [norma, pagina] = screen.getAllByRole('article');
    expect(within(norma!).getByText('Norma')).toBeInTheDocument();
    expect(within(norma!).getByRole('link', { name: /NA ISO 9001:2015/ })).toHaveAttribute(
      'href',
      '/normalizacao#norma-41',
    );
    expect(within(norma!).getByText('normalização').tagName).toBe('MARK');
    // The section under its page: a link of its own, its matched word marked.
    const seccao = within(pagina!).getByRole('link', { name: 'Cursos de auditoria' });
    expect(seccao).toHaveAttribute('href', '/pagina/20/31/cursos-de-auditoria#seccao-31');
    expect(within(seccao).getByText('auditoria').tagName).toBe('MARK');
    // The snippet's text is text: no element came out of it.
    expect(container.querySelector('img')).toBeNull();
    expect(norma).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(pedidos[0]?.url.searchParams.get('q')).toBe('normalizacao');
  });

  it('sem pesquisa, explica o que se pode procurar e mostra as secções, sem pedir nada', async () => {
    const pedidos = responderCom('get', CAMINHO_API_PESQUISA, RESPOSTA);
    renderizar(<PaginaPesquisa />, { rota: '/pesquisa' });

    expect(await screen.findByText(/Procure em todo o sítio/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Normalização' })).toHaveAttribute(
      'href',
      '/normalizacao',
    );
    expect(pedidos).toHaveLength(0);
  });

  it('sem resultados, di-lo em português e oferece as secções principais', async () => {
    responderCom('get', CAMINHO_API_PESQUISA, { consulta: 'xyz', total: 0, resultados: [] });
    renderizar(<PaginaPesquisa />, { rota: '/pesquisa?q=xyz' });

    expect(await screen.findByText(/Não encontrámos nada para «xyz»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/eventos');
  });

  it('com a pesquisa indisponível, di-lo logo, sem voltar a pedir sozinha, e «Tentar novamente» pede outra vez', async () => {
    const pedidos = responder(
      'get',
      CAMINHO_API_PESQUISA,
      {
        status: 503,
        mensagem:
          'A pesquisa está temporariamente indisponível. Tente novamente dentro de momentos.',
      },
      { objecto: RESPOSTA },
    );
    // The client's own retries (1 s, then 2 s) are on: the 503 must not wait behind them.
    renderizar(<PaginaPesquisa />, { rota: '/pesquisa?q=normalizacao' });

    expect(await screen.findByRole('alert', {}, { timeout: 1000 })).toHaveTextContent(
      'A pesquisa está temporariamente indisponível',
    );
    expect(pedidos).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('2 resultados para «normalizacao»')).toBeInTheDocument();
  });

  it('uma nova pesquisa no formulário abre os seus resultados', async () => {
    responderCom('get', CAMINHO_API_PESQUISA, RESPOSTA);
    renderizar(<PaginaPesquisa />, { rota: '/pesquisa?q=normalizacao' });

    const campo = screen.getByRole('searchbox', { name: 'O que procura?' });
    await userEvent.clear(campo);
    await userEvent.type(campo, '  formação   de auditores{Enter}');

    expect(enderecoActual()).toBe('/pesquisa?q=forma%C3%A7%C3%A3o+de+auditores');
  });
});
