import Fastify, { type FastifyInstance } from 'fastify';
import ICAL from 'ical.js';

import type { LeitorConteudo } from '../conteudo';
import type { OpcoesDescoberta } from '../opcoes-descoberta';

import { registarAgenda } from './rotas';

const evento = (idEvento: number, titulo: string, estado: string, idTipoEvento: number) => ({
  idEvento,
  titulo,
  estado,
  idTipoEvento,
  dataInicio: '2026-03-10 09:00:00',
  local: 'Sede, Luanda',
});

/** A CMS with two types, two public events and a hidden one, and a switch that takes it down. */
function cmsFalso() {
  const cms = { disponivel: true, leituras: 0 };
  const conteudo: Record<string, unknown> = {
    'eve eventos/classificacao': [
      evento(7, 'Conferência Nacional da Qualidade', 'Activo', 1),
      evento(8, 'Formação cancelada', 'Cancelado', 2),
      evento(9, 'Curso de auditores', ' ACTIVO ', 2),
    ],
    'eve tiposEventos/Lista/pt': [
      { idTipoEvento: 1, tipoEvento: 'Conferências' },
      { idTipoEvento: 2, tipoEvento: 'Formações' },
      { idTipoEvento: 3, tipoEvento: 'Seminários' },
    ],
  };
  const ler: LeitorConteudo = async (base, caminho) => {
    cms.leituras += 1;
    if (!cms.disponivel) throw new Error('connect ECONNREFUSED');
    return conteudo[`${base} ${caminho}`];
  };
  return { cms, ler, conteudo };
}

const abertos: FastifyInstance[] = [];
afterAll(() => Promise.all(abertos.map((app) => app.close())));

async function servidor(opcoes: Partial<OpcoesDescoberta> = {}) {
  const app = Fastify({ logger: false, trustProxy: true });
  const { ler } = cmsFalso();
  registarAgenda(app, {
    ler,
    slugAssociacao: 'aaq',
    associacao: { nome: 'Associação Angolana para a Qualidade', sigla: 'AAQ', descricao: '' },
    urlPublico: '',
    cacheSegundos: 0,
    ...opcoes,
  });
  await app.ready();
  abertos.push(app);
  return app;
}

/** The calendar as ical.js reads it: its name and its events' UIDs, titles and URLs. */
function lido(ics: string) {
  const calendario = new ICAL.Component(ICAL.parse(ics));
  return {
    nome: calendario.getFirstPropertyValue('x-wr-calname'),
    eventos: calendario.getAllSubcomponents('vevent').map((componente) => ({
      uid: componente.getFirstPropertyValue('uid'),
      titulo: componente.getFirstPropertyValue('summary'),
      url: componente.getFirstPropertyValue('url'),
    })),
  };
}

