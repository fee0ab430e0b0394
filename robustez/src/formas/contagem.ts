import { TIPOS_MUTACAO } from './mutacoes';
import type { Exame } from './pagina';

/** One failure, as the report shows it. */
export interface Falha {
  rota: string;
  endpoint: string;
  mutacao: string;
  local: string;
  visto: string;
}

/** What the pages rendered showed, counted (per endpoint, and for the whole run). */
export interface Totais {
  /** Distinct mutations rendered (kind × variant × shape). */
  mutacoes: number;
  paginas: number;
  emBranco: number;
  excepcoes: number;
  errosConsola: number;
  avisosRepetidos: number;
  /** Informational: warning lines, section boundaries that caught a render error, error panels, caps hit. */
  avisos: number;
  seccoesIndisponiveis: number;
  paineisErro: number;
  limites: number;
}

export interface ResumoEndpoint extends Totais {
  endpoint: string;
  /** A concrete call, e.g. `paginas/pagina/13/pt/true`. */
  exemplo: string;
  /** Routes whose unmutated page makes this call. */
  rotas: string[];
  /** Kinds applied, and kinds that found no place in this endpoint's answers (no date, no list...). */
  tipos: string[];
  tiposSemLugar: string[];
  /** Pages whose answers held no place for the mutation after all (rendered, not counted as tried). */
  semEfeito: number;
  duracaoMs: number;
  falhas: Falha[];
}

/** Whether the page shows a failure a visitor would see (or a line the console must not have). */
export const falhou = (e: Exame) =>
  e.emBranco || e.excepcoes.length + e.errosConsola.length + e.avisosRepetidos.length > 0;

/** What a failed page showed, in one line. */
export function visto(exame: Exame): string {
  return [
    exame.emBranco ? `em branco (${exame.motivos.join(', ')})` : '',
    ...exame.excepcoes.slice(0, 1).map((e) => `pageerror ${e}`),
    ...exame.errosConsola.slice(0, 1).map((e) => `console.error ${e.split('\n')[0]}`),
    ...exame.avisosRepetidos.slice(0, 1).map((a) => `console.warn repetido: ${a}`),
    exame.emBranco ? '' : `main: ${exame.textoMain.slice(0, 80)}`,
  ]
    .filter(Boolean)
    .join('; ')
    .slice(0, 400);
}

/** A failed page as the report lists it. */
export function paraFalha<E extends Exame>(
  exame: E,
  vistoPagina: (exame: E) => string = visto,
): Falha {
  return {
    rota: exame.rota,
    endpoint: exame.endpoint ?? '(sem mutação)',
    mutacao: exame.mutacao ?? '-',
    local: exame.locais.join(' ') || '-',
    visto: vistoPagina(exame),
  };
}

function somar(exames: readonly Exame[]) {
  return {
    paginas: exames.filter((e) => e.aplicadas > 0).length,
    semEfeito: exames.filter((e) => e.aplicadas === 0).length,
    emBranco: exames.filter((e) => e.emBranco).length,
    excepcoes: exames.reduce((s, e) => s + e.excepcoes.length, 0),
    errosConsola: exames.reduce((s, e) => s + e.errosConsola.length, 0),
    avisosRepetidos: exames.reduce((s, e) => s + e.avisosRepetidos.length, 0),
    avisos: exames.reduce((s, e) => s + e.numeroAvisos, 0),
    seccoesIndisponiveis: exames.filter((e) => e.seccaoIndisponivel).length,
    paineisErro: exames.filter((e) => e.painelErro).length,
    limites: exames.filter((e) => e.limiteAtingido).length,
    duracaoMs: exames.reduce((s, e) => s + e.duracaoMs, 0),
  };
}

/**
 * Each endpoint's row (mutations applied, pages, what they showed, the failed pages) and the
 * totals of the run. `falhouPagina` and `vistoPagina` say what fails a page and how it reads.
 */
export function resumirPorEndpoint<E extends Exame>(
  porEndpoint: ReadonlyMap<string, { rotas: string[]; exemplo: string; tipos: Set<string> }>,
  exames: readonly E[],
  falhouPagina: (exame: E) => boolean = falhou,
  vistoPagina: (exame: E) => string = visto,
): { endpoints: ResumoEndpoint[]; totais: Totais } {
  const endpoints: ResumoEndpoint[] = [...porEndpoint].map(([endpoint, info]) => {
    const deste = exames.filter((e) => e.endpoint === endpoint);
    return {
      endpoint,
      exemplo: info.exemplo,
      rotas: info.rotas,
      mutacoes: new Set(deste.filter((e) => e.aplicadas > 0).map((e) => e.mutacao)).size,
      tipos: TIPOS_MUTACAO.filter((t) => info.tipos.has(t.id)).map((t) => t.id),
      tiposSemLugar: TIPOS_MUTACAO.filter((t) => !info.tipos.has(t.id)).map((t) => t.id),
      ...somar(deste),
      falhas: deste.filter(falhouPagina).map((e) => paraFalha(e, vistoPagina)),
    };
  });
  const todos = somar(exames);
  return {
    endpoints,
    totais: {
      mutacoes: endpoints.reduce((s, e) => s + e.mutacoes, 0),
      paginas: todos.paginas,
      emBranco: todos.emBranco,
      excepcoes: todos.excepcoes,
      errosConsola: todos.errosConsola,
      avisosRepetidos: todos.avisosRepetidos,
      avisos: todos.avisos,
      seccoesIndisponiveis: todos.seccoesIndisponiveis,
      paineisErro: todos.paineisErro,
      limites: todos.limites,
    },
  };
}

/** Whether every detector saw what the positive control did to its page (`estragar`). */
export function controloViu(c: Exame): boolean {
  return (
    c.emBranco &&
    c.excepcoes.length === 1 &&
    c.errosConsola.includes('controlo positivo: erro na consola') &&
    c.errosConsola.some((linha) => linha.includes('/controlo-inexistente.js')) &&
    !c.errosConsola.some((linha) => linha.includes('/controlo-inexistente.svg')) &&
    c.errosTolerados === 1 &&
    c.avisosRepetidos.length === 1
  );
}
