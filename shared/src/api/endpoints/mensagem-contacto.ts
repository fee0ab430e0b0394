import { type PedidoMensagemContacto } from '../../contract';
import { pedir } from '../cliente';

/** POST cms `formulariosRegistos`: a contact message. */
export const enviarMensagemContacto = (pedido: PedidoMensagemContacto, chave?: string) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(http.cms, 'formulariosRegistos', pedido, esquemas.esquemaRespostaSubmissao, {
      chave,
      submissao: true,
    }),
  );
