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

/** Closes `app` cleanly on SIGTERM/SIGINT (see {@link encerrarAoSinal}), then listens on HOST:PORT. */
export async function escutar(
  app: FastifyInstance,
  endereco: { port: number; host: string },
): Promise<void> {
  encerrarAoSinal(app);
  await app.listen({ port: endereco.port, host: endereco.host });
}

/** Runs a program's start; a failure ends the process with `<nome> failed to start: <why>`. */
export function arrancar(nome: string, iniciar: () => Promise<void>): void {
  iniciar().catch((erro: unknown) => {
    process.stderr.write(
      `${nome} failed to start: ${erro instanceof Error ? erro.message : String(erro)}\n`,
    );
    process.exit(1);
  });
}
