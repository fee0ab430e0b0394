import { esquemaConfiguracaoSite } from '@site/shared/contract/esquemas';

import { moduloJaCarregado } from './modulos-carregados';
import { precarregarDaConfiguracao } from './precarregar';
import { reiniciarRemoto, urlEntrada } from './remotos';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const configuracao = {
  associacao: { nome: 'AAQ', sigla: 'AAQ', slug: 'aaq' },
  desenvolvimento: { nome: 'Equipa' },
};

const remotos = {
  mfe_eventos: '/mf/eventos/remoteEntry.js',
  mfe_institucional: 'https://institucional.example/mf-manifest.json',
  mfe_conteudos: '/mf/conteudos/remoteEntry.js',
};

describe('precarregamento das secções', () => {
  beforeEach(() => {
    loadRemote.mockReset().mockReturnValue(new Promise(() => undefined));
    registerRemotes.mockReset();
  });

  it('regista os remotos e começa a carregar a secção assim que chega a configuração', () => {
    precarregarDaConfiguracao({ associacao: { slug: 'aaq' }, remotos }, '/galeria');
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mfe_eventos', entry: '/mf/eventos/remoteEntry.js' },
        { name: 'mfe_institucional', entry: 'https://institucional.example/remoteEntry.js' },
        { name: 'mfe_conteudos', entry: '/mf/conteudos/remoteEntry.js' },
      ],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledWith('mfe_conteudos/Galeria');
  });

  it('na página inicial servida, carrega um bloco só quando ele chega ao ecrã', async () => {
    const observados = new Map<Element, IntersectionObserverCallback>();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private readonly aoMudar: IntersectionObserverCallback) {}
      observe(elemento: Element) {
        observados.set(elemento, this.aoMudar);
      }
      disconnect() {}
    };
    document.body.innerHTML = '<div id="inicio-proximos"></div><div id="inicio-parceiros"></div>';
    try {
      precarregarDaConfiguracao({ associacao: { slug: 'aaq' }, remotos }, '/');
      await Promise.resolve();
      expect(loadRemote).not.toHaveBeenCalled();
      const parceiros = document.getElementById('inicio-parceiros')!;
      const entrada = {
        isIntersecting: true,
        target: parceiros,
      } as unknown as IntersectionObserverEntry;
      observados.get(parceiros)!([entrada], {} as IntersectionObserver);
      await Promise.resolve();
      expect(loadRemote.mock.calls).toEqual([['mfe_conteudos/FaixaParceiros']]);
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
      document.body.innerHTML = '';
    }
  });

  it('guarda o módulo da secção quando chega, e esquece-o quando a secção volta a ser pedida', async () => {
    const galeria = { default: () => null };
    loadRemote.mockResolvedValueOnce(galeria);
    precarregarDaConfiguracao({ associacao: { slug: 'aaq' }, remotos }, '/galeria');
    expect(moduloJaCarregado('mfe_conteudos/Galeria')).toBeUndefined();
    await new Promise((resolver) => setTimeout(resolver, 0));
    expect(moduloJaCarregado('mfe_conteudos/Galeria')).toBe(galeria);
    reiniciarRemoto('mfe_conteudos/Galeria');
    expect(moduloJaCarregado('mfe_conteudos/Galeria')).toBeUndefined();
  });

  it('não regista nada a partir de uma configuração inesperada', () => {
    for (const bruta of [null, 'texto', { remotos: null }, { remotos: {} }]) {
      precarregarDaConfiguracao(bruta, '/');
    }
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('deixa de fora um URL que o esquema da configuração recusaria', () => {
    precarregarDaConfiguracao(
      { remotos: { ...remotos, mfe_eventos: 'javascript:alert(1)', mfe_conteudos: 42 } },
      '/',
    );
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_institucional', entry: 'https://institucional.example/remoteEntry.js' }],
      { force: true },
    );
    expect(esquemaConfiguracaoSite.safeParse({ ...configuracao, remotos }).success).toBe(true);
    for (const url of ['javascript:alert(1)', '42']) {
      expect(
        esquemaConfiguracaoSite.safeParse({
          ...configuracao,
          remotos: { ...remotos, mfe_eventos: url },
        }).success,
      ).toBe(false);
    }
  });

  it('lê um URL de mf-manifest.json como o remoteEntry.js ao lado', () => {
    expect(urlEntrada('/mf/eventos/mf-manifest.json')).toBe('/mf/eventos/remoteEntry.js');
    expect(urlEntrada('https://cdn.example/eventos/mf-manifest.json?v=2')).toBe(
      'https://cdn.example/eventos/remoteEntry.js?v=2',
    );
    expect(urlEntrada('/mf/eventos/remoteEntry.js')).toBe('/mf/eventos/remoteEntry.js');
  });
});
