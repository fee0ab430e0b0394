import { codificarTexto, gerarPdf, quebrarLinhas } from './pdf';

/** Checks the structure a PDF reader relies on: header, xref offsets, trailer, startxref. */
function verificarEstrutura(pdf: Buffer) {
  const texto = pdf.toString('latin1');
  expect(texto.startsWith('%PDF-1.4\n')).toBe(true);
  expect(texto.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(texto)?.[1]);
  expect(texto.slice(startxref, startxref + 4)).toBe('xref');
  const [, , total] = /xref\n(\d+) (\d+)\n/.exec(texto.slice(startxref)) ?? [];
  const entradas = texto
    .slice(startxref)
    .split('\n')
    .filter((linha) => / 00000 n $/.test(linha));
  expect(entradas).toHaveLength(Number(total) - 1);
  entradas.forEach((entrada, indice) => {
    const deslocamento = Number(entrada.slice(0, 10));
    expect(texto.slice(deslocamento, deslocamento + 12)).toMatch(
      new RegExp(`^${indice + 1} 0 obj\\n`),
    );
  });
  return texto;
}

describe('gerador de PDF', () => {
  it('produz um PDF 1.4 com cabeçalho, xref e trailer correctos', () => {
    const pdf = gerarPdf({
      titulo: 'Estatutos',
      autor: 'AAQ',
      blocos: [
        { tipo: 'titulo', texto: 'Estatutos da Associação' },
        { tipo: 'paragrafo', texto: 'Artigo 1.º (Denominação) — texto com acentuação: ção, à, ê.' },
      ],
    });
    const texto = verificarEstrutura(pdf);
    expect(texto).toContain('/Type /Catalog');
    expect(texto).toContain('/BaseFont /Helvetica');
    expect(texto).toContain('/Count 1');
  });

  it('cada stream declara o comprimento exacto do seu conteúdo', () => {
    const pdf = gerarPdf({
      titulo: 'T',
      autor: 'A',
      blocos: [{ tipo: 'paragrafo', texto: 'Olá (mundo) \\ fim' }],
    });
    const texto = pdf.toString('latin1');
    const re = /\/Length (\d+) >>\nstream\n/g;
    let encontrados = 0;
    for (let m = re.exec(texto); m; m = re.exec(texto)) {
      const inicio = m.index + m[0].length;
      const comprimento = Number(m[1]);
      expect(texto.slice(inicio + comprimento, inicio + comprimento + 10)).toBe('\nendstream');
      encontrados += 1;
    }
    expect(encontrados).toBe(1);
  });

  it('parte textos longos em várias páginas', () => {
    const blocos = Array.from({ length: 120 }, (_, i) => ({
      tipo: 'paragrafo' as const,
      texto: `Parágrafo ${i + 1}: a qualidade resulta de processos bem definidos e de pessoas competentes.`,
    }));
    const texto = verificarEstrutura(gerarPdf({ titulo: 'Longo', autor: 'AAQ', blocos }));
    const paginas = Number(/\/Count (\d+)/.exec(texto)?.[1]);
    expect(paginas).toBeGreaterThan(2);
    expect(texto).toContain(`página ${paginas} de ${paginas}`);
  });

  it('codifica os acentos em WinAnsi e escapa parênteses e barras', () => {
    expect([...codificarTexto('ção')]).toEqual([0xe7, 0xe3, 0x6f]);
    expect(codificarTexto('(a)\\').toString('latin1')).toBe('\\(a\\)\\\\');
    expect([...codificarTexto('—')]).toEqual([0x97]);
    expect(codificarTexto('→').toString('latin1')).toBe('?');
  });

  it('quebra linhas sem exceder a largura', () => {
    const linhas = quebrarLinhas('uma duas três quatro cinco seis sete oito', 12);
    expect(linhas.every((linha) => linha.length <= 12)).toBe(true);
    expect(linhas.join(' ')).toBe('uma duas três quatro cinco seis sete oito');
  });
});
