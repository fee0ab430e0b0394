import { createHash } from 'node:crypto';

import { BASES_API, type Imagem } from '@site/shared/contract';

import { ArmazemFotografias } from './armazem-fotografias';
import type { Lugar } from './exif';
import {
  assinaturaFotografia,
  gerarFotografia,
  TAMANHO_CAMARA,
  type ReceitaFotografia,
} from './fotografia';
import { desenharCena, type EstiloCena } from './svg';

/** A generated file served under `media/`; its name carries a content hash, so it is immutable. */
export interface FicheiroMedia {
  nome: string;
  tipoMime: string;
  conteudo: Buffer;
}

const resumo = (dados: string | Buffer) =>
  createHash('sha256').update(dados).digest('hex').slice(0, 10);

/** Where the seed registers every generated picture; the media route serves from it. */
export class CatalogoMedia {
  private readonly svgs = new Map<string, Buffer>();

  /** Photographs are made and kept by `fotografias` (in this process's memory by default). */
  constructor(
    private readonly fotografias: ArmazemFotografias = new ArmazemFotografias({ pasta: null }),
  ) {}

  /** Stores an SVG and returns its public URL (`/cms/api/v1/media/<base>.<hash>.svg`). */
  adicionarSvg(base: string, svg: string): string {
    const conteudo = Buffer.from(svg, 'utf8');
    const nome = `${base}.${resumo(conteudo)}.svg`;
    this.svgs.set(nome, conteudo);
    return `${BASES_API.cms}media/${nome}`;
  }

  /**
   * Registers a camera-sized photograph and returns its public URL
   * (`/cms/api/v1/media/<base>.<hash>.jpg`). Nothing is made now: the first request makes it
   * (see {@link ArmazemFotografias}). The hash is of the recipe, not of the bytes, so the name is
   * known before they are, and a new recipe gets a new name.
   */
  adicionarFotografia(base: string, receita: ReceitaFotografia): string {
    const nome = `${base}.${assinaturaFotografia(receita)}.jpg`;
    this.fotografias.registar(nome, () => gerarFotografia(receita));
    return `${BASES_API.cms}media/${nome}`;
  }

  /** Whether a file of that name exists, without making it. */
  tem(nome: string): boolean {
    return this.svgs.has(nome) || this.fotografias.tem(nome);
  }

  /** The file of that name; a photograph not asked for before is made now. */
  async obter(nome: string): Promise<FicheiroMedia | undefined> {
    const svg = this.svgs.get(nome);
    if (svg) return { nome, tipoMime: 'image/svg+xml', conteudo: svg };
    const fotografia = await this.fotografias.obter(nome);
    return fotografia && { nome, tipoMime: 'image/jpeg', conteudo: fotografia.conteudo };
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

/**
 * A camera-sized photograph as the contract's {@link Imagem}, without a thumbnail of its own
 * (as many CMSs send them): `miniaturaUrl` is the photograph itself.
 */
export function criarFotografia(
  catalogo: CatalogoMedia,
  opcoes: {
    idImagem: number;
    base: string;
    textoAlternativo: string;
    legenda: string;
    estilo: EstiloCena;
    lugar: Lugar;
  },
): Imagem {
  const { largura, altura } = TAMANHO_CAMARA;
  const url = catalogo.adicionarFotografia(`${opcoes.base}-${largura}x${altura}`, {
    chave: opcoes.base,
    largura,
    altura,
    estilo: opcoes.estilo,
    lugar: opcoes.lugar,
  });
  return {
    idImagem: opcoes.idImagem,
    url,
    miniaturaUrl: url,
    largura,
    altura,
    miniaturaLargura: largura,
    miniaturaAltura: altura,
    textoAlternativo: opcoes.textoAlternativo,
    legenda: opcoes.legenda,
  };
}
