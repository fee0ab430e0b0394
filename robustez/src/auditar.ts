import { auditarDependencias } from './auditoria';

/**
 * `npm run audit -w robustez`: fails on any high or critical advisory in the production
 * dependencies. When the registry offers no audit endpoint (the registry mirror used by this
 * project's CI answers 405 to it) it says so loudly and does not fail: an unanswered audit is
 * reported as unchecked, never as clean.
 */
const resultado = await auditarDependencias();
if (resultado.verificado) {
  const v = resultado.vulnerabilidades!;
  process.stdout.write(
    `${resultado.comando}: ${v.critical} critical, ${v.high} high, ${v.moderate} moderate, ${v.low} low\n`,
  );
  process.exitCode = v.high + v.critical > 0 ? 1 : 0;
} else {
  process.stdout.write(
    `WARNING: ${resultado.comando} could not be checked (UNCHECKED, not clean): ${resultado.motivo}\n`,
  );
}
