/** Deterministic SVG pictures for the seed: colours and shapes follow from a key, so builds repeat. */

export type EstiloCena = 'paisagem' | 'cidade' | 'auditorio' | 'documento' | 'mosaico';

/** Escapes text for SVG/XML content and attributes. */
export function escaparXml(texto: string): string {
  return texto
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A stable 32-bit hash (FNV-1a) of a string. */
export function hash32(texto: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i += 1) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic sequence of 32-bit unsigned integers for one key (xorshift32). */
export function sequenciaInteira(chave: string): () => number {
  let semente = hash32(chave) || 1;
  return () => {
    semente ^= semente << 13;
    semente ^= semente >>> 17;
    semente ^= semente << 5;
    return semente >>> 0;
  };
}

/** A small deterministic random sequence in [0, 1) for one key. */
function sequencia(chave: string): () => number {
  const seguinte = sequenciaInteira(chave);
  return () => seguinte() / 0x100000000;
}

/** Two harmonious colours for a key: a base hue and its darker companion. */
function paleta(chave: string): {
  clara: string;
  escura: string;
  destaque: string;
  matiz: number;
} {
  const matiz = hash32(chave) % 360;
  return {
    matiz,
    clara: `hsl(${matiz} 55% 62%)`,
    escura: `hsl(${(matiz + 25) % 360} 60% 26%)`,
    destaque: `hsl(${(matiz + 180) % 360} 70% 58%)`,
  };
}

function formas(
  estilo: EstiloCena,
  largura: number,
  altura: number,
  aleatorio: () => number,
  cor: string,
): string {
  const w = largura;
  const h = altura;
  switch (estilo) {
    case 'paisagem': {
      const sol = `<circle cx="${Math.round(w * (0.65 + aleatorio() * 0.2))}" cy="${Math.round(h * 0.28)}" r="${Math.round(h * 0.09)}" fill="#ffe08a" opacity="0.9"/>`;
      const colina = (base: number, opacidade: number) =>
        `<path d="M0 ${Math.round(h * base)} Q ${Math.round(w * 0.25)} ${Math.round(h * (base - 0.18 * aleatorio()))} ${Math.round(w * 0.5)} ${Math.round(h * base)} T ${w} ${Math.round(h * (base - 0.05))} V ${h} H 0 Z" fill="${cor}" opacity="${opacidade}"/>`;
      return sol + colina(0.62, 0.45) + colina(0.74, 0.7);
    }
    case 'cidade': {
      let predios = '';
      let x = 0;
      while (x < w) {
        const largo = Math.round(w * (0.05 + aleatorio() * 0.07));
        const alto = Math.round(h * (0.2 + aleatorio() * 0.4));
        predios += `<rect x="${x}" y="${h - alto}" width="${largo - 4}" height="${alto}" fill="${cor}" opacity="${(0.5 + aleatorio() * 0.4).toFixed(2)}"/>`;
        x += largo;
      }
      return predios;
    }
    case 'auditorio': {
      let filas = `<rect x="${Math.round(w * 0.2)}" y="${Math.round(h * 0.12)}" width="${Math.round(w * 0.6)}" height="${Math.round(h * 0.3)}" rx="8" fill="#ffffff" opacity="0.25"/>`;
      for (let fila = 0; fila < 4; fila += 1) {
        const y = Math.round(h * (0.55 + fila * 0.1));
        for (let i = 0; i < 12; i += 1) {
          const cx = Math.round(w * (0.08 + i * 0.077));
          filas += `<circle cx="${cx}" cy="${y}" r="${Math.round(h * 0.03)}" fill="${cor}" opacity="0.8"/>`;
        }
      }
      return filas;
    }
    case 'documento': {
      const x = Math.round(w * 0.32);
      const y = Math.round(h * 0.14);
      const dw = Math.round(w * 0.36);
      const dh = Math.round(h * 0.72);
      let linhas = `<rect x="${x}" y="${y}" width="${dw}" height="${dh}" rx="6" fill="#ffffff" opacity="0.9"/>`;
      for (let i = 0; i < 8; i += 1) {
        const comprimento = Math.round(dw * (0.5 + aleatorio() * 0.35));
        linhas += `<rect x="${x + 20}" y="${y + 30 + i * Math.round(dh / 10)}" width="${comprimento}" height="6" rx="3" fill="${cor}" opacity="0.6"/>`;
      }
      return linhas;
    }
    case 'mosaico': {
      let quadrados = '';
      const lado = Math.round(Math.min(w, h) / 6);
      for (let yy = 0; yy < h; yy += lado) {
        for (let xx = 0; xx < w; xx += lado) {
          if (aleatorio() < 0.35) {
            quadrados += `<rect x="${xx}" y="${yy}" width="${lado - 6}" height="${lado - 6}" rx="6" fill="${cor}" opacity="${(0.2 + aleatorio() * 0.5).toFixed(2)}"/>`;
          }
        }
      }
      return quadrados;
    }
  }
}

/** A picture of the given size: gradient sky, a scene in the key's colours and a caption band. */
export function desenharCena(opcoes: {
  chave: string;
  largura: number;
  altura: number;
  titulo: string;
  subtitulo?: string;
  estilo: EstiloCena;
  /**
   * Without the caption band and its text: for banners, whose caption is HTML over the picture,
   * and for pictures to rasterise, which then do not depend on the machine's fonts.
   */
  comLegenda?: boolean;
}): string {
  const { chave, largura, altura, titulo, subtitulo, estilo, comLegenda = true } = opcoes;
  const cores = paleta(chave);
  const aleatorio = sequencia(chave);
  const id = `g${hash32(chave).toString(16)}`;
  const tamanhoTitulo = Math.max(14, Math.round(Math.min(largura / 22, altura / 9)));
  const faixa = Math.round(tamanhoTitulo * (subtitulo ? 3.2 : 2.2));
  const legenda = !comLegenda
    ? ''
    : `<rect x="0" y="${altura - faixa}" width="${largura}" height="${faixa}" fill="#000000" opacity="0.45"/>` +
      `<text x="${Math.round(tamanhoTitulo * 0.8)}" y="${altura - faixa + Math.round(tamanhoTitulo * 1.45)}" font-family="Helvetica, Arial, sans-serif" font-size="${tamanhoTitulo}" font-weight="700" fill="#ffffff">${escaparXml(titulo)}</text>` +
      (subtitulo
        ? `<text x="${Math.round(tamanhoTitulo * 0.8)}" y="${altura - Math.round(tamanhoTitulo * 0.6)}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(tamanhoTitulo * 0.62)}" fill="#ffffff">${escaparXml(subtitulo)}</text>`
        : '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}" viewBox="0 0 ${largura} ${altura}" role="img">` +
    `<title>${escaparXml(titulo)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${cores.clara}"/><stop offset="1" stop-color="${cores.escura}"/></linearGradient></defs>` +
    `<rect width="${largura}" height="${altura}" fill="url(#${id})"/>` +
    formas(estilo, largura, altura, aleatorio, cores.escura) +
    legenda +
    `</svg>`
  );
}

/** Initials of a person's name: first and last words ("Maria da Silva" -> "MS"). */
export function iniciais(nome: string): string {
  const palavras = nome.split(/\s+/).filter((p) => p.length > 2 || /^[A-ZÁÉÍÓÚ]/.test(p));
  const primeira = palavras[0]?.[0] ?? '?';
  const ultima = palavras.length > 1 ? (palavras[palavras.length - 1]?.[0] ?? '') : '';
  return (primeira + ultima).toUpperCase();
}

/** A square portrait placeholder: coloured disc, shoulders and the person's initials. */
export function desenharAvatar(opcoes: { chave: string; nome: string; tamanho: number }): string {
  const { chave, nome, tamanho: t } = opcoes;
  const cores = paleta(chave);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${t}" height="${t}" viewBox="0 0 ${t} ${t}" role="img">` +
    `<title>${escaparXml(nome)}</title>` +
    `<rect width="${t}" height="${t}" fill="${cores.clara}"/>` +
    `<circle cx="${t / 2}" cy="${Math.round(t * 0.4)}" r="${Math.round(t * 0.2)}" fill="${cores.escura}" opacity="0.35"/>` +
    `<ellipse cx="${t / 2}" cy="${t}" rx="${Math.round(t * 0.38)}" ry="${Math.round(t * 0.3)}" fill="${cores.escura}" opacity="0.35"/>` +
    `<text x="50%" y="${Math.round(t * 0.47)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(t * 0.2)}" font-weight="700" fill="#ffffff">${escaparXml(iniciais(nome))}</text>` +
    `</svg>`
  );
}

/** A partner's logo: a coloured emblem with its acronym and the name beside it. */
export function desenharLogotipo(opcoes: {
  chave: string;
  sigla: string;
  nome: string;
  largura: number;
  altura: number;
}): string {
  const { chave, sigla, nome, largura: w, altura: h } = opcoes;
  const cores = paleta(chave);
  const r = Math.round(h * 0.36);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escaparXml(nome)}</title>` +
    `<rect width="${w}" height="${h}" fill="#ffffff"/>` +
    `<circle cx="${Math.round(h * 0.5)}" cy="${Math.round(h * 0.5)}" r="${r}" fill="${cores.escura}"/>` +
    `<text x="${Math.round(h * 0.5)}" y="${Math.round(h * 0.5 + r * 0.28)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round((r * 1.5) / Math.max(2, sigla.length) + 4)}" font-weight="700" fill="#ffffff">${escaparXml(sigla)}</text>` +
    `<text x="${Math.round(h * 1.0)}" y="${Math.round(h * 0.56)}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(h * 0.14)}" font-weight="700" fill="${cores.escura}">${escaparXml(nome.length > 34 ? `${nome.slice(0, 33)}…` : nome)}</text>` +
    `</svg>`
  );
}
