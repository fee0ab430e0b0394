import { CatalogoMedia } from './catalogo';
import { desenharCena } from './svg';

const cena = (chave: string) =>
  desenharCena({
    chave,
    largura: 1200,
    altura: 630,
    titulo: 'Evento',
    estilo: 'cidade',
    comLegenda: false,
  });
const nome = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('catálogo de media', () => {
  it('guarda um JPEG com o nome marcado pelo conteúdo e serve-o como image/jpeg', () => {
    const catalogo = new CatalogoMedia();
    const url = catalogo.adicionarJpeg('evento-1-1200x630', cena('evento-1'));
    expect(url).toMatch(/^\/cms\/api\/v1\/media\/evento-1-1200x630\.[0-9a-f]{10}\.jpg$/);
    expect(catalogo.tem(nome(url))).toBe(true);
    const ficheiro = catalogo.obter(nome(url));
    expect(ficheiro?.tipoMime).toBe('image/jpeg');
    expect([...(ficheiro?.conteudo.subarray(0, 3) ?? [])]).toEqual([0xff, 0xd8, 0xff]);
    expect(catalogo.obter(nome(url))?.conteudo).toBe(ficheiro?.conteudo);
  });

  it('o mesmo SVG dá o mesmo nome e os mesmos bytes; outro SVG, outro nome', () => {
    const a = new CatalogoMedia();
    const b = new CatalogoMedia();
    const urlA = a.adicionarJpeg('evento-2', cena('evento-2'));
    const urlB = b.adicionarJpeg('evento-2', cena('evento-2'));
    expect(urlB).toBe(urlA);
    expect(
      b.obter(nome(urlB))?.conteudo.equals(a.obter(nome(urlA))?.conteudo ?? Buffer.alloc(0)),
    ).toBe(true);
    expect(a.adicionarJpeg('evento-2', cena('evento-9'))).not.toBe(urlA);
  });

  it('os SVG continuam SVG e um nome desconhecido não existe', () => {
    const catalogo = new CatalogoMedia();
    const url = catalogo.adicionarSvg('banner-1', cena('banner-1'));
    expect(url).toMatch(/\.[0-9a-f]{10}\.svg$/);
    expect(catalogo.obter(nome(url))?.tipoMime).toBe('image/svg+xml');
    expect(catalogo.tem('inexistente.jpg')).toBe(false);
    expect(catalogo.obter('inexistente.jpg')).toBeUndefined();
  });
});
