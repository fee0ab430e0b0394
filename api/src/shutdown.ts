import type { FastifyInstance } from 'fastify';

/** On SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the database, exit. */
export function encerrarAoSinal(app: FastifyInstance, limiteMs = 10_000): void {
  let aEncerrar = false;
  const encerrar = (sinal: NodeJS.Signals) => {
    if (aEncerrar) return;
    aEncerrar = true;
    app.log.info({ sinal }, 'shutting down');
    const forcar = setTimeout(() => process.exit(1), limiteMs);
    forcar.unref();
    app.close().then(
      () => process.exit(0),
      (erro: unknown) => {
        app.log.error({ err: erro }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', encerrar);
  process.once('SIGINT', encerrar);
}
