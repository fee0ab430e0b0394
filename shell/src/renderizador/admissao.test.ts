import { Admissao, RenderizacaoRecusada } from './admissao';

/** A render that runs until the test lets it finish. */
function renderPendente() {
  let terminar!: (html: string) => void;
  const promessa = new Promise<string>((resolver) => {
    terminar = resolver;
  });
  return { trabalho: () => promessa, terminar };
}

describe('admissão de renderizações', () => {
  it('corre até ao limite, põe em fila os seguintes e recusa logo o que não cabe', async () => {
    const admissao = new Admissao({ simultaneas: 2, fila: 1, prazoFilaMs: 10_000 });
    const [a, b, c] = [renderPendente(), renderPendente(), renderPendente()];
    const iniciados: string[] = [];
    const pedir = (nome: string, render: ReturnType<typeof renderPendente>) =>
      admissao.executar(() => {
        iniciados.push(nome);
        return render.trabalho();
      });

    const primeiro = pedir('a', a);
    const segundo = pedir('b', b);
    const terceiro = pedir('c', c);
    await expect(admissao.executar(() => Promise.resolve('d'))).rejects.toEqual(
      new RenderizacaoRecusada('filaCheia'),
    );
    expect(iniciados).toEqual(['a', 'b']);
    expect(admissao.ocupacao).toEqual({ aCorrer: 2, aEsperar: 1 });

    a.terminar('<p>a</p>');
    await expect(primeiro).resolves.toBe('<p>a</p>');
    await new Promise((resolver) => setTimeout(resolver, 0));
    expect(iniciados).toEqual(['a', 'b', 'c']);
    b.terminar('<p>b</p>');
    c.terminar('<p>c</p>');
    await expect(Promise.all([segundo, terceiro])).resolves.toEqual(['<p>b</p>', '<p>c</p>']);
    expect(admissao.ocupacao).toEqual({ aCorrer: 0, aEsperar: 0 });
  });

  it('o que espera para além do prazo é recusado e sai da fila sem nunca correr', async () => {
    const admissao = new Admissao({ simultaneas: 1, fila: 5, prazoFilaMs: 30 });
    const longo = renderPendente();
    const aCorrer = admissao.executar(longo.trabalho);
    let correu = false;
    const aEspera = admissao.executar(async () => {
      correu = true;
      return 'tarde';
    });
    await expect(aEspera).rejects.toEqual(new RenderizacaoRecusada('prazo'));
    expect(admissao.ocupacao).toEqual({ aCorrer: 1, aEsperar: 0 });

    longo.terminar('feito');
    await expect(aCorrer).resolves.toBe('feito');
    expect(correu).toBe(false);
  });

  it('o prazo é da espera: uma renderização admitida não é cortada por ele', async () => {
    const admissao = new Admissao({ simultaneas: 1, fila: 1, prazoFilaMs: 20 });
    const lento = admissao.executar(
      () => new Promise<string>((resolver) => setTimeout(() => resolver('completa'), 60)),
    );
    await expect(lento).resolves.toBe('completa');
  });

  it('o erro de uma renderização chega a quem a pediu tal como foi', async () => {
    const admissao = new Admissao({ simultaneas: 1, fila: 1, prazoFilaMs: 1000 });
    const falha = new Error('CMS em baixo');
    await expect(admissao.executar(() => Promise.reject(falha))).rejects.toBe(falha);
  });

  it('conta as recusas e di-lo no registo numa linha por período, não uma por pedido', async () => {
    jest.useFakeTimers();
    try {
      const linhas: string[] = [];
      const admissao = new Admissao({
        simultaneas: 1,
        fila: 0,
        prazoFilaMs: 1000,
        avisar: (linha) => linhas.push(linha),
      });
      const longo = renderPendente();
      const aCorrer = admissao.executar(longo.trabalho);
      for (let i = 0; i < 3; i += 1) {
        await expect(admissao.executar(longo.trabalho)).rejects.toBeInstanceOf(
          RenderizacaoRecusada,
        );
      }
      expect(admissao.recusadas).toEqual({ filaCheia: 3, prazo: 0 });
      expect(linhas).toEqual([]);
      jest.advanceTimersByTime(10_000);
      expect(linhas).toEqual([
        expect.stringMatching(/^\[ssr\] 3 renderização\(ões\) recusada\(s\)/),
      ]);
      longo.terminar('feito');
      await aCorrer;
    } finally {
      jest.useRealTimers();
    }
  });
});
