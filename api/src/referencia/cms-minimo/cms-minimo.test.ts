import type { z } from 'zod';

import {
  GRUPOS,
  ID_CLASSIFICACAO_PADRAO,
  LINGUA,
  PAGINAS,
  UTILIZADOR_WEBSITE,
} from '@site/shared/contract';

import { ArmazemFotografias } from '../midia/armazem-fotografias';
import { corpo, criarApiDeTeste, type ApiDeTeste } from '../testes/api-de-teste';
import { VALIDOS } from '../testes/submissoes-validas';

import {
  DATA_SEM_FUSO,
  envelopeForma,
  eventoForma,
  grupoTipoForma,
  imagensForma,
  linkUtilForma,
  localForma,
  membroEquipaForma,
  paginaDetalheForma,
  paginaForma,
  redeSocialForma,
  registoForma,
  seccaoForma,
  tipoEventoForma,
  type EventoMinimo,
  type LocalMinimo,
  type PaginaDetalheMinima,
  type PaginaMinima,
  type RedeSocialMinima,
  type RegistoMinimo,
  type TipoEventoMinimo,
} from './formas';
import { iniciarServidorMidiaMinima, type ServidorMidiaMinima } from './midia';

const CMS = '/cms/api/v1';
const EVE = '/eve/api/v1';
const AGORA = new Date('2026-05-20T10:00:00Z');
const UM_DIA_MS = 86_400_000;

let minimo: ApiDeTeste;
let referencia: ApiDeTeste;

beforeAll(async () => {
  minimo = await criarApiDeTeste({ cmsConteudo: 'minimo', agora: () => AGORA });
  referencia = await criarApiDeTeste({ agora: () => AGORA });
});
afterAll(async () => {
  await minimo.fechar();
  await referencia.fechar();
});

const pedidoEventos = (idClassificacao = ID_CLASSIFICACAO_PADRAO) => ({
  idClassificacao,
  codIdioma: LINGUA,
  utilizadorSessao: { ...UTILIZADOR_WEBSITE },
});

/** GET (or the events listing's POST) on the minimal CMS; expects 200 and returns the envelope. */
async function ler<T>(api: ApiDeTeste, caminho: string, corpoPedido?: object): Promise<T> {
  const resposta = corpoPedido ? await api.enviar(caminho, corpoPedido) : await api.obter(caminho);
  expect(resposta.statusCode).toBe(200);
  return corpo<{ objecto: T }>(resposta).objecto;
}

interface Chamada {
  caminho: string;
  forma: z.ZodType;
  /** The body of the events listing, the one read sent as POST. */
  pedido?: object;
}

/** Every call the site makes, with the one shape its answer may have. */
const CHAMADAS: readonly Chamada[] = [
  { caminho: `${CMS}/paginas/pt`, forma: paginaForma.array() },
  ...[1, 4, 13, 21, 22].flatMap((id) => [
    { caminho: `${CMS}/paginas/pagina/${id}/pt/true`, forma: paginaDetalheForma },
    { caminho: `${CMS}/paginas/pagina/${id}/pt/false`, forma: paginaDetalheForma },
    { caminho: `${CMS}/paginas/pagina/${id}`, forma: paginaForma },
  ]),
  { caminho: `${CMS}/seccoes/101/pt/true`, forma: seccaoForma },
  { caminho: `${CMS}/seccoes/3/pt/true`, forma: seccaoForma },
  { caminho: `${CMS}/equipas/pt`, forma: membroEquipaForma.array() },
  { caminho: `${CMS}/redesSocias`, forma: redeSocialForma.array() },
  { caminho: `${CMS}/locais`, forma: localForma.array() },
  { caminho: `${CMS}/locais/local/2/pt`, forma: localForma },
  { caminho: `${CMS}/registos/Lista/${GRUPOS.linksUteis}/pt/false`, forma: linkUtilForma.array() },
  { caminho: `${CMS}/registos/Lista/${GRUPOS.linksUteis}/pt/true`, forma: linkUtilForma.array() },
  ...Object.values(GRUPOS).flatMap((grupo) => [
    { caminho: `${CMS}/registos/${grupo}/pt/true`, forma: registoForma.array() },
    { caminho: `${CMS}/registos/ListarIcone/${grupo}/pt`, forma: registoForma.array() },
    { caminho: `${CMS}/registos/ListarIconeConteudo/${grupo}/pt`, forma: registoForma.array() },
    { caminho: `${CMS}/gruposTipos/${grupo}/pt`, forma: grupoTipoForma.array() },
  ]),
  { caminho: `${CMS}/registos/ListarImagem/4901/pt`, forma: imagensForma },
  { caminho: `${CMS}/registos/registo/5001/pt/true`, forma: registoForma },
  { caminho: `${CMS}/registos/Listagem/pt/true`, forma: registoForma.array() },
  {
    caminho: `${EVE}/eventos/classificacao`,
    forma: eventoForma.array(),
    pedido: pedidoEventos(),
  },
  { caminho: `${EVE}/eventos/501/pt`, forma: eventoForma },
  { caminho: `${EVE}/tiposEventos/Lista/pt`, forma: tipoEventoForma.array() },
];

