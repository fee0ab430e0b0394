import { type PedidoCandidatura } from '../../contract';
import { destino, pedir } from '../cliente';

/** POST apl `candidaturas`: a membership application. */
export const submeterCandidatura = (pedido: PedidoCandidatura, chave?: string) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(...destino(http, 'candidatura'), pedido, esquemas.esquemaRespostaSubmissao, {
      chave,
      submissao: true,
    }),
  );
