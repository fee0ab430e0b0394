import { enderecoInterno } from './enderecos';
import { detectarFormato, svgSeguro } from './formato';
import {
  destinoDaImagem,
  origensPermitidas,
  urlVersionada,
  type PoliticaOrigens,
} from './politica';
import { RecusaImagem } from './recusa';

const politica: PoliticaOrigens = {
  bases: {
    cms: 'http://api:8080/cms/api/v1/',
    eve: 'http://api:8080/eve/api/v1/',
    apl: 'https://apl.example.ao/v1/',
  },
  midia: ['https://media.example.ao', 'http://10.0.0.9:9000'],
};

describe('de onde o ponto de imagens busca cada imagem', () => {
  it('um caminho de uma base da API vai para o upstream dessa base, que é de confiança', () => {
    expect(destinoDaImagem('/cms/api/v1/media/a.jpg', politica)).toEqual({
      url: new URL('http://api:8080/cms/api/v1/media/a.jpg'),
      confianca: 'upstream',
    });
    expect(destinoDaImagem('/apl/api/v1/arquivos/3', politica).url.href).toBe(
      'https://apl.example.ao/v1/arquivos/3',
    );
  });

  it('um servidor de media só em endereços públicos, a menos que esteja escrito como IP', () => {
    expect(destinoDaImagem('https://media.example.ao/x.jpg#y', politica)).toEqual({
      url: new URL('https://media.example.ao/x.jpg'),
      confianca: 'publico',
    });
    expect(destinoDaImagem('http://10.0.0.9:9000/b/x.jpg', politica).confianca).toBe('upstream');
  });

  it('as origens que o navegador pode mostrar são as dos upstreams e as de media, uma vez cada', () => {
    expect(origensPermitidas(politica)).toEqual([
      'http://api:8080',
      'https://apl.example.ao',
      'https://media.example.ao',
      'http://10.0.0.9:9000',
    ]);
  });

  it('reconhece endereços com versão ou resumo do conteúdo', () => {
    const versionadas = [
      '/m/foto.3f2a9c1e.jpg',
      '/m/3f2a9c1e7b-foto.jpg',
      '/m/foto.jpg?v=2',
      '/m/a.jpg?versao=9',
    ];
    const sem = [
      '/uploads/2026/06/foto.jpg',
      '/m/foto-1024x768.jpg',
      '/m/cafe.jpg',
      '/m/foto.jpg?w=3',
    ];
    const base = 'https://cms.example.ao';
    expect(versionadas.map((c) => urlVersionada(new URL(c, base)))).toEqual(
      versionadas.map(() => true),
    );
    expect(sem.map((c) => urlVersionada(new URL(c, base)))).toEqual(sem.map(() => false));
  });
});

describe('endereços internos', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['8.8.8.8', false],
    ['2a00:1450:4003::1', false],
    ['não é ip', true],
  ])('%s é interno: %s', (endereco, interno) => {
    expect(enderecoInterno(endereco)).toBe(interno);
  });
});

describe('o formato pelos primeiros bytes', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[...Buffer.from('GIF89a')], 'gif'],
    [[...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')], 'webp'],
    [[0, 0, 0, 0x1c, ...Buffer.from('ftypavif')], 'avif'],
    [[...Buffer.from('<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="">')], 'svg'],
    [[...Buffer.from('<!doctype html><html>')], null],
    [[...Buffer.from('{"a":1}')], null],
  ])('%j -> %s', (bytes, formato) => {
    expect(detectarFormato(Buffer.from(bytes))).toBe(formato);
  });
});

describe('um SVG é seguro só se não tiver nada activo', () => {
  it.each([
    ['<svg><rect width="1"/></svg>', true],
    ['<svg><script>alert(1)</script></svg>', false],
    ['<svg><a href="&#106;avascript:alert(1)"><rect/></a></svg>', false],
    ['<svg><foreignObject><div/></foreignObject></svg>', false],
    ['<svg><rect ONLOAD = "x()"/></svg>', false],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg/>', false],
    ['<svg><style>@import url(//x)</style></svg>', false],
  ])('%s -> %s', (svg, seguro) => {
    expect(svgSeguro(svg)).toBe(seguro);
  });
});

describe('um caminho do sítio não sai da sua base', () => {
  it.each([
    '/cms/api/v1/../../config/site.json',
    '/cms/api/v1/%2e%2e/%2e%2e/admin/x.png',
    '/cms/api/v1/media/../../../x.png',
  ])('%s é recusado', (url) => {
    expect(() => destinoDaImagem(url, politica)).toThrow(RecusaImagem);
  });

  it('nem pode nomear outro servidor com barras duplicadas', () => {
    expect(destinoDaImagem('/cms/api/v1//outro.example/x.png', politica).url.origin).toBe(
      'http://api:8080',
    );
  });
});
