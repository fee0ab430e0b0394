import type { NomeRemoto } from '@site/shared/contract';
import { caminhoVersao, type BuildLancado } from '@site/shared/contract/lancamentos';

import { ErroPedido } from '../comum/http/erro-pedido';

/** What the check needs: the origins builds may come from, the fetch, and a time bound. */
export interface OpcoesVerificacao {
  /** The site's own origin as this service reaches it (`''` in the record). */
  origemInterna: string;
  /** Other origins a build may be served from (a CDN), exactly as written in a request. */
  origensPermitidas: readonly string[];
  limiteMs: number;
  fetch?: typeof fetch;
}

const recusa = (mensagem: string) => new ErroPedido(422, mensagem);

/** Where `build`'s files are fetched from by this service. */
function baseDoBuild(nome: NomeRemoto, build: BuildLancado, opcoes: OpcoesVerificacao): URL {
  if (build.origem !== '' && !opcoes.origensPermitidas.includes(build.origem)) {
    throw recusa(`A origem ${build.origem} não está entre as permitidas (LANCAMENTOS_ORIGENS).`);
  }
  return new URL(caminhoVersao(nome, build.versao), build.origem || opcoes.origemInterna);
}

async function pedir(url: URL, opcoes: OpcoesVerificacao, oQue: string): Promise<Response> {
  let resposta: Response;
  try {
    resposta = await (opcoes.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(opcoes.limiteMs),
      redirect: 'error',
    });
  } catch {
    throw recusa(
      `${oQue} (${url.href}) não respondeu: a versão não está publicada ou a origem está em baixo.`,
    );
  }
  if (!resposta.ok) {
    throw recusa(
      `${oQue} (${url.href}) respondeu HTTP ${resposta.status}: a versão não está publicada.`,
    );
  }
  return resposta;
}

/**
 * Before a build goes into the record, what a browser and the renderer will fetch is fetched
 * (import-map-deployer's reachability check): its `mf-manifest.json` under its versioned folder,
 * which must be this remote's and name this build, then the entry it names, non-empty. Any
 * failure is a 422 with the reason, in Portuguese; the record is not touched.
 */
export async function verificarBuild(
  nome: NomeRemoto,
  build: BuildLancado,
  opcoes: OpcoesVerificacao,
): Promise<void> {
  const base = baseDoBuild(nome, build, opcoes);
  const urlManifesto = new URL('mf-manifest.json', base);
  const resposta = await pedir(urlManifesto, opcoes, 'O manifesto');
  let manifesto: {
    name?: unknown;
    metaData?: {
      buildInfo?: { buildVersion?: unknown };
      remoteEntry?: { name?: unknown; path?: unknown };
    };
  };
  try {
    manifesto = (await resposta.json()) as typeof manifesto;
  } catch {
    throw recusa(`O manifesto (${urlManifesto.href}) não é JSON.`);
  }
  if (manifesto?.name !== nome) {
    throw recusa(`O manifesto (${urlManifesto.href}) não é do remoto ${nome}.`);
  }
  const declarada = manifesto.metaData?.buildInfo?.buildVersion;
  if (declarada !== build.versao) {
    throw recusa(
      `O manifesto (${urlManifesto.href}) é da versão ${typeof declarada === 'string' ? declarada : '(nenhuma)'}, não de ${build.versao}.`,
    );
  }
  const entrada = manifesto.metaData?.remoteEntry;
  const nomeEntrada = typeof entrada?.name === 'string' ? entrada.name : '';
  const pasta = typeof entrada?.path === 'string' ? entrada.path : '';
  if (!/^[\w.-]+\.js$/.test(nomeEntrada) || pasta.includes('..') || /^[a-z]+:/i.test(pasta)) {
    throw recusa(`O manifesto (${urlManifesto.href}) não nomeia uma entrada válida.`);
  }
  const urlEntrada = new URL(
    `${pasta ? `${pasta.replace(/^\/+|\/+$/g, '')}/` : ''}${nomeEntrada}`,
    base,
  );
  const corpo = await (await pedir(urlEntrada, opcoes, 'A entrada')).text();
  if (corpo.trim() === '') throw recusa(`A entrada (${urlEntrada.href}) está vazia.`);
}
