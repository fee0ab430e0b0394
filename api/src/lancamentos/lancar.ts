import { executarCli } from './cli';

/** `node api/dist/lancar.js …`: see ./cli.ts. */
executarCli(process.argv.slice(2), process.env, (linha) => process.stdout.write(`${linha}\n`)).then(
  (codigo) => process.exit(codigo),
  (erro: unknown) => {
    process.stderr.write(
      `lancar: o serviço de lançamentos não respondeu: ${erro instanceof Error ? erro.message : String(erro)}\n`,
    );
    process.exit(1);
  },
);
