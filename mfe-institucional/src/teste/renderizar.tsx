import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { criarQueryClient, http } from '@site/shared/api';
import { configuracaoSiteSchema } from '@site/shared/contract';
import { ProvedoresSite } from '@site/shared/ui';

export const configuracaoTeste = configuracaoSiteSchema.parse({
  associacao: {
    nome: 'Associação Angolana para a Qualidade',
    sigla: 'AAQ',
    slug: 'aaq',
    descricao: 'Qualidade em Angola.',
  },
  remotos: {
    mfe_eventos: '/mf/e.json',
    mfe_institucional: '/mf/i.json',
    mfe_conteudos: '/mf/c.json',
  },
  desenvolvimento: { nome: 'Equipa' },
});

const clientes: QueryClient[] = [];
afterEach(() => {
  // Cached queries keep timers alive; the next test starts from an empty cache anyway.
  clientes.splice(0).forEach((cliente) => cliente.clear());
});

/** Renders through the site's real providers; `semear` puts data in the query cache first. */
export function renderizar(
  ui: ReactElement,
  opcoes: { caminho?: string; semear?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = criarQueryClient();
  clientes.push(queryClient);
  opcoes.semear?.(queryClient);
  const resultado = render(
    <ProvedoresSite configuracao={configuracaoTeste} queryClient={queryClient}>
      <MemoryRouter initialEntries={[opcoes.caminho ?? '/']}>{ui}</MemoryRouter>
    </ProvedoresSite>,
  );
  return { ...resultado, queryClient };
}

type Resposta = { status: number; corpo: unknown } | 'sem-rede';

function respostaBase(config: InternalAxiosRequestConfig) {
  return { config, headers: new AxiosHeaders(), statusText: '', request: {} };
}

/**
 * Replaces the network of one backend at the adapter, the client's lowest boundary: each POST
 * gets the next answer; returns the bodies that were sent.
 */
export function simularRede(backend: keyof typeof http, respostas: Resposta[]) {
  const enviados: unknown[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const base = respostaBase(config);
    if (config.method === 'head') return { ...base, status: 204, data: '' };
    enviados.push(JSON.parse(String(config.data)));
    const resposta = respostas.shift() ?? { status: 500, corpo: {} };
    if (resposta === 'sem-rede') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (resposta.status >= 400) {
      throw new AxiosError(
        'Falhou',
        'ERR_BAD_REQUEST',
        config,
        {},
        { ...base, status: resposta.status, data: resposta.corpo },
      );
    }
    return { ...base, status: resposta.status, data: resposta.corpo };
  };
  http[backend].defaults.adapter = adapter;
  return enviados;
}

/** What a read gets: the data, an HTTP error status, or no answer at all. */
export type Leitura = { objecto: unknown } | { status: number } | 'sem-rede';

/**
 * Answers the GETs of one backend at the adapter: `responder` maps the path asked (as
 * `paginas/pagina/13/pt/true`) to what the backend answers; a promise that never settles keeps
 * the read loading. Returns the paths asked, in order.
 */
export function simularLeituras(
  backend: keyof typeof http,
  responder: (caminho: string) => Leitura | Promise<Leitura>,
) {
  const pedidos: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const base = respostaBase(config);
    pedidos.push(config.url ?? '');
    const leitura = await responder(config.url ?? '');
    if (leitura === 'sem-rede') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if ('status' in leitura) {
      const corpo = { statusCode: leitura.status, objecto: null };
      throw new AxiosError(
        'Falhou',
        'ERR_BAD_RESPONSE',
        config,
        {},
        {
          ...base,
          status: leitura.status,
          data: corpo,
        },
      );
    }
    return { ...base, status: 200, data: { statusCode: 200, objecto: leitura.objecto } };
  };
  http[backend].defaults.adapter = adapter;
  return pedidos;
}
