import { cacheControlPagina } from './politica-cache';

const PERIODOS = { frescaMs: 30_000, obsoletaMs: 300_000, erroMs: 86_400_000 };

/** The directives of a Cache-Control value, as a shared cache reads them. */
function directivas(valor: string): Record<string, string | true> {
  return Object.fromEntries(
    valor.split(',').map((parte) => {
      const [nome, numero] = parte.trim().split('=');
      return [nome!, numero ?? true];
    }),
  );
}

describe('Cache-Control das páginas renderizadas', () => {
  it('uma página acabada de renderizar: a cache partilhada guarda-a tanto quanto o renderizador', () => {
    expect(directivas(cacheControlPagina('MISS', 0, PERIODOS))).toEqual({
      public: true,
      'max-age': '0',
      's-maxage': '30',
      'stale-while-revalidate': '300',
      'stale-if-error': '86400',
    });
  });

  it('uma página acabada de renderizar com um segundo de frescura guarda-se esse segundo', () => {
    const curto = { ...PERIODOS, frescaMs: 1000 };
    expect(directivas(cacheControlPagina('MISS', 5, curto))['s-maxage']).toBe('1');
  });

  it('uma cópia guardada leva só a frescura que lhe resta, e depois o resto do prazo obsoleto', () => {
    expect(directivas(cacheControlPagina('HIT', 12_500, PERIODOS))).toMatchObject({
      's-maxage': '18',
      'stale-while-revalidate': '300',
    });
    expect(directivas(cacheControlPagina('STALE', 130_000, PERIODOS))).toMatchObject({
      's-maxage': '0',
      'stale-while-revalidate': '200',
    });
  });

  it('nem a cópia servida por falha nem a página deixada ao navegador se guardam', () => {
    expect(cacheControlPagina('STALE-IF-ERROR', 500_000, PERIODOS)).toBe('no-store');
    expect(cacheControlPagina('BROWSER', 0, PERIODOS)).toBe('no-store');
  });
});
