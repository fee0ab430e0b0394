import { ID_CLASSIFICACAO_PADRAO, LINGUA } from './constantes';

// The events' shapes are read by their schemas (esquemas/eventos.ts, with zod); their types are
// part of the contract whatever loads the schemas.
export type { Evento, TipoEvento } from './esquemas/eventos';

/** The session user the events backend expects with every listing (spec §3). */
export interface Utilizador {
  idUtilizador: number;
  idEstadoUtilizador: number;
  username: string;
  nome: string;
  ultimoLogin: string | null;
}

/** The fixed pseudo-user sent with the event listing (spec §3: user 5, `website`). */
export const UTILIZADOR_WEBSITE: Readonly<Utilizador> = Object.freeze({
  idUtilizador: 5,
  idEstadoUtilizador: 1,
  username: 'website',
  nome: 'Website',
  ultimoLogin: null,
});

/** Body of `POST eventos/classificacao`. */
export interface PedidoClassificacao {
  idClassificacao: number;
  codIdioma: string;
  utilizadorSessao: Utilizador;
}

/** The events of a classification in Portuguese, asked as the `website` user (spec §3). */
export function pedidoClassificacao(
  idClassificacao = ID_CLASSIFICACAO_PADRAO,
): PedidoClassificacao {
  return { idClassificacao, codIdioma: LINGUA, utilizadorSessao: { ...UTILIZADOR_WEBSITE } };
}
