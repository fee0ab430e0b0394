import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { lazyAoAparecer } from './ao-aparecer';
import { NO_ECRA, quandoPerto } from './quando-perto';

/** The browser's IntersectionObserver, driven by the test: `aparecer()` brings the element near. */
class ObservadorFalso {
  static instancias: ObservadorFalso[] = [];
  observados: Element[] = [];
  desligado = false;
  constructor(
    private readonly aoMudar: IntersectionObserverCallback,
    readonly opcoes?: IntersectionObserverInit,
  ) {
    ObservadorFalso.instancias.push(this);
  }
  observe(elemento: Element) {
    this.observados.push(elemento);
  }
  disconnect() {
    this.desligado = true;
  }
  aparecer() {
    const entradas = this.observados.map((alvo) => ({ isIntersecting: true, target: alvo }));
    this.aoMudar(entradas as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

describe('lazyAoAparecer', () => {
  beforeEach(() => {
    ObservadorFalso.instancias = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ObservadorFalso;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    document.body.innerHTML = '';
  });

  it('só pede o código quando a parte da página se aproxima do ecrã', async () => {
    const parte = document.createElement('div');
    parte.id = 'formulario-fundo';
    document.body.append(parte);
    const importar = jest.fn(() => Promise.resolve(() => <p>Formulário pronto</p>));
    const Formulario = lazyAoAparecer('formulario-fundo', importar);

    render(
      <Suspense fallback={<p>À espera</p>}>
        <Formulario />
      </Suspense>,
    );
    await act(() => Promise.resolve());
    expect(importar).not.toHaveBeenCalled();
    expect(screen.getByText('À espera')).toBeInTheDocument();

    await act(async () => ObservadorFalso.instancias[0]!.aparecer());
    expect(await screen.findByText('Formulário pronto')).toBeInTheDocument();
    expect(importar).toHaveBeenCalledTimes(1);
    expect(ObservadorFalso.instancias[0]!.desligado).toBe(true);
  });

  it('deixa de esperar à primeira interacção do visitante, depois de pintada a resposta a ela', async () => {
    const parte = document.createElement('div');
    parte.id = 'formulario-fundo';
    document.body.append(parte);
    let pronto = false;
    void quandoPerto('formulario-fundo').then(() => {
      pronto = true;
    });
    const pinturas: FrameRequestCallback[] = [];
    const pedirQuadro = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((funcao) => pinturas.push(funcao));
    try {
      await Promise.resolve();
      expect(pronto).toBe(false);
      window.dispatchEvent(new Event('pointerdown'));
      expect(ObservadorFalso.instancias[0]!.desligado).toBe(true);
      // Nothing in the interaction's own task: its answer is painted first.
      await new Promise((r) => setTimeout(r, 5));
      expect(pronto).toBe(false);
      expect(pinturas).toHaveLength(1);
      pinturas[0]!(performance.now());
      await new Promise((r) => setTimeout(r, 5));
      expect(pronto).toBe(true);
    } finally {
      pedirQuadro.mockRestore();
    }
  });

  it('um bloco que espera pelo ecrã observa sem margem; um formulário, meio ecrã antes', () => {
    const parte = document.createElement('div');
    parte.id = 'bloco';
    document.body.append(parte);
    void quandoPerto('bloco', NO_ECRA);
    void quandoPerto('bloco');
    expect(ObservadorFalso.instancias.map((o) => o.opcoes?.rootMargin)).toEqual([
      '0px',
      '400px 0px',
    ]);
  });

  it('sem a parte no documento (uma página feita no navegador), não espera', async () => {
    await expect(quandoPerto('nao-existe')).resolves.toBeUndefined();
    expect(ObservadorFalso.instancias).toHaveLength(0);
  });
});
