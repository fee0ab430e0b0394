import { useMutation } from '@tanstack/react-query';

import type { PedidoMensagemContacto, RespostaSubmissao } from '../../contract';
import { enviar, http } from '../http';

/** POST cms `formulariosRegistos`: a contact message. */
export const enviarMensagemContacto = (pedido: PedidoMensagemContacto, chave?: string) =>
  enviar<RespostaSubmissao>(http.cms, 'formulariosRegistos', pedido, chave);

export const useEnviarMensagemContacto = () =>
  useMutation({
    mutationFn: ({ pedido, chave }: { pedido: PedidoMensagemContacto; chave: string }) =>
      enviarMensagemContacto(pedido, chave),
  });
