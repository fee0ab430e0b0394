/** The session user the events backend expects with every listing (spec §3). */
export interface Utilizador {
  idUtilizador: number;
  idEstadoUtilizador: number;
  username: string;
  nome: string;
  ultimoLogin: string | null;
}

export interface TipoEvento {
  idTipoEvento: number;
  tipoEvento: string;
}

export interface Evento {
  idEvento: number;
  titulo: string;
  resumo: string;
  /** Rich HTML; sanitized before it reaches the DOM. */
  descricao: string;
  /** Shown only when 'activo' in any case. */
  estado: string;
  /** ISO 8601 with offset. */
  dataInicio: string;
  dataFim: string;
  local: string;
  morada: string;
  idTipoEvento: number;
  tipoEvento: string;
  idClassificacao: number;
  imagemUrl: string;
  imagemLargura: number;
  imagemAltura: number;
  /** Whether the sign-up form is offered. */
  inscricoesAbertas: boolean;
  /** Places left; null when unlimited. */
  vagas: number | null;
  /** Free text such as "Gratuito" or "15 000 Kz (associados: gratuito)". */
  preco: string;
}

/** Body of `POST eventos/classificacao`. */
export interface PedidoClassificacao {
  idClassificacao: number;
  codIdioma: string;
  utilizadorSessao: Utilizador;
}
