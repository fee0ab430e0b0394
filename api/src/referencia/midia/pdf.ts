/**
 * A tiny PDF 1.4 writer for the seed's attachments: A4 pages of wrapped Helvetica text
 * (WinAnsi encoding, so Portuguese accents print), with exact cross-reference offsets.
 */

export type BlocoPdf =
  | { tipo: 'titulo'; texto: string }
  | { tipo: 'subtitulo'; texto: string }
  | { tipo: 'paragrafo'; texto: string };

const LARGURA_PAGINA = 595;
const ALTURA_PAGINA = 842;
const MARGEM = 56;

const ESTILOS = {
  titulo: { fonte: 'F2', tamanho: 16, entrelinha: 22, colunas: 52, espacoDepois: 10 },
  subtitulo: { fonte: 'F2', tamanho: 12, entrelinha: 17, colunas: 72, espacoDepois: 4 },
  paragrafo: { fonte: 'F1', tamanho: 10.5, entrelinha: 14.5, colunas: 92, espacoDepois: 8 },
} as const;

/** Windows-1252 bytes for characters outside Latin-1 that Portuguese text uses. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** Encodes text for a WinAnsi font, escaping PDF string delimiters; unknown characters become '?'. */
export function codificarTexto(texto: string): Buffer {
  const bytes: number[] = [];
  for (const caracter of texto.normalize('NFC')) {
    const codigo = caracter.codePointAt(0) ?? 63;
    const byte =
      WIN_ANSI_EXTRA[caracter] ?? (codigo >= 32 && codigo <= 255 && codigo !== 127 ? codigo : 63);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  return Buffer.from(bytes);
}

/** Greedy word wrap at a column count. */
export function quebrarLinhas(texto: string, colunas: number): string[] {
  const linhas: string[] = [];
  let actual = '';
  for (const palavra of texto.split(/\s+/).filter(Boolean)) {
    if (actual && actual.length + 1 + palavra.length > colunas) {
      linhas.push(actual);
      actual = palavra;
    } else {
      actual = actual ? `${actual} ${palavra}` : palavra;
    }
  }
  if (actual) linhas.push(actual);
  return linhas;
}

interface LinhaPosta {
  fonte: string;
  tamanho: number;
  y: number;
  texto: string;
}

function paginar(blocos: readonly BlocoPdf[]): LinhaPosta[][] {
  const paginas: LinhaPosta[][] = [[]];
  let y = ALTURA_PAGINA - MARGEM;
  for (const bloco of blocos) {
    const estilo = ESTILOS[bloco.tipo];
    for (const linha of quebrarLinhas(bloco.texto, estilo.colunas)) {
      if (y - estilo.entrelinha < MARGEM + 20) {
        paginas.push([]);
        y = ALTURA_PAGINA - MARGEM;
      }
      y -= estilo.entrelinha;
      paginas[paginas.length - 1]?.push({
        fonte: estilo.fonte,
        tamanho: estilo.tamanho,
        y,
        texto: linha,
      });
    }
    y -= estilo.espacoDepois;
  }
  return paginas;
}

function conteudoPagina(linhas: readonly LinhaPosta[], rodape: string): Buffer {
  const partes: Buffer[] = [];
  for (const linha of [...linhas, { fonte: 'F1', tamanho: 8, y: MARGEM - 20, texto: rodape }]) {
    partes.push(
      Buffer.from(
        `BT /${linha.fonte} ${linha.tamanho} Tf ${MARGEM} ${linha.y.toFixed(1)} Td (`,
        'latin1',
      ),
      codificarTexto(linha.texto),
      Buffer.from(') Tj ET\n', 'latin1'),
    );
  }
  return Buffer.concat(partes);
}

/** Builds a complete PDF 1.4 document from text blocks. */
export function gerarPdf(opcoes: {
  titulo: string;
  autor: string;
  blocos: readonly BlocoPdf[];
}): Buffer {
  const paginas = paginar(opcoes.blocos);
  const objectos: Buffer[] = [];
  const primeiraPagina = 6;
  const kids = paginas.map((_, i) => `${primeiraPagina + i * 2} 0 R`).join(' ');
  objectos.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'));
  objectos.push(
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${paginas.length} >>`, 'latin1'),
  );
  objectos.push(
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      'latin1',
    ),
  );
  objectos.push(
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
      'latin1',
    ),
  );
  objectos.push(
    Buffer.concat([
      Buffer.from('<< /Title (', 'latin1'),
      codificarTexto(opcoes.titulo),
      Buffer.from(') /Author (', 'latin1'),
      codificarTexto(opcoes.autor),
      Buffer.from(') /Producer (gerador-pdf do site) >>', 'latin1'),
    ]),
  );
  paginas.forEach((linhas, indice) => {
    const conteudo = conteudoPagina(
      linhas,
      `${opcoes.autor} — ${opcoes.titulo} — página ${indice + 1} de ${paginas.length}`,
    );
    objectos.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${LARGURA_PAGINA} ${ALTURA_PAGINA}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${primeiraPagina + indice * 2 + 1} 0 R >>`,
        'latin1',
      ),
    );
    objectos.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${conteudo.length} >>\nstream\n`, 'latin1'),
        conteudo,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });

  const partes: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let posicao = partes[0]?.length ?? 0;
  const deslocamentos: number[] = [];
  objectos.forEach((corpo, indice) => {
    deslocamentos.push(posicao);
    const objecto = Buffer.concat([
      Buffer.from(`${indice + 1} 0 obj\n`, 'latin1'),
      corpo,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    partes.push(objecto);
    posicao += objecto.length;
  });
  const xref =
    `xref\n0 ${objectos.length + 1}\n0000000000 65535 f \n` +
    deslocamentos.map((d) => `${String(d).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objectos.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${posicao}\n%%EOF\n`;
  partes.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(partes);
}
