/** Base of every error the API client throws; `message` is Portuguese and fit to show. */
export abstract class ErroApi extends Error {
  abstract readonly tipo: 'rede' | 'http' | 'envelope' | 'formato' | 'validacao';
}

/** The request never got an answer (offline, DNS, connection refused, timeout). */
export class ErroRede extends ErroApi {
  readonly tipo = 'rede' as const;
  constructor(
    message = 'Sem ligação ao servidor. Verifique a sua ligação à Internet e tente novamente.',
  ) {
    super(message);
    this.name = 'ErroRede';
  }
}

/** The server answered with an HTTP error status. */
export class ErroHttp extends ErroApi {
  readonly tipo = 'http' as const;
  constructor(
    readonly status: number,
    message = mensagemPorStatus(status),
  ) {
    super(message);
    this.name = 'ErroHttp';
  }
}

/** HTTP 200, but the envelope's `statusCode` says the call failed. */
export class ErroEnvelope extends ErroApi {
  readonly tipo = 'envelope' as const;
  constructor(
    readonly statusCode: number,
    message = 'O serviço não conseguiu responder ao pedido. Tente novamente mais tarde.',
  ) {
    super(message);
    this.name = 'ErroEnvelope';
  }
}

/** The answer did not have the shape the site can read (a string, `null`, a list for an object). */
export class ErroFormato extends ErroApi {
  readonly tipo = 'formato' as const;
  constructor(
    message = 'O serviço respondeu com dados que o sítio não consegue ler. Tente novamente mais tarde.',
  ) {
    super(message);
    this.name = 'ErroFormato';
  }
}

/** The server refused a submission; `campos` maps each field to its Portuguese message. */
export class ErroValidacao extends ErroApi {
  readonly tipo = 'validacao' as const;
  constructor(
    readonly campos: Readonly<Record<string, string>>,
    message = 'Verifique os campos assinalados.',
  ) {
    super(message);
    this.name = 'ErroValidacao';
  }
}

/** A Portuguese message for an HTTP status. */
export function mensagemPorStatus(status: number): string {
  if (status === 403)
    return 'O pedido foi recusado por motivos de segurança. Recarregue a página e tente novamente.';
  if (status === 404) return 'O conteúdo pedido não foi encontrado.';
  if (status === 409) return 'Este pedido já tinha sido recebido.';
  if (status === 413) return 'O pedido é demasiado grande.';
  if (status === 429)
    return 'Foram feitos demasiados pedidos seguidos. Aguarde um minuto e tente novamente.';
  if (status >= 500)
    return 'O serviço está temporariamente indisponível. Tente novamente dentro de momentos.';
  return 'Não foi possível concluir o pedido. Tente novamente.';
}

/** Whether an error is worth retrying automatically (network or server faults, not refusals). */
export function erroTransitorio(erro: unknown): boolean {
  if (erro instanceof ErroRede) return true;
  if (erro instanceof ErroHttp) return erro.status >= 500 || erro.status === 429;
  return false;
}
