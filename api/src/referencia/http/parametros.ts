import { LINGUA } from '@site/shared/contract';

import { ErroPedido, MENSAGENS } from '../../comum/http/erro-pedido';

/** A positive whole id from a path segment, or a 400 in Portuguese. */
export function idNumerico(valor: string | undefined): number {
  if (!valor || !/^\d{1,9}$/.test(valor) || Number(valor) === 0) {
    throw new ErroPedido(400, MENSAGENS.idInvalido);
  }
  return Number(valor);
}

/** Only Portuguese content exists: any other language is a 404. */
export function exigirLingua(lang: string | undefined): void {
  if (lang !== LINGUA) throw new ErroPedido(404, MENSAGENS.idiomaIndisponivel);
}

/** The value, or a 404 with the given Portuguese message. */
export function encontrado<T>(
  valor: T | undefined | null,
  mensagem: string = MENSAGENS.naoEncontrado,
): T {
  if (valor === undefined || valor === null) throw new ErroPedido(404, mensagem);
  return valor;
}
