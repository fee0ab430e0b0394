import { spawn } from 'node:child_process';

import { RAIZ } from './comum/servidor';

export interface ResultadoAuditoria {
  /** Whether the registry's audit endpoint answered. */
  verificado: boolean;
  comando: string;
  vulnerabilidades?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical' | 'total', number>;
  /** Why it could not be checked (the registry refused or was unreachable). */
  motivo?: string;
  duracaoMs: number;
}

/** `npm audit --omit=dev --json` at the repository root: what production installs would carry. */
export function auditarDependencias(limiteMs = 120_000): Promise<ResultadoAuditoria> {
  const inicio = Date.now();
  const comando = 'npm audit --omit=dev --json';
  return new Promise((resolver) => {
    const npm = spawn('npm', ['audit', '--omit=dev', '--json'], {
      cwd: RAIZ,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let saida = '';
    npm.stdout.on('data', (parte: Buffer) => (saida += parte.toString()));
    const limite = setTimeout(() => npm.kill('SIGKILL'), limiteMs);
    npm.on('close', () => {
      clearTimeout(limite);
      const duracaoMs = Date.now() - inicio;
      try {
        const relatorio = JSON.parse(saida) as {
          metadata?: { vulnerabilities?: ResultadoAuditoria['vulnerabilidades'] };
          message?: string;
          error?: { summary?: string };
        };
        if (relatorio.metadata?.vulnerabilities) {
          resolver({
            verificado: true,
            comando,
            vulnerabilidades: relatorio.metadata.vulnerabilities,
            duracaoMs,
          });
          return;
        }
        resolver({
          verificado: false,
          comando,
          motivo: relatorio.message ?? relatorio.error?.summary ?? saida.slice(0, 200),
          duracaoMs,
        });
      } catch {
        resolver({
          verificado: false,
          comando,
          motivo: saida.slice(0, 200) || 'npm audit gave no answer',
          duracaoMs,
        });
      }
    });
  });
}
