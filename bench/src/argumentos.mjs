// The command line of `npm run bench`, read once into what the run does.
import { ROTULOS } from './rotas.mjs';
import { VARIANTES } from './variantes.mjs';

const OPCOES = ['--quick', '--no-build', '--no-lighthouse', '--only=', '--variants='];

/** A comma list checked against the accepted values, or null when the option is absent. */
function lista(argumentos, prefixo, aceites) {
  const valor = argumentos.find((a) => a.startsWith(prefixo))?.slice(prefixo.length);
  if (valor === undefined) return null;
  const itens = valor.split(',').filter(Boolean);
  const desconhecidos = itens.filter((item) => !aceites.includes(item));
  if (!itens.length || desconhecidos.length) {
    throw new Error(
      `${prefixo} takes a comma list of ${aceites.join(', ')} (got "${desconhecidos.join(',') || valor}")`,
    );
  }
  return itens;
}

/**
 * What to run, from the arguments and the environment (BENCH_RUNS, BENCH_PORT); throws a readable
 * error on an unknown option, route or variant.
 */
export function lerArgumentos(argumentos, env = {}) {
  const desconhecido = argumentos.find(
    (a) => !OPCOES.some((o) => a === o || (o.endsWith('=') && a.startsWith(o))),
  );
  if (desconhecido) {
    throw new Error(`unknown option ${desconhecido} (options: ${OPCOES.join(' ')})`);
  }
  const semLighthouse = argumentos.includes('--no-lighthouse');
  const corridasEnv = Number(env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(corridasEnv) || corridasEnv < 1) {
    throw new Error(`BENCH_RUNS must be a whole number >= 1 (got "${env.BENCH_RUNS}")`);
  }
  const porta = Number(env.BENCH_PORT ?? 8291);
  if (!Number.isInteger(porta) || porta < 1 || porta > 65535 - VARIANTES.length) {
    throw new Error(`BENCH_PORT must be a port number (got "${env.BENCH_PORT}")`);
  }
  const nomes = lista(
    argumentos,
    '--variants=',
    VARIANTES.map((v) => v.nome),
  );
  return {
    semBuild: argumentos.includes('--no-build'),
    corridas: semLighthouse ? 0 : argumentos.includes('--quick') ? 1 : corridasEnv,
    rotulos: lista(argumentos, '--only=', ROTULOS),
    // Each variant keeps its port whatever the filter: BENCH_PORT, +1, +2 in VARIANTES' order.
    variantes: VARIANTES.map((v, i) => ({ ...v, porta: porta + i })).filter(
      (v) => !nomes || nomes.includes(v.nome),
    ),
  };
}
