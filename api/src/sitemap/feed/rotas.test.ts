import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import Fastify, { type FastifyInstance } from 'fastify';

import type { LeitorConteudo } from '../conteudo';
import type { OpcoesDescoberta } from '../opcoes-descoberta';

import { registarFeed } from './rotas';

const evento = (idEvento: number, titulo: string, estado: string, dataInicio: string) => ({
  idEvento,
  titulo,
  estado,
  dataInicio,
  resumo: `Resumo de ${titulo} <com> & "aspas"`,
  tipoEvento: 'Formações',
  local: 'Sede, Luanda',
});

const seccao = (idSeccao: number, nome: string, activo = true) => ({
  idSeccao,
  nome,
  activo,
  menu: true,
  textoSeccao: `<p>Texto de ${nome} &amp; mais.</p>`,
});

/** A CMS with public and hidden events and a news page (page 2), and switches for each part. */
function cmsFalso() {
  const cms = { eventos: true, noticias: true };
  const conteudo: Record<string, unknown> = {
    'eve eventos/classificacao': [
      evento(7, 'Conferência Nacional', 'Activo', '2026-03-10 09:00:00'),
      evento(8, 'Evento escondido', 'Inactivo', '2026-05-10 09:00:00'),
      evento(9, 'Curso de auditores', 'Activo', '2026-06-01T08:30:00Z'),
    ],
    'eve tiposEventos/Lista/pt': [{ idTipoEvento: 2, tipoEvento: 'Formações' }],
    'cms paginas/pagina/2/pt/true': {
      idPagina: 2,
      textoPagina: 'Notícias',
      activo: true,
      menu: false,
      seccoesMenu: [],
      paginasFilhos: [],
      seccoes: [seccao(50, 'Nova delegação no Huambo'), seccao(51, 'Notícia retirada', false)],
    },
  };
  const ler: LeitorConteudo = async (base, caminho) => {
    const chave = `${base} ${caminho}`;
    if (!cms.eventos && base === 'eve') throw new Error('connect ECONNREFUSED');
    if (!cms.noticias && chave.startsWith('cms paginas/')) throw new Error('answered HTTP 404');
    return conteudo[chave];
  };
  return { cms, ler };
}

const abertos: FastifyInstance[] = [];
afterAll(() => Promise.all(abertos.map((app) => app.close())));

