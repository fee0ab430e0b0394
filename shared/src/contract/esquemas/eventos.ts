import { z } from 'zod';

import type { PedidoClassificacao, Utilizador } from '../eventos';
import { preguicoso } from '../preguicoso';

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

/** What a backend needs of `PedidoClassificacao`: the classification, the language and who asks. */
type PedidoClassificacaoLido = Pick<PedidoClassificacao, 'idClassificacao' | 'codIdioma'> & {
  utilizadorSessao: Pick<Utilizador, 'idUtilizador' | 'username'>;
};

/** The body of `POST eventos/classificacao` as a backend reads it, with messages in Portuguese. */
export const esquemaPedidoClassificacao = preguicoso((): z.ZodType<PedidoClassificacaoLido> =>
  z.object({
    idClassificacao: z
      .number({ error: 'Indique a classificação dos eventos.' })
      .int({ error: 'A classificação deve ser um número inteiro.' })
      .positive({ error: 'A classificação deve ser um número positivo.' }),
    codIdioma: z.string({ error: 'Indique o idioma.' }),
    utilizadorSessao: z.object(
      {
        idUtilizador: z.number({ error: 'Utilizador de sessão inválido.' }),
        username: z.string({ error: 'Utilizador de sessão inválido.' }),
      },
      { error: 'Indique o utilizador de sessão.' },
    ),
  }),
);
