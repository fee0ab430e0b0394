import { type PedidoCancelamentoNewsletter } from '../../contract';
import { destino, pedir } from '../cliente';
import { ErroHttp } from '../erros';

/** What a CMS without the call answers: no such path (404), method (405) or feature (501). */
const STATUS_SEM_CANCELAMENTO = [404, 405, 501];

/**
 * POST cms `newsletters/cancelamento`: the address leaves the newsletter. The call is the site's
 * design, not the spec's: a CMS without it resolves `{ suportado: false }` (the page then explains
 * how to ask by e-mail); any other failure is thrown as usual, for the form to offer a retry.
 */
export const cancelarNewsletter = (pedido: PedidoCancelamentoNewsletter, chave?: string) =>
  pedir(async ({ http, enviar, esquemas }) => {
    try {
      await enviar(
        ...destino(http, 'cancelamentoNewsletter'),
        pedido,
        esquemas.esquemaRespostaSubmissao,
        { chave, submissao: true },
      );
      return { suportado: true } as const;
    } catch (erro) {
      if (erro instanceof ErroHttp && STATUS_SEM_CANCELAMENTO.includes(erro.status)) {
        return { suportado: false } as const;
      }
      throw erro;
    }
  });
