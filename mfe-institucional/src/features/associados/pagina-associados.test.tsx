import { screen } from '@testing-library/react';

import { paginaQuery } from '@site/shared/api';
import { PAGINAS } from '@site/shared/contract';

import { pagina, seccao } from '../../teste/dados';
import { renderizar, simularLeituras, type Leitura } from '../../teste/renderizar';

import { PaginaAssociados } from './pagina-associados';

const PAGINA_ASSOCIADOS = pagina(13, 'Associados', [
  seccao(31, 'Categorias e quotas', 2),
  seccao(30, 'Ser associado', 1),
  seccao(34, 'Rascunho', 3, { activo: false }),
  seccao(32, 'Benefícios', 4),
]);

describe('PaginaAssociados', () => {
  it('mostra as secções activas por ordem, cada uma na âncora que o menu usa', () => {
    const { container } = renderizar(<PaginaAssociados />, {
      caminho: '/associados',
      semear: (queryClient) =>
        queryClient.setQueryData(paginaQuery(PAGINAS.associados).queryKey, PAGINA_ASSOCIADOS),
    });
    expect([...container.querySelectorAll('section.seccao-associados')].map((s) => s.id)).toEqual([
      'ser-associado',
      'categorias-e-quotas',
      'beneficios',
    ]);
    expect(screen.queryByText('Rascunho')).not.toBeInTheDocument();
  });

  it('apresenta as categorias de associado e leva à candidatura', () => {
    renderizar(<PaginaAssociados />, {
      semear: (queryClient) =>
        queryClient.setQueryData(paginaQuery(PAGINAS.associados).queryKey, PAGINA_ASSOCIADOS),
    });
    expect(screen.getByRole('heading', { name: 'Associado estudante' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Candidatar-me como associado colectivo' }),
    ).toHaveAttribute('href', '/associados/inscricao?categoria=colectivo');
    expect(screen.getByRole('link', { name: 'Candidatar-me a associado' })).toHaveAttribute(
      'href',
      '/associados/inscricao',
    );
  });

  it('enquanto o CMS responde, mostra um esboço das secções e já oferece as categorias', () => {
    simularLeituras('cms', () => new Promise<Leitura>(() => undefined));
    renderizar(<PaginaAssociados />, { caminho: '/associados' });

    expect(screen.getByRole('status')).toHaveTextContent(
      'A carregar a informação sobre os associados…',
    );
    expect(
      screen.getByRole('link', { name: 'Candidatar-me como associado estudante' }),
    ).toHaveAttribute('href', '/associados/inscricao?categoria=estudante');
  });
});
