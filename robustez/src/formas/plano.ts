import {
  idMutacao,
  localDe,
  mutacaoRepresentativa,
  mutacoesPossiveis,
  TIPOS_MUTACAO,
  type Json,
  type Mutacao,
} from './mutacoes';
import type { Chamada, Exame } from './pagina';

/** A route of the site and the API calls its unmutated page made. */
export interface RotaObservada {
  rota: string;
  chamadas: Chamada[];
  /** The unmutated page's exam (the negative control: it must be clean). */
  exame: Exame;
  /**
   * The endpoints the browser itself calls there (the settle rule waits for them); every call
   * when absent. A server-rendered page hands most of its data over with its HTML.
   */
  esperados?: string[];
}

/** One page to render: a route with one endpoint's answers mutated. */
export interface Trabalho {
  rota: string;
  endpoint: string;
  mutacao: Mutacao;
  esperados: string[];
}

const respostasDe = (observada: RotaObservada, endpoint: string): Json[] =>
  observada.chamadas
    .filter((c) => c.endpoint === endpoint && c.resposta !== undefined)
    .map((c) => c.resposta!);

/**
 * How much to render. `ci`: one mutation per kind (the representative one) on the first route
 * that makes the call. `completo`: every mutation (each kind at each place of the answers, every
 * field) on the first route whose answer has that place, and the representative of each kind on
 * every route that makes the call. `exaustivo`: every mutation on every route whose answer has a
 * place for it.
 */
export type Tamanho = 'ci' | 'completo' | 'exaustivo';
export const TAMANHOS: readonly Tamanho[] = ['ci', 'completo', 'exaustivo'];

/** The pages to render for `tamanho`, from what the unmutated routes called and were answered. */
export function planear(observadas: readonly RotaObservada[], tamanho: Tamanho) {
  const endpoints = [...new Set(observadas.flatMap((o) => o.chamadas.map((c) => c.endpoint)))];
  const esperadosPorRota = new Map(
    observadas.map((o) => [o.rota, o.esperados ?? [...new Set(o.chamadas.map((c) => c.endpoint))]]),
  );
  const trabalhos: Trabalho[] = [];
  const porEndpoint = new Map<string, { rotas: string[]; exemplo: string; tipos: Set<string> }>();
  for (const endpoint of endpoints) {
    const rotas = observadas.filter((o) => respostasDe(o, endpoint).length > 0);
    const exemplo = rotas[0]!.chamadas.find((c) => c.endpoint === endpoint)!.caminho;
    const tipos = new Set<string>();
    porEndpoint.set(endpoint, { rotas: rotas.map((o) => o.rota), exemplo, tipos });
    const feitos = new Set<string>();
    const juntar = (rota: string, mutacao: Mutacao) => {
      const chave = `${rota} ${idMutacao(mutacao)}`;
      if (feitos.has(chave)) return;
      feitos.add(chave);
      tipos.add(mutacao.tipo);
      trabalhos.push({ rota, endpoint, mutacao, esperados: esperadosPorRota.get(rota) ?? [] });
    };
    const temLugar = (rota: RotaObservada, mutacao: Mutacao) =>
      respostasDe(rota, endpoint).some((resposta) => localDe(resposta, mutacao));
    const representativas = (rota: RotaObservada) => {
      const resposta = respostasDe(rota, endpoint)[0]!;
      const possiveis = mutacoesPossiveis(resposta);
      return TIPOS_MUTACAO.map((tipo) =>
        mutacaoRepresentativa(possiveis, resposta, tipo.id),
      ).filter((m): m is Mutacao => m !== undefined);
    };
    if (tamanho === 'ci') {
      for (const mutacao of representativas(rotas[0]!)) juntar(rotas[0]!.rota, mutacao);
      continue;
    }
    const todas = new Map<string, Mutacao>();
    for (const rota of rotas) {
      for (const resposta of respostasDe(rota, endpoint)) {
        for (const mutacao of mutacoesPossiveis(resposta)) {
          if (!todas.has(idMutacao(mutacao))) todas.set(idMutacao(mutacao), mutacao);
        }
      }
    }
    for (const mutacao of todas.values()) {
      const onde = rotas.filter((rota) => temLugar(rota, mutacao));
      for (const rota of tamanho === 'exaustivo' ? onde : onde.slice(0, 1))
        juntar(rota.rota, mutacao);
    }
    if (tamanho === 'completo') {
      for (const rota of rotas)
        for (const mutacao of representativas(rota)) juntar(rota.rota, mutacao);
    }
  }
  return { trabalhos, porEndpoint };
}

/**
 * Every `passo`-th page of the plan, interleaved over kinds and endpoints, plus the first page of
 * any kind or endpoint the interleaving left out: each keeps at least one.
 */
export function espacar(trabalhos: readonly Trabalho[], passo: number): Trabalho[] {
  if (passo <= 1) return [...trabalhos];
  const endpoints = [...new Set(trabalhos.map((t) => t.endpoint))];
  const tipos = TIPOS_MUTACAO.map((t) => t.id);
  const escolhidos = new Set(
    trabalhos.filter(
      (t) => (endpoints.indexOf(t.endpoint) + tipos.indexOf(t.mutacao.tipo)) % passo === 0,
    ),
  );
  for (const chave of ['endpoint', 'tipo'] as const) {
    const de = (t: Trabalho) => (chave === 'endpoint' ? t.endpoint : t.mutacao.tipo);
    const cobertos = new Set([...escolhidos].map(de));
    for (const t of trabalhos) {
      if (!cobertos.has(de(t))) {
        escolhidos.add(t);
        cobertos.add(de(t));
      }
    }
  }
  return trabalhos.filter((t) => escolhidos.has(t));
}

/**
 * The pages taking turns between endpoints (one of each, then the next of each...): a run stopped
 * by its deadline has then tried every endpoint alike.
 */
export function aVez(trabalhos: readonly Trabalho[]): Trabalho[] {
  const filas = new Map<string, Trabalho[]>();
  for (const t of trabalhos) {
    const fila = filas.get(t.endpoint);
    if (fila) fila.push(t);
    else filas.set(t.endpoint, [t]);
  }
  const maior = Math.max(0, ...[...filas.values()].map((fila) => fila.length));
  return Array.from({ length: maior }, (_, i) =>
    [...filas.values()].flatMap((fila) => fila.slice(i, i + 1)),
  ).flat();
}
