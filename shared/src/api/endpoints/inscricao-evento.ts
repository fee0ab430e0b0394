import { esquemaRespostaSubmissao, type PedidoInscricaoEvento } from '../../contract';
import { enviar, http } from '../http';

/** POST eve `inscricoes`: sign up for an event. */
export const inscreverEmEvento = (pedido: PedidoInscricaoEvento, chave?: string) =>
  enviar(http.eve, 'inscricoes', pedido, esquemaRespostaSubmissao, { chave, submissao: true });
