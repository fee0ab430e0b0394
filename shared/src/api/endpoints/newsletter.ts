import { useMutation } from '@tanstack/react-query';

import type { PedidoNewsletter, RespostaSubmissao } from '../../contract';
import { enviar, http } from '../http';

/** POST cms `newsletters`: subscribe an address; a known address answers `jaExistia`. */
export const subscreverNewsletter = (pedido: PedidoNewsletter, chave?: string) =>
  enviar<RespostaSubmissao>(http.cms, 'newsletters', pedido, chave);

export const useSubscreverNewsletter = () =>
  useMutation({
    mutationFn: ({ pedido, chave }: { pedido: PedidoNewsletter; chave: string }) =>
      subscreverNewsletter(pedido, chave),
  });
