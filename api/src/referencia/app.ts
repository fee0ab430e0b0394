import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { BASES_API, cabecalhosSeguranca, NOMES_API } from '@site/shared/contract';

import { ErroPedido, MENSAGENS } from '../comum/http/erro-pedido';
import { naoEncontrado, tratarErro } from '../comum/http/tratar-erros';
import { medirPedidos } from '../comum/ops';
import { opcoesRegisto, rastrearPedidos } from '../comum/rastreio';

import { leiturasMinimas } from './cms-minimo';
import type { ConteudoCms } from './configuracao';
import { abrirBaseDados, type BaseDados } from './db';
import { aceitarApenasJson } from './http/json-seguro';
import type { ArmazemFotografias } from './midia/armazem-fotografias';
import { rotasApl } from './rotas/apl';
import type { NomeBase } from './rotas/base';
import { leiturasCms, rotasCms } from './rotas/cms';
import type { DependenciasApi, LeiturasConteudo } from './rotas/dependencias';
import { leiturasEve, rotasEve } from './rotas/eve';
import type { VerificadorCaptcha } from './seguranca/bot-check';
import { registarXsrf } from './seguranca/xsrf';
import { criarConteudo, type Associacao, type Conteudo } from './semente';
import { criarArmazemIdempotente } from './submissoes/idempotencia';
import { criarRepositorio } from './submissoes/repositorio';
import { agendarRetencao, criarRetencao, type PrazosRetencao } from './submissoes/retencao';

export interface OpcoesApi {
  associacao: Associacao;
  /** An open database; the caller owns it. */
  db: BaseDados;
  rateLimitMax: number;
  bodyLimit: number;
  verificadorCaptcha?: VerificadorCaptcha | null;
  /** The clock: seed dates and sign-up checks are relative to it. */
  agora?: () => Date;
  /** Which bases to mount (all three by default); the others can be proxied elsewhere. */
  bases?: readonly NomeBase[];
  /**
   * Test hook: rewrites the seeded content before it is served (the robustness suite plants
   * hostile values in every field). Unset in production, where the seed is served as built.
   */
  transformarConteudo?: (conteudo: Conteudo) => Conteudo;
  /** Which content answers the reads of the cms and eve bases (the reference seed by default). */
  cmsConteudo?: ConteudoCms;
  /**
   * How long submissions are kept: a pass deletes what is past its period at start and then
   * hourly, while the instance is open. Without it, nothing is deleted (tests).
   */
  retencao?: PrazosRetencao;
  /**
   * Where the reference seed's photographs are made and kept (`MEDIA_SEMENTE_DIR`); without it,
   * in this process's memory.
   */
  fotografias?: ArmazemFotografias;
  /**
   * The minimal CMS's media host (`iniciarServidorMidiaMinima`): its pictures are absolute URLs
   * there. Without it, the minimal CMS sends no picture.
   */
  origemMidiaMinima?: string;
}

const ROTAS = { cms: rotasCms, eve: rotasEve, apl: rotasApl } as const;

/** The reads of each content the cms and eve bases can serve (`CMS_CONTEUDO`). */
const LEITURAS: Readonly<
  Record<ConteudoCms, (opcoes: OpcoesApi, agora: () => Date) => LeiturasConteudo>
> = {
  referencia(opcoes, agora) {
    const semente = criarConteudo({
      associacao: opcoes.associacao,
      agora: agora(),
      fotografias: opcoes.fotografias,
    });
    const conteudo = opcoes.transformarConteudo ? opcoes.transformarConteudo(semente) : semente;
    return {
      cms: leiturasCms(conteudo),
      eve: leiturasEve(conteudo),
      eventoDaInscricao: (id) => conteudo.eventos.find((e) => e.idEvento === id),
      cancelamentoNewsletter: true,
    };
  },
  minimo: (opcoes, agora) => leiturasMinimas(agora(), opcoes.origemMidiaMinima),
  'minimo-outra-forma': (opcoes, agora) =>
    leiturasMinimas(agora(), opcoes.origemMidiaMinima, { detalheNoutraForma: true }),
};

/** `'/cms/api/v1/'` -> `'/cms/api/v1'`, as a Fastify prefix. */
const prefixo = (base: NomeBase) => BASES_API[base].replace(/\/$/, '');