describe('CMS mínimo: só os campos da especificação', () => {
  it.each(CHAMADAS)(
    '$caminho responde 200 num envelope cujos objectos têm só as chaves permitidas',
    async ({ caminho, forma, pedido }) => {
      const resposta = pedido ? await minimo.enviar(caminho, pedido) : await minimo.obter(caminho);
      expect(resposta.statusCode).toBe(200);
      const lido = envelopeForma(forma).safeParse(resposta.json());
      expect(lido.success ? [] : lido.error.issues).toEqual([]);
    },
  );

  it('as formas recusam uma chave a mais, também num objecto aninhado', () => {
    const pagina = {
      idPagina: 30,
      textoPagina: 'Teste',
      activo: true,
      menu: true,
      seccoesMenu: [],
      paginasFilhos: [],
    };
    expect(paginaForma.safeParse(pagina).success).toBe(true);
    expect(paginaForma.safeParse({ ...pagina, ordem: 1 }).success).toBe(false);
    expect(
      paginaForma.safeParse({ ...pagina, paginasFilhos: [{ ...pagina, descricao: 'x' }] }).success,
    ).toBe(false);
    const local = {
      idLocal: 9,
      nome: 'x',
      morada: 'x',
      contactosAgrupados: { telemoveis: [], telefones: [], emails: [], skype: [] },
    };
    expect(localForma.safeParse(local).success).toBe(false);
  });

  it('alguns itens trazem chaves que um CMS real envia e o site não lê', async () => {
    const respostas = await Promise.all(
      CHAMADAS.map(async ({ caminho, pedido }) =>
        JSON.stringify(await ler(minimo, caminho, pedido)),
      ),
    );
    const todas = respostas.join('\n');
    expect(todas).toContain('"dataCriacao"');
    expect(todas).toContain('"idUtilizadorCriacao"');
  });
});

