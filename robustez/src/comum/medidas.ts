import { readdirSync, readFileSync } from 'node:fs';

/** The `p` quantile of `valores` (0.95: the 95th percentile), in whole units. */
export function percentil(valores: readonly number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return Math.round(
    ordenados[Math.min(ordenados.length - 1, Math.floor(ordenados.length * p))] ?? 0,
  );
}

const rssKb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** A process's resident memory, as the kernel counts it, in MB (Linux). */
export function rssMb(pid: number): number {
  return Math.round(rssKb(pid) / 1024);
}

/** The resident memory of `pid` and its children (nginx's master and workers), in MB. */
export function rssArvoreMb(pid: number): number {
  const processos = [pid];
  for (const entrada of readdirSync('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      const estado = readFileSync(`/proc/${entrada}/stat`, 'utf8');
      // Field 4, after the parenthesised command name.
      const pai = Number(estado.slice(estado.lastIndexOf(')') + 2).split(' ')[1]);
      if (pai === pid) processos.push(Number(entrada));
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0;
  for (const processo of processos) {
    try {
      kb += rssKb(processo);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}
