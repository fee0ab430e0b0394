import { type PedidoMensagemContacto } from '../../contract';
import { destino, pedir } from '../cliente';

/** POST cms `formulariosRegistos`: a contact message. */
export const enviarMensagemContacto = (pedido: PedidoMensagemContacto, chave?: string) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(...destino(http, 'mensagemContacto'), pedido, esquemas.esquemaRespostaSubmissao, {
      chave,
      submissao: true,
    }),
  );
