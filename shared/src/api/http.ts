import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { z } from 'zod';

import { lerResposta } from '@site/shared/contract/esquemas';

import {
  BASE_API_SITE,
  BASES_API,
  ENVELOPE_CRIADO,
  ENVELOPE_OK,
  IDEMPOTENCY_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  type Envelope,
} from '../contract';

import {
  ErroApi,
  ErroEnvelope,
  ErroFormato,
  ErroHttp,
  ErroRede,
  ErroValidacao,
  mensagemPorStatus,
} from './erros';
import { levaTokenXsrf, xsrfNavegador, type EstrategiaXsrf } from './xsrf';

/** Converts any axios failure into one of the typed errors of `erros.ts`. */
function paraErroApi(erro: unknown): ErroApi {
  if (erro instanceof ErroApi) return erro;
  if (erro instanceof AxiosError) {
    const resposta = erro.response;
    if (!resposta) return new ErroRede();
    const corpo = resposta.data as Partial<Envelope<unknown>> | undefined;
    const mensagem = typeof corpo?.mensagem === 'string' ? corpo.mensagem : undefined;
    if (resposta.status === 400 && corpo?.erros && typeof corpo.erros === 'object') {
      return new ErroValidacao(corpo.erros, mensagem);
    }
    return new ErroHttp(resposta.status, mensagem ?? mensagemPorStatus(resposta.status));
  }
  return new ErroRede();
}

/** The XSRF step of every request: the browser's, unless the server renderer registers its own. */
let xsrf: EstrategiaXsrf = xsrfNavegador;

/** Replaces the browser's XSRF step (see `cliente-renderizador.ts`). */
export function registarXsrf(estrategia: EstrategiaXsrf): void {
  xsrf = estrategia;
}

function criarInstancia(baseURL: string): AxiosInstance {
  const instancia = axios.create({
    baseURL,
    timeout: 20_000,
    headers: { Accept: 'application/json' },
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    withXSRFToken: (config) => levaTokenXsrf(config),
  });
  instancia.interceptors.request.use((config) => xsrf.preparar(instancia, config));
  instancia.interceptors.response.use(
    (resposta) => {
      xsrf.terminar?.(resposta.config);
      return resposta;
    },
    (erro: unknown) => {
      if (erro instanceof AxiosError) xsrf.terminar?.(erro.config);
      const reenvio = xsrf.reenvio(erro);
      return reenvio ? instancia.request(reenvio) : Promise.reject(paraErroApi(erro));
    },
  );
  return instancia;
}

/**
 * The one configured client per backend: CMS, events (eve) and applications (apl); and the site's
 * own API (`site`: the search), answered by the discovery server.
 */
export const http = {
  cms: criarInstancia(BASES_API.cms),
  eve: criarInstancia(BASES_API.eve),
  apl: criarInstancia(BASES_API.apl),
  site: criarInstancia(BASE_API_SITE),
};

/** Reasons already logged, per endpoint: each is logged once per page. */
const registados = new Set<string>();

function avisarUmaVez(pedido: string, motivo: string, texto: string): void {
  const chave = `${pedido}\n${motivo}`;
  if (registados.has(chave)) return;
  registados.add(chave);
  console.warn(`[${pedido}] ${texto}`);
}

/**
 * Reads an answer with the endpoint's schema (see `lerResposta` in the contract): dropped items
 * are logged once per endpoint and reason; a failed envelope or a wrong shape becomes a typed
 * error for that query, never an exception in a screen.
 */
export function lerComEsquema<T extends z.ZodType>(
  esquema: T,
  corpo: unknown,
  pedido: string,
  opcoes?: Parameters<typeof lerResposta>[2],
): z.output<T> {
  const leitura = lerResposta(esquema, corpo, opcoes);
  if (leitura.ok) {
    for (const [motivo, quantos] of leitura.descartes) {
      avisarUmaVez(pedido, motivo, `${quantos} item(s) ignorado(s): ${motivo}`);
    }
    return leitura.dados;
  }
  if (leitura.falha === 'envelope') throw new ErroEnvelope(leitura.statusCode, leitura.mensagem);
  avisarUmaVez(pedido, leitura.motivo, `resposta com formato inesperado: ${leitura.motivo}`);
  throw new ErroFormato();
}

/**
 * The endpoint a request is for, as the logs name it: numeric path segments (ids) become `{id}`,
 * so a reason is logged once per endpoint, not once per album or event.
 */
const nomePedido = (instancia: AxiosInstance, metodo: string, caminho: string) =>
  `${metodo} ${instancia.defaults.baseURL ?? ''}${caminho.replace(/(^|\/)\d+(?=\/|$)/g, '$1{id}')}`;

/** GET and read with the endpoint's schema. */
export async function obter<T extends z.ZodType>(
  instancia: AxiosInstance,
  caminho: string,
  esquema: T,
): Promise<z.output<T>> {
  const resposta = await instancia.get<unknown>(caminho);
  return lerComEsquema(esquema, resposta.data, nomePedido(instancia, 'GET', caminho));
}

/** POST and read with the endpoint's schema; `chave` is the idempotency key that makes a retry safe. */
export async function enviar<T extends z.ZodType>(
  instancia: AxiosInstance,
  caminho: string,
  corpo: unknown,
  esquema: T,
  opcoes: { chave?: string; submissao?: boolean } = {},
): Promise<z.output<T>> {
  const resposta = await instancia.post<unknown>(caminho, corpo, {
    headers: opcoes.chave ? { [IDEMPOTENCY_HEADER]: opcoes.chave } : {},
  });
  return lerComEsquema(
    esquema,
    resposta.data,
    nomePedido(instancia, 'POST', caminho),
    opcoes.submissao ? OPCOES_SUBMISSAO : undefined,
  );
}

/** A submission is stored (200, or 201 Created) whatever the backend puts in `objecto`. */
const OPCOES_SUBMISSAO = { aceites: [ENVELOPE_OK, ENVELOPE_CRIADO], semObjecto: true } as const;
