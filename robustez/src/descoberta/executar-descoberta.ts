import { BASES_API, CAMINHO_API_PESQUISA, GRUPOS } from '@site/shared/contract';

import { criarApiDeTeste } from '../../../api/src/referencia/testes/api-de-teste';
import { construirAplicacaoSitemap } from '../../../api/src/sitemap/aplicacao-sitemap';
import { lerConfiguracaoSitemap } from '../../../api/src/sitemap/configuracao';
import {
  aplicarMutacao,
  idMutacao,
  mutacaoRepresentativa,
  mutacoesPossiveis,
  TIPOS_MUTACAO,
  type Json,
  type Mutacao,
} from '../formas/mutacoes';

/*
 * Shape fuzz of the discovery services (issue I3 point 1): the discovery server as Docker runs it,
 * reading the reference backend, with ONE answer of the CMS mutated at a time (one page's detail,
 * the events, one register list...). Each mutated answer must leave the search answering 200 with
 * the other parts' results, and the sitemap, the feed and the calendars without a 5xx while any
 * part reads (a calendar is 503 by design only when its events cannot be read: an empty calendar
 * would delete the events from subscribers' calendars).
 */

/** One answer the discovery server read: method, path below its API base, and the JSON. */
interface Leitura {
  metodo: string;
  caminho: string;
  resposta: Json;
}

/** What one mutated answer did to the discovery services. */
export interface CasoDescoberta {
  caminho: string;
  mutacao: string;
  /** Status of each document asked for (search, sitemap, feed, calendar). */
  estados: Record<string, number>;
  /** Probes of other parts the search no longer found. */
  perdidas: string[];
  /** Probes of the mutated answer's own part no longer found (the mutation's effect). */
  perdidasProprias: string[];
}

/** The kinds of result each answer gives the index: the oracle of "the other parts". */
function tiposDe(caminho: string): string[] {
  if (caminho === 'eventos/classificacao') return ['evento'];
  if (caminho.startsWith('tiposEventos/')) return ['tipoEvento'];
  if (caminho.startsWith('registos/ListarIconeConteudo/')) return ['parceiro'];
  const grupo = /^registos\/(\d+)\//.exec(caminho)?.[1];
  const porGrupo: Record<number, string> = {
    [GRUPOS.normas]: 'norma',
    [GRUPOS.biblioteca]: 'documento',
    [GRUPOS.faqs]: 'pergunta',
    [GRUPOS.galeria]: 'album',
  };
  if (grupo) return [porGrupo[Number(grupo)] ?? 'desconhecido'];
  return ['pagina'];
}

const DOCUMENTOS = ['/site/api/v1/pesquisa', '/sitemap.xml', '/feed.xml', '/agenda.ics'] as const;

interface Resultado {
  tipo: string;
  titulo: string;
  caminho: string;
  subResultados?: { caminho: string }[];
}

/** The places a result names: its own and its sub-results' (a page's sections). */
const caminhosDe = (resultados: readonly Resultado[]) =>
  resultados.flatMap((r) => [r.caminho, ...(r.subResultados ?? []).map((s) => s.caminho)]);

type FastifyInstance = Awaited<ReturnType<typeof construirAplicacaoSitemap>>;

/**
 * A discovery server whose CMS reads pass through `mutar` (the path of each read below its base),
 * recording every JSON answer in `lidas`.
 */
async function descoberta(
  upstream: string,
  lidas: Leitura[],
  mutar?: { caminho: string; mutacao: Mutacao },
): Promise<FastifyInstance> {
  const intercetar: typeof fetch = async (url, pedido) => {
    const resposta = await fetch(url, pedido);
    const metodo = pedido?.method ?? 'GET';
    const { pathname } = new URL(String(url));
    const base = Object.values(BASES_API).find((b) => pathname.startsWith(b));
    if (metodo === 'HEAD' || !base || resposta.status !== 200) return resposta;
    const caminho = pathname.slice(base.length);
    const json = (await resposta.json()) as Json;
    lidas.push({ metodo, caminho, resposta: json });
    const mutada =
      mutar?.caminho === caminho ? aplicarMutacao(json, mutar.mutacao)?.resposta : undefined;
    return Response.json(mutada ?? json, { status: 200 });
  };
  return construirAplicacaoSitemap(
    lerConfiguracaoSitemap({
      CMS_UPSTREAM: upstream,
      EVE_UPSTREAM: `${upstream}/eve/api/v1`,
      SITEMAP_CACHE_SECONDS: '0',
    }),
    { logger: false, fetch: intercetar },
  );
}

const pesquisar = async (app: FastifyInstance, q: string, tipo?: string) => {
  const filtro = tipo ? `&tipo=${tipo}` : '';
  const resposta = await app.inject(`${CAMINHO_API_PESQUISA}?q=${encodeURIComponent(q)}${filtro}`);
  return resposta.statusCode === 200
    ? (resposta.json() as { objecto: { resultados: Resultado[] } }).objecto.resultados
    : [];
};

/**
 * Every answer the discovery server reads, each mutated by the representative mutation of every
 * kind that fits it (`completo`: every mutation that fits), against the probes: one title of
 * each kind of result, found in the unmutated index.
 */
export async function executarDescoberta(opcoes: { completo?: boolean } = {}) {
  const api = await criarApiDeTeste();
  const upstream = await api.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const lidas: Leitura[] = [];
    const limpa = await descoberta(upstream, lidas);
    const sondas = new Map<string, Resultado>();
    for (const q of ['qualidade', 'evento', 'norma', 'relatório', 'como', 'galeria', 'instituto'])
      for (const r of await pesquisar(limpa, q)) if (!sondas.has(r.tipo)) sondas.set(r.tipo, r);
    for (const documento of DOCUMENTOS) await limpa.inject(documento);
    await limpa.close();
    const respostas = new Map(lidas.map((l) => [l.caminho, l.resposta]));
    const casos: CasoDescoberta[] = [];
    for (const [caminho, resposta] of respostas) {
      const possiveis = mutacoesPossiveis(resposta);
      const mutacoes = opcoes.completo
        ? possiveis
        : TIPOS_MUTACAO.map((t) => mutacaoRepresentativa(possiveis, resposta, t.id));
      for (const mutacao of mutacoes.filter((m): m is Mutacao => m !== undefined)) {
        const app = await descoberta(upstream, [], { caminho, mutacao });
        const estados: Record<string, number> = {};
        for (const documento of DOCUMENTOS) {
          estados[documento] = (await app.inject(`${documento}?q=qualidade`)).statusCode;
        }
        const afectados = tiposDe(caminho);
        const caso: CasoDescoberta = {
          caminho,
          mutacao: idMutacao(mutacao),
          estados,
          perdidas: [],
          perdidasProprias: [],
        };
        // Each probe asked with its kind's filter, as a visitor would after a flood of another
        // kind (10,000 copies of the mutated part's records) filled the first pages.
        for (const [tipo, sonda] of sondas) {
          const achados = await pesquisar(app, sonda.titulo, tipo);
          if (caminhosDe(achados).includes(sonda.caminho)) continue;
          (afectados.includes(tipo) ? caso.perdidasProprias : caso.perdidas).push(sonda.titulo);
        }
        casos.push(caso);
        await app.close();
      }
    }
    return { sondas: [...sondas.values()], caminhos: [...respostas.keys()], casos };
  } finally {
    await api.app.close();
    await api.fechar().catch(() => undefined);
  }
}
