import { useMutation } from '@tanstack/react-query';

import type { PedidoInscricaoEvento, RespostaSubmissao } from '../../contract';
import { enviar, http } from '../http';

/** POST eve `inscricoes`: sign up for an event. */
export const inscreverEmEvento = (pedido: PedidoInscricaoEvento, chave?: string) =>
  enviar<RespostaSubmissao>(http.eve, 'inscricoes', pedido, chave);

export const useInscreverEmEvento = () =>
  useMutation({
    mutationFn: ({ pedido, chave }: { pedido: PedidoInscricaoEvento; chave: string }) =>
      inscreverEmEvento(pedido, chave),
  });
