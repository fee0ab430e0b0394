import { aplicarScroll } from './scroll-navegacao';

describe('aplicarScroll', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    scrollTo.mockRestore();
  });

  function ancora(id: string, topo: number) {
    const elemento = document.createElement('section');
    elemento.id = id;
    elemento.getBoundingClientRect = () => ({ top: topo }) as DOMRect;
    document.body.append(elemento);
  }

  it('sem fragmento, volta ao topo logo após a navegação', () => {
    aplicarScroll('');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('com fragmento, desce até à âncora 100 ms depois, 80 px acima dela', () => {
    ancora('estatutos', 300);
    aplicarScroll('#estatutos');
    jest.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 300 - 80, behavior: 'auto' });
  });

  it('espera pela âncora que só aparece quando os dados chegam', async () => {
    aplicarScroll('#orgaos-sociais');
    jest.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
    ancora('orgaos-sociais', 1000);
    await Promise.resolve();
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 1000 - 80, behavior: 'auto' });
  });

  it('deixa de esperar quando a navegação muda', async () => {
    const cancelar = aplicarScroll('#historia');
    jest.advanceTimersByTime(100);
    cancelar();
    ancora('historia', 10);
    await Promise.resolve();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
