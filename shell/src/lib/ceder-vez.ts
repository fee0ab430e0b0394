/**
 * Ends the current task and resumes in a new one, ahead of timers: the browser can paint and
 * answer input in between. Work that would otherwise run as one long task (evaluating the
 * application's modules, then hydrating the page) is split where this is awaited.
 * `scheduler.yield()` where the browser has it, else a message to ourselves (not throttled in
 * background tabs, as timers are).
 */
export function cederVez(): Promise<void> {
  const agendador = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof agendador?.yield === 'function') return agendador.yield();
  return new Promise((resolver) => {
    const canal = new MessageChannel();
    canal.port1.onmessage = () => {
      canal.port1.close();
      resolver();
    };
    canal.port2.postMessage(null);
  });
}
