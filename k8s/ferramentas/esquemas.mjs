// Offline schema validation of rendered objects, with the kubernetes-models packages (Kubernetes,
// Gateway API and Argo Rollouts): their validators, generated from the OpenAPI and CRD schemas,
// check types, required fields, enums and formats. Those schemas, like the API server's, accept
// fields they do not know, where `kubectl apply` (strict field validation, the default since 1.27)
// refuses them; so every field is also looked up in the same packages' type declarations, read
// with the TypeScript compiler: a field no type declares is reported, with the closest name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const pastaK8s = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The module of kubernetes-models (or a CRD package of it) that declares `apiVersion` `kind`. */
function moduloDoTipo(apiVersion, kind) {
  const [grupo, versao] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  if (grupo === 'gateway.networking.k8s.io') {
    return `@kubernetes-models/gateway-api/${grupo}/${versao}/${kind}`;
  }
  if (grupo === 'argoproj.io') return `@kubernetes-models/argo-rollouts/${grupo}/${versao}/${kind}`;
  return `kubernetes-models/${grupo ? `${grupo}/` : ''}${versao}/${kind}`;
}

function existeModulo(modulo) {
  try {
    return existsSync(fileURLToPath(import.meta.resolve(modulo)).replace(/\.js$/, '.d.ts'));
  } catch {
    return false;
  }
}

/** Levenshtein distance, for "did you mean". */
function distancia(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(
        d[i - 1][j] + 1,
        d[i][j - 1] + 1,
        d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  }
  return d[a.length][b.length];
}

function sugestao(campo, conhecidos) {
  const [melhor] = conhecidos
    .map((nome) => ({ nome, d: distancia(campo.toLowerCase(), nome.toLowerCase()) }))
    .sort((x, y) => x.d - y.d);
  return melhor && melhor.d <= Math.max(2, Math.floor(campo.length / 3))
    ? ` (did you mean "${melhor.nome}"?)`
    : '';
}

const programas = new Map();

/** The declared types of the given modules (`I<Kind>`), from one TypeScript program (kept). */
function carregarTipos(modulos) {
  const chave = [...modulos].sort().join('\n');
  if (!programas.has(chave)) programas.set(chave, criarPrograma([...modulos].sort()));
  return programas.get(chave);
}

function criarPrograma(modulos) {
  const virtual = path.join(pastaK8s, '__tipos-validacao__.ts');
  const texto = modulos
    .map(
      (m, i) =>
        `import type { I${path.basename(m)} as T${i} } from '${m}';\nexport declare const v${i}: T${i};`,
    )
    .join('\n');
  const opcoes = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const anfitriao = ts.createCompilerHost(opcoes);
  const { getSourceFile, fileExists, readFile } = anfitriao;
  anfitriao.fileExists = (f) => f === virtual || fileExists.call(anfitriao, f);
  anfitriao.readFile = (f) => (f === virtual ? texto : readFile.call(anfitriao, f));
  anfitriao.getSourceFile = (f, versao, ...resto) =>
    f === virtual
      ? ts.createSourceFile(f, texto, versao)
      : getSourceFile.call(anfitriao, f, versao, ...resto);
  const programa = ts.createProgram([virtual], opcoes, anfitriao);
  const verificador = programa.getTypeChecker();
  const fonte = programa.getSourceFile(virtual);
  const simbolos = verificador.getExportsOfModule(verificador.getSymbolAtLocation(fonte));
  const tipos = new Map();
  modulos.forEach((m, i) => {
    const simbolo = simbolos.find((s) => s.name === `v${i}`);
    tipos.set(m, verificador.getTypeOfSymbol(simbolo));
  });
  return { verificador, tipos };
}

/** Every field of `valor` that `tipo` does not declare, as "path: unknown field" lines. */
function camposDesconhecidos(verificador, valor, tipo, caminho, erros) {
  if (valor === null || typeof valor !== 'object') return;
  let t = verificador.getNonNullableType(tipo);
  if (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
  if (t.isUnion()) {
    const candidatos = t.types.filter((u) =>
      Array.isArray(valor)
        ? verificador.isArrayType(u)
        : u.flags & ts.TypeFlags.Object && !verificador.isArrayType(u),
    );
    if (candidatos.length !== 1) return;
    [t] = candidatos;
  }
  if (Array.isArray(valor)) {
    if (!verificador.isArrayType(t)) return;
    const [elemento] = verificador.getTypeArguments(t);
    valor.forEach((v, i) =>
      camposDesconhecidos(verificador, v, elemento, `${caminho}[${i}]`, erros),
    );
    return;
  }
  const indice = verificador
    .getIndexInfosOfType(t)
    .find((info) => info.keyType.flags & ts.TypeFlags.String);
  const conhecidos = t.getProperties().map((p) => p.name);
  for (const [campo, v] of Object.entries(valor)) {
    const aqui = caminho ? `${caminho}.${campo}` : campo;
    const propriedade = t.getProperty(campo);
    if (propriedade) {
      camposDesconhecidos(verificador, v, verificador.getTypeOfSymbol(propriedade), aqui, erros);
    } else if (indice) {
      camposDesconhecidos(verificador, v, indice.type, aqui, erros);
    } else {
      erros.push(`${aqui}: unknown field${sugestao(campo, conhecidos)}`);
    }
  }
}

/** `Kind/name`, how every message names an object. */
export const nomeDoObjecto = (o) => `${o?.kind ?? '(no kind)'}/${o?.metadata?.name ?? '(no name)'}`;

/**
 * Validates every object against its schema and its declared fields; returns one message per
 * problem, each starting with the object's kind and name.
 */
export async function validarEsquemas(objectos) {
  const problemas = [];
  const modulos = new Map();
  for (const o of objectos) {
    const modulo =
      typeof o?.apiVersion === 'string' && typeof o?.kind === 'string'
        ? moduloDoTipo(o.apiVersion, o.kind)
        : undefined;
    if (!modulo || !existeModulo(modulo)) {
      problemas.push(
        `${nomeDoObjecto(o)}: no schema for apiVersion ${o?.apiVersion} kind ${o?.kind} (a typo, or a kind this validation does not know)`,
      );
      continue;
    }
    modulos.set(o, modulo);
  }
  const { verificador, tipos } = carregarTipos([...new Set(modulos.values())]);
  for (const [o, modulo] of modulos) {
    const classe = (await import(modulo))[o.kind];
    try {
      new classe(o).validate();
    } catch (erro) {
      for (const linha of String(erro.message).split('\n').filter(Boolean)) {
        problemas.push(
          `${nomeDoObjecto(o)}: ${linha.replace(/^data\/?/, '').replace(/\//g, '.') || 'object'}`,
        );
      }
    }
    const desconhecidos = [];
    camposDesconhecidos(verificador, o, tipos.get(modulo), '', desconhecidos);
    problemas.push(...desconhecidos.map((linha) => `${nomeDoObjecto(o)}: ${linha}`));
  }
  return problemas;
}

/** The schema packages and their versions, for the report. */
export function versoesDosEsquemas() {
  return [
    'kubernetes-models',
    '@kubernetes-models/gateway-api',
    '@kubernetes-models/argo-rollouts',
  ].map((pacote) => {
    let pasta = path.dirname(fileURLToPath(import.meta.resolve(pacote)));
    while (!existsSync(path.join(pasta, 'package.json'))) pasta = path.dirname(pasta);
    return `${pacote} ${JSON.parse(readFileSync(path.join(pasta, 'package.json'), 'utf8')).version}`;
  });
}
