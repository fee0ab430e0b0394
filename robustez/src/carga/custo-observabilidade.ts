import { pedir } from '../comum/http';
import { percentil } from '../comum/medidas';
import { arrancarServidor, pastaDados, portaLivre, SCRIPT_SITE } from '../comum/servidor';

import { correr, type FiguraCarga } from './multidao';
import { arrancarRenderizador, type RenderizadorIsolado } from './renderizador-isolado';

/** The bar: the renderer with its metrics and traces at least this share of its speed without. */
export const META_CUSTO_OBSERVABILIDADE = 0.95;

export interface ResultadoCustoObservabilidade {
  rondas: number;
  /** Pages per second in each round, with metrics and tracing on and with both off. */
  novas: { ligado: number[]; desligado: number[] };
  guardadas: { ligado: number[]; desligado: number[] };
  /** Medians of the rounds, and on / off. */
  mediana: {
    novas: { ligado: number; desligado: number };
    guardadas: { ligado: number; desligado: number };
  };
  razao: { novas: number; guardadas: number };
  falhas: number;
  duracaoMs: number;
}

const mediana = (valores: number[]) => percentil(valores, 0.5);
const falhasDe = (f: FiguraCarga) => f.respostas5xx + f.errosRede + f.estadosInesperados;

/**
 * What the renderer's metrics and traces cost it: two renderers as the ssr image runs them, on
 * the same site, one with its ops address (Prometheus metrics) and OpenTelemetry tracing on (no
 * exporter: spans made and ended, as with `npm start`), the other with both off
 * (`METRICS_PORT=off`, `OTEL_SDK_DISABLED=true`). In alternating rounds, one renderer at a time,
 * so the machine's other work weighs on both alike: pages of their own (a render each) and kept
 * pages (the cache path, where a request's own cost weighs most). A figure, not a test.
 */
export async function executarCustoObservabilidade(
  opcoes: {
    rondas?: number;
    pedidos?: number;
    clientes?: number;
    log?: (texto: string) => void;
  } = {},
): Promise<ResultadoCustoObservabilidade> {
  const { rondas = 5, pedidos = 300, clientes = 8 } = opcoes;
  const inicio = Date.now();
  const dados = pastaDados('robustez-observabilidade-');
  const processos: { parar(): Promise<void> }[] = [];
  try {
    const site = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaLivre(),
      dataDir: dados.pasta,
      env: { SSR: 'off', METRICS_PORT: 'off', RATE_LIMIT_MAX: '1000000' },
    });
    processos.push(site);
    const arrancar = async (env: Record<string, string>) => {
      const renderizador = await arrancarRenderizador({
        porta: await portaLivre(),
        dataDir: dados.pasta,
        origemInterna: site.url,
        env,
      });
      processos.push(renderizador);
      return renderizador;
    };
    const ligado = await arrancar({ METRICS_PORT: String(await portaLivre()) });
    const desligado = await arrancar({ METRICS_PORT: 'off', OTEL_SDK_DISABLED: 'true' });
    // Warm-up: each renderer loads the remotes and compiles what every render runs.
    for (const alvo of [ligado, desligado]) {
      for (const rota of ['/', '/eventos', '/faqs', '/pesquisa?q=aquecer']) {
        await pedir({ url: `${alvo.url}${rota}` });
      }
    }
    const resultado: Omit<ResultadoCustoObservabilidade, 'mediana' | 'razao' | 'duracaoMs'> = {
      rondas,
      novas: { ligado: [], desligado: [] },
      guardadas: { ligado: [], desligado: [] },
      falhas: 0,
    };
    const alvo = (r: RenderizadorIsolado) => ({ url: r.url, rssMb: () => r.rssMb() });
    for (let ronda = 1; ronda <= rondas; ronda += 1) {
      for (const [nome, renderizador] of [
        ['ligado', ligado],
        ['desligado', desligado],
      ] as const) {
        const prefixo = `obs${nome}${ronda}x`;
        const novas = await correr(
          alvo(renderizador),
          pedidos,
          clientes,
          (i) => `/pesquisa?q=${prefixo}${i}`,
        );
        const guardadas = await correr(
          alvo(renderizador),
          pedidos * 4,
          clientes,
          (i) => ['/', '/eventos', '/faqs', '/contactos'][i % 4]!,
        );
        resultado.novas[nome].push(novas.paginasPorSegundo);
        resultado.guardadas[nome].push(guardadas.paginasPorSegundo);
        resultado.falhas += falhasDe(novas) + falhasDe(guardadas);
        opcoes.log?.(
          `round ${ronda}, ${nome}: new ${novas.paginasPorSegundo}/s, kept ${guardadas.paginasPorSegundo}/s`,
        );
      }
    }
    const m = {
      novas: {
        ligado: mediana(resultado.novas.ligado),
        desligado: mediana(resultado.novas.desligado),
      },
      guardadas: {
        ligado: mediana(resultado.guardadas.ligado),
        desligado: mediana(resultado.guardadas.desligado),
      },
    };
    const razao = (x: { ligado: number; desligado: number }) =>
      Math.round((x.ligado / Math.max(1, x.desligado)) * 100) / 100;
    return {
      ...resultado,
      mediana: m,
      razao: { novas: razao(m.novas), guardadas: razao(m.guardadas) },
      duracaoMs: Date.now() - inicio,
    };
  } finally {
    for (const processo of processos.reverse()) await processo.parar();
    dados.remover();
  }
}
