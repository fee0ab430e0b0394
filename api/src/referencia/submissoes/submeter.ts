import type { ArmazemIdempotente } from './idempotencia';
import { recusaDaInscricao, type EventoInscrivel } from './inscricao';
import type { Repositorio } from './repositorio';
import {
  SUBMISSOES,
  type PedidoSubmissao,
  type ResultadoSubmissao,
  type TipoSubmissao,
} from './tipos';

/** What storing a submission needs: the database's two stores, the events, the clock. */
export interface DependenciasSubmissao {
  armazem: ArmazemIdempotente;
  repositorio: Repositorio;
  /** The event a sign-up names, as the CMS in use knows it; undefined when it has no such event. */
  eventoDaInscricao: (idEvento: number) => EventoInscrivel | undefined;
  agora: () => Date;
}

const ehInscricao = (pedido: PedidoSubmissao): pedido is PedidoSubmissao<'inscricao'> =>
  pedido.tipo === 'inscricao';

/**
 * Stores a validated submission, at most once per idempotency key. All in one transaction, in
 * this order: a key seen before gets what it stored then (or a refusal, if that was on another
 * endpoint), whatever the captcha now says; then the captcha's verdict and the sign-up rules;
 * then the row and the key. What it returns as stored is durable.
 */
export function submeter<T extends TipoSubmissao>(
  deps: DependenciasSubmissao,
  pedido: PedidoSubmissao<T>,
): ResultadoSubmissao {
  const { endpoint } = SUBMISSOES[pedido.tipo];
  return deps.armazem.atomicamente((): ResultadoSubmissao => {
    const anterior = pedido.chave ? deps.armazem.procurar(pedido.chave) : undefined;
    if (anterior) {
      return anterior.endpoint === endpoint
        ? { estado: 'repetida', registo: anterior.registo }
        : { estado: 'chaveNoutroPedido' };
    }
    if (pedido.captchaAceite === false) return { estado: 'captchaRecusado' };
    const agora = deps.agora();
    if (ehInscricao(pedido)) {
      const { idEvento, participantes } = pedido.dados;
      const recusa = recusaDaInscricao(deps.eventoDaInscricao(idEvento), participantes, agora);
      if (recusa) return recusa;
    }
    const gravar: Repositorio[T] = deps.repositorio[pedido.tipo];
    const registo = gravar(pedido.dados, pedido.chave, agora.toISOString());
    if (pedido.chave)
      deps.armazem.guardar(pedido.chave, { endpoint, registo }, agora.toISOString());
    return { estado: registo.jaExistia ? 'jaExistia' : 'guardada', registo };
  });
}
