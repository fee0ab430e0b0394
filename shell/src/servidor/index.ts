import { realpathSync } from 'node:fs';

import { lerDefinicoes } from './definicoes';
import type { OpcoesServicoPaginas } from './servico-paginas';

export { lerDefinicoes };

/**
 * The shell's server renderer. Like the browser entry, it crosses an async boundary before the
 * application's modules so that Module Federation negotiates the shared modules first. The local
 * site loads it in its process (`criarServicoPaginas`); run directly, it is the HTTP server of the
 * Docker image.
 */
export async function criarServicoPaginas(opcoes: OpcoesServicoPaginas) {
  const { criarServico } = await import('./arranque');
  return criarServico(opcoes);
}

async function iniciar() {
  const { criarServico } = await import('./arranque');
  const { criarServidorHttp, lerConstrucaoShell } = await import('./http');
  const definicoes = lerDefinicoes(process.env);
  const servico = await criarServico({ ...definicoes, ...lerConstrucaoShell(definicoes) });
  const servidor = criarServidorHttp(servico, definicoes);
  servidor.listen(definicoes.porta, definicoes.host, () => {
    console.log(`[ssr] a renderizar em http://${definicoes.host}:${definicoes.porta}`);
  });
  const parar = () => servidor.close(() => process.exit(0));
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
