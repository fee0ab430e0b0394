import { screen, waitFor } from '@testing-library/react';

import { aguardarCarregamento, renderizar, responder } from '@site/shared/testes';

import { pagina, seccao } from '../../testes/dados';
import { caminhoPagina, servirPagina } from '../../testes/servicos';

import { PaginaAssociados } from './pagina-associados';

const PAGINA_ASSOCIADOS = pagina(13, 'Associados', [
  seccao(31, 'Categorias e quotas', 2),
  seccao(30, 'Ser associado', 1),
  seccao(34, 'Rascunho', 3, { activo: false }),
  seccao(32, 'Benefícios', 4),
]);

/** Opens the associates page once the CMS has answered with it. */
async function abrir() {
  servirPagina(PAGINA_ASSOCIADOS);
  const resultado = renderizar(<PaginaAssociados />, { rota: '/associados' });
  await aguardarCarregamento();
  return resultado;
}

describe('PaginaAssociados', () => {
  it('mostra as secções activas por ordem, cada uma na âncora que o menu usa', async () => {
    const { container } = await abrir();
    expect([...container.querySelectorAll('section.seccao-associados')].map((s) => s.id)).toEqual([
      'ser-associado',
      'categorias-e-quotas',
      'beneficios',
    ]);
    expect(screen.queryByText('Rascunho')).not.toBeInTheDocument();
  });

  it('apresenta as categorias de associado e leva à candidatura', async () => {
    await abrir();
    expect(screen.getByRole('heading', { name: 'Associado estudante' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Candidatar-me como associado colectivo' }),
    ).toHaveAttribute('href', '/associados/inscricao?categoria=colectivo');
    expect(screen.getByRole('link', { name: 'Candidatar-me a associado' })).toHaveAttribute(
      'href',
      '/associados/inscricao',
    );
  });

  it('enquanto o CMS responde, mostra um esboço das secções e já oferece as categorias', async () => {
    const pedidos = responder('get', caminhoPagina(13), 'pendente');
    renderizar(<PaginaAssociados />, { rota: '/associados' });
    await waitFor(() => expect(pedidos).toHaveLength(1));

    expect(screen.getByRole('status')).toHaveTextContent(
      'A carregar a informação sobre os associados…',
    );
    expect(
      screen.getByRole('link', { name: 'Candidatar-me como associado estudante' }),
    ).toHaveAttribute('href', '/associados/inscricao?categoria=estudante');
  });
});
