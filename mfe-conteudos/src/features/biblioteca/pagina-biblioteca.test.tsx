import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { aguardarCarregamento, renderizar } from '@site/shared/testes';

import { grupoTipo, registo } from '../../testes/dados';
import { servirPaginaGrupo } from '../../testes/servicos';

import { PaginaBiblioteca } from './pagina-biblioteca';

const pdf = (idArquivo: number, nome: string) => ({
  idArquivo,
  nome,
  tipoMime: 'application/pdf',
  tamanho: 1536,
});

/** Opens the library once the CMS has answered with its introduction, categories and documents. */
async function abrirBiblioteca() {
  servirPaginaGrupo(
    'biblioteca',
    [grupoTipo(81, 8, 'Guias e Manuais', 1), grupoTipo(82, 8, 'Relatórios', 2)],
    [
      registo({
        idRegisto: 801,
        idGrupo: 8,
        idGrupoTipo: 81,
        nome: 'Guia de Boas Práticas de Normalização',
        anexos: [pdf(20, 'Guia de Boas Práticas de Normalização.pdf')],
      }),
      registo({
        idRegisto: 802,
        idGrupo: 8,
        idGrupoTipo: 82,
        nome: 'Relatório de Actividades 2024',
        resumo: 'Contas do exercício.',
        anexos: [pdf(21, 'Relatório 2024.pdf')],
      }),
      registo({
        idRegisto: 803,
        idGrupo: 8,
        idGrupoTipo: 81,
        nome: 'Manual do Auditor',
        resumo: 'Auditorias e normalização interna.',
        anexos: [pdf(22, 'Manual.pdf')],
      }),
    ],
  );

  renderizar(<PaginaBiblioteca />, { rota: '/biblioteca' });
  await aguardarCarregamento();
}

describe('Biblioteca', () => {
  it('pesquisar "normalizacao" encontra os títulos e resumos acentuados e anuncia quantos', async () => {
    await abrirBiblioteca();
    const utilizador = userEvent.setup();
    expect(await screen.findByText('3 documentos encontrados')).toHaveAttribute('role', 'status');

    await utilizador.type(
      screen.getByRole('searchbox', { name: 'Pesquisar documentos' }),
      'normalizacao',
    );

    expect(screen.getByText('2 documentos encontrados')).toBeInTheDocument();
    const titulos = screen
      .getAllByRole('heading', { level: 2 })
      .map((titulo) => titulo.textContent);
    expect(titulos).toEqual(['Guia de Boas Práticas de Normalização', 'Manual do Auditor']);
  });

  it('filtra por categoria e mostra quantos documentos tem cada uma', async () => {
    await abrirBiblioteca();
    const utilizador = userEvent.setup();
    const relatorios = await screen.findByRole('button', { name: 'Relatórios 1 documentos' });
    expect(screen.getByRole('button', { name: 'Todas 3 documentos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await utilizador.click(relatorios);

    expect(relatorios).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 documento encontrado')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Relatório de Actividades 2024' }),
    ).toBeInTheDocument();
  });

  it('cada documento tem uma ligação de descarga com o nome do ficheiro, o tipo e o tamanho', async () => {
    await abrirBiblioteca();
    const artigo = (
      await screen.findByRole('heading', { name: 'Relatório de Actividades 2024' })
    ).closest('article')!;
    const ligacao = within(artigo).getByRole('link', { name: /Descarregar Relatório 2024\.pdf/ });
    expect(ligacao).toHaveAttribute('href', '/cms/api/v1/arquivos/21');
    expect(ligacao).toHaveAttribute('download', 'Relatório 2024.pdf');
    expect(ligacao).toHaveTextContent('(PDF, 1,5 KB)');
  });

  it('sem resultados mostra "Limpar pesquisa", que repõe a lista e devolve o foco à pesquisa', async () => {
    await abrirBiblioteca();
    const utilizador = userEvent.setup();
    const pesquisa = await screen.findByRole('searchbox', { name: 'Pesquisar documentos' });
    await utilizador.type(pesquisa, 'inexistente');
    expect(screen.getByText('Nenhum documento encontrado')).toBeInTheDocument();

    await utilizador.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));

    expect(pesquisa).toHaveValue('');
    expect(pesquisa).toHaveFocus();
    expect(screen.getByText('3 documentos encontrados')).toBeInTheDocument();
  });
});