describe('CMS mínimo: páginas', () => {
  const todas = (paginas: readonly PaginaMinima[]): PaginaMinima[] =>
    paginas.flatMap((p) => [p, ...todas(p.paginasFilhos)]);

  it('mantém os ids fixos da especificação, com outros nomes e outra ordem que a semente', async () => {
    const paginas = await ler<PaginaMinima[]>(minimo, `${CMS}/paginas/pt`);
    const semente = await ler<{ idPagina: number; textoPagina: string }[]>(
      referencia,
      `${CMS}/paginas/pt`,
    );
    const ids = paginas.map((p) => p.idPagina);
    expect(ids).toEqual(expect.arrayContaining([2, ...Object.values(PAGINAS)]));
    const idsComuns = semente.map((p) => p.idPagina).filter((id) => ids.includes(id));
    expect(ids.filter((id) => idsComuns.includes(id))).not.toEqual(idsComuns);
    for (const pagina of semente.filter((p) => ids.includes(p.idPagina))) {
      expect(paginas.find((p) => p.idPagina === pagina.idPagina)?.textoPagina).not.toBe(
        pagina.textoPagina,
      );
    }
  });

  it('envia activo e menu como booleanos, com páginas fora do menu e inactivas', async () => {
    const paginas = todas(await ler<PaginaMinima[]>(minimo, `${CMS}/paginas/pt`));
    for (const pagina of paginas) {
      expect(typeof pagina.activo).toBe('boolean');
      expect(typeof pagina.menu).toBe('boolean');
    }
    expect(paginas.some((p) => !p.menu && p.activo)).toBe(true);
    expect(paginas.some((p) => !p.activo && p.menu)).toBe(true);
  });

  it('tem uma página genérica com filhos no menu, e um filho inactivo', async () => {
    const fixos = new Set<number>([2, ...Object.values(PAGINAS)]);
    const paginas = await ler<PaginaMinima[]>(minimo, `${CMS}/paginas/pt`);
    const generica = paginas.find(
      (p) => !fixos.has(p.idPagina) && p.menu && p.activo && p.paginasFilhos.length > 0,
    );
    expect(generica).toBeDefined();
    expect(generica?.paginasFilhos.some((f) => f.menu && f.activo)).toBe(true);
    expect(generica?.paginasFilhos.some((f) => !f.activo)).toBe(true);
  });

  it('a página 4 lista as secções 1 a 5 e a 13 tem secções e páginas filhas', async () => {
    const paginas = await ler<PaginaMinima[]>(minimo, `${CMS}/paginas/pt`);
    const associacao = paginas.find((p) => p.idPagina === PAGINAS.associacao);
    expect(associacao?.seccoesMenu.map((s) => s.idSeccao)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5]),
    );
    const associados = paginas.find((p) => p.idPagina === PAGINAS.associados);
    expect(associados?.seccoesMenu.length).toBeGreaterThan(0);
    expect(associados?.paginasFilhos.length).toBeGreaterThan(0);
  });

  it('uma página com secções traz texto HTML e algumas secções inactivas; /false não as traz', async () => {
    const comSeccoes = await ler<PaginaDetalheMinima>(minimo, `${CMS}/paginas/pagina/4/pt/true`);
    expect(comSeccoes.seccoes.length).toBeGreaterThan(0);
    expect(comSeccoes.seccoes.find((s) => s.idSeccao === 1)?.textoSeccao).toMatch(/^<p>/);
    expect(comSeccoes.seccoes.some((s) => !s.activo)).toBe(true);
    expect(comSeccoes.seccoesMenu.map((s) => s.idSeccao)).toEqual(
      comSeccoes.seccoes.map((s) => s.idSeccao),
    );
    const semSeccoes = await ler<PaginaDetalheMinima>(minimo, `${CMS}/paginas/pagina/4/pt/false`);
    expect(semSeccoes.seccoes).toEqual([]);
    const entrada = await ler<PaginaMinima>(minimo, `${CMS}/paginas/pagina/4`);
    expect(entrada).not.toHaveProperty('seccoes');
  });

  it('a página inicial tem diapositivos com banners (id e título), um sem banners e um inactivo', async () => {
    const inicio = await ler<PaginaDetalheMinima>(
      minimo,
      `${CMS}/paginas/pagina/${PAGINAS.inicio}/pt/true`,
    );
    const slides = inicio.seccoes.flatMap((s) => s.slides);
    expect(slides.some((s) => s.banners.length > 0)).toBe(true);
    expect(slides.some((s) => s.banners.length === 0)).toBe(true);
    expect(inicio.seccoes.some((s) => !s.activo && s.slides.length > 0)).toBe(true);
    for (const banner of slides.flatMap((s) => s.banners)) {
      expect(Object.keys(banner).sort()).toEqual(['idBanner', 'titulo']);
    }
  });

  it('uma página, secção ou registo desconhecidos dão 404 com mensagem em português', async () => {
    for (const [caminho, mensagem] of [
      [`${CMS}/paginas/pagina/999/pt/true`, 'A página pedida não existe.'],
      [`${CMS}/seccoes/999/pt/true`, 'A secção pedida não existe.'],
      [`${CMS}/registos/registo/999/pt/true`, 'O registo pedido não existe.'],
      [`${CMS}/registos/3/pt/true`, 'O grupo pedido não existe.'],
      [`${CMS}/locais/local/99/pt`, 'O local pedido não existe.'],
    ] as const) {
      const resposta = await minimo.obter(caminho);
      expect(resposta.statusCode).toBe(404);
      expect(resposta.json()).toEqual({ objecto: null, statusCode: 404, mensagem });
    }
    expect((await minimo.obter(`${CMS}/paginas/en`)).statusCode).toBe(404);
  });
});