/** The contract's value of the header, as every response of the site sends it. */
const NOSNIFF = cabecalhosSeguranca()['X-Content-Type-Options'];

/** API responses: no sniffing; GETs cacheable briefly (privately when a cookie is set), the rest not. */
function registarCabecalhos(app: FastifyInstance): void {
  app.addHook('onSend', async (pedido, resposta, payload) => {
    resposta.header('x-content-type-options', NOSNIFF);
    if (!resposta.hasHeader('cache-control')) {
      const leitura = pedido.method === 'GET' || pedido.method === 'HEAD';
      if (leitura && resposta.statusCode < 400) {
        const visibilidade = resposta.hasHeader('set-cookie') ? 'private' : 'public';
        resposta.header('cache-control', `${visibilidade}, max-age=60`);
      } else {
        resposta.header('cache-control', 'no-store');
      }
    }
    return payload;
  });
}

/**
 * The three reference backends as one encapsulated plugin, to register on any Fastify instance:
 * XSRF double-submit cookie, per-IP limit on POSTs, JSON-only bodies, Portuguese error envelopes.
 */
export async function apiPlugin(app: FastifyInstance, opcoes: OpcoesApi): Promise<void> {
  const agora = opcoes.agora ?? (() => new Date());
  const deps: DependenciasApi = {
    leituras: LEITURAS[opcoes.cmsConteudo ?? 'referencia'](opcoes, agora),
    armazem: criarArmazemIdempotente(opcoes.db),
    repositorio: criarRepositorio(opcoes.db),
    verificador: opcoes.verificadorCaptcha ?? null,
    agora,
  };

  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: opcoes.rateLimitMax,
    timeWindow: 60_000,
    allowList: (pedido) => pedido.method !== 'POST',
    errorResponseBuilder: () => new ErroPedido(429, MENSAGENS.demasiadosPedidos),
  });
  aceitarApenasJson(app, opcoes.bodyLimit);
  registarXsrf(app);
  registarCabecalhos(app);
  app.setErrorHandler(tratarErro);

  for (const base of opcoes.bases ?? NOMES_API) {
    await app.register(ROTAS[base](deps), { prefix: prefixo(base) });
  }
  if (opcoes.retencao) registarRetencao(app, opcoes.db, opcoes.retencao, deps);
}

const HORA_MS = 3_600_000;

/** The retention pass of the submissions, hourly from start until the instance closes. */
function registarRetencao(
  app: FastifyInstance,
  db: BaseDados,
  prazos: PrazosRetencao,
  deps: DependenciasApi,
): void {
  const fimDoEvento = (idEvento: number) => {
    const evento = deps.leituras.eventoDaInscricao(idEvento);
    const fim = evento ? Date.parse(evento.dataFim || evento.dataInicio) : Number.NaN;
    return Number.isNaN(fim) ? undefined : new Date(fim);
  };
  const parar = agendarRetencao({
    passo: criarRetencao(db, prazos, fimDoEvento),
    intervaloMs: HORA_MS,
    agora: deps.agora,
    registar: (apagados) => app.log.info({ apagados }, 'retention: deleted expired submissions'),
    falhou: (erro) => app.log.error({ err: erro }, 'retention: the pass failed'),
  });
  app.addHook('onClose', async () => parar());
}

export interface OpcoesServidorApi extends Omit<OpcoesApi, 'db'> {
  /** Where `submissoes.db` lives (ignored when `db` is given). */
  dataDir?: string;
  db?: BaseDados;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

/**
 * A standalone Fastify instance serving the three bases plus `/health`; it opens the database
 * in `dataDir` (unless one is given) and closes it when the instance closes.
 */
export async function buildApi(opcoes: OpcoesServidorApi): Promise<FastifyInstance> {
  const app = Fastify({
    ...opcoesRegisto(opcoes.logger ?? false),
    trustProxy: opcoes.trustProxy ?? false,
    bodyLimit: opcoes.bodyLimit,
  });
  await rastrearPedidos(app);
  const db = opcoes.db ?? abrirBaseDados(opcoes.dataDir ?? '.data');
  if (!opcoes.db) app.addHook('onClose', async () => db.close());

  app.setErrorHandler(tratarErro);
  app.setNotFoundHandler(naoEncontrado);
  medirPedidos(app);
  app.get('/health', async () => ({ estado: 'ok' }));
  await app.register(apiPlugin, { ...opcoes, db });
  return app;
}
