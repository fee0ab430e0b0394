import { modulosDaRota, precarregarDaConfiguracao } from './precarregar';
import { urlEntrada } from './remotos';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

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

  it('sabe que módulos remotos cada endereço mostra primeiro', () => {
    expect(modulosDaRota('/', 'aaq')).toEqual([
      'mfe_eventos/ProximosEventos',
      'mfe_conteudos/FaixaParceiros',
    ]);
    expect(modulosDaRota('/aaq', 'aaq')).toEqual(['mfe_institucional/Associacao']);
    expect(modulosDaRota('/eventos/15/curso', 'aaq')).toEqual(['mfe_eventos/Eventos']);
    expect(modulosDaRota('/contactos', 'aaq')).toEqual(['mfe_institucional/Contactos']);
    expect(modulosDaRota('/nao-existe', 'aaq')).toEqual([]);
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

  it('não regista nada a partir de uma configuração inesperada', () => {
    for (const bruta of [
      null,
      'texto',
      { remotos: null },
      { remotos: {} },
      { remotos: { ...remotos, mfe_eventos: 'javascript:alert(1)' } },
      { remotos: { ...remotos, mfe_eventos: 42 } },
    ]) {
      precarregarDaConfiguracao(bruta, '/');
    }
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('lê um URL de mf-manifest.json como o remoteEntry.js ao lado', () => {
    expect(urlEntrada('/mf/eventos/mf-manifest.json')).toBe('/mf/eventos/remoteEntry.js');
    expect(urlEntrada('https://cdn.example/eventos/mf-manifest.json?v=2')).toBe(
      'https://cdn.example/eventos/remoteEntry.js?v=2',
    );
    expect(urlEntrada('/mf/eventos/remoteEntry.js')).toBe('/mf/eventos/remoteEntry.js');
  });
});