describe('CMS mínimo: institucional e registos', () => {
  it('as redes sociais têm os quatro códigos da especificação, um desconhecido e uma inactiva', async () => {
    const redes = await ler<RedeSocialMinima[]>(minimo, `${CMS}/redesSocias`);
    expect(redes.map((r) => r.codRedeSocial)).toEqual(
      expect.arrayContaining(['LI', 'TW', 'FB', 'IN', 'YT']),
    );
    expect(redes.some((r) => !r.activo)).toBe(true);
  });

  it('a sede (local 2) tem morada HTML e contactos só com `contacto`, sem lista Skype', async () => {
    const sede = await ler<LocalMinimo>(minimo, `${CMS}/locais/local/2/pt`);
    expect(sede.morada).toContain('<br>');
    expect(Object.keys(sede.contactosAgrupados).sort()).toEqual([
      'emails',
      'telefones',
      'telemoveis',
    ]);
    const contactos = Object.values(sede.contactosAgrupados).flat();
    expect(contactos.length).toBeGreaterThan(0);
    for (const contacto of contactos) expect(Object.keys(contacto)).toEqual(['contacto']);
  });

  it('os links úteis têm nome e url; as FAQs pergunta e resposta; a biblioteca está vazia', async () => {
    const links = await ler<{ nome: string; url: string }[]>(
      minimo,
      `${CMS}/registos/Lista/${GRUPOS.linksUteis}/pt/false`,
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.url).toMatch(/^https:\/\//);
    const faqs = await ler<RegistoMinimo[]>(minimo, `${CMS}/registos/${GRUPOS.faqs}/pt/true`);
    expect(faqs.length).toBeGreaterThan(0);
    for (const faq of faqs) {
      expect(faq.nome).toMatch(/\?$/);
      expect(faq.texto).toMatch(/^<p>/);
    }
    expect(await ler(minimo, `${CMS}/registos/${GRUPOS.biblioteca}/pt/true`)).toEqual([]);
  });
});

describe('CMS mínimo: eventos', () => {
  /** Offset-less dates are Luanda time (UTC+01:00). */
  const instante = (data: string) => Date.parse(`${data.replace(' ', 'T')}+01:00`);
  const visivel = (e: EventoMinimo) => e.estado.trim().toLowerCase() === 'activo';
  let eventos: EventoMinimo[];

  beforeAll(async () => {
    eventos = await ler<EventoMinimo[]>(minimo, `${EVE}/eventos/classificacao`, pedidoEventos());
  });

  it('os estados misturam maiúsculas, minúsculas e espaços', () => {
    const estados = new Set(eventos.map((e) => e.estado.trim()));
    expect([...estados]).toEqual(
      expect.arrayContaining(['ACTIVO', 'Activo', 'activo', 'Inactivo', 'Cancelado']),
    );
    expect(eventos.some((e) => e.estado !== e.estado.trim())).toBe(true);
  });

  it('as datas vêm sem fuso, em ISO 8601 e pelo menos uma como "AAAA-MM-DD HH:mm:ss"', () => {
    for (const evento of eventos) expect(evento.dataInicio).toMatch(DATA_SEM_FUSO);
    expect(eventos.some((e) => e.dataInicio.includes('T'))).toBe(true);
    expect(eventos.some((e) => / \d{2}:\d{2}:\d{2}$/.test(e.dataInicio))).toBe(true);
  });

  it('mais de seis eventos visíveis, passados e futuros, com datas distintas e fora de ordem', () => {
    const visiveis = eventos.filter(visivel);
    expect(visiveis.length).toBeGreaterThan(6);
    const datas = visiveis.map((e) => instante(e.dataInicio));
    expect(new Set(datas).size).toBe(datas.length);
    expect(datas.some((d) => d < AGORA.getTime())).toBe(true);
    expect(datas.some((d) => d > AGORA.getTime())).toBe(true);
    expect(datas).not.toEqual([...datas].sort((a, b) => b - a));
    expect(datas).not.toEqual([...datas].sort((a, b) => a - b));
  });

  it('as datas acompanham o relógio do servidor', async () => {
    const outra = await criarApiDeTeste({
      cmsConteudo: 'minimo',
      agora: () => new Date(AGORA.getTime() + 10 * UM_DIA_MS),
    });
    try {
      const depois = await ler<EventoMinimo[]>(
        outra,
        `${EVE}/eventos/classificacao`,
        pedidoEventos(),
      );
      expect(depois).toHaveLength(eventos.length);
      depois.forEach((evento, indice) => {
        const antes = eventos[indice];
        expect(evento.idEvento).toBe(antes?.idEvento);
        expect(instante(evento.dataInicio) - instante(antes?.dataInicio ?? '')).toBe(
          10 * UM_DIA_MS,
        );
      });
    } finally {
      await outra.fechar();
    }
  });

  it('cada evento da lista abre sozinho; um id desconhecido dá 404 com envelope em português', async () => {
    const primeiro = eventos[0];
    expect(await ler(minimo, `${EVE}/eventos/${primeiro?.idEvento}/pt`)).toEqual(primeiro);
    const resposta = await minimo.obter(`${EVE}/eventos/99999/pt`);
    expect(resposta.statusCode).toBe(404);
    expect(resposta.json()).toEqual({
      objecto: null,
      statusCode: 404,
      mensagem: 'O evento pedido não existe.',
    });
  });

  it('o pedido de eventos é validado como na referência; outra classificação vem vazia', async () => {
    const sem = await minimo.enviar(`${EVE}/eventos/classificacao`, { idClassificacao: 1 });
    expect(sem.statusCode).toBe(400);
    expect(corpo(sem).erros).toHaveProperty('utilizadorSessao');
    const ingles = await minimo.enviar(`${EVE}/eventos/classificacao`, {
      ...pedidoEventos(),
      codIdioma: 'en',
    });
    expect(ingles.statusCode).toBe(404);
    expect(await ler(minimo, `${EVE}/eventos/classificacao`, pedidoEventos(2))).toEqual([]);
  });

  it('os tipos de eventos têm acentos e não vêm por ordem alfabética', async () => {
    const tipos = await ler<TipoEventoMinimo[]>(minimo, `${EVE}/tiposEventos/Lista/pt`);
    const nomes = tipos.map((t) => t.tipoEvento);
    expect(nomes.some((nome) => /[çãõáéíóúâêô]/i.test(nome))).toBe(true);
    expect(nomes).not.toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt')));
    const usados = new Set(eventos.map((e) => e.idTipoEvento));
    for (const id of usados) expect(tipos.map((t) => t.idTipoEvento)).toContain(id);
  });
});

describe('CMS mínimo: imagens num servidor de media com origem própria', () => {
  let fotografias: ArmazemFotografias;
  let midia: ServidorMidiaMinima;
  let comMidia: ApiDeTeste;
  /** Every answer of the calls the site makes, as one text. */
  let respostas: string;

  beforeAll(async () => {
    fotografias = new ArmazemFotografias({ pasta: null });
    midia = await iniciarServidorMidiaMinima({ fotografias });
    comMidia = await criarApiDeTeste({
      cmsConteudo: 'minimo',
      agora: () => AGORA,
      origemMidiaMinima: midia.origem,
    });
    const lidas = await Promise.all(
      CHAMADAS.map(async ({ caminho, pedido }) =>
        JSON.stringify(await ler(comMidia, caminho, pedido)),
      ),
    );
    respostas = lidas.join('\n');
  });
  afterAll(async () => {
    await comMidia.fechar();
    await midia.fechar();
  });

  it.each(CHAMADAS)(
    '$caminho continua a ter só as chaves permitidas',
    async ({ caminho, forma, pedido }) => {
      const resposta = pedido
        ? await comMidia.enviar(caminho, pedido)
        : await comMidia.obter(caminho);
      const lido = envelopeForma(forma).safeParse(resposta.json());
      expect(lido.success ? [] : lido.error.issues).toEqual([]);
    },
  );

  it('a maior parte dos eventos visíveis e todos os banners têm imagemUrl absoluta nessa origem', async () => {
    const naOrigem = expect.stringMatching(
      new RegExp(`^${midia.origem}/uploads/\\d{4}/\\d{2}/[a-z0-9-]+\\.jpg$`),
    );
    const eventos = await ler<EventoMinimo[]>(
      comMidia,
      `${EVE}/eventos/classificacao`,
      pedidoEventos(),
    );
    const visiveis = eventos.filter((e) => e.estado.trim().toLowerCase() === 'activo');
    const comImagem = visiveis.filter((e) => e.imagemUrl);
    expect(comImagem.length).toBeGreaterThan(visiveis.length / 2);
    expect(comImagem.length).toBeLessThan(visiveis.length);
    for (const evento of comImagem) expect(evento.imagemUrl).toEqual(naOrigem);
    expect(new Set(comImagem.map((e) => e.imagemUrl)).size).toBe(comImagem.length);

    const inicio = await ler<PaginaDetalheMinima>(comMidia, `${CMS}/paginas/pagina/1/pt/true`);
    const banners = inicio.seccoes.flatMap((s) => s.slides).flatMap((s) => s.banners);
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) expect(banner.imagemUrl).toEqual(naOrigem);
  });

  it('uma secção e a morada da sede têm imagens sem alt nessa origem; outra, uma de uma origem alheia', async () => {
    const associacao = await ler<PaginaDetalheMinima>(comMidia, `${CMS}/paginas/pagina/4/pt/true`);
    const imagens = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const daSeccao = (id: number) =>
      imagens(associacao.seccoes.find((s) => s.idSeccao === id)?.textoSeccao ?? '');
    const sede = await ler<LocalMinimo>(comMidia, `${CMS}/locais/local/2/pt`);
    for (const img of [...daSeccao(1), ...imagens(sede.morada)]) {
      expect(img).toMatch(new RegExp(`^<img src="${midia.origem}/uploads/[^"]+\\.jpg">$`));
    }
    expect(daSeccao(1)).toHaveLength(1);
    expect(imagens(sede.morada)).toHaveLength(1);
    expect(daSeccao(2)).toEqual(['<img src="https://outro-servidor.example/foto.jpg">']);
  });

  it('cada imagem referida nessa origem existe no servidor de media, e nenhuma é feita só por isso', async () => {
    const urls = new Set(
      respostas.match(new RegExp(`${midia.origem}/uploads/[^"\\\\]+`, 'g')) ?? [],
    );
    expect(urls.size).toBeGreaterThanOrEqual(10);
    for (const url of urls) {
      // `*` matches any current representation: the file exists, and nothing is made to say so.
      const resposta = await fetch(url, { headers: { 'if-none-match': '*' } });
      expect([url, resposta.status]).toEqual([url, 304]);
    }
    expect(fotografias.geradas).toBe(0);
  });

  it('sem servidor de media, não envia nenhuma imagem', async () => {
    const semMidia = await Promise.all(
      CHAMADAS.map(async ({ caminho, pedido }) =>
        JSON.stringify(await ler(minimo, caminho, pedido)),
      ),
    );
    expect(semMidia.join('\n')).not.toMatch(/imagemUrl|<img/);
    expect(respostas).toMatch(/imagemUrl/);
  });
});

