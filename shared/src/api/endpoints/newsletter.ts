import { useMutation } from '@tanstack/react-query';

import { esquemaRespostaSubmissao, type PedidoNewsletter } from '../../contract';
import { enviar, http } from '../http';

/** POST cms `newsletters`: subscribe an address; a known address answers `jaExistia`. */
export const subscreverNewsletter = (pedido: PedidoNewsletter, chave?: string) =>
  enviar(http.cms, 'newsletters', pedido, esquemaRespostaSubmissao, { chave, submissao: true });

export const useSubscreverNewsletter = () =>
  useMutation({
    mutationFn: ({ pedido, chave }: { pedido: PedidoNewsletter; chave: string }) =>
      subscreverNewsletter(pedido, chave),
  });
