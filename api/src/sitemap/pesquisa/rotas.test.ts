import Fastify, { type FastifyInstance } from 'fastify';

import { CAMINHO_API_PESQUISA, CAMINHO_API_SUGESTOES } from '@site/shared/contract';
import {
  esquemaRespostaPesquisa,
  esquemaRespostaSugestoes,
  lerResposta,
} from '@site/shared/contract/esquemas';

import { tratarErro } from '../../comum/http/tratar-erros';
import type { LeitorConteudo } from '../conteudo';

import { CONTEUDO_PESQUISA, leitorDeTeste } from './conteudo-teste';
import { registarPesquisa, type OpcoesPesquisa } from './rotas';

const abertos: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(abertos.map((app) => app.close()));
});

async function servidor(opcoes: Partial<OpcoesPesquisa> & Pick<OpcoesPesquisa, 'ler'>) {
  const app = Fastify({ logger: false, trustProxy: true });
  app.setErrorHandler(tratarErro);
  registarPesquisa(app, {
    slugAssociacao: 'aaq',
    associacao: { nome: 'Associação Angolana para a Qualidade', sigla: 'AAQ' },
    urlPublico: '',
    cacheSegundos: 300,
    ...opcoes,
  });
  await app.ready();
  abertos.push(app);
  return app;
}

const pesquisa = (q: string) => `${CAMINHO_API_PESQUISA}?q=${encodeURIComponent(q)}`;

/** The answer as the page reads it: through the contract's schema. */
function lida(corpo: string) {
  const leitura = lerResposta(esquemaRespostaPesquisa, JSON.parse(corpo));
  if (!leitura.ok) throw new Error(`answer not readable: ${JSON.stringify(leitura)}`);
  return leitura.dados;
}

