import { type PedidoNewsletter } from '../../contract';
import { destino, pedir } from '../cliente';

/** POST cms `newsletters`: subscribe an address; a known address answers `jaExistia`. */
export const subscreverNewsletter = (pedido: PedidoNewsletter, chave?: string) =>
  pedir(({ http, enviar, esquemas }) =>
    enviar(...destino(http, 'newsletter'), pedido, esquemas.esquemaRespostaSubmissao, {
      chave,
      submissao: true,
    }),
  );
