import { esquemaRespostaSubmissao, type PedidoMensagemContacto } from '../../contract';
import { enviar, http } from '../http';

/** POST cms `formulariosRegistos`: a contact message. */
export const enviarMensagemContacto = (pedido: PedidoMensagemContacto, chave?: string) =>
  enviar(http.cms, 'formulariosRegistos', pedido, esquemaRespostaSubmissao, {
    chave,
    submissao: true,
  });
