// The canary gate and Prometheus' rules, held together: every series the AnalysisTemplate asks
// for is a recording rule of docker/prometheus/regras.yml, its INP and LCP thresholds are the
// alert rules' thresholds, and every family the rules read is one the programs expose (named in
// docs/observability.md's table, which the programs' tests hold to what they serve).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { parse } from 'yaml';

import { pastaK8s } from '../ferramentas/renderizar.mjs';

const raiz = path.join(pastaK8s, '..');
const regras = parse(readFileSync(path.join(raiz, 'docker/prometheus/regras.yml'), 'utf8'));
const portao = parse(
  readFileSync(path.join(pastaK8s, 'base/lancamentos/portao-canario.yaml'), 'utf8'),
);
const todas = regras.groups.flatMap((grupo) => grupo.rules);
const gravadas = new Set(todas.filter((r) => r.record).map((r) => r.record));
const alerta = (nome) => todas.find((r) => r.alert === nome);
const argumento = (nome) => portao.spec.args.find((a) => a.name === nome)?.value;

/** The threshold of an alert whose expression is `<series> > <number>`. */
function limiar(nome) {
  const [, numero] = /> ([\d.]+)\s*$/.exec(alerta(nome)?.expr ?? '') ?? [];
  assert.ok(numero, `alert ${nome} has no "> <number>" threshold`);
  return Number(numero);
}

test('cada série que o portão do canário pede é uma regra de gravação', () => {
  const pedidas = portao.spec.metrics.flatMap((m) =>
    [...m.provider.prometheus.query.matchAll(/\b([a-z_]+:[a-z_0-9]+:[a-z_0-9]+)\{/g)].map(
      ([, serie]) => serie,
    ),
  );
  assert.ok(pedidas.length >= 3);
  assert.deepEqual(
    pedidas.filter((serie) => !gravadas.has(serie)),
    [],
    'series the gate reads but no recording rule records',
  );
});

test('os limiares do portão são os dos alertas', () => {
  assert.equal(Number(argumento('inp-p75-max-segundos')), limiar('InpP75Alto'));
  assert.equal(Number(argumento('lcp-p75-max-segundos')), limiar('LcpP75Alto'));
});

test('as regras só lêem famílias que os programas expõem', () => {
  const documentadas = readFileSync(path.join(raiz, 'docs/observability.md'), 'utf8');
  const lidas = new Set(
    todas.flatMap((r) =>
      [
        ...r.expr.matchAll(/\b((?:rum|ssr|http|image|discovery)_[a-z_]+?)(?:_bucket|_count)?[{[]/g),
      ].map(([, familia]) => familia),
    ),
  );
  assert.ok(lidas.size >= 4);
  for (const familia of lidas) {
    assert.ok(documentadas.includes(`\`${familia}\``), `${familia} is not a documented family`);
  }
});
