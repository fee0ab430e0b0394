import sharp from 'sharp';

import { ArmazemFotografias } from './armazem-fotografias';
import { CatalogoMedia, criarFotografia } from './catalogo';
import type { ReceitaFotografia } from './fotografia';
import { LUGARES } from './lugares';
import { desenharCena } from './svg';

const receita = (chave: string, mudancas: Partial<ReceitaFotografia> = {}): ReceitaFotografia => ({
  chave,
  largura: 600,
  altura: 400,
  estilo: 'cidade',
  lugar: LUGARES.ingombota,
  ...mudancas,
});
const nome = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('catálogo de media', () => {
  it('regista uma fotografia com o nome marcado pela receita, e só a faz quando é pedida', async () => {
    const fotografias = new ArmazemFotografias({ pasta: null });
    const catalogo = new CatalogoMedia(fotografias);
    const url = catalogo.adicionarFotografia('evento-1-600x400', receita('evento-1'));
    expect(url).toMatch(/^\/cms\/api\/v1\/media\/evento-1-600x400\.[0-9a-f]{10}\.jpg$/);
    expect(catalogo.tem(nome(url))).toBe(true);
    expect(fotografias.geradas).toBe(0);

    const ficheiro = await catalogo.obter(nome(url));
    expect(fotografias.geradas).toBe(1);
    expect(ficheiro?.tipoMime).toBe('image/jpeg');
    const metadados = await sharp(ficheiro?.conteudo).metadata();
    expect([metadados.format, metadados.width, metadados.height]).toEqual(['jpeg', 600, 400]);
  });

  it('a mesma receita dá o mesmo nome em qualquer catálogo; outra receita, outro nome', () => {
    const a = new CatalogoMedia().adicionarFotografia('evento-2', receita('evento-2'));
    const b = new CatalogoMedia().adicionarFotografia('evento-2', receita('evento-2'));
    expect(b).toBe(a);
    const outro = new CatalogoMedia();
    expect(outro.adicionarFotografia('evento-2', receita('evento-9'))).not.toBe(a);
    expect(
      outro.adicionarFotografia('evento-2', receita('evento-2', { lugar: LUGARES.huambo })),
    ).not.toBe(a);
  });

  it('uma fotografia da galeria é a sua própria miniatura, com o tamanho real', () => {
    const imagem = criarFotografia(new CatalogoMedia(), {
      idImagem: 90201,
      base: 'galeria-902-1',
      textoAlternativo: 'Formadores e formandos',
      legenda: 'Primeiro dia',
      estilo: 'documento',
      lugar: LUGARES.benguela,
    });
    expect(imagem.url).toMatch(/\/media\/galeria-902-1-3000x2000\.[0-9a-f]{10}\.jpg$/);
    expect(imagem).toMatchObject({
      miniaturaUrl: imagem.url,
      largura: 3000,
      altura: 2000,
      miniaturaLargura: 3000,
      miniaturaAltura: 2000,
    });
  });

  it('os SVG continuam SVG e um nome desconhecido não existe', async () => {
    const catalogo = new CatalogoMedia();
    const svg = desenharCena({
      chave: 'logotipo',
      largura: 300,
      altura: 100,
      titulo: 'Parceiro',
      estilo: 'mosaico',
    });
    const url = catalogo.adicionarSvg('logotipo-1', svg);
    expect(url).toMatch(/\.[0-9a-f]{10}\.svg$/);
    expect(await catalogo.obter(nome(url))).toMatchObject({
      tipoMime: 'image/svg+xml',
      conteudo: Buffer.from(svg),
    });
    expect(catalogo.tem('inexistente.jpg')).toBe(false);
    expect(await catalogo.obter('inexistente.jpg')).toBeUndefined();
  });
});
