import { useMutation } from '@tanstack/react-query';

import { esquemaRespostaSubmissao, type PedidoCandidatura } from '../../contract';
import { enviar, http } from '../http';

/** POST apl `candidaturas`: a membership application. */
export const submeterCandidatura = (pedido: PedidoCandidatura, chave?: string) =>
  enviar(http.apl, 'candidaturas', pedido, esquemaRespostaSubmissao, { chave, submissao: true });

export const useSubmeterCandidatura = () =>
  useMutation({
    mutationFn: ({ pedido, chave }: { pedido: PedidoCandidatura; chave: string }) =>
      submeterCandidatura(pedido, chave),
  });
