import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CacheDisco } from './cache-disco';

let pasta: string;
beforeEach(() => {
  pasta = mkdtempSync(join(tmpdir(), 'cache-disco-'));
});
afterEach(() => rmSync(pasta, { recursive: true, force: true }));

const ficheiro = (chave: string) => join(pasta, chave.slice(0, 2), `${chave}.bin`);
const bytes = (n: number) => Buffer.alloc(n, 1);

describe('a cache em disco', () => {
  it('não passa do tamanho máximo: apaga do disco o usado há mais tempo', async () => {
    const cache = new CacheDisco<{ n: number }>(pasta, 1000);
    await cache.abrir();
    await cache.guardar('aa01', bytes(400), { n: 1 });
    await cache.guardar('bb02', bytes(400), { n: 2 });
    cache.meta('aa01');
    await cache.guardar('cc03', bytes(400), { n: 3 });
    await new Promise((resolver) => setTimeout(resolver, 20));

    expect([cache.meta('aa01'), cache.meta('bb02'), cache.meta('cc03')]).toEqual([
      { n: 1 },
      undefined,
      { n: 3 },
    ]);
    expect([existsSync(ficheiro('aa01')), existsSync(ficheiro('bb02'))]).toEqual([true, false]);
    expect(cache.bytes).toBe(800);
  });

  it('depois de reiniciar tem o mesmo conteúdo, pela mesma ordem de uso', async () => {
    const antes = new CacheDisco<{ n: number }>(pasta, 1000);
    await antes.abrir();
    await antes.guardar('aa01', bytes(400), { n: 1 });
    await new Promise((resolver) => setTimeout(resolver, 20));
    await antes.guardar('bb02', bytes(400), { n: 2 });

    const depois = new CacheDisco<{ n: number }>(pasta, 1000);
    await depois.abrir();
    expect(depois.meta('aa01')).toEqual({ n: 1 });
    expect((await depois.ler('aa01'))?.length).toBe(400);
    await depois.guardar('cc03', bytes(400), { n: 3 });
    // aa01 was read after the restart: bb02 is now the least recently used.
    expect([depois.meta('aa01'), depois.meta('bb02')]).toEqual([{ n: 1 }, undefined]);
  });

  it('esquece, ao reiniciar, uma entrada a que falta um ficheiro e os temporários de uma escrita interrompida', async () => {
    const cache = new CacheDisco<{ n: number }>(pasta, 1000);
    await cache.abrir();
    await cache.guardar('aa01', bytes(10), { n: 1 });
    await cache.guardar('aa02', bytes(10), { n: 2 });
    rmSync(ficheiro('aa01'));
    writeFileSync(join(pasta, 'aa', '.tmp-0123'), 'meio');
    const depois = new CacheDisco<{ n: number }>(pasta, 1000);
    await depois.abrir();
    expect([depois.entradas, depois.meta('aa01'), depois.meta('aa02')]).toEqual([
      1,
      undefined,
      { n: 2 },
    ]);
    expect(readdirSync(join(pasta, 'aa')).sort()).toEqual(['aa02.bin', 'aa02.json']);
  });
});
