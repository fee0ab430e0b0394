import { createHash } from 'node:crypto';

import { BASES_API, type Imagem } from '@site/shared/contract';

import { QUALIDADE_JPEG, rasterizarJpeg } from './jpeg';
import { desenharCena, type EstiloCena } from './svg';

/** A generated file served under `media/`; its name carries a content hash, so it is immutable. */
export interface FicheiroMedia {
  nome: string;
  tipoMime: string;
  conteudo: Buffer;
}

/** A registered file: its bytes, or how to make them when they are first asked for. */
interface Entrada {
  tipoMime: string;
  conteudo: Buffer | (() => Buffer);
}

const resumo = (dados: string | Buffer) =>
  createHash('sha256').update(dados).digest('hex').slice(0, 10);

/** Where the seed registers every generated picture; the media route serves from it. */
export class CatalogoMedia {
  private readonly entradas = new Map<string, Entrada>();

  /** Stores an SVG and returns its public URL (`/cms/api/v1/media/<base>.<hash>.svg`). */
  adicionarSvg(base: string, svg: string): string {
    const conteudo = Buffer.from(svg, 'utf8');
    return this.registar(`${base}.${resumo(conteudo)}.svg`, {
      tipoMime: 'image/svg+xml',
      conteudo,
    });
  }

  /**
   * Registers an SVG to be served as a JPEG and returns its public URL
   * (`/cms/api/v1/media/<base>.<hash>.jpg`). Rasterising takes about 0.1 s of CPU a picture, too
   * slow for every start-up, so it happens on the first request and the bytes are kept. The hash
   * is of what decides those bytes (the SVG and the quality), not of the bytes themselves, so
   * upgrading resvg or jpeg-js keeps the names.
   */
  adicionarJpeg(base: string, svg: string): string {
    const nome = `${base}.${resumo(`jpeg q${QUALIDADE_JPEG}\n${svg}`)}.jpg`;
    return this.registar(nome, { tipoMime: 'image/jpeg', conteudo: () => rasterizarJpeg(svg) });
  }

  /** Whether a file of that name exists, without making it. */
  tem(nome: string): boolean {
    return this.entradas.has(nome);
  }

  /** The file of that name, made now if it is a JPEG not asked for before. */
  obter(nome: string): FicheiroMedia | undefined {
    const entrada = this.entradas.get(nome);
    if (!entrada) return undefined;
    if (typeof entrada.conteudo === 'function') entrada.conteudo = entrada.conteudo();
    return { nome, tipoMime: entrada.tipoMime, conteudo: entrada.conteudo };
  }

  get tamanho(): number {
    return this.entradas.size;
  }

  private registar(nome: string, entrada: Entrada): string {
    this.entradas.set(nome, entrada);
    return `${BASES_API.cms}media/${nome}`;
  }
}

/** A scene picture at full size plus its thumbnail, as the contract's {@link Imagem}. */
export function criarImagem(
  catalogo: CatalogoMedia,
  opcoes: {
    idImagem: number;
    base: string;
    titulo: string;
    subtitulo?: string;
    textoAlternativo: string;
    legenda?: string;
    estilo: EstiloCena;
    largura: number;
    altura: number;
    miniatura?: { largura: number; altura: number };
  },
): Imagem {
  const miniatura = opcoes.miniatura ?? {
    largura: 400,
    altura: Math.round((400 * opcoes.altura) / opcoes.largura),
  };
  const comum = { chave: opcoes.base, titulo: opcoes.titulo, estilo: opcoes.estilo };
  const url = catalogo.adicionarSvg(
    `${opcoes.base}-${opcoes.largura}x${opcoes.altura}`,
    desenharCena({
      ...comum,
      subtitulo: opcoes.subtitulo,
      largura: opcoes.largura,
      altura: opcoes.altura,
    }),
  );
  const miniaturaUrl = catalogo.adicionarSvg(
    `${opcoes.base}-${miniatura.largura}x${miniatura.altura}`,
    desenharCena({ ...comum, largura: miniatura.largura, altura: miniatura.altura }),
  );
  return {
    idImagem: opcoes.idImagem,
    url,
    miniaturaUrl,
    largura: opcoes.largura,
    altura: opcoes.altura,
    miniaturaLargura: miniatura.largura,
    miniaturaAltura: miniatura.altura,
    textoAlternativo: opcoes.textoAlternativo,
    legenda: opcoes.legenda ?? '',
  };
}
