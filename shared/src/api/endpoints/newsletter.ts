import { type PedidoNewsletter } from '../../contract';
import { pedir } from '../cliente';

/** POST cms `newsletters`: subscribe an address; a known address answers `jaExistia`. */
export const subscreverNewsletter = (pedido: PedidoNewsletter, chave?: string) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(http.cms, 'newsletters', pedido, esquemas.esquemaRespostaSubmissao, {
      chave,
      submissao: true,
    }),
  );
