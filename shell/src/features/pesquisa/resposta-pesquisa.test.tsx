import { screen, within } from '@testing-library/react';

import { CAMINHO_API_PESQUISA, type RespostaPesquisa } from '@site/shared/contract';
import { renderizar, responderCom } from '@site/shared/testes';

import { PaginaPesquisa } from './pagina-pesquisa';

const evento = (idEvento: number, dataTexto: string, quando: 'agendado' | 'realizado') => ({
  tipo: 'evento',
  titulo: 'Conferência Nacional da Qualidade',
  caminho: `/eventos/${idEvento}/conferencia-nacional-da-qualidade`,
  data: '2026-12-24T09:00:00+01:00',
  dataTexto,
  local: 'Centro de Convenções de Talatona, Luanda',
  quando,
});

const RESPOSTA = {
  consulta: 'conferencia',
  tipo: 'evento',
  total: 45,
  pagina: 2,
  paginas: 3,
  contagens: [
    { tipo: 'evento', total: 45 },
    { tipo: 'documento', total: 2 },
  ],
  resultados: [
    evento(11, '24 de dezembro de 2026', 'agendado'),
    evento(1, '1 de fevereiro de 2026', 'realizado'),
    {
      tipo: 'documento',
      titulo: 'Relatório de Actividades 2024',
      caminho: '/biblioteca#documento-805',
      categoria: 'Relatórios',
    },
  ],
} satisfies Partial<Record<keyof RespostaPesquisa, unknown>>;

describe('resposta da pesquisa', () => {
  it('distingue dois eventos com o mesmo título pela data, o local e se já se realizaram', async () => {
    responderCom('get', CAMINHO_API_PESQUISA, RESPOSTA);
    renderizar(<PaginaPesquisa />, { rota: '/pesquisa?q=conferencia&tipo=evento&pagina=2' });

    const [proximo, passado, documento] = await screen.findAllByRole('article');
    expect(proximo).toHaveTextContent(
      'Agendado24 de dezembro de 2026 · Centro de Convenções de Talatona, Luanda',
    );
    expect(passado).toHaveTextContent('Realizado1 de fevereiro de 2026');
    expect(within(documento!).getByText('Relatórios')).toBeInTheDocument();
  });

  it('filtra por tipo com contagens e pagina com ligações que levam a pesquisa consigo', async () => {
    const pedidos = responderCom('get', CAMINHO_API_PESQUISA, RESPOSTA);
    renderizar(<PaginaPesquisa />, { rota: '/pesquisa?q=conferencia&tipo=evento&pagina=2' });

    const filtros = await screen.findByRole('navigation', { name: 'Filtrar resultados por tipo' });
    expect(within(filtros).getByRole('link', { name: 'Todos (47)' })).toHaveAttribute(
      'href',
      '/pesquisa?q=conferencia',
    );
    const eventos = within(filtros).getByRole('link', { name: 'Eventos (45)' });
    expect(eventos).toHaveAttribute('aria-current', 'page');
    expect(within(filtros).getByRole('link', { name: 'Documentos (2)' })).toHaveAttribute(
      'href',
      '/pesquisa?q=conferencia&tipo=documento',
    );
    expect(screen.getByText('45 eventos, página 2 de 3, para «conferencia»')).toBeInTheDocument();
    const paginas = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(paginas).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/pesquisa?q=conferencia&tipo=evento',
    );
    expect(within(paginas).getByRole('link', { name: 'Página seguinte' })).toHaveAttribute(
      'href',
      '/pesquisa?q=conferencia&tipo=evento&pagina=3',
    );
    expect(pedidos[0]?.url.searchParams.get('tipo')).toBe('evento');
    expect(pedidos[0]?.url.searchParams.get('pagina')).toBe('2');
  });

  it('sem resultados para um erro de escrita, pergunta «Será que quis dizer» com a ligação', async () => {
    responderCom('get', CAMINHO_API_PESQUISA, {
      consulta: 'lobtio',
      total: 0,
      resultados: [],
      sugestao: 'lobito',
    });
    renderizar(<PaginaPesquisa />, { rota: '/pesquisa?q=lobtio' });

    expect(await screen.findByText(/Será que quis dizer/)).toHaveTextContent(
      'Não encontrámos nada para «lobtio». Será que quis dizer «lobito»?',
    );
    expect(screen.getByRole('link', { name: 'lobito' })).toHaveAttribute(
      'href',
      '/pesquisa?q=lobito',
    );
  });
});
