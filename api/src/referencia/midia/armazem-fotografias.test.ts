import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { pastaTemporaria } from '../testes/api-de-teste';

import { ArmazemFotografias } from './armazem-fotografias';

/** A stand-in for making a photograph: counts calls and overlaps, takes a few milliseconds. */
function fabrica(bytes = 'jpeg') {
  const registo = { chamadas: 0, aoMesmoTempo: 0, maximo: 0 };
  const gerar = async () => {
    registo.chamadas += 1;
    registo.aoMesmoTempo += 1;
    registo.maximo = Math.max(registo.maximo, registo.aoMesmoTempo);
    await new Promise((resolver) => setTimeout(resolver, 20));
    registo.aoMesmoTempo -= 1;
    return Buffer.from(`${bytes}-${registo.chamadas}`);
  };
  return { registo, gerar };
}

let pasta: ReturnType<typeof pastaTemporaria>;
beforeEach(() => {
  pasta = pastaTemporaria();
});
afterEach(() => pasta.remover());

describe('armazém de fotografias', () => {
  it('nada é feito ao registar; um nome desconhecido não existe', async () => {
    const armazem = new ArmazemFotografias({ pasta: pasta.pasta });
    const { registo, gerar } = fabrica();
    armazem.registar('a.jpg', gerar);
    expect(armazem.tem('a.jpg')).toBe(true);
    expect(armazem.tem('b.jpg')).toBe(false);
    expect(await armazem.obter('b.jpg')).toBeUndefined();
    expect(registo.chamadas).toBe(0);
    expect(readdirSync(pasta.pasta)).toEqual([]);
  });

  it('vários pedidos ao mesmo tempo fazem a fotografia uma só vez, e todos a recebem', async () => {
    const armazem = new ArmazemFotografias({ pasta: pasta.pasta });
    const { registo, gerar } = fabrica();
    armazem.registar('a.jpg', gerar);
    const obtidas = await Promise.all([1, 2, 3].map(() => armazem.obter('a.jpg')));
    expect(registo.chamadas).toBe(1);
    expect(armazem.geradas).toBe(1);
    expect(obtidas.map((f) => f?.conteudo.toString())).toEqual(['jpeg-1', 'jpeg-1', 'jpeg-1']);
  });

  it('faz uma de cada vez, mesmo quando se pedem várias diferentes', async () => {
    const armazem = new ArmazemFotografias({ pasta: pasta.pasta });
    const { registo, gerar } = fabrica();
    for (const nome of ['a.jpg', 'b.jpg', 'c.jpg']) armazem.registar(nome, gerar);
    await Promise.all(['a.jpg', 'b.jpg', 'c.jpg'].map((nome) => armazem.obter(nome)));
    expect(registo.chamadas).toBe(3);
    expect(registo.maximo).toBe(1);
  });

  it('guarda-as no disco, sem temporários: depois de reiniciar, servem-se sem as refazer', async () => {
    const antes = new ArmazemFotografias({ pasta: pasta.pasta });
    antes.registar('a.jpg', fabrica().gerar);
    const feita = await antes.obter('a.jpg');
    expect(readdirSync(pasta.pasta)).toEqual(['a.jpg']);
    const data = statSync(join(pasta.pasta, 'a.jpg')).mtimeMs;

    const depois = new ArmazemFotografias({ pasta: pasta.pasta });
    const { registo, gerar } = fabrica('outra');
    depois.registar('a.jpg', gerar);
    const lida = await depois.obter('a.jpg');
    expect(registo.chamadas).toBe(0);
    expect(depois.geradas).toBe(0);
    expect(lida?.conteudo.equals(feita?.conteudo ?? Buffer.alloc(0))).toBe(true);
    expect(lida?.modificado.getTime()).toBe(feita?.modificado.getTime());
    expect(statSync(join(pasta.pasta, 'a.jpg')).mtimeMs).toBe(data);
  });

  it('um erro ao fazer chega a quem pediu, nada fica no disco, e o pedido seguinte tenta de novo', async () => {
    const armazem = new ArmazemFotografias({ pasta: pasta.pasta });
    let falhar = true;
    armazem.registar('a.jpg', async () => {
      if (falhar) throw new Error('libvips falhou');
      return Buffer.from('jpeg');
    });
    await expect(armazem.obter('a.jpg')).rejects.toThrow('libvips falhou');
    expect(readdirSync(pasta.pasta)).toEqual([]);
    falhar = false;
    expect((await armazem.obter('a.jpg'))?.conteudo.toString()).toBe('jpeg');
  });

  it('o aquecimento faz, uma a uma, só as que faltam, e termina sem falhar mesmo com erros', async () => {
    writeFileSync(join(pasta.pasta, 'ja-feita.jpg'), 'jpeg de antes');
    const armazem = new ArmazemFotografias({ pasta: pasta.pasta });
    const { registo, gerar } = fabrica();
    armazem.registar('ja-feita.jpg', gerar);
    armazem.registar('estragada.jpg', async () => {
      throw new Error('libvips falhou');
    });
    armazem.registar('nova-1.jpg', gerar);
    armazem.registar('nova-2.jpg', gerar);
    await expect(armazem.aquecer()).resolves.toBeUndefined();
    expect(registo.chamadas).toBe(2);
    expect(registo.maximo).toBe(1);
    expect(readdirSync(pasta.pasta).sort()).toEqual(['ja-feita.jpg', 'nova-1.jpg', 'nova-2.jpg']);
  });

  it('o aquecimento pára quando o sinal é abortado', async () => {
    const armazem = new ArmazemFotografias({ pasta: pasta.pasta });
    const parar = new AbortController();
    const { registo, gerar } = fabrica();
    armazem.registar('a.jpg', async () => {
      parar.abort();
      return gerar();
    });
    armazem.registar('b.jpg', gerar);
    await armazem.aquecer(parar.signal);
    expect(registo.chamadas).toBe(1);
    expect(readdirSync(pasta.pasta)).toEqual(['a.jpg']);
  });

  it('sem pasta, ou numa onde não se pode escrever, guarda-as em memória e avisa', async () => {
    writeFileSync(join(pasta.pasta, 'ficheiro'), '');
    const avisos: string[] = [];
    for (const destino of [null, join(pasta.pasta, 'ficheiro', 'fotos')]) {
      const armazem = new ArmazemFotografias({
        pasta: destino,
        avisar: (mensagem) => avisos.push(mensagem),
      });
      const { registo, gerar } = fabrica();
      armazem.registar('a.jpg', gerar);
      const primeira = await armazem.obter('a.jpg');
      const segunda = await armazem.obter('a.jpg');
      expect(registo.chamadas).toBe(1);
      expect(segunda?.conteudo.equals(primeira?.conteudo ?? Buffer.alloc(0))).toBe(true);
    }
    expect(avisos).toEqual([expect.stringContaining('could not keep a.jpg')]);
  });
});
