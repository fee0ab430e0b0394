import { statSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import type {
  Envelope,
  Evento,
  GrupoTipo,
  IconeConteudo,
  IconeRegisto,
  Imagem,
  LinkUtil,
  Local,
  MembroEquipa,
  Pagina,
  PaginaDetalhe,
  RedeSocial,
  Registo,
  Seccao,
} from '@site/shared/contract';
import { GRUPOS, XSRF_COOKIE } from '@site/shared/contract';

import { ArmazemFotografias } from '../midia/armazem-fotografias';
import { corpo, criarApiDeTeste, pastaTemporaria, type ApiDeTeste } from '../testes/api-de-teste';
import { lerExif, TAGS_EXIF } from '../testes/exif';

const CMS = '/cms/api/v1';
let api: ApiDeTeste;

beforeAll(async () => {
  api = await criarApiDeTeste();
});
afterAll(() => api.fechar());

/** GET, expect HTTP 200 and `statusCode: 200`, and return the envelope's object. */
async function objecto<T>(caminho: string): Promise<T> {
  const resposta = await api.obter(`${CMS}/${caminho}`);
  expect(resposta.statusCode).toBe(200);
  const envelope = corpo<Envelope<T>>(resposta);
  expect(envelope.statusCode).toBe(200);
  return envelope.objecto;
}

describe('API do CMS: leituras', () => {
  it('paginas/pt devolve a árvore completa, com páginas fora do menu e inactivas', async () => {
    const paginas = await objecto<Pagina[]>('paginas/pt');
    const ids = paginas.map((p) => p.idPagina);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 4, 6, 7, 8, 9, 10, 11, 12, 13]));
    expect(paginas.some((p) => !p.menu)).toBe(true);
    expect(paginas.some((p) => !p.activo)).toBe(true);
    const associacao = paginas.find((p) => p.idPagina === 4);
    expect(associacao?.seccoesMenu.slice(0, 5).map((s) => s.idSeccao)).toEqual([1, 2, 3, 4, 5]);
    const associados = paginas.find((p) => p.idPagina === 13);
    expect(associados?.paginasFilhos[0]?.textoPagina).toBe('Inscrição');
  });

  it('paginas/pagina/{id}/pt/true traz as secções e /false não', async () => {
    const comSeccoes = await objecto<PaginaDetalhe>('paginas/pagina/4/pt/true');
    expect(comSeccoes.textoPagina).toBe('A Associação');
    expect(comSeccoes.seccoes.map((s) => s.idSeccao)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(comSeccoes.seccoes[0]?.textoSeccao).toContain('<p>');
    const semSeccoes = await objecto<PaginaDetalhe>('paginas/pagina/4/pt/false');
    expect(semSeccoes.seccoes).toEqual([]);
    const filho = await objecto<PaginaDetalhe>('paginas/pagina/14/pt/true');
    expect(filho.seccoes.length).toBeGreaterThan(0);
  });

  it('paginas/pagina/{id} devolve a entrada de menu da página', async () => {
    const pagina = await objecto<Pagina>('paginas/pagina/13');
    expect(pagina.idPagina).toBe(13);
    expect(pagina.seccoesMenu.length).toBeGreaterThan(0);
    expect(pagina).not.toHaveProperty('seccoes');
  });

  it('seccoes/{id}/pt/true devolve a secção com diapositivos e anexos', async () => {
    const destaques = await objecto<Seccao>('seccoes/20/pt/true');
    expect(destaques.slides.filter((s) => s.activo)).toHaveLength(3);
    expect(destaques.slides[0]?.banners[0]?.imagemUrl).toMatch(/^\/cms\/api\/v1\/media\/.+\.jpg$/);
    const estatutos = await objecto<Seccao>('seccoes/3/pt/true');
    expect(estatutos.anexos[0]).toMatchObject({ idArquivo: 1, tipoMime: 'application/pdf' });
  });

  it('equipas/pt devolve os membros por órgão e ordem', async () => {
    const equipa = await objecto<MembroEquipa[]>('equipas/pt');
    expect(equipa.length).toBeGreaterThanOrEqual(9);
    expect(equipa[0]?.orgao?.nome).toBe('Assembleia Geral');
    expect(equipa[0]?.fotografiaUrl).toMatch(/\.svg$/);
  });

  it('redesSocias, locais e locais/local/2/pt', async () => {
    const redes = await objecto<RedeSocial[]>('redesSocias');
    expect(redes.map((r) => r.codRedeSocial)).toEqual(
      expect.arrayContaining(['LI', 'TW', 'FB', 'IN']),
    );
    const locais = await objecto<Local[]>('locais');
    expect(locais.map((l) => l.idLocal)).toEqual(expect.arrayContaining([1, 2]));
    const sede = await objecto<Local>('locais/local/2/pt');
    expect(sede.sede).toBe(true);
    expect(sede.contactosAgrupados.emails.length).toBeGreaterThanOrEqual(2);
  });

  it('registos: um registo, a listagem e os activos de um grupo', async () => {
    const norma = await objecto<Registo>('registos/registo/701/pt/true');
    expect(norma).toMatchObject({ idGrupo: GRUPOS.normas, codigo: 'NA ISO 9001:2015' });
    expect(norma).not.toHaveProperty('imagens');
    const listagem = await objecto<Registo[]>('registos/Listagem/pt/true');
    expect(listagem.every((r) => r.activo)).toBe(true);
    expect(new Set(listagem.map((r) => r.idGrupo)).size).toBe(Object.keys(GRUPOS).length);
    const faqs = await objecto<Registo[]>(`registos/${GRUPOS.faqs}/pt/true`);
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(faqs.every((f) => f.idGrupo === GRUPOS.faqs)).toBe(true);
  });

  it('registos/Lista/6/pt/false devolve nome e url; true só os destaques', async () => {
    const links = await objecto<LinkUtil[]>(`registos/Lista/${GRUPOS.linksUteis}/pt/false`);
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(links[0] ?? {}).sort()).toEqual(['idRegisto', 'nome', 'url']);
    const destaques = await objecto<LinkUtil[]>(`registos/Lista/${GRUPOS.linksUteis}/pt/true`);
    expect(destaques.length).toBeGreaterThan(0);
    expect(destaques.length).toBeLessThan(links.length);
  });

  it('ListarIcone, ListarIconeConteudo e ListarImagem', async () => {
    const icones = await objecto<IconeRegisto[]>(`registos/ListarIcone/${GRUPOS.destaques}/pt`);
    expect(icones[0]).toEqual({
      idRegisto: 1201,
      nome: 'Próximos eventos',
      icone: 'calendar-event',
      url: '/eventos/agendados',
    });
    const parceiros = await objecto<IconeConteudo[]>(
      `registos/ListarIconeConteudo/${GRUPOS.parceiros}/pt`,
    );
    expect(parceiros.length).toBeGreaterThanOrEqual(8);
    expect(parceiros[0]?.imagem?.url).toMatch(/\.svg$/);
    expect(parceiros[0]?.resumo).not.toBe('');
    const fotos = await objecto<Imagem[]>('registos/ListarImagem/901/pt');
    expect(fotos.length).toBeGreaterThanOrEqual(6);
    expect(fotos[0]).toMatchObject({
      largura: 1200,
      altura: 800,
      miniaturaLargura: 400,
      miniaturaAltura: 267,
    });
    expect(fotos[0]?.legenda).toBeTruthy();
    const deBenguela = await objecto<Imagem[]>('registos/ListarImagem/902/pt');
    expect(deBenguela[0]?.url).toMatch(/\.jpg$/);
    expect(deBenguela[0]).toMatchObject({ largura: 3000, altura: 2000 });
  });

  it('gruposTipos/{id}/pt devolve as categorias do grupo', async () => {
    const tipos = await objecto<GrupoTipo[]>(`gruposTipos/${GRUPOS.biblioteca}/pt`);
    expect(tipos.length).toBeGreaterThanOrEqual(4);
    expect(tipos.every((t) => t.idGrupo === GRUPOS.biblioteca)).toBe(true);
    expect(await objecto<GrupoTipo[]>(`gruposTipos/${GRUPOS.linksUteis}/pt`)).toEqual([]);
  });

  it('GET /health e a base respondem', async () => {
    expect(corpo(await api.obter('/health'))).toEqual({ estado: 'ok' });
    expect(corpo(await api.obter(`${CMS}/health`))).toEqual({ estado: 'ok' });
    expect(corpo(await api.obter('/eve/api/v1/health'))).toEqual({ estado: 'ok' });
    expect(corpo(await api.obter('/apl/api/v1/health'))).toEqual({ estado: 'ok' });
  });
});

