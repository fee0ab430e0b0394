// Pure helpers: medians over runs, ratios and the printed table.

export function mediana(valores) {
  const ordenados = valores.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (ordenados.length === 0) return Number.NaN;
  const meio = Math.floor(ordenados.length / 2);
  return ordenados.length % 2 ? ordenados[meio] : (ordenados[meio - 1] + ordenados[meio]) / 2;
}

/** Median of every numeric field across runs; arrays of strings are united. */
export function medianaDosCampos(corridas) {
  const resultado = {};
  for (const chave of Object.keys(corridas[0] ?? {})) {
    const valores = corridas.map((c) => c[chave]);
    resultado[chave] = Array.isArray(valores[0]) ? [...new Set(valores.flat())] : mediana(valores);
  }
  return resultado;
}

/** a / b (federated / SPA); 1 when both are zero, Infinity when only `b` is zero. */
export function razao(a, b) {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return Number.NaN;
  if (b === 0) return a === 0 ? 1 : Number.POSITIVE_INFINITY;
  return a / b;
}

const FORMATOS = {
  kb: (v) => `${(v / 1024).toFixed(1)} KB`,
  ms: (v) => `${Math.round(v)} ms`,
  n: (v) => `${Math.round(v)}`,
  cls: (v) => v.toFixed(3),
};

export function formatar(valor, formato) {
  if (!Number.isFinite(valor)) return '—';
  return FORMATOS[formato](valor);
}

/**
 * Rows `{ rota, figura, formato, valores }` as a fixed-width text table: one column per variant
 * (`colunas`: `[{ nome, titulo }]`) and, when `comparar` (`{ de, sobre, titulo }`) names two of
 * them, the ratio of the first over the second.
 */
export function tabela(linhas, { colunas, comparar }) {
  const comRazao = Boolean(
    comparar && [comparar.de, comparar.sobre].every((n) => colunas.some((c) => c.nome === n)),
  );
  const cabecalho = [
    'route',
    'figure',
    ...colunas.map((c) => c.titulo),
    ...(comRazao ? [comparar.titulo] : []),
  ];
  const corpo = linhas.map((l) => {
    const celulas = [
      l.rota,
      l.figura,
      ...colunas.map((c) => formatar(l.valores[c.nome], l.formato)),
    ];
    if (comRazao) {
      const r = razao(l.valores[comparar.de], l.valores[comparar.sobre]);
      celulas.push(Number.isFinite(r) ? r.toFixed(2) : '—');
    }
    return celulas;
  });
  const larguras = cabecalho.map((c, i) => Math.max(c.length, ...corpo.map((l) => l[i].length)));
  const linha = (celulas) =>
    celulas.map((c, i) => (i < 2 ? c.padEnd(larguras[i]) : c.padStart(larguras[i]))).join('  ');
  const separador = larguras.map((l) => '-'.repeat(l)).join('  ');
  const saida = [linha(cabecalho), separador];
  let rotaAnterior;
  for (const [i, celulas] of corpo.entries()) {
    if (rotaAnterior !== undefined && linhas[i].rota !== rotaAnterior) saida.push('');
    rotaAnterior = linhas[i].rota;
    saida.push(linha(celulas));
  }
  return saida.join('\n');
}
