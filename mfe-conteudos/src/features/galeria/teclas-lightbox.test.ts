import { accaoDaTecla, focoSeguinte, passoDoDeslize } from './teclas-lightbox';

describe('accaoDaTecla', () => {
  it('Escape fecha o lightbox', () => {
    expect(accaoDaTecla('Escape', 2, 8)).toEqual({ tipo: 'fechar' });
  });

  it('as setas mudam para a fotografia anterior ou seguinte, dando a volta ao álbum', () => {
    expect(accaoDaTecla('ArrowRight', 2, 8)).toEqual({ tipo: 'ir', indice: 3 });
    expect(accaoDaTecla('ArrowLeft', 2, 8)).toEqual({ tipo: 'ir', indice: 1 });
    expect(accaoDaTecla('ArrowRight', 7, 8)).toEqual({ tipo: 'ir', indice: 0 });
    expect(accaoDaTecla('ArrowLeft', 0, 8)).toEqual({ tipo: 'ir', indice: 7 });
  });

  it('Home e End levam à primeira e à última fotografia', () => {
    expect(accaoDaTecla('Home', 4, 8)).toEqual({ tipo: 'ir', indice: 0 });
    expect(accaoDaTecla('End', 4, 8)).toEqual({ tipo: 'ir', indice: 7 });
    expect(accaoDaTecla('Home', 0, 8)).toBeNull();
  });

  it('num álbum de uma só fotografia as setas não fazem nada', () => {
    expect(accaoDaTecla('ArrowRight', 0, 1)).toBeNull();
  });

  it('ignora as outras teclas', () => {
    expect(accaoDaTecla('a', 0, 8)).toBeNull();
    expect(accaoDaTecla('Enter', 0, 8)).toBeNull();
  });
});

describe('passoDoDeslize', () => {
  it('deslizar para a esquerda avança e para a direita recua', () => {
    expect(passoDoDeslize(-80, 10)).toBe(1);
    expect(passoDoDeslize(80, -10)).toBe(-1);
  });

  it('ignora toques curtos e gestos sobretudo verticais', () => {
    expect(passoDoDeslize(-20, 0)).toBe(0);
    expect(passoDoDeslize(-60, 120)).toBe(0);
  });
});

describe('focoSeguinte', () => {
  it('Tab no último elemento volta ao primeiro, Shift+Tab no primeiro vai para o último', () => {
    expect(focoSeguinte(3, 4, false)).toBe(0);
    expect(focoSeguinte(0, 4, true)).toBe(3);
    expect(focoSeguinte(1, 4, false)).toBe(2);
  });

  it('com o foco fora do diálogo, entra pelo primeiro (ou pelo último, a recuar)', () => {
    expect(focoSeguinte(-1, 4, false)).toBe(0);
    expect(focoSeguinte(-1, 4, true)).toBe(3);
  });
});
