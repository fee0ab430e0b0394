import { z } from 'zod';

import { ID_CLASSIFICACAO_PADRAO, LINGUA, UTILIZADOR_WEBSITE } from './constantes';
import {
  booleano,
  data,
  dataOpcional,
  id,
  idOpcional,
  numero,
  numeroOpcional,
  textoLivre,
  textoObrigatorio,
  url,
} from './leitura';
import { preguicoso } from './preguicoso';

/** The session user the events backend expects with every listing (spec §3). */
export interface Utilizador {
  idUtilizador: number;
  idEstadoUtilizador: number;
  username: string;
  nome: string;
  ultimoLogin: string | null;
}

/** An event type (spec §3: idTipoEvento, tipoEvento). */
export const esquemaTipoEvento = preguicoso(() =>
  z.object({
    idTipoEvento: id(),
    tipoEvento: textoObrigatorio(),
  }),
);
export type TipoEvento = z.output<typeof esquemaTipoEvento>;

/**
 * An event. The spec names only `estado` and `dataInicio`; a screen also needs an id and a
 * title. Everything else is optional and defaults.
 */
export const esquemaEvento = preguicoso(() =>
  z.object({
    idEvento: id(),
    titulo: textoObrigatorio(),
    /** Shown only when 'activo' in any case; a missing state is not 'activo'. */
    estado: textoLivre(),
    /** ISO 8601 with offset, whatever form the CMS sent it in. */
    dataInicio: data(),
    /** ISO 8601 with offset; `''` when the CMS has no end. */
    dataFim: dataOpcional(),
    resumo: textoLivre(),
    /** Rich HTML; sanitized before it reaches the DOM. */
    descricao: textoLivre(),
    local: textoLivre(),
    morada: textoLivre(),
    idTipoEvento: idOpcional(),
    tipoEvento: textoLivre(),
    idClassificacao: idOpcional(),
    /** `''` when the event has no picture. */
    imagemUrl: url(),
    imagemLargura: numero(1200),
    imagemAltura: numero(630),
    /** Whether the sign-up form is offered; a CMS that does not say leaves sign-up open. */
    inscricoesAbertas: booleano(true),
    /** Places left; `null` when unlimited or unknown. */
    vagas: numeroOpcional(),
    /** Free text such as "Gratuito" or "15 000 Kz (associados: gratuito)". */
    preco: textoLivre(),
  }),
);
export type Evento = z.output<typeof esquemaEvento>;

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
