import type { Anexo, Imagem, Registo } from '@site/shared/contract';

import type { CatalogoMedia } from '../midia/catalogo';
import { gerarPdf, type BlocoPdf } from '../midia/pdf';

export interface Associacao {
  nome: string;
  sigla: string;
  slug: string;
}

/** A generated attachment: its public metadata and its bytes. */
export interface ArquivoGerado {
  anexo: Anexo;
  conteudo: Buffer;
}

/** What every seed module receives: who we are, what time it is, and where generated files go. */
export interface ContextoSeed {
  associacao: Associacao;
  agora: Date;
  catalogo: CatalogoMedia;
  arquivos: Map<number, ArquivoGerado>;
}

/** A record as seeded: the contract's fields plus the icon and photos some listings need. */
export interface RegistoSemente extends Registo {
  icone?: string;
  imagens?: Imagem[];
}

const UMA_HORA_MS = 3_600_000;
const UM_DIA_MS = 24 * UMA_HORA_MS;

/**
 * An ISO date-time in Luanda (UTC+01:00, no daylight saving) `dias` days from `agora`,
 * at a fixed wall-clock time: "2026-03-12T09:30:00+01:00".
 */
export function dataLuanda(agora: Date, dias: number, hora: number, minuto = 0): string {
  const emLuanda = new Date(agora.getTime() + UMA_HORA_MS + dias * UM_DIA_MS);
  const dia = emLuanda.toISOString().slice(0, 10);
  const hh = String(hora).padStart(2, '0');
  const mm = String(minuto).padStart(2, '0');
  return `${dia}T${hh}:${mm}:00+01:00`;
}

/** A calendar date (YYYY-MM-DD) `dias` days from `agora`, in Luanda. */
export function diaLuanda(agora: Date, dias: number): string {
  return dataLuanda(agora, dias, 0).slice(0, 10);
}

/** Generates a PDF attachment, registers it for `arquivos/{id}` and returns its metadata. */
export function criarArquivoPdf(
  ctx: ContextoSeed,
  opcoes: { idArquivo: number; nome: string; titulo: string; blocos: readonly BlocoPdf[] },
): Anexo {
  const conteudo = gerarPdf({
    titulo: opcoes.titulo,
    autor: ctx.associacao.nome,
    blocos: opcoes.blocos,
  });
  const anexo: Anexo = {
    idArquivo: opcoes.idArquivo,
    nome: opcoes.nome,
    tipoMime: 'application/pdf',
    tamanho: conteudo.length,
  };
  ctx.arquivos.set(opcoes.idArquivo, { anexo, conteudo });
  return anexo;
}

/** Paragraph blocks from plain strings. */
export const paragrafos = (...textos: string[]): BlocoPdf[] =>
  textos.map((texto) => ({ tipo: 'paragrafo', texto }));
