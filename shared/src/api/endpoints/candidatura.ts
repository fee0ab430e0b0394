import { useMutation } from '@tanstack/react-query';

import type { PedidoCandidatura, RespostaSubmissao } from '../../contract';
import { enviar, http } from '../http';

/** POST apl `candidaturas`: a membership application. */
export const submeterCandidatura = (pedido: PedidoCandidatura, chave?: string) =>
  enviar<RespostaSubmissao>(http.apl, 'candidaturas', pedido, chave);

export const useSubmeterCandidatura = () =>
  useMutation({
    mutationFn: ({ pedido, chave }: { pedido: PedidoCandidatura; chave: string }) =>
      submeterCandidatura(pedido, chave),
  });