describe('API do CMS: erros em português', () => {
  it.each([
    ['paginas/pagina/99/pt/true', 'A página pedida não existe.'],
    ['seccoes/999/pt/true', 'A secção pedida não existe.'],
    ['locais/local/9/pt', 'O local pedido não existe.'],
    ['registos/registo/607/pt/true', 'O registo pedido não existe.'],
    ['registos/77/pt/true', 'O grupo pedido não existe.'],
    ['arquivos/999', 'O ficheiro pedido não existe.'],
    ['media/inexistente.svg', 'A imagem pedida não existe.'],
  ])('%s -> 404 com envelope', async (caminho, mensagem) => {
    const resposta = await api.obter(`${CMS}/${caminho}`);
    expect(resposta.statusCode).toBe(404);
    expect(corpo(resposta)).toEqual({ objecto: null, statusCode: 404, mensagem });
  });

  it('um idioma que não é pt dá 404 com mensagem em português', async () => {
    for (const caminho of [
      'paginas/en',
      'paginas/pagina/4/en/true',
      'equipas/fr',
      'registos/Listagem/en/true',
    ]) {
      const resposta = await api.obter(`${CMS}/${caminho}`);
      expect(resposta.statusCode).toBe(404);
      expect(corpo(resposta).mensagem).toMatch(/português/);
    }
  });

  it('um identificador não numérico dá 400', async () => {
    for (const caminho of [
      'paginas/pagina/abc/pt/true',
      'seccoes/1x/pt/true',
      'arquivos/-1',
      'paginas/pagina/0',
    ]) {
      const resposta = await api.obter(`${CMS}/${caminho}`);
      expect(resposta.statusCode).toBe(400);
      expect(corpo(resposta)).toEqual({
        objecto: null,
        statusCode: 400,
        mensagem: 'O identificador indicado não é válido.',
      });
    }
  });

  it('um caminho desconhecido dá 404 com envelope e define o cookie XSRF', async () => {
    const resposta = await api.obter(`${CMS}/naoExiste/1`);
    expect(resposta.statusCode).toBe(404);
    expect(corpo(resposta)).toMatchObject({ objecto: null, statusCode: 404 });
    expect(resposta.cookies.some((c) => c.name === XSRF_COOKIE)).toBe(true);
    const foraDaBase = await api.obter('/outra/coisa');
    expect(foraDaBase.statusCode).toBe(404);
    expect(corpo(foraDaBase)).toMatchObject({ objecto: null, statusCode: 404 });
  });
});

