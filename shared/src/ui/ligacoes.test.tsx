import { render, screen } from '@testing-library/react';

import { LigacaoDescarga, LigacaoExterna, urlExterna, urlSegura } from './ligacoes';

describe('ligações', () => {
  it('aceita apenas URLs http(s) e caminhos do próprio sítio', () => {
    expect(urlSegura('https://www.uan.ao')).toBe(true);
    expect(urlSegura('/biblioteca')).toBe(true);
    expect(urlSegura('javascript:alert(1)')).toBe(false);
    expect(urlSegura('//evil.example')).toBe(false);
    expect(urlSegura('data:text/html,x')).toBe(false);
    expect(urlExterna('/biblioteca')).toBe(false);
    expect(urlExterna('http://example.ao')).toBe(true);
  });

  it('a ligação externa abre numa nova janela sem dar acesso à página de origem', () => {
    render(<LigacaoExterna href="https://www.uan.ao">UAN</LigacaoExterna>);
    const ligacao = screen.getByRole('link', { name: 'UAN (abre numa nova janela)' });
    expect(ligacao).toHaveAttribute('target', '_blank');
    expect(ligacao).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a ligação de descarga guarda o ficheiro com o seu nome e mostra o tipo e o tamanho', () => {
    render(
      <LigacaoDescarga
        anexo={{ idArquivo: 20, nome: 'Guia.pdf', tipoMime: 'application/pdf', tamanho: 2048 }}
      />,
    );
    const ligacao = screen.getByRole('link', { name: /Descarregar Guia\.pdf/ });
    expect(ligacao).toHaveAttribute('href', '/cms/api/v1/arquivos/20');
    expect(ligacao).toHaveAttribute('download', 'Guia.pdf');
    expect(ligacao).toHaveTextContent('(PDF, 2 KB)');
  });
});
