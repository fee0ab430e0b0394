/** A refusal the handlers throw on purpose: status, Portuguese message, optional field messages. */
export class ErroPedido extends Error {
  override readonly name = 'ErroPedido';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly erros?: Record<string, string>,
  ) {
    super(message);
  }
}

// The messages are the contract's: the browser client falls back on the same wording.
export { MENSAGENS } from '@site/shared/contract';