describe('API do CMS: ficheiros', () => {
  it('arquivos/{id} descarrega o PDF com nome acentuado, tipo e tamanho', async () => {
    const resposta = await api.obter(`${CMS}/arquivos/20`);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/pdf');
    expect(resposta.headers['content-disposition']).toBe(
      `attachment; filename="Guia de Boas Praticas de Normalizacao.pdf"; filename*=UTF-8''Guia%20de%20Boas%20Pr%C3%A1ticas%20de%20Normaliza%C3%A7%C3%A3o.pdf`,
    );
    expect(Number(resposta.headers['content-length'])).toBe(resposta.rawPayload.length);
    const texto = resposta.rawPayload.toString('latin1');
    expect(texto.startsWith('%PDF-1.4')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(texto)?.[1]);
    expect(texto.slice(startxref, startxref + 4)).toBe('xref');
    const biblioteca = await objecto<Registo[]>(`registos/${GRUPOS.biblioteca}/pt/true`);
    const anexo = biblioteca.flatMap((r) => r.anexos).find((a) => a.idArquivo === 20);
    expect(anexo?.tamanho).toBe(resposta.rawPayload.length);
  });

  it('os retratos são SVG com cache longa', async () => {
    const [membro] = await objecto<MembroEquipa[]>('equipas/pt');
    const resposta = await api.obter(membro?.fotografiaUrl ?? '');
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('image/svg+xml');
    expect(resposta.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(resposta.body).toMatch(/^<svg /);
  });
});

describe('API do CMS: fotografias', () => {
  let pasta: ReturnType<typeof pastaTemporaria>;
  beforeAll(() => {
    pasta = pastaTemporaria();
  });
  afterAll(() => pasta.remover());

  /** The API on a store kept in `pasta`, as after each start of a server. */
  async function iniciar() {
    const fotografias = new ArmazemFotografias({ pasta: pasta.pasta });
    return { fotografias, api: await criarApiDeTeste({ fotografias }) };
  }
  const imagemDoEvento = async (deTeste: ApiDeTeste) =>
    corpo<Envelope<Evento>>(await deTeste.obter('/eve/api/v1/eventos/1/pt')).objecto.imagemUrl;

  it('a de um evento é um JPEG de 3000×2000 com EXIF de GPS, feito uma só vez para pedidos simultâneos, com cache longa', async () => {
    const { fotografias, api: servidor } = await iniciar();
    try {
      const url = await imagemDoEvento(servidor);
      const respostas = await Promise.all([servidor.obter(url), servidor.obter(url)]);
      expect(fotografias.geradas).toBe(1);
      for (const resposta of respostas) {
        expect(resposta.statusCode).toBe(200);
        expect(resposta.headers['content-type']).toBe('image/jpeg');
        expect(resposta.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(resposta.headers['content-length'])).toBe(resposta.rawPayload.length);
      }
      const [primeira, segunda] = respostas.map((r) => r.rawPayload);
      expect(segunda?.equals(primeira ?? Buffer.alloc(0))).toBe(true);
      const metadados = await sharp(primeira).metadata();
      expect([metadados.format, metadados.width, metadados.height]).toEqual(['jpeg', 3000, 2000]);
      const gps = lerExif(metadados.exif ?? Buffer.alloc(0)).gps;
      expect(gps.get(TAGS_EXIF.gpsLatitudeRef)).toBe('S');
      expect(gps.get(TAGS_EXIF.gpsLatitude)).toHaveLength(3);
    } finally {
      await servidor.fechar();
    }
  });

  it('depois de reiniciar, vem do disco sem ser feita de novo', async () => {
    const { api: antes } = await iniciar();
    const url = await imagemDoEvento(antes);
    const original = (await antes.obter(url)).rawPayload;
    await antes.fechar();
    const ficheiro = join(pasta.pasta, url.slice(url.lastIndexOf('/') + 1));
    const data = statSync(ficheiro).mtimeMs;

    const { fotografias, api: depois } = await iniciar();
    try {
      const resposta = await depois.obter(url);
      expect(resposta.statusCode).toBe(200);
      expect(resposta.rawPayload.equals(original)).toBe(true);
      expect(fotografias.geradas).toBe(0);
      expect(statSync(ficheiro).mtimeMs).toBe(data);
    } finally {
      await depois.fechar();
    }
  });
});
