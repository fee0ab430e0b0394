import { parseFeed } from '@rowanmanning/feed-parser';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';

import { pastaTemporaria } from '../referencia/testes/api-de-teste';

import { construirLocalSite } from './aplicacao-site';

const dados = pastaTemporaria();
const site = pastaTemporaria();
const abertos: FastifyInstance[] = [];

afterAll(async () => {
  await Promise.all(abertos.map((app) => app.close()));
  dados.remover();
  site.remover();
});

const uids = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((vevent) => String(vevent.getFirstPropertyValue('uid')));

describe.each([
  ['a semente', {}],
  ['o CMS mínimo', { CMS_CONTEUDO: 'minimo' }],
])('o site local serve a agenda e o feed sobre %s', (_nome, env) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await construirLocalSite({
      env: {
        SITE_DIST_DIR: site.pasta,
        DATA_DIR: dados.pasta,
        PUBLIC_URL: 'https://www.aaq.ao',
        ...env,
      },
      logger: false,
      raizRepositorio: site.pasta,
    }));
    abertos.push(app);
  });

  it('/agenda.ics, uma agenda por tipo e um evento: calendários que um leitor lê', async () => {
    const agenda = await app.inject('/agenda.ics');
    const todos = uids(agenda.body);
    const [primeiro] = todos;
    const idEvento = /^evento-(\d+)@www\.aaq\.ao$/.exec(primeiro ?? '')?.[1];

    const evento = await app.inject(`/agenda/eventos/${idEvento}.ics`);
    const tipos = await app.inject('/eve/api/v1/tiposEventos/Lista/pt');
    const [{ idTipoEvento }] = tipos.json<{ objecto: [{ idTipoEvento: number }] }>().objecto;
    const tipo = await app.inject(`/agenda/tipos/${idTipoEvento}.ics`);

    expect(agenda.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(todos.length).toBeGreaterThan(0);
    expect(uids(evento.body)).toEqual([primeiro]);
    expect(evento.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    expect(tipo.statusCode).toBe(200);
    expect(uids(tipo.body).every((uid) => todos.includes(uid))).toBe(true);
  });

  it('/feed.xml é um RSS 2.0 em português com ligações absolutas no endereço público', async () => {
    const resposta = await app.inject('/feed.xml');
    const feed = parseFeed(resposta.body);

    expect(resposta.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.language).toBe('pt');
    expect(feed.self).toBe('https://www.aaq.ao/feed.xml');
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.every((item) => item.url?.startsWith('https://www.aaq.ao/'))).toBe(true);
  });
});
