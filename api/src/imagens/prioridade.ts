import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Threads of the process that decode and encode pictures: libuv's pool, which runs sharp's jobs, and libvips' own. */
const TRABALHADORES = new Set(['libuv-worker', 'libvips worker']);

/**
 * Lowers the scheduling priority of the threads that make pictures (Linux: `nice` is per thread,
 * and threads they start inherit it), so that on a busy machine the event loop, which renders
 * pages and answers every request, gets the CPU first and a burst of new variants slows pages
 * down as little as possible. Best effort: elsewhere, or without `/proc`, nothing changes.
 * Returns how many threads were lowered.
 */
export function baixarPrioridadeDosTrabalhadores(gentileza = 10): number {
  let baixados = 0;
  let tarefas: string[];
  try {
    tarefas = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  for (const tarefa of tarefas) {
    try {
      const nome = readFileSync(`/proc/self/task/${tarefa}/comm`, 'utf8').trim();
      if (!TRABALHADORES.has(nome)) continue;
      setPriority(Number(tarefa), gentileza);
      baixados += 1;
    } catch {
      // The thread has ended, or the system refuses: it keeps its priority.
    }
  }
  return baixados;
}
