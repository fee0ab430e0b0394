import path from 'node:path';

import { z } from 'zod';

import type { DefinicoesRenderizador } from '@site/shared/contract';
import { inteiro, lerAmbiente, opcional, urlOpcional } from '@site/shared/contract/ambiente';
import { camposOps, paraOps } from '@site/shared/contract/ops';

/** A count or a duration: any number from zero up, fractions allowed. */
const naoNegativo = (omissao: number) =>
  opcional(
    z.coerce
      .number({ error: 'must be a non-negative number' })
      .min(0, { error: 'must be a non-negative number' })
      .default(omissao),
  );

/** A text setting; blank means its default. */
const texto = (omissao: string) => opcional(z.string().trim().default(omissao));

/** The shell build's files sit beside this bundle: `dist-servidor/../dist/`. */
const daConstrucao = (ficheiro: string) => path.join(__dirname, '..', 'dist', ficheiro);

const esquemaAmbiente = z.object({
  HOST: texto('127.0.0.1'),
  PORT: opcional(inteiro(0, 65535).default(8090)),
  SITE_INTERNO_URL: texto('http://127.0.0.1:8080'),
  MODELO_HTML: texto(daConstrucao('index.html')),
  RECURSOS_ARRANQUE: texto(daConstrucao('recursos-arranque.json')),
  SSR_PRAZO_MS: naoNegativo(1500),
  SSR_PRAZO_FUNDO_MS: naoNegativo(10_000),
  SSR_CACHE_SEGUNDOS: naoNegativo(30),
  SSR_CACHE_OBSOLETO_SEGUNDOS: naoNegativo(300),
  SSR_CACHE_ERRO_SEGUNDOS: naoNegativo(86_400),
  SSR_CACHE_ENTRADAS: naoNegativo(500),
  SSR_CACHE_MB: naoNegativo(32),
  SSR_RENDERIZACOES: opcional(inteiro(1, 256).default(4)),
  SSR_FILA: naoNegativo(16),
  SSR_FILA_PRAZO_MS: naoNegativo(1000),
  SSR_REMOTOS_VALIDADE_MS: naoNegativo(5000),
  CAPTCHA_SCRIPT_URL: urlOpcional,
  ...camposOps,
});

/**
 * The renderer's settings, from the environment (documented in docker/README.md) with the same
 * reader as every server program: a bad value throws an error naming its variable. The local site
 * reads the same ones.
 */
export function lerDefinicoes(env: Record<string, string | undefined>): DefinicoesRenderizador {
  const v = lerAmbiente(esquemaAmbiente, env);
  return {
    host: v.HOST,
    porta: v.PORT,
    origemInterna: v.SITE_INTERNO_URL,
    ficheiroModeloHtml: v.MODELO_HTML,
    ficheiroRecursosArranque: v.RECURSOS_ARRANQUE,
    prazoMs: v.SSR_PRAZO_MS,
    prazoFundoMs: Math.max(v.SSR_PRAZO_FUNDO_MS, v.SSR_PRAZO_MS),
    frescaMs: v.SSR_CACHE_SEGUNDOS * 1000,
    obsoletaMs: v.SSR_CACHE_OBSOLETO_SEGUNDOS * 1000,
    erroMs: v.SSR_CACHE_ERRO_SEGUNDOS * 1000,
    maxEntradas: v.SSR_CACHE_ENTRADAS,
    maxBytes: v.SSR_CACHE_MB * 1024 * 1024,
    simultaneas: v.SSR_RENDERIZACOES,
    fila: v.SSR_FILA,
    prazoFilaMs: v.SSR_FILA_PRAZO_MS,
    validadeRemotosMs: v.SSR_REMOTOS_VALIDADE_MS,
    origemCaptcha: v.CAPTCHA_SCRIPT_URL ? new URL(v.CAPTCHA_SCRIPT_URL).origin : undefined,
    ops: paraOps(v, v.PORT),
  };
}
