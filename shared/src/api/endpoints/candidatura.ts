import { esquemaRespostaSubmissao, type PedidoCandidatura } from '../../contract';
import { enviar, http } from '../http';

/** POST apl `candidaturas`: a membership application. */
export const submeterCandidatura = (pedido: PedidoCandidatura, chave?: string) =>
  enviar(http.apl, 'candidaturas', pedido, esquemaRespostaSubmissao, { chave, submissao: true });
