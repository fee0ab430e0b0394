import { realpathSync } from 'node:fs';

import type { ModuloRenderizador } from '@site/shared/contract';

import { lerDefinicoes } from './definicoes';

export { lerDefinicoes };

/**
 * The shell's server renderer (`dist-servidor/servidor.cjs`). Like the browser entry, it crosses
 * an async boundary before the application's modules so that Module Federation negotiates the
 * shared modules first. The local site loads it in its process (`criarRenderizador`); run
 * directly, it is the HTTP server of the Docker image.
 */
export const criarRenderizador: ModuloRenderizador['criarRenderizador'] = async (opcoes) => {
  const { arrancarRenderizador } = await import('./arranque');
  return arrancarRenderizador(opcoes);
};

async function iniciar() {
  // First: what it traces is instrumented as it loads.
  const { rastrearRenderizador } = await import('./rastreio');
  rastrearRenderizador(process.env);
  const { arrancarRenderizador } = await import('./arranque');
  const { criarServidorHttp, lerConstrucaoShell } = await import('./servidor-http');
  const { abrirOpsDoServidor, metricasDoServidor } = await import('./ops-servidor');
  const definicoes = lerDefinicoes(process.env);
  const processo = metricasDoServidor(definicoes);
  const renderizador = await arrancarRenderizador({
    ...definicoes,
    ...lerConstrucaoShell(definicoes),
    medir: processo !== null,
  });
  const servidor = criarServidorHttp(renderizador, definicoes, processo?.pedido);
  servidor.listen(definicoes.porta, definicoes.host, () => {
    console.log(`[ssr] a renderizar em http://${definicoes.host}:${definicoes.porta}`);
  });
  const ops = await abrirOpsDoServidor(definicoes, renderizador, processo);
  const parar = () => {
    void ops?.fechar();
    servidor.close(() => process.exit(0));
  };
  process.once('SIGTERM', parar);
  process.once('SIGINT', parar);
}

function executadoDirectamente(): boolean {
  try {
    return Boolean(process.argv[1]) && realpathSync(process.argv[1]!) === __filename;
  } catch {
    return false;
  }
}

if (executadoDirectamente()) {
  iniciar().catch((erro: unknown) => {
    console.error('[ssr] não arrancou:', erro instanceof Error ? erro.message : erro);
    process.exit(1);
  });
}