async function servidor(opcoes: Partial<OpcoesDescoberta> = {}) {
  const app = Fastify({ logger: false, trustProxy: true });
  registarFeed(app, {
    ...cmsFalso(),
    slugAssociacao: 'aaq',
    associacao: {
      nome: 'Associação Angolana para a Qualidade',
      sigla: 'AAQ',
      descricao: 'Qualidade e normalização em Angola.',
    },
    urlPublico: 'https://www.aaq.ao',
    cacheSegundos: 0,
    ...opcoes,
  });
  await app.ready();
  abertos.push(app);
  return app;
}

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('rota /feed.xml (RSS 2.0)', () => {
  it('um leitor de feeds lê o canal: título, descrição, ligação, língua pt e ligação própria', async () => {
    const app = await servidor();

    const resposta = await app.inject('/feed.xml');
    const feed = parseFeed(resposta.body);

    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed).toMatchObject({
      meta: { type: 'rss', version: '2.0' },
      title: 'AAQ: notícias e eventos',
      description: 'Qualidade e normalização em Angola.',
      url: 'https://www.aaq.ao/',
      self: 'https://www.aaq.ao/feed.xml',
      language: 'pt',
    });
  });

  it('tem os eventos públicos, o mais recente primeiro, e depois as notícias activas', async () => {
    const app = await servidor();

    const corpo = (await app.inject('/feed.xml')).body;
    const feed = parseFeed(corpo);

    expect(feed.items.map((item) => [item.title, item.url])).toEqual([
      ['Curso de auditores', 'https://www.aaq.ao/eventos/9/curso-de-auditores'],
      ['Conferência Nacional', 'https://www.aaq.ao/eventos/7/conferencia-nacional'],
      [
        'Nova delegação no Huambo',
        'https://www.aaq.ao/pagina/2/50/nova-delegacao-no-huambo#seccao-50',
      ],
    ]);
    expect(feed.items[0]?.description).toBe(
      '1 de junho de 2026, 09:30 · Sede, Luanda. Resumo de Curso de auditores <com> & "aspas"',
    );
    expect(feed.items[0]?.categories.map((c) => c.label)).toEqual(['Formações']);
    // A description is HTML to a reader: the CMS's "<com>" goes in escaped, and reads as text.
    expect(corpo).not.toContain('<com>');
    expect(feed.items[2]?.description).toBe('Texto de Nova delegação no Huambo & mais.');
  });

  it('nenhum evento escondido nem secção inactiva aparece no feed', async () => {
    const app = await servidor();

    const corpo = (await app.inject('/feed.xml')).body;

    expect(corpo).not.toContain('escondido');
    expect(corpo).not.toContain('retirada');
  });

  it('as datas estão em RFC 822 e a hora sem fuso do CMS é lida como hora de Luanda', async () => {
    const app = await servidor();

    const corpo = (await app.inject('/feed.xml')).body;
    const xml = new XMLParser({ ignoreAttributes: false }).parse(corpo) as {
      rss: { channel: { lastBuildDate: string; item: { pubDate?: string }[] } };
    };
    const datas = xml.rss.channel.item.map((item) => item.pubDate);

    expect(datas).toEqual([
      'Mon, 01 Jun 2026 08:30:00 GMT',
      'Tue, 10 Mar 2026 08:00:00 GMT',
      undefined,
    ]);
    expect(xml.rss.channel.lastBuildDate).toMatch(RFC_822);
    expect(parseFeed(corpo).items[1]?.published?.toISOString()).toBe('2026-03-10T08:00:00.000Z');
  });

  it('sem PUBLIC_URL, as ligações são absolutas na origem do pedido', async () => {
    const app = await servidor({ urlPublico: '' });

    const resposta = await app.inject({
      url: '/feed.xml',
      headers: { 'x-forwarded-host': 'aaq.example', 'x-forwarded-proto': 'https' },
    });
    const feed = parseFeed(resposta.body);

    expect(feed.self).toBe('https://aaq.example/feed.xml');
    expect(feed.items.every((item) => item.url?.startsWith('https://aaq.example/'))).toBe(true);
  });

  it('responde 304 a quem já tem esta versão (ETag)', async () => {
    const app = await servidor();
    const primeira = await app.inject('/feed.xml');

    const segunda = await app.inject({
      url: '/feed.xml',
      headers: { 'if-none-match': String(primeira.headers.etag) },
    });

    expect(primeira.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(segunda.statusCode).toBe(304);
    expect(segunda.body).toBe('');
  });

  it('cada parte vale por si: sem notícias, os eventos; sem eventos, as notícias; sem nada, 503', async () => {
    const { cms, ler } = cmsFalso();
    const app = await servidor({ ler });
    cms.noticias = false;
    const semNoticias = parseFeed((await app.inject('/feed.xml')).body);
    cms.eventos = false;
    const semNada = await app.inject('/feed.xml');
    cms.noticias = true;
    const semEventos = await app.inject('/feed.xml');

    expect(semNoticias.items.map((item) => item.title)).toEqual([
      'Curso de auditores',
      'Conferência Nacional',
    ]);
    expect(semEventos.statusCode).toBe(200);
    expect(parseFeed(semEventos.body).items.map((item) => item.title)).toEqual([
      'Nova delegação no Huambo',
    ]);
    expect(semNada.statusCode).toBe(503);
    expect(semNada.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(semNada.body).toBe(
      'As notícias e a agenda estão temporariamente indisponíveis. Tente novamente dentro de momentos.\n',
    );
  });
});
