import { fireEvent, screen, within } from '@testing-library/react';

import { aguardarCarregamento, renderizar, responder } from '@site/shared/testes';

import { EQUIPA, PAGINA_ASSOCIACAO } from '../../testes/dados';
import { CAMINHO_EQUIPA, caminhoPagina, servirEquipa, servirPagina } from '../../testes/servicos';

import { PaginaAssociacao } from './pagina-associacao';

/** Opens the association page once the CMS has answered with its page and its team. */
async function abrir(pagina = PAGINA_ASSOCIACAO, equipa: unknown[] = EQUIPA) {
  servirPagina(pagina);
  servirEquipa(equipa);
  const resultado = renderizar(<PaginaAssociacao />, { rota: '/aaq' });
  await aguardarCarregamento();
  return resultado;
}

describe('PaginaAssociacao', () => {
  it('mostra só as secções activas, pela ordem do CMS, cada uma com a âncora do menu', async () => {
    const { container } = await abrir();
    const seccoes = [...container.querySelectorAll('section.seccao-associacao')];
    expect(seccoes.map((seccao) => seccao.id)).toEqual([
      'historia',
      'estatutos',
      'orgaos-sociais',
      'mensagem-presidente',
    ]);
    expect(seccoes.map((seccao) => seccao.querySelector('h2')?.textContent)).toEqual([
      'História',
      'Estatutos',
      'Órgãos Sociais',
      'Mensagem do Presidente',
    ]);
    expect(screen.queryByText('Missão, Visão e Valores')).not.toBeInTheDocument();
    expect(screen.queryByText('Relatórios e Contas')).not.toBeInTheDocument();
  });

  it('lista os estatutos para descarregar com nome, tipo e tamanho', async () => {
    await abrir();
    const estatutos = screen.getByRole('region', { name: 'Estatutos' });
    const ligacao = within(estatutos).getByRole('link', { name: /Estatutos da AAQ\.pdf/ });
    expect(ligacao).toHaveAttribute('href', '/cms/api/v1/arquivos/1');
    expect(ligacao).toHaveAttribute('download', 'Estatutos da AAQ.pdf');
    expect(within(estatutos).getByText(/PDF · 4,5 KB/)).toBeInTheDocument();
  });

  it('mostra os órgãos sociais com os membros activos, cada um com retrato e cargo', async () => {
    await abrir();
    const orgaos = screen.getByRole('region', { name: 'Órgãos Sociais' });
    const direccao = within(orgaos).getByRole('list', { name: 'Direcção' });
    expect(
      within(direccao)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'António KialaPresidente',
      'Esperança MateusVice-Presidente',
      'Paulo QuintasSecretário-Geral',
    ]);
    const retrato = within(direccao).getByRole('img', { name: 'Retrato de António Kiala' });
    expect(retrato).toHaveAttribute('loading', 'lazy');
    expect(retrato).toHaveAttribute('width', '400');
    expect(within(orgaos).queryByText('Carlos Mavinga')).not.toBeInTheDocument();
  });

  it('num CMS que só dá nome aos membros, mostra as iniciais no lugar do retrato e junta-os em Outros membros', async () => {
    await abrir(PAGINA_ASSOCIACAO, [{ idMembro: 1, nome: 'Teresa Mbala' }]);
    const orgaos = screen.getByRole('region', { name: 'Órgãos Sociais' });
    const outros = within(orgaos).getByRole('list', { name: 'Outros membros' });
    expect(within(outros).getByRole('listitem')).toHaveTextContent('TMTeresa Mbala');
    expect(within(orgaos).queryByRole('img')).not.toBeInTheDocument();
    const mensagem = screen.getByRole('region', { name: 'Mensagem do Presidente' });
    expect(within(mensagem).queryByRole('img')).not.toBeInTheDocument();
  });

  it('um retrato que não carrega dá lugar às iniciais', async () => {
    await abrir();
    const orgaos = screen.getByRole('region', { name: 'Órgãos Sociais' });
    const retrato = within(orgaos).getByRole('img', { name: 'Retrato de António Kiala' });
    expect(retrato).toHaveAttribute('sizes', '128px');
    fireEvent.error(retrato);
    expect(
      within(orgaos).queryByRole('img', { name: 'Retrato de António Kiala' }),
    ).not.toBeInTheDocument();
    expect(within(orgaos).getByText('AK')).toBeInTheDocument();
  });

  it('assina a mensagem do presidente com o Presidente da Direcção e o seu retrato', async () => {
    await abrir();
    const mensagem = screen.getByRole('region', { name: 'Mensagem do Presidente' });
    expect(
      within(mensagem).getByRole('img', { name: 'Retrato de António Kiala' }),
    ).toBeInTheDocument();
    expect(within(mensagem).getByText('Presidente da Direcção')).toBeInTheDocument();
  });

  it('com o CMS em baixo, um só "Tentar novamente" traz a página inteira, equipa incluída', async () => {
    const pedidosPagina = responder('get', caminhoPagina(PAGINA_ASSOCIACAO.idPagina), 'sem-rede', {
      objecto: PAGINA_ASSOCIACAO,
      status: 200,
    });
    const pedidosEquipa = responder('get', CAMINHO_EQUIPA, 'sem-rede', {
      objecto: EQUIPA,
      status: 200,
    });
    renderizar(<PaginaAssociacao />, { rota: '/aaq', semRepeticoes: true });
    // The page's failure hides the team's: one panel, one button.
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fireEvent.click(tentar);

    const orgaos = await screen.findByRole('region', { name: 'Órgãos Sociais' });
    expect(within(orgaos).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(pedidosPagina).toHaveLength(2);
    expect(pedidosEquipa).toHaveLength(2);
  });

  it('mostra o estado vazio quando nenhuma secção está activa', async () => {
    await abrir({
      ...PAGINA_ASSOCIACAO,
      seccoes: PAGINA_ASSOCIACAO.seccoes.map((s) => ({ ...s, activo: false })),
    });
    expect(
      screen.getByText('A apresentação da associação ainda não foi publicada.'),
    ).toBeInTheDocument();
  });
});
