import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { XSRF_COOKIE, XSRF_HEADER } from '@site/shared/contract';

import { buildApi, type OpcoesServidorApi } from '../app';
import { abrirBaseDados, type BaseDados } from '../db';

export const ASSOCIACAO = {
  nome: 'Associação Angolana para a Qualidade',
  sigla: 'AAQ',
  slug: 'aaq',
};

export interface ApiDeTeste {
  app: FastifyInstance;
  db: BaseDados;
  /** GET a path and parse the JSON body. */
  obter(caminho: string): Promise<LightMyRequestResponse>;
  /** POST JSON with a valid XSRF cookie and header (unless overridden). */
  enviar(
    caminho: string,
    corpo: unknown,
    cabecalhos?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  contar(tabela: string): number;
  fechar(): Promise<void>;
}

/** A temporary data folder, removed by the returned function. */
export function pastaTemporaria(): { pasta: string; remover: () => void } {
  const pasta = mkdtempSync(join(tmpdir(), 'api-teste-'));
  return { pasta, remover: () => rmSync(pasta, { recursive: true, force: true }) };
}

/** The real API on a temporary database, driven through `inject`. */
export async function criarApiDeTeste(
  opcoes: Partial<OpcoesServidorApi> = {},
): Promise<ApiDeTeste> {
  const { pasta, remover } = pastaTemporaria();
  const db = abrirBaseDados(pasta);
  const app = await buildApi({
    associacao: ASSOCIACAO,
    rateLimitMax: 1000,
    bodyLimit: 64 * 1024,
    ...opcoes,
    db,
  });
  const token = 'token-de-teste-0123456789';
  return {
    app,
    db,
    obter: (caminho) => app.inject({ method: 'GET', url: caminho }),
    enviar: (caminho, corpo, cabecalhos = {}) =>
      app.inject({
        method: 'POST',
        url: caminho,
        headers: {
          'content-type': 'application/json',
          cookie: `${XSRF_COOKIE}=${token}`,
          [XSRF_HEADER]: token,
          ...cabecalhos,
        },
        payload: typeof corpo === 'string' ? corpo : JSON.stringify(corpo),
      }),
    contar: (tabela) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${tabela}`).get() as { n: number }).n,
    async fechar() {
      await app.close();
      db.close();
      remover();
    },
  };
}

/** The parsed JSON body of a response. */
export const corpo = <T = Record<string, unknown>>(resposta: LightMyRequestResponse) =>
  resposta.json<T>();
