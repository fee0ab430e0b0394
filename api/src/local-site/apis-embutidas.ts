import { join } from 'node:path';

import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

import { BASES_API, NOMES_API } from '@site/shared/contract';
import { rastreioActivo } from '@site/shared/contract/ops/rastreio';

import { apiPlugin } from '../referencia/app';
import { iniciarServidorMidiaMinima } from '../referencia/cms-minimo/midia';
import { abrirBaseDados } from '../referencia/db';
import { ArmazemFotografias } from '../referencia/midia/armazem-fotografias';
import { criarVerificadorCaptcha } from '../referencia/seguranca/bot-check';

import type { OpcoesLocalSite } from './aplicacao-site';
import type { ConfiguracaoLocalSite } from './configuracao';

/** The seed's photographs and the minimal CMS's own media host, as the embedded CMS serves them. */
export interface MidiaEmbutida {
  fotografias: ArmazemFotografias;
  /** The minimal CMS's uploads host (`CMS_CONTEUDO=minimo`), on a loopback port of its own. */
  origemMinima: string | undefined;
}

/**
 * Starts what the embedded CMS serves pictures from: its photographs are made on first use and
 * kept under MEDIA_SEMENTE_DIR (the data folder's `media-semente`); the minimal CMS's uploads live
 * on an origin of their own, as a real CMS's do, so the image endpoint fetches them from there.
 */
export async function iniciarMidiaEmbutida(
  app: FastifyInstance,
  config: ConfiguracaoLocalSite,
  opcoes: OpcoesLocalSite,
): Promise<MidiaEmbutida> {
  const env = opcoes.env ?? process.env;
  const fotografias = new ArmazemFotografias({
    pasta:
      opcoes.dataDir && !env.MEDIA_SEMENTE_DIR?.trim()
        ? join(opcoes.dataDir, 'media-semente')
        : config.api.mediaSementeDir,
    avisar: (mensagem, erro) => app.log.warn({ err: erro }, mensagem),
  });
  const embutido = !config.upstreams.cms || !config.upstreams.eve;
  const midia =
    embutido && config.api.cmsConteudo !== 'referencia'
      ? await iniciarServidorMidiaMinima({ fotografias })
      : null;
  const aquecimento = new AbortController();
  app.addHook('onClose', async () => {
    aquecimento.abort();
    await midia?.fechar();
  });
  // Each photograph takes over a second to make: made once the site listens, rather than for a visitor.
  app.addHook('onListen', async () => {
    void fotografias.aquecer(aquecimento.signal);
  });
  return { fotografias, origemMinima: midia?.origem };
}

/** Each API base: proxied to its upstream when one is set, else the embedded reference backend. */
export function registarApis(
  app: FastifyInstance,
  config: ConfiguracaoLocalSite,
  opcoes: OpcoesLocalSite,
  midia: MidiaEmbutida,
) {
  const bases = NOMES_API.filter((base) => !config.upstreams[base]);
  for (const base of NOMES_API) {
    const upstream = config.upstreams[base];
    if (!upstream) continue;
    const url = new URL(upstream);
    const prefixo = BASES_API[base].replace(/\/$/, '');
    const caminho = url.pathname.replace(/\/$/, '');
    void app.register(proxy, {
      upstream: url.origin,
      prefix: prefixo,
      rewritePrefix: caminho || prefixo,
      // A 503 is the upstream's answer, passed on at once: reply-from would otherwise ask again
      // up to 10 times (each read of a page up to a second later, and ten times the load on a
      // CMS that says it is overloaded). A dropped connection is still tried again.
      replyOptions: {
        retryDelay: ({ err, req, res, attempt, getDefaultDelay }) =>
          res?.statusCode === 503 ? null : getDefaultDelay(req, res, err, attempt),
        // Traced, the call out carries the request's trace under a span of its own (its
        // instrumentation adds the header): the request's own traceparent would be a second one.
        ...(rastreioActivo()
          ? {
              rewriteRequestHeaders: (_pedido, cabecalhos) => {
                const { traceparent: _t, tracestate: _s, ...resto } = cabecalhos;
                return resto;
              },
            }
          : {}),
      },
    });
    app.log.info({ base, upstream }, 'proxying API base to upstream');
  }
  if (bases.length === 0) return;
  const db = abrirBaseDados(opcoes.dataDir ?? config.api.dataDir);
  app.addHook('onClose', async () => db.close());
  void app.register(apiPlugin, {
    associacao: config.api.associacao,
    db,
    rateLimitMax: config.api.rateLimitMax,
    bodyLimit: config.api.bodyLimit,
    verificadorCaptcha:
      opcoes.verificadorCaptcha !== undefined
        ? opcoes.verificadorCaptcha
        : config.api.captcha
          ? criarVerificadorCaptcha(config.api.captcha)
          : null,
    bases,
    cmsConteudo: config.api.cmsConteudo,
    retencao: config.api.retencao,
    fotografias: midia.fotografias,
    ...(midia.origemMinima ? { origemMidiaMinima: midia.origemMinima } : {}),
    ...(opcoes.agora ? { agora: opcoes.agora } : {}),
    ...(opcoes.transformarConteudo ? { transformarConteudo: opcoes.transformarConteudo } : {}),
  });
  if (config.api.cmsConteudo !== 'referencia') {
    app.log.info(
      { cmsConteudo: config.api.cmsConteudo },
      'embedded cms/eve reads come from another content (CMS_CONTEUDO); submissions stay with the reference backend',
    );
  }
  if (!config.api.captcha && opcoes.verificadorCaptcha == null) {
    app.log.warn(
      'captcha is off (CAPTCHA_SECRET/CAPTCHA_VERIFY_URL unset); the honeypot still applies',
    );
  }
}
