import { createHash } from 'node:crypto';

import { BASES_API, type Imagem } from '@site/shared/contract';

import { desenharCena, type EstiloCena } from './svg';

/** A generated file served under `media/`; its name carries a content hash, so it is immutable. */
export interface FicheiroMedia {
  nome: string;
  tipoMime: string;
  conteudo: Buffer;
}

/** Where the seed registers every generated picture; the media route serves from it. */
export class CatalogoMedia {
  private readonly ficheiros = new Map<string, FicheiroMedia>();

  /** Stores an SVG and returns its public URL (`/cms/api/v1/media/<base>.<hash>.svg`). */
  adicionarSvg(base: string, svg: string): string {
    const conteudo = Buffer.from(svg, 'utf8');
    const resumo = createHash('sha256').update(conteudo).digest('hex').slice(0, 10);
    const nome = `${base}.${resumo}.svg`;
    this.ficheiros.set(nome, { nome, tipoMime: 'image/svg+xml', conteudo });
    return `${BASES_API.cms}media/${nome}`;
  }

  obter(nome: string): FicheiroMedia | undefined {
    return this.ficheiros.get(nome);
  }

  get tamanho(): number {
    return this.ficheiros.size;
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
