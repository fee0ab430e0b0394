import type {
  Evento,
  GrupoTipo,
  Local,
  MembroEquipa,
  Pagina,
  RedeSocial,
  Seccao,
  SeccaoMenu,
  TipoEvento,
} from '@site/shared/contract';

import type { ArmazemFotografias } from '../midia/armazem-fotografias';
import { CatalogoMedia } from '../midia/catalogo';

import type { ArquivoGerado, Associacao, ContextoSeed, RegistoSemente } from './contexto';
import { criarEquipa } from './equipa';
import { CLASSIFICACOES, criarEventos, TIPOS_EVENTOS } from './eventos';
import { criarLocais, criarRedesSociais } from './institucional';
import { criarPaginas, type PaginaSemente } from './paginas';
import { criarBiblioteca } from './registos/biblioteca';
import { criarDestaques } from './registos/destaques';
import { criarFaqs } from './registos/faqs';
import { criarGaleria } from './registos/galeria';
import { GRUPOS_TIPOS } from './registos/grupos-tipos';
import { criarLinksUteis } from './registos/links-uteis';
import { criarNormas } from './registos/normas';
import { criarParceiros } from './registos/parceiros';
import { seccoesAssociacao } from './seccoes-associacao';
import { seccoesAssociados } from './seccoes-associados';
import { seccoesGerais } from './seccoes-gerais';
import { seccoesInicio } from './seccoes-inicio';

export type { ArquivoGerado, Associacao, RegistoSemente } from './contexto';

/** Everything the three backends serve, built once per server from code. */
export interface Conteudo {
  /** Top-level pages, each with its section menu and child pages. */
  paginas: Pagina[];
  /** Every page by id, children included. */
  paginasPorId: Map<number, Pagina>;
  seccoes: Seccao[];
  equipa: MembroEquipa[];
  redesSociais: RedeSocial[];
  locais: Local[];
  registos: RegistoSemente[];
  gruposTipos: readonly GrupoTipo[];
  tiposEventos: readonly TipoEvento[];
  classificacoes: readonly number[];
  eventos: Evento[];
  arquivos: Map<number, ArquivoGerado>;
  catalogo: CatalogoMedia;
}

const menuDaSeccao = ({ idSeccao, nome, activo, menu, ordem }: Seccao): SeccaoMenu => ({
  idSeccao,
  nome,
  activo,
  menu,
  ordem,
});

function arvoreDePaginas(sementes: readonly PaginaSemente[], seccoes: readonly Seccao[]) {
  const paginasPorId = new Map<number, Pagina>();
  const construir = (semente: PaginaSemente): Pagina => {
    const pagina: Pagina = {
      idPagina: semente.idPagina,
      textoPagina: semente.textoPagina,
      activo: semente.activo,
      menu: semente.menu,
      ordem: semente.ordem,
      descricao: semente.descricao,
      seccoesMenu: seccoes
        .filter((s) => s.idPagina === semente.idPagina)
        .sort((a, b) => a.ordem - b.ordem)
        .map(menuDaSeccao),
      paginasFilhos: sementes
        .filter((filho) => filho.idPaginaPai === semente.idPagina)
        .sort((a, b) => a.ordem - b.ordem)
        .map(construir),
    };
    paginasPorId.set(pagina.idPagina, pagina);
    return pagina;
  };
  const paginas = sementes
    .filter((s) => s.idPaginaPai === undefined)
    .sort((a, b) => a.ordem - b.ordem)
    .map(construir);
  return { paginas, paginasPorId };
}

/**
 * Builds the whole seed for an association, with event dates relative to `agora`; its
 * photographs are made and kept by `fotografias` (in memory when absent).
 */
export function criarConteudo(opcoes: {
  associacao: Associacao;
  agora?: Date;
  fotografias?: ArmazemFotografias;
}): Conteudo {
  const ctx: ContextoSeed = {
    associacao: opcoes.associacao,
    agora: opcoes.agora ?? new Date(),
    catalogo: new CatalogoMedia(opcoes.fotografias),
    arquivos: new Map(),
  };
  const seccoes = [
    ...seccoesInicio(ctx),
    ...seccoesAssociacao(ctx),
    ...seccoesAssociados(ctx),
    ...seccoesGerais(ctx),
  ];
  const { paginas, paginasPorId } = arvoreDePaginas(criarPaginas(ctx), seccoes);
  return {
    paginas,
    paginasPorId,
    seccoes,
    equipa: criarEquipa(ctx),
    redesSociais: criarRedesSociais(ctx),
    locais: criarLocais(ctx),
    registos: [
      ...criarLinksUteis(),
      ...criarNormas(ctx),
      ...criarBiblioteca(ctx),
      ...criarGaleria(ctx),
      ...criarFaqs(ctx),
      ...criarParceiros(ctx),
      ...criarDestaques(ctx),
    ],
    gruposTipos: GRUPOS_TIPOS,
    tiposEventos: TIPOS_EVENTOS,
    classificacoes: CLASSIFICACOES,
    eventos: criarEventos(ctx),
    arquivos: ctx.arquivos,
    catalogo: ctx.catalogo,
  };
}