describe(`GET ${CAMINHO_API_PESQUISA}`, () => {
  it('responde em JSON os resultados, que a página lê com o esquema do contrato', async () => {
    const app = await servidor({ ler: leitorDeTeste() });

    const resposta = await app.inject(pesquisa('normalizacao'));

    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(resposta.headers['cache-control']).toBe('public, max-age=60');
    const dados = lida(resposta.body);
    expect(dados.consulta).toBe('normalizacao');
    expect(dados.resultados[0]).toMatchObject({
      tipo: 'parceiro',
      titulo: 'Instituto Angolano de Normalização',
      caminho: '/parcerias#parceiro-81',
    });
  });

  it('sem pesquisa, ou com uma vazia, responde 200 sem resultados', async () => {
    const app = await servidor({ ler: leitorDeTeste() });

    for (const url of [CAMINHO_API_PESQUISA, pesquisa(''), pesquisa('   ')]) {
      const resposta = await app.inject(url);
      expect(resposta.statusCode).toBe(200);
      expect(lida(resposta.body)).toMatchObject({ consulta: '', total: 0, resultados: [] });
    }
  });

  it('uma pesquisa hostil ou muito longa nunca dá 5xx: é cortada e lida como texto', async () => {
    const app = await servidor({ ler: leitorDeTeste() });

    const hostil = await app.inject(pesquisa('<script>alert(1)</script>%00\u202e"\'`'));
    const longa = await app.inject(pesquisa('qualidade '.repeat(3000)));

    expect(hostil.statusCode).toBe(200);
    expect(lida(hostil.body).consulta).toBe('<script>alert(1)</script>%00 "\'`');
    expect(lida(hostil.body).resultados.map((r) => r.titulo)).not.toContain('Cursos de auditoria');
    expect(longa.statusCode).toBe(200);
    expect(lida(longa.body).consulta.length).toBeLessThanOrEqual(200);
  });

  it('um parâmetro repetido é recusado com 400 e uma mensagem em português', async () => {
    const app = await servidor({ ler: leitorDeTeste() });

    const resposta = await app.inject(`${CAMINHO_API_PESQUISA}?q=a&q=b`);

    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toMatchObject({
      statusCode: 400,
      mensagem: 'Indique uma única pesquisa, em texto (parâmetro q).',
    });
  });

  it('sem índice e com o CMS parado, responde 503 em JSON e em português', async () => {
    const app = await servidor({ ler: leitorDeTeste(() => true) });

    const resposta = await app.inject(pesquisa('qualidade'));

    expect(resposta.statusCode).toBe(503);
    expect(resposta.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(resposta.headers['retry-after']).toBe('60');
    expect(resposta.json()).toMatchObject({
      statusCode: 503,
      mensagem: 'A pesquisa está temporariamente indisponível. Tente novamente dentro de momentos.',
    });
  });

  it('com o CMS parado, continua a responder com o último índice bom', async () => {
    let agora = 1_000_000;
    const cms = { parado: false };
    const ler = leitorDeTeste(() => cms.parado);
    const app = await servidor({ ler, agora: () => agora });

    expect(lida((await app.inject(pesquisa('lobito'))).body).total).toBe(1);
    cms.parado = true;
    agora += 301_000;
    const durante = await app.inject(pesquisa('lobito'));
    await new Promise((pronto) => setImmediate(pronto));
    const depois = await app.inject(pesquisa('lobito'));

    expect(durante.statusCode).toBe(200);
    expect(depois.statusCode).toBe(200);
    expect(lida(depois.body).resultados[0]?.titulo).toBe('Visita ao Lobito');
  });

  it('um índice expirado é servido enquanto o novo se constrói, sem esperar pelo CMS', async () => {
    let agora = 1_000_000;
    let soltar: () => void = () => undefined;
    const portao = new Promise<void>((pronto) => (soltar = pronto));
    const conteudo = { ...CONTEUDO_PESQUISA };
    const base = leitorDeTeste(() => false, conteudo);
    let lento = false;
    const ler: LeitorConteudo = async (...pedido) => {
      if (lento) await portao;
      return base(...pedido);
    };
    const app = await servidor({ ler, agora: () => agora });
    await app.inject(pesquisa('lobito'));

    conteudo['cms registos/9/pt/true'] = [{ idRegisto: 72, nome: 'Visita a Benguela' }];
    lento = true;
    agora += 301_000;
    const enquanto = await app.inject(pesquisa('lobito'));
    soltar();
    await new Promise((pronto) => setTimeout(pronto, 50));
    const depois = await app.inject(pesquisa('benguela'));

    expect(lida(enquanto.body).resultados[0]?.titulo).toBe('Visita ao Lobito');
    expect(lida(depois.body).resultados[0]?.titulo).toBe('Visita a Benguela');
  });

  it('com uma parte ilegível responde 200 com as outras, e essa parte entra quando se lê', async () => {
    let agora = 1_000_000;
    const conteudo: Record<string, unknown> = {
      ...CONTEUDO_PESQUISA,
      'cms registos/9/pt/true': { objecto: 'não é uma lista', statusCode: 200 },
    };
    const app = await servidor({ ler: leitorDeTeste(() => false, conteudo), agora: () => agora });

    const semGaleria = await app.inject(pesquisa('lobito'));
    const normas = await app.inject(pesquisa('iso 9001'));
    conteudo['cms registos/9/pt/true'] = CONTEUDO_PESQUISA['cms registos/9/pt/true'];
    agora += 31_000;
    await app.inject(pesquisa('lobito'));
    await new Promise((pronto) => setTimeout(pronto, 50));
    const comGaleria = await app.inject(pesquisa('lobito'));

    expect(semGaleria.statusCode).toBe(200);
    expect(lida(semGaleria.body).total).toBe(0);
    expect(lida(normas.body).resultados[0]?.tipo).toBe('norma');
    expect(lida(comGaleria.body).resultados[0]?.titulo).toBe('Visita ao Lobito');
  });
});

describe('GET /opensearch.xml', () => {
  it('descreve a pesquisa do sítio com endereços absolutos da origem pública', async () => {
    const app = await servidor({ ler: leitorDeTeste(), urlPublico: 'https://www.aaq.ao' });

    const resposta = await app.inject({
      url: '/opensearch.xml',
      headers: { host: 'intruso.example' },
    });

    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe(
      'application/opensearchdescription+xml; charset=utf-8',
    );
    expect(resposta.body).toContain('<ShortName>AAQ</ShortName>');
    expect(resposta.body).toContain('<InputEncoding>UTF-8</InputEncoding>');
    expect(resposta.body).toContain('<Language>pt</Language>');
    expect(resposta.body).toContain(
      '<Url type="text/html" method="get" template="https://www.aaq.ao/pesquisa?q={searchTerms}"/>',
    );
    expect(resposta.body).toContain('https://www.aaq.ao/favicon.ico</Image>');
    expect(resposta.body).not.toContain('intruso');
  });
});

describe(`GET ${CAMINHO_API_PESQUISA} com filtro e página, e GET ${CAMINHO_API_SUGESTOES}`, () => {
  it('lê o tipo e a página como a página de resultados: um tipo desconhecido é todos', async () => {
    const app = await servidor({ ler: leitorDeTeste() });

    const eventos = lida((await app.inject(`${pesquisa('qualidade')}&tipo=evento&pagina=1`)).body);
    const inventado = lida((await app.inject(`${pesquisa('qualidade')}&tipo=x&pagina=-3`)).body);

    expect(eventos.tipo).toBe('evento');
    expect(eventos.resultados.map((r) => r.tipo)).toEqual(eventos.resultados.map(() => 'evento'));
    expect(eventos.contagens.length).toBeGreaterThan(1);
    expect(inventado).toMatchObject({ tipo: null, pagina: 1 });
    expect(inventado.total).toBe(inventado.contagens.reduce((soma, c) => soma + c.total, 0));
  });

  it('sugere enquanto se escreve, em JSON que o campo lê com o esquema do contrato', async () => {
    const app = await servidor({ ler: leitorDeTeste() });

    const resposta = await app.inject(`${CAMINHO_API_SUGESTOES}?q=${encodeURIComponent('confer')}`);

    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['cache-control']).toBe('public, max-age=60');
    const leitura = lerResposta(esquemaRespostaSugestoes, resposta.json());
    expect(leitura.ok && leitura.dados.sugestoes[0]).toMatchObject({
      tipo: 'evento',
      titulo: 'Conferência Nacional da Qualidade',
    });
    expect(leitura.ok && leitura.dados.sugestoes.length).toBeLessThanOrEqual(6);
  });
});
