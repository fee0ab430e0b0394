import { screen } from '@testing-library/react';

import { renderizar } from '@site/shared/testes';

import { PaginaAcessibilidade } from './pagina-acessibilidade';

describe('PaginaAcessibilidade', () => {
  it('diz o objectivo, como o site é testado, os limites conhecidos e como comunicar um problema', () => {
    renderizar(<PaginaAcessibilidade />, { rota: '/acessibilidade' });
    expect(screen.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((titulo) => titulo.textContent),
    ).toEqual([
      'O nosso objectivo',
      'Como o verificamos',
      'Limitações conhecidas',
      'Comunicar um problema',
    ]);
    expect(screen.getByText(/nível AA das Directrizes .*WCAG\) 2\.1/)).toBeInTheDocument();
    expect(screen.getByText(/com o axe/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'formulário de contacto com o assunto «Acessibilidade»' }),
    ).toHaveAttribute('href', '/contactos?assunto=acessibilidade#contacto-formulario');
    expect(screen.getByText('27 de Novembro de 2026')).toHaveAttribute('datetime', '2026-11-27');
  });
});
