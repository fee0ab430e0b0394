import {
  CACHES_TRABALHADOR,
  cacheObsoleta,
  estrategiaPara,
  lerPedidoGuardar,
  MENSAGEM_GUARDAR_PAGINA,
  type PedidoTrabalhador,
} from './regras';

const ORIGEM = 'https://www.aaq.ao';
const pedido = (caminho: string, extra: Partial<PedidoTrabalhador> = {}): PedidoTrabalhador => ({
  url: new URL(caminho, ORIGEM).href,
  method: 'GET',
  mode: 'cors',
  ...extra,
});
const abrir = (caminho: string) => pedido(caminho, { mode: 'navigate' });

describe('trabalhador: que estratégia cada pedido recebe', () => {
  it.each(['/', '/eventos', '/eventos/12/formacao-iso-9001', '/pesquisa?q=normas', '/aaq'])(
    'abrir %s é uma página: rede primeiro, guardada para ler sem rede',
    (caminho) => {
      expect(estrategiaPara(abrir(caminho), ORIGEM)).toBe('pagina');
    },
  );

  it.each(['/agenda.ics', '/agenda/eventos/3.ics', '/feed.xml', '/sitemap.xml'])(
    'abrir o ficheiro %s vai à rede, sem cópia (sem rede: a página de sem ligação)',
    (caminho) => {
      expect(estrategiaPara(abrir(caminho), ORIGEM)).toBe('navegacao');
    },
  );

  it.each([
    '/mf/eventos/remoteEntry.js',
    '/mf/eventos/mf-manifest.json',
    '/mf/conteudos/remoteEntry.js?v=2',
    '/mf/institucional/servidor/remoteEntry.js',
    '/mf/eventos/static/css/sem-hash.css',
    '/config/site.json',
    '/outro/sitio/remoteEntry.js',
  ])('%s, que muda sem mudar de nome, pede-se à rede primeiro', (caminho) => {
    expect(estrategiaPara(pedido(caminho), ORIGEM)).toBe('federacao');
  });

  it.each([
    '/main.3f2a9c1e0b.js',
    '/aplicacao.6b33a59e7a.css',
    '/favicon.bbd02ccb65.ico',
    '/mf/eventos/154.6eb2ac360f.js',
    '/mf/conteudos/static/js/812.0a1b2c3d4e.js',
  ])('%s, com hash no nome, vem da cópia guardada primeiro', (caminho) => {
    expect(estrategiaPara(pedido(caminho), ORIGEM)).toBe('recurso');
  });

  it('uma imagem do CMS pelo endpoint de imagens serve-se da cópia e actualiza-se por trás', () => {
    expect(estrategiaPara(pedido('/imagem?url=https%3A%2F%2Fcms%2Fa.jpg&w=640'), ORIGEM)).toBe(
      'imagem',
    );
  });

  it.each([
    ['uma leitura da API do CMS', pedido('/cms/api/v1/paginas/pt')],
    ['uma leitura da API de eventos', pedido('/eve/api/v1/eventos/3')],
    ['a pesquisa do sítio', pedido('/site/api/v1/pesquisa?q=iso')],
    ['uma submissão (POST)', pedido('/apl/api/v1/candidaturas', { method: 'POST' })],
    ['um formulário enviado (POST de navegação)', { ...abrir('/contactos'), method: 'POST' }],
    ['a página autónoma de um remoto', abrir('/mf/eventos/index.html')],
    ['um ficheiro de outra origem', pedido('https://cdn.example.ao/main.3f2a9c1e0b.js')],
    ['uma página de outra origem', abrir('https://wa.me/?text=x')],
    ['um ficheiro sem hash do shell', pedido('/sem-javascript.css')],
    ['o manifesto', pedido('/manifest.webmanifest')],
  ])('%s fica com o navegador: nem guardada nem repetida', (_caso, dado) => {
    expect(estrategiaPara(dado, ORIGEM)).toBeUndefined();
  });
});

describe('trabalhador: caches', () => {
  it('cada cache tem limite de entradas e de idade', () => {
    for (const { entradas, idadeSegundos } of Object.values(CACHES_TRABALHADOR)) {
      expect(entradas).toBeGreaterThan(0);
      expect(entradas).toBeLessThanOrEqual(250);
      expect(idadeSegundos).toBeGreaterThan(0);
      expect(idadeSegundos).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    }
  });

  it('as caches de uma versão anterior do trabalhador apagam-se; as actuais e as de outros ficam', () => {
    expect(cacheObsoleta('site-paginas-v0')).toBe(true);
    expect(cacheObsoleta(CACHES_TRABALHADOR.pagina.nome)).toBe(false);
    expect(cacheObsoleta('workbox-precache-v2-https://www.aaq.ao/')).toBe(false);
  });
});

describe('trabalhador: o pedido de guardar a primeira página', () => {
  it('lê a página e os endereços dos ficheiros que ela carregou, e deixa o resto', () => {
    expect(
      lerPedidoGuardar({
        tipo: MENSAGEM_GUARDAR_PAGINA,
        pagina: `${ORIGEM}/eventos`,
        recursos: [`${ORIGEM}/main.3f2a9c1e0b.js`, 42, null],
      }),
    ).toEqual({ pagina: `${ORIGEM}/eventos`, recursos: [`${ORIGEM}/main.3f2a9c1e0b.js`] });
    expect(lerPedidoGuardar({ tipo: MENSAGEM_GUARDAR_PAGINA, pagina: '/' })).toEqual({
      pagina: '/',
      recursos: [],
    });
  });

  it.each([
    null,
    'guardar-pagina',
    {},
    { tipo: 'CACHE_URLS', pagina: '/' },
    { tipo: MENSAGEM_GUARDAR_PAGINA },
  ])('ignora outra mensagem (%j)', (dados) => {
    expect(lerPedidoGuardar(dados)).toBeUndefined();
  });
});
