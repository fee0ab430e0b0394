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

/** federated / SPA; 1 when both are zero, Infinity when only the SPA is zero. */
export function razao(federado, spa) {
  if (!Number.isFinite(federado) || !Number.isFinite(spa)) return Number.NaN;
  if (spa === 0) return federado === 0 ? 1 : Number.POSITIVE_INFINITY;
  return federado / spa;
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
 * Rows `{ rota, figura, formato, federado, spa }` as a fixed-width text table with the
 * federated/SPA ratio of each figure.
 */
export function tabela(linhas) {
  const cabecalho = ['route', 'figure', 'federated', 'SPA', 'fed/SPA'];
  const corpo = linhas.map((l) => {
    const r = razao(l.federado, l.spa);
    return [
      l.rota,
      l.figura,
      formatar(l.federado, l.formato),
      formatar(l.spa, l.formato),
      Number.isFinite(r) ? r.toFixed(2) : '—',
    ];
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
