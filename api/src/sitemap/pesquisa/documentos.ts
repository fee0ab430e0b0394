import {
  caminhoEvento,
  caminhoTipoEvento,
  destinoPagina,
  eventosVisiveis,
  formatarData,
  GRUPOS,
  registoPedido,
  seccoesActivas,
  type Pagina,
  type TipoResultado,
} from '@site/shared/contract';
import {
  esquemaIconeConteudo,
  esquemaPagina,
  esquemaPaginaDetalhe,
  esquemaRegisto,
  lerResposta,
  type Registo,
} from '@site/shared/contract/esquemas';

import {
  endpoint,
  lerEventos,
  lerLista,
  lerPartes,
  lerTiposEventos,
  type LeitorConteudo,
} from '../conteudo';
import { textoNumaLinha } from '../texto-simples';

import {
  caminhoAlbum,
  caminhoDocumento,
  caminhoNorma,
  caminhoParceiro,
  caminhoPergunta,
  caminhoSeccao,
} from './enderecos';

/** One thing a visitor can find: what it is, its words, and the site path that shows it. */
export interface DocumentoPesquisa {
  /** Unique in the index: kind and CMS id (`evento-15`). */
  id: string;
  tipo: TipoResultado;
  titulo: string;
  /** Names that say what it is about (a standard's code, an event's type and place). */
  etiquetas: string;
  /** The body, plain text. */
  texto: string;
  caminho: string;
}

const juntar = (...partes: string[]) => partes.filter(Boolean).join(' ');
const anexos = (registo: Pick<Registo, 'anexos'>) => registo.anexos.map((a) => a.nome).join(' ');

/** Every active page of the tree, children of active pages included. */
function paginasActivas(paginas: readonly Pagina[]): Pagina[] {
  return paginas
    .filter((pagina) => pagina.activo)
    .flatMap((pagina) => [pagina, ...paginasActivas(pagina.paginasFilhos)]);
}

/** A page and its active sections, each section at its own anchor. */
async function documentosDaPagina(
  ler: LeitorConteudo,
  pagina: Pagina,
  slugAssociacao: string,
): Promise<DocumentoPesquisa[]> {
  const pedido = endpoint('pagina', { idPagina: pagina.idPagina, comSeccoes: true });
  const leitura = lerResposta(esquemaPaginaDetalhe, await ler(...pedido));
  if (!leitura.ok) throw new Error(`${pedido[0]} ${pedido[1]}: ${leitura.falha}`);
  const detalhe = registoPedido(leitura.dados, 'idPagina', pagina.idPagina);
  const caminho = destinoPagina(detalhe, slugAssociacao);
  const seccoes = seccoesActivas(detalhe.seccoes).map((seccao): DocumentoPesquisa => ({
    id: `seccao-${seccao.idSeccao}`,
    tipo: 'pagina',
    titulo: seccao.nome,
    etiquetas: detalhe.textoPagina,
    texto: juntar(seccao.resumo, textoNumaLinha(seccao.textoSeccao), anexos(seccao)),
    caminho: caminhoSeccao(detalhe, seccao, slugAssociacao),
  }));
  // Sections without a place of their own (a fixed page's introduction) are found as the page.
  const semLugar = seccoes.filter((seccao) => seccao.caminho === caminho);
  const propria: DocumentoPesquisa = {
    id: `pagina-${pagina.idPagina}`,
    tipo: 'pagina',
    titulo: detalhe.textoPagina,
    etiquetas: semLugar.map((seccao) => seccao.titulo).join(' '),
    texto: juntar(detalhe.descricao, ...semLugar.map((seccao) => seccao.texto)),
    caminho,
  };
  return [propria, ...seccoes.filter((seccao) => seccao.caminho !== caminho)];
}

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
  lerLista(esquemaRegisto, ler, ...endpoint('registosDoGrupo', { idGrupo, comSeccoes: true }));

/**
 * Everything a visitor can browse, read from the CMS and the events backend through the
 * contract's schemas and rules: active pages and sections, visible events, event types,
 * standards, library documents, FAQs, partners and gallery albums. All or nothing: when a part
 * cannot be read it rejects with `ConteudoIndisponivel` (the last good index stays).
 */
export async function documentosDoSite(
  ler: LeitorConteudo,
  slugAssociacao: string,
): Promise<DocumentoPesquisa[]> {
  const tipos = lerTiposEventos(ler);
  const partes = await lerPartes<Record<string, Promise<DocumentoPesquisa[]>>>({
    paginas: lerLista(esquemaPagina, ler, ...endpoint('paginas')).then((paginas) =>
      Promise.all(
        paginasActivas(paginas).map((pagina) => documentosDaPagina(ler, pagina, slugAssociacao)),
      ).then((listas) => listas.flat()),
    ),
    eventos: Promise.all([lerEventos(ler), tipos]).then(([eventos, listaTipos]) => {
      const nomeTipo = new Map(listaTipos.map((tipo) => [tipo.idTipoEvento, tipo.tipoEvento]));
      return eventosVisiveis(eventos).map((evento) => ({
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
      }));
    }),
    'tipos de eventos': tipos.then((lista) =>
      lista.map((tipo) => ({
        id: `tipoEvento-${tipo.idTipoEvento}`,
        tipo: 'tipoEvento' as const,
        titulo: tipo.tipoEvento,
        etiquetas: '',
        texto: `Eventos do tipo ${tipo.tipoEvento}.`,
        caminho: caminhoTipoEvento(tipo),
      })),
    ),
    normas: grupo(ler, GRUPOS.normas).then((l) =>
      registos('norma', l, (r) => caminhoNorma(r.idRegisto)),
    ),
    biblioteca: grupo(ler, GRUPOS.biblioteca).then((l) =>
      registos('documento', l, (r) => caminhoDocumento(r.idRegisto)),
    ),
    faqs: grupo(ler, GRUPOS.faqs).then((l) =>
      registos('pergunta', l, (r) => caminhoPergunta(r.slug)),
    ),
    galeria: grupo(ler, GRUPOS.galeria).then((l) =>
      registos('album', l, (r) => caminhoAlbum(r.slug)),
    ),
    parceiros: lerLista(
      esquemaIconeConteudo,
      ler,
      ...endpoint('iconesConteudo', { idGrupo: GRUPOS.parceiros }),
    ).then((lista) =>
      lista.map((parceiro) => ({
        id: `parceiro-${parceiro.idRegisto}`,
        tipo: 'parceiro' as const,
        titulo: parceiro.nome,
        etiquetas: '',
        texto: parceiro.resumo,
        caminho: caminhoParceiro(parceiro.idRegisto),
      })),
    ),
  });
  const documentos = Object.values(partes).flat();
  // One entry per id: a page listed twice in the tree, or a record repeated, is indexed once.
  return [...new Map(documentos.map((documento) => [documento.id, documento])).values()];
}
