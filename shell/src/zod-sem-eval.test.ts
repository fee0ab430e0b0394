import type * as Zod from 'zod';

/** Builds and uses an object schema the way the contract does, counting `new Function` calls. */
function usarEsquema(): { jitless: boolean | undefined; avaliacoes: number } {
  const Original = globalThis.Function;
  let avaliacoes = 0;
  globalThis.Function = new Proxy(Original, {
    construct(alvo, argumentos: string[]) {
      avaliacoes += 1;
      return new alvo(...argumentos);
    },
  });
  try {
    let resultado = { jitless: undefined as boolean | undefined, avaliacoes: 0 };
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { z } = require('zod') as typeof Zod;
      z.object({ nome: z.string() }).parse({ nome: 'AAQ' });
      resultado = { jitless: z.config().jitless, avaliacoes };
    });
    return resultado;
  } finally {
    globalThis.Function = Original;
  }
}

describe('zod sem avaliação de código', () => {
  beforeEach(() => {
    delete globalThis.__zod_globalConfig;
  });

  it('sem esta configuração, zod experimenta new Function (o que a CSP do site reporta)', () => {
    expect(usarEsquema().avaliacoes).toBeGreaterThan(0);
  });

  it('com ela, zod usa o analisador simples e nunca chama new Function', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('./zod-sem-eval');
    });
    expect(usarEsquema()).toEqual({ jitless: true, avaliacoes: 0 });
  });
});
