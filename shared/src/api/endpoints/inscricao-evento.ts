import { type PedidoInscricaoEvento } from '../../contract';
import { pedir } from '../cliente';

/** POST eve `inscricoes`: sign up for an event. */
export const inscreverEmEvento = (pedido: PedidoInscricaoEvento, chave?: string) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(http.eve, 'inscricoes', pedido, esquemas.esquemaRespostaSubmissao, {
      chave,
      submissao: true,
    }),
  );
