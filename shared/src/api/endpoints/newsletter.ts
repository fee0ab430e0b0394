import { esquemaRespostaSubmissao, type PedidoNewsletter } from '../../contract';
import { enviar, http } from '../http';

/** POST cms `newsletters`: subscribe an address; a known address answers `jaExistia`. */
export const subscreverNewsletter = (pedido: PedidoNewsletter, chave?: string) =>
  enviar(http.cms, 'newsletters', pedido, esquemaRespostaSubmissao, { chave, submissao: true });
