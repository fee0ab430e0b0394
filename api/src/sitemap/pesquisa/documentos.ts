import {
  caminhoEvento,
  caminhoTipoEvento,
  eventosVisiveis,
  formatarData,
  GRUPOS,
  type Evento,
  type TipoResultado,
} from '@site/shared/contract';
import {
  esquemaGrupoTipo,
  esquemaIconeConteudo,
  esquemaRegisto,
  type Registo,
} from '@site/shared/contract/esquemas';

import {
  endpoint,
  parteEventos,
  parteLista,
  parteTiposEventos,
  type LeitorConteudo,
} from '../conteudo';
import type { Ronda } from '../partes';
import { textoSimples } from '../texto-simples';

import { anexos, juntar, SEM_DETALHES, type DocumentoPesquisa } from './documento';
import { documentosDasPaginas } from './documentos-paginas';
import {
  caminhoAlbum,
  caminhoDocumento,
  caminhoNorma,
  caminhoParceiro,
  caminhoPergunta,
} from './enderecos';
import { textoCorrido } from './frases';

/**
 * The records of a group page as documents of one kind, each at its own place, with its category
 * (the group type's name, `categorias`) and its code.
 */
function registos(
  tipo: TipoResultado,
  lista: readonly Registo[],
  caminho: (registo: Registo) => string,
  categorias: ReadonlyMap<number, string> = new Map(),
): DocumentoPesquisa[] {
  return lista
    .filter((registo) => registo.activo)
    .map((registo) => {
      const categoria = categorias.get(registo.idGrupoTipo ?? -1) ?? '';
      return {
        id: `${tipo}-${registo.idRegisto}`,
        tipo,
        titulo: registo.nome,
        etiquetas: juntar(registo.codigo, categoria),
        texto: textoCorrido(registo.resumo, textoSimples(registo.texto), anexos(registo)),
        caminho: caminho(registo),
        pai: null,
        detalhes: { ...SEM_DETALHES, categoria, codigo: registo.codigo },
      };
    });
}

/** An event, told apart from another edition by its date and place. */
function documentoEvento(evento: Evento, nomeTipo: string): DocumentoPesquisa {
  return {
    id: `evento-${evento.idEvento}`,
    tipo: 'evento',
    titulo: evento.titulo,
    etiquetas: juntar(nomeTipo, evento.local, formatarData(evento.dataInicio)),
    texto: textoCorrido(evento.resumo, textoSimples(evento.descricao), evento.morada),
    caminho: caminhoEvento(evento),
    pai: null,
    detalhes: {
      ...SEM_DETALHES,
      data: evento.dataInicio,
      dataFim: evento.dataFim,
      local: evento.local,
    },
  };
}

const grupo = (ler: LeitorConteudo, idGrupo: number) =>
  parteLista(esquemaRegisto, ler, endpoint('registosDoGrupo', { idGrupo, comSeccoes: true }));

const categorias = (ler: LeitorConteudo, idGrupo: number) =>
  parteLista(esquemaGrupoTipo, ler, endpoint('gruposTipos', { idGrupo }));

/** Group type → its name. */
const nomes = (tipos: readonly { idGrupoTipo: number; nome: string }[] = []) =>
  new Map(tipos.map((tipo) => [tipo.idGrupoTipo, tipo.nome]));

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
      categoriasNormas: categorias(ler, GRUPOS.normas),
      categoriasBiblioteca: categorias(ler, GRUPOS.biblioteca),
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
  const { galeria = [], parceiros = [], categoriasNormas, categoriasBiblioteca } = partes;
  const nomeTipo = new Map(tipos.map((tipo) => [tipo.idTipoEvento, tipo.tipoEvento]));
  const documentos: DocumentoPesquisa[] = [
    ...paginas,
    ...eventosVisiveis(eventos).map((evento) =>
      documentoEvento(evento, evento.tipoEvento || (nomeTipo.get(evento.idTipoEvento ?? -1) ?? '')),
    ),
    ...tipos.map((tipo) => ({
      id: `tipoEvento-${tipo.idTipoEvento}`,
      tipo: 'tipoEvento' as const,
      titulo: tipo.tipoEvento,
      etiquetas: '',
      texto: `Eventos do tipo ${tipo.tipoEvento}.`,
      caminho: caminhoTipoEvento(tipo),
      pai: null,
      detalhes: SEM_DETALHES,
    })),
    ...registos('norma', normas, (r) => caminhoNorma(r.idRegisto), nomes(categoriasNormas)),
    ...registos(
      'documento',
      biblioteca,
      (r) => caminhoDocumento(r.idRegisto),
      nomes(categoriasBiblioteca),
    ),
    ...registos('pergunta', faqs, (r) => caminhoPergunta(r.slug)),
    ...registos('album', galeria, (r) => caminhoAlbum(r.slug)),
    ...parceiros.map((parceiro) => ({
      id: `parceiro-${parceiro.idRegisto}`,
      tipo: 'parceiro' as const,
      titulo: parceiro.nome,
      etiquetas: '',
      texto: parceiro.resumo,
      caminho: caminhoParceiro(parceiro.idRegisto),
      pai: null,
      detalhes: SEM_DETALHES,
    })),
  ];
  // One entry per id: a page listed twice in the tree, or a record repeated, is indexed once.
  return [...new Map(documentos.map((documento) => [documento.id, documento])).values()];
}
