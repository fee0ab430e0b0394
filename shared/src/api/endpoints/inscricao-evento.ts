import { type PedidoInscricaoEvento } from '../../contract';
import { destino, pedir } from '../cliente';

/** POST eve `inscricoes`: sign up for an event. */
export const inscreverEmEvento = (pedido: PedidoInscricaoEvento, chave?: string) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(...destino(http, 'inscricao'), pedido, esquemas.esquemaRespostaSubmissao, {
      chave,
      submissao: true,
    }),
  );
