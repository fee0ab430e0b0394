import { type PedidoCandidatura } from '../../contract';
import { pedir } from '../cliente';

/** POST apl `candidaturas`: a membership application. */
export const submeterCandidatura = (pedido: PedidoCandidatura, chave?: string) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(http.apl, 'candidaturas', pedido, esquemas.esquemaRespostaSubmissao, {
      chave,
      submissao: true,
    }),
  );
