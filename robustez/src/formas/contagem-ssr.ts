import {
  controloViu,
  falhou,
  visto,
  type Falha,
  type ResumoEndpoint,
  type Totais,
} from './contagem';
import type { Exame } from './pagina';
import type { ExameSsr } from './pagina-ssr';
import type { Tamanho } from './plano';

/** The figures of the server side, per endpoint and in all. */
export interface FigurasSsr {
  respostas5xx: number;
  errosHidratacao: number;
  /** Informational: blocks the renderer left to the browser on purpose, and loading states sent. */
  blocosNoNavegador: number;
  blocosACarregar: number;
  /** Pages whose server render received the mutated answer (the rest: only the browser did). */
  mutadasNoServidor: number;
}

type ResumoEndpointSsr = ResumoEndpoint & FigurasSsr;

export interface ResultadoFormasSsr {
  tamanho: Tamanho;
  /** CI renders every `passo`-th page of the plan, spread over kinds and endpoints. */
  passo: number;
  tiposMutacao: { id: string; descricao: string }[];
  /** Each route's calls, and those the browser made itself once the page was hydrated. */
  rotas: { rota: string; endpoints: string[]; doNavegador: string[] }[];
  endpoints: ResumoEndpointSsr[];
  totais: Totais & FigurasSsr;
  base: { paginas: number; falhas: Falha[] };
  /** The browser-only exam's own control (blank, exception, errors, repeated warning). */
  controlo: Exame;
  controlosSsr: {
    /** The server's HTML changed by the harness before the browser gets it: a real mismatch. */
    hidratacao: ExameSsr;
    /** One endpoint answering 503 to both sides: a 5xx, and blocks left to the browser on purpose. */
    falha: ExameSsr & { endpointFalhado: string };
  };
  paginas: Omit<ExameSsr, 'chamadas'>[];
  construcao: { inicio: string; fim: string };
  porRenderizar: number;
  /** Lanes (a site and its proxy each), one page each at a time. */
  paralelo: number;
  duracaoMs: number;
}

/** Whether a server-rendered page failed: the browser exam, a 5xx, or a hydration error. */
export const falhouSsr = (e: ExameSsr) =>
  falhou(e) || e.respostas5xx.length > 0 || e.errosHidratacao.length > 0;

export const vistoSsr = (e: ExameSsr) =>
  [
    ...e.respostas5xx.slice(0, 1).map((r) => `HTTP ${r}`),
    ...e.errosHidratacao.slice(0, 1).map((h) => `hidratação: ${h.split('\n')[0]}`),
    visto(e),
  ]
    .join('; ')
    .slice(0, 400);

export function figurasSsr(exames: readonly ExameSsr[]): FigurasSsr {
  return {
    respostas5xx: exames.reduce((s, e) => s + e.respostas5xx.length, 0),
    errosHidratacao: exames.reduce((s, e) => s + e.errosHidratacao.length, 0),
    blocosNoNavegador: exames.reduce((s, e) => s + e.blocosNoNavegador.length, 0),
    blocosACarregar: exames.reduce((s, e) => s + e.blocosACarregar, 0),
    mutadasNoServidor: exames.filter((e) => e.aplicadasServidor > 0).length,
  };
}

/**
 * Whether every figure is zero and the controls behaved: the browser exam's control, a real
 * hydration mismatch seen, and an endpoint failing with 503 seen as a 5xx whose blocks the server
 * left to the browser without a hydration error.
 */
export function formasSsrSemFalhas(r: ResultadoFormasSsr): boolean {
  const { hidratacao, falha } = r.controlosSsr;
  const t = r.totais;
  return (
    controloViu(r.controlo) &&
    hidratacao.errosHidratacao.length > 0 &&
    falha.respostas5xx.length > 0 &&
    falha.blocosNoNavegador.length > 0 &&
    falha.errosHidratacao.length === 0 &&
    r.porRenderizar === 0 &&
    r.construcao.inicio === r.construcao.fim &&
    r.base.falhas.length === 0 &&
    t.emBranco +
      t.excepcoes +
      t.errosConsola +
      t.avisosRepetidos +
      t.respostas5xx +
      t.errosHidratacao ===
      0
  );
}
