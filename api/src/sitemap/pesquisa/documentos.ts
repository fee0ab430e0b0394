import {
  caminhoEvento,
  caminhoTipoEvento,
  eventosVisiveis,
  formatarData,
  GRUPOS,
  type TipoResultado,
} from '@site/shared/contract';
import { esquemaIconeConteudo, esquemaRegisto, type Registo } from '@site/shared/contract/esquemas';

import {
  endpoint,
  parteEventos,
  parteLista,
  parteTiposEventos,
  type LeitorConteudo,
} from '../conteudo';
import type { Ronda } from '../partes';
import { textoNumaLinha } from '../texto-simples';

import { anexos, juntar, type DocumentoPesquisa } from './documento';
import { documentosDasPaginas } from './documentos-paginas';
import {
  caminhoAlbum,
  caminhoDocumento,
  caminhoNorma,
  caminhoParceiro,
  caminhoPergunta,
} from './enderecos';

/** The records of a group page as documents of one kind, each at its own place. */
function registos(
  tipo: TipoResultado,
  lista: readonly Registo[],
  caminho: (registo: Registo) => string,
): DocumentoPesquisa[] {
  return lista
    .filter((registo) => registo.activo)
    .map((registo) => ({
      id: `${tipo}-${registo.idRegisto}`,
      tipo,
      titulo: registo.nome,
      etiquetas: registo.codigo,
      texto: juntar(registo.resumo, textoNumaLinha(registo.texto), anexos(registo)),
      caminho: caminho(registo),
    }));
}

const grupo = (ler: LeitorConteudo, idGrupo: number) =>
  parteLista(esquemaRegisto, ler, endpoint('registosDoGrupo', { idGrupo, comSeccoes: true }));

/**
 * Everything a visitor can browse, read from the CMS and the events backend through the
 * contract's schemas and rules: active pages and sections, visible events, event types,
 * standards, library documents, FAQs, partners and gallery albums. Each source is a part of
 * `ronda`: one that cannot be read is kept from its last good read or left out, and the rest is
 * indexed.
 */
export async function documentosDoSite(
  ler: LeitorConteudo,
  slugAssociacao: string,
  ronda: Ronda,
): Promise<DocumentoPesquisa[]> {
  const [paginas, partes] = await Promise.all([
    documentosDasPaginas(ler, slugAssociacao, ronda),
    ronda.ler({
      eventos: parteEventos(ler),
      tipos: parteTiposEventos(ler),
      normas: grupo(ler, GRUPOS.normas),
      biblioteca: grupo(ler, GRUPOS.biblioteca),
      faqs: grupo(ler, GRUPOS.faqs),
      galeria: grupo(ler, GRUPOS.galeria),
      parceiros: parteLista(
        esquemaIconeConteudo,
        ler,
        endpoint('iconesConteudo', { idGrupo: GRUPOS.parceiros }),
      ),
    }),
  ]);
  const { eventos = [], tipos = [], normas = [], biblioteca = [], faqs = [] } = partes;
  const { galeria = [], parceiros = [] } = partes;
  const nomeTipo = new Map(tipos.map((tipo) => [tipo.idTipoEvento, tipo.tipoEvento]));
  const documentos: DocumentoPesquisa[] = [
    ...paginas,
    ...eventosVisiveis(eventos).map((evento) => ({
      id: `evento-${evento.idEvento}`,
      tipo: 'evento' as const,
      titulo: evento.titulo,
      etiquetas: juntar(
        evento.tipoEvento || (nomeTipo.get(evento.idTipoEvento ?? -1) ?? ''),
        evento.local,
      ),
      // The date first: a snippet says when, also for an event without a description.
      texto: juntar(
        `${formatarData(evento.dataInicio)}.`,
        evento.resumo,
        textoNumaLinha(evento.descricao),
        evento.morada,
      ),
      caminho: caminhoEvento(evento),
    })),
    ...tipos.map((tipo) => ({
      id: `tipoEvento-${tipo.idTipoEvento}`,
      tipo: 'tipoEvento' as const,
      titulo: tipo.tipoEvento,
      etiquetas: '',
      texto: `Eventos do tipo ${tipo.tipoEvento}.`,
      caminho: caminhoTipoEvento(tipo),
    })),
    ...registos('norma', normas, (r) => caminhoNorma(r.idRegisto)),
    ...registos('documento', biblioteca, (r) => caminhoDocumento(r.idRegisto)),
    ...registos('pergunta', faqs, (r) => caminhoPergunta(r.slug)),
    ...registos('album', galeria, (r) => caminhoAlbum(r.slug)),
    ...parceiros.map((parceiro) => ({
      id: `parceiro-${parceiro.idRegisto}`,
      tipo: 'parceiro' as const,
      titulo: parceiro.nome,
      etiquetas: '',
      texto: parceiro.resumo,
      caminho: caminhoParceiro(parceiro.idRegisto),
    })),
  ];
  // One entry per id: a page listed twice in the tree, or a record repeated, is indexed once.
  return [...new Map(documentos.map((documento) => [documento.id, documento])).values()];
}