describe('rotas da agenda (iCalendar)', () => {
  it('/agenda.ics tem todos os eventos públicos, com endereços absolutos, e nenhum escondido', async () => {
    const app = await servidor();

    const resposta = await app.inject({
      url: '/agenda.ics',
      headers: { 'x-forwarded-host': 'www.aaq.ao', 'x-forwarded-proto': 'https' },
    });

    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(resposta.headers['cache-control']).toBe('no-cache');
    expect(resposta.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(lido(resposta.body)).toEqual({
      nome: 'AAQ: agenda de eventos',
      eventos: [
        {
          uid: 'evento-7@aaq',
          titulo: 'Conferência Nacional da Qualidade',
          url: 'https://www.aaq.ao/eventos/7/conferencia-nacional-da-qualidade',
        },
        {
          uid: 'evento-9@aaq',
          titulo: 'Curso de auditores',
          url: 'https://www.aaq.ao/eventos/9/curso-de-auditores',
        },
      ],
    });
    expect(resposta.body).not.toContain('cancelada');
  });

  it('/agenda/tipos/{id}.ics tem só os eventos públicos desse tipo, com o nome do tipo', async () => {
    const app = await servidor();

    const formacoes = await app.inject('/agenda/tipos/2.ics');
    const seminarios = await app.inject('/agenda/tipos/3.ics');

    expect(lido(formacoes.body)).toMatchObject({
      nome: 'AAQ: Formações',
      eventos: [{ uid: 'evento-9@aaq', titulo: 'Curso de auditores' }],
    });
    expect(formacoes.body).not.toContain('cancelada');
    expect(seminarios.statusCode).toBe(200);
    expect(lido(seminarios.body).eventos).toEqual([]);
  });

  it('/agenda/eventos/{id}.ics descarrega um evento com o nome do evento', async () => {
    const app = await servidor();

    const resposta = await app.inject('/agenda/eventos/7.ics');

    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-disposition']).toBe(
      'attachment; filename="conferencia-nacional-da-qualidade.ics"',
    );
    expect(lido(resposta.body).eventos.map((e) => e.uid)).toEqual(['evento-7@aaq']);
  });

  it.each([
    ['/agenda/tipos/99.ics', 'O tipo de evento indicado não existe.\n'],
    ['/agenda/tipos/formacoes.ics', 'O tipo de evento indicado não existe.\n'],
    ['/agenda/eventos/8.ics', 'O evento indicado não existe ou já não está disponível.\n'],
    ['/agenda/eventos/404.ics', 'O evento indicado não existe ou já não está disponível.\n'],
    ['/agenda/eventos/7', 'O evento indicado não existe ou já não está disponível.\n'],
  ])('%s responde 404 com um texto em português', async (url, texto) => {
    const app = await servidor();

    const resposta = await app.inject(url);

    expect(resposta.statusCode).toBe(404);
    expect(resposta.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(resposta.body).toBe(texto);
  });

  it('com PUBLIC_URL, os UID usam o seu domínio; sem ele, nunca o endereço do pedido', async () => {
    const publico = await servidor({ urlPublico: 'https://sitio.aaq.ao/' });
    const semPublico = await servidor();

    const comUrl = await publico.inject({
      url: '/agenda.ics',
      headers: { host: 'intruso.example' },
    });
    const semUrl = [
      await semPublico.inject({ url: '/agenda.ics', headers: { host: 'a.example' } }),
      await semPublico.inject({ url: '/agenda.ics', headers: { host: 'b.example' } }),
    ];

    expect(lido(comUrl.body).eventos[0]).toEqual({
      uid: 'evento-7@sitio.aaq.ao',
      titulo: 'Conferência Nacional da Qualidade',
      url: 'https://sitio.aaq.ao/eventos/7/conferencia-nacional-da-qualidade',
    });
    expect(comUrl.body).not.toContain('intruso');
    expect(semUrl.map((r) => lido(r.body).eventos[0]?.uid)).toEqual([
      'evento-7@aaq',
      'evento-7@aaq',
    ]);
  });

  it('um pedido com o ETag que tem responde 304 sem corpo; outro conteúdo, outro ETag', async () => {
    const app = await servidor();
    const primeira = await app.inject('/agenda.ics');
    const etag = String(primeira.headers.etag);

    const repetida = await app.inject({ url: '/agenda.ics', headers: { 'if-none-match': etag } });
    const forte = await app.inject({
      url: '/agenda.ics',
      headers: { 'if-none-match': `"x", ${etag.replace(/^W\//, '')}` },
    });
    const tipo = await app.inject({
      url: '/agenda/tipos/2.ics',
      headers: { 'if-none-match': etag },
    });

    expect(repetida.statusCode).toBe(304);
    expect(repetida.body).toBe('');
    expect(repetida.headers.etag).toBe(etag);
    expect(forte.statusCode).toBe(304);
    expect(tipo.statusCode).toBe(200);
    expect(tipo.headers.etag).not.toBe(etag);
  });

  it('guarda a leitura durante cacheSegundos, com o mesmo ETag, e diz quanto tempo falta', async () => {
    let agora = 1_000_000;
    const { cms, ler } = cmsFalso();
    const app = await servidor({ ler, cacheSegundos: 300, agora: () => agora });

    const primeira = await app.inject('/agenda.ics');
    agora += 100_000;
    const segunda = await app.inject('/agenda/tipos/1.ics');
    const terceira = await app.inject('/agenda.ics');

    expect(primeira.headers['cache-control']).toBe('public, max-age=300');
    expect(segunda.headers['cache-control']).toBe('public, max-age=200');
    expect(terceira.headers.etag).toBe(primeira.headers.etag);
    expect(cms.leituras).toBe(2);
  });

  it('o DTSTAMP e o ETag ficam iguais enquanto o conteúdo não muda, e mudam com ele', async () => {
    let agora = Date.parse('2026-03-01T10:00:00Z');
    const { ler, conteudo } = cmsFalso();
    const app = await servidor({ ler, agora: () => agora });
    const carimbo = (ics: string) => /\r\nDTSTAMP:(\w+)\r\n/.exec(ics)?.[1];

    const primeira = await app.inject('/agenda.ics');
    agora += 3_600_000;
    const igual = await app.inject('/agenda.ics');
    conteudo['eve eventos/classificacao'] = [evento(7, 'Conferência (nova data)', 'Activo', 1)];
    const mudou = await app.inject('/agenda.ics');

    expect(carimbo(primeira.body)).toBe('20260301T100000Z');
    expect(carimbo(igual.body)).toBe('20260301T100000Z');
    expect(igual.headers.etag).toBe(primeira.headers.etag);
    expect(carimbo(mudou.body)).toBe('20260301T110000Z');
    expect(mudou.headers.etag).not.toBe(primeira.headers.etag);
  });

  it('com o CMS em baixo responde 503 com um texto em português, e volta quando o CMS volta', async () => {
    const { cms, ler } = cmsFalso();
    const app = await servidor({ ler });
    cms.disponivel = false;

    const falhou = await app.inject('/agenda/eventos/7.ics');
    cms.disponivel = true;
    const voltou = await app.inject('/agenda/eventos/7.ics');

    expect(falhou.statusCode).toBe(503);
    expect(falhou.headers['cache-control']).toBe('no-store');
    expect(falhou.headers['retry-after']).toBe('60');
    expect(falhou.body).toBe(
      'A agenda está temporariamente indisponível. Tente novamente dentro de momentos.\n',
    );
    expect(voltou.statusCode).toBe(200);
  });

  it('sem a lista de tipos, a agenda de um tipo tira o nome dos seus eventos', async () => {
    const { ler, conteudo } = cmsFalso();
    conteudo['eve eventos/classificacao'] = [
      { ...evento(9, 'Curso de auditores', 'Activo', 2), tipoEvento: 'Formações' },
    ];
    conteudo['eve tiposEventos/Lista/pt'] = { statusCode: 500, mensagem: 'Erro' };
    const app = await servidor({ ler });

    const tipo = await app.inject('/agenda/tipos/2.ics');
    const semNome = await app.inject('/agenda/tipos/3.ics');
    const todos = await app.inject('/agenda.ics');

    expect(tipo.statusCode).toBe(200);
    expect(lido(tipo.body).nome).toBe('AAQ: Formações');
    expect(lido(tipo.body).eventos.map((e) => e.titulo)).toEqual(['Curso de auditores']);
    expect(semNome.statusCode).toBe(503);
    expect(lido(todos.body).eventos).toHaveLength(1);
  });

  it('sem os eventos não serve uma agenda vazia (apagaria os eventos de quem a subscreve)', async () => {
    const { ler, conteudo } = cmsFalso();
    conteudo['eve eventos/classificacao'] = { objecto: { eventos: [] }, statusCode: 200 };
    const app = await servidor({ ler });

    const resposta = await app.inject('/agenda.ics');

    expect(resposta.statusCode).toBe(503);
    expect(resposta.body).toContain('A agenda está temporariamente indisponível.');
  });
});
