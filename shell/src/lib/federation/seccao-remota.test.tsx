import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderizar } from '@site/shared/testes';

import { guardarModuloCarregado } from './modulos-carregados';
import { registarRemotos } from './remotos';
import { SeccaoRemota } from './seccao-remota';
import { VersoesPaginaContext } from './versoes-pagina';

// Jest cannot load real remotes (jest.mock is hoisted above the imports): the MF runtime is replaced at its boundary, the browser suite
// proves the real composition.
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

describe('SeccaoRemota', () => {
  beforeEach(() => {
    registarRemotos({
      mfe_eventos: '/mf/eventos/mf-manifest.json',
      mfe_institucional: '/mf/institucional/mf-manifest.json',
      mfe_conteudos: '/mf/conteudos/mf-manifest.json',
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('mostra o estado de carregamento e depois a secção', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <p>Lista de eventos</p> });
    renderizar(<SeccaoRemota modulo="mfe_eventos/Eventos" nome="Eventos" />);
    expect(screen.getByRole('status')).toHaveTextContent('A carregar Eventos…');
    expect(await screen.findByText('Lista de eventos')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_eventos/Eventos');
  });

  it('com o código da secção já na página, mostra-a logo, sem estado de carregamento nem novo pedido', () => {
    guardarModuloCarregado('mfe_conteudos/Faqs', { default: () => <p>Perguntas</p> });
    renderizar(<SeccaoRemota modulo="mfe_conteudos/Faqs" nome="FAQs" />);
    expect(screen.getByText('Perguntas')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('mfe_conteudos/Faqs');
  });

  it('quando o remoto falha, mostra o painel de secção indisponível e tentar novamente volta a carregar', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    renderizar(<SeccaoRemota modulo="mfe_conteudos/Galeria" nome="Galeria" />);
    expect(
      await screen.findByRole('heading', {
        name: 'A secção Galeria está temporariamente indisponível',
      }),
    ).toBeVisible();

    loadRemote.mockResolvedValueOnce({ default: () => <p>Álbuns</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Álbuns')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_conteudos', entry: '/mf/conteudos/remoteEntry.js' }],
      { force: true },
    );
  });

  it('desiste ao fim do tempo limite e oferece a alternativa', async () => {
    jest.useFakeTimers();
    loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    renderizar(<SeccaoRemota modulo="mfe_eventos/Eventos" nome="Eventos" />);
    await jest.advanceTimersByTimeAsync(15_000);
    jest.useRealTimers();
    expect(await screen.findByText(/temporariamente indisponível/)).toBeInTheDocument();
  });

  it('a falha de uma secção não passa para a secção seguinte', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    const { rerender } = renderizar(<SeccaoRemota modulo="mfe_conteudos/Galeria" nome="Galeria" />);
    expect(
      await screen.findByText(/Galeria está temporariamente indisponível/),
    ).toBeInTheDocument();
    loadRemote.mockResolvedValueOnce({ default: () => <p>Morada da sede</p> });
    rerender(<SeccaoRemota modulo="mfe_institucional/Contactos" nome="Contactos" />);
    expect(await screen.findByText('Morada da sede')).toBeInTheDocument();
  });

  it('o elemento da secção diz o módulo, a versão do servidor e, depois de pronta, a do navegador', async () => {
    const global = globalThis as { __versoesRemotos?: Record<string, string> };
    global.__versoesRemotos = { mfe_eventos: '1.0.0+bbbbbbb' };
    try {
      loadRemote.mockResolvedValueOnce({ default: () => <p>Lista de eventos</p> });
      const { container } = renderizar(
        <VersoesPaginaContext value={{ shell: '1.0.0+ccccccc', mfe_eventos: '1.0.0+aaaaaaa' }}>
          <SeccaoRemota modulo="mfe_eventos/Eventos" nome="Eventos" />
        </VersoesPaginaContext>,
      );
      const seccao = container.querySelector('.seccao-remota')!;
      expect(seccao).toHaveAttribute('data-modulo', 'mfe_eventos/Eventos');
      expect(seccao).toHaveAttribute('data-versao', '1.0.0+aaaaaaa');
      expect(seccao).not.toHaveAttribute('data-versao-navegador');
      expect(await screen.findByText('Lista de eventos')).toBeInTheDocument();
      expect(seccao.closest('[data-modulo]')).toHaveAttribute(
        'data-versao-navegador',
        '1.0.0+bbbbbbb',
      );
    } finally {
      delete global.__versoesRemotos;
    }
  });

  it('sem página do servidor, só a versão do navegador; um remoto que não a diz fica «unknown»', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <p>Perguntas</p> });
    const { container } = renderizar(<SeccaoRemota modulo="mfe_conteudos/Faqs" nome="FAQs" />);
    expect(await screen.findByText('Perguntas')).toBeInTheDocument();
    const seccao = container.querySelector('.seccao-remota')!;
    expect(seccao).not.toHaveAttribute('data-versao');
    expect(seccao).toHaveAttribute('data-versao-navegador', 'unknown');
  });
});
