import { z } from 'zod';

import { preguicoso } from './preguicoso';

describe('preguicoso', () => {
  it('só constrói o valor quando é usado, e uma única vez', () => {
    const criar = jest.fn(() => z.object({ nome: z.string() }));
    const esquema = preguicoso(criar);
    expect(criar).not.toHaveBeenCalled();
    expect(esquema.parse({ nome: 'Ana' })).toEqual({ nome: 'Ana' });
    expect(esquema.safeParse({ nome: 1 }).success).toBe(false);
    expect(criar).toHaveBeenCalledTimes(1);
  });

  it('um esquema preguiçoso compõe-se com outros e é reconhecido pelo zod', () => {
    const item = preguicoso(() => z.object({ id: z.number() }));
    const lista = preguicoso(() => z.array(item).max(2));
    expect(lista.parse([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(lista.safeParse([{ id: 1 }, { id: 2 }, { id: 3 }]).success).toBe(false);
    expect(item).toBeInstanceOf(z.ZodObject);
    expect(item.extend({ nome: z.string() }).parse({ id: 1, nome: 'x' })).toEqual({
      id: 1,
      nome: 'x',
    });
  });
});