describe('CMS mínimo: os envios continuam no backend de referência', () => {
  const agendados = (eventos: EventoMinimo[], futuro: boolean) =>
    eventos.filter(
      (e) =>
        e.estado.trim().toLowerCase() === 'activo' &&
        Date.parse(`${e.dataInicio.replace(' ', 'T')}+01:00`) > AGORA.getTime() === futuro,
    );
  const inscricao = (idEvento: number) => ({
    idEvento,
    nome: 'Ana Maria Lopes',
    email: 'ana@exemplo.ao',
    telefone: '+244 923 456 789',
    categoria: 'nao-associado',
    participantes: 3,
    consentimento: true,
  });

  it.each([
    ['newsletters', `${CMS}/newsletters`, VALIDOS.newsletter],
    ['mensagens_contacto', `${CMS}/formulariosRegistos`, VALIDOS.contacto],
    ['candidaturas', '/apl/api/v1/candidaturas', VALIDOS.candidatura],
  ])('%s: o envio fica guardado no SQLite', async (tabela, caminho, dados) => {
    const antes = minimo.contar(tabela);
    const resposta = await minimo.enviar(caminho, dados);
    expect(resposta.statusCode).toBe(201);
    expect(minimo.contar(tabela)).toBe(antes + 1);
  });

  it('não tem a saída da newsletter, que a especificação não nomeia: 404', async () => {
    const resposta = await minimo.enviar(`${CMS}/newsletters/cancelamento`, {
      email: VALIDOS.newsletter.email,
    });
    expect(resposta.statusCode).toBe(404);
    expect(minimo.contar('newsletter_cancelamentos')).toBe(0);
  });

  it('a inscrição num evento futuro deste CMS fica guardada; num passado ou oculto é recusada', async () => {
    const eventos = await ler<EventoMinimo[]>(
      minimo,
      `${EVE}/eventos/classificacao`,
      pedidoEventos(),
    );
    const [futuro] = agendados(eventos, true);
    const [passado] = agendados(eventos, false);
    const oculto = eventos.find((e) => e.estado.trim().toLowerCase() !== 'activo');
    const antes = minimo.contar('inscricoes');

    const aceite = await minimo.enviar(`${EVE}/inscricoes`, inscricao(futuro?.idEvento ?? 0));
    expect(aceite.statusCode).toBe(201);
    expect(minimo.contar('inscricoes')).toBe(antes + 1);

    const encerrada = await minimo.enviar(`${EVE}/inscricoes`, inscricao(passado?.idEvento ?? 0));
    expect(encerrada.statusCode).toBe(409);
    const inexistente = await minimo.enviar(`${EVE}/inscricoes`, inscricao(oculto?.idEvento ?? 0));
    expect(inexistente.statusCode).toBe(404);
    expect(minimo.contar('inscricoes')).toBe(antes + 1);
  });
});
