import { ENVELOPE_OK, type Envelope } from '@site/shared/contract';

/** A successful envelope, `{ objecto, statusCode }`. */
export function envelope<T>(objecto: T, statusCode = ENVELOPE_OK): Envelope<T> {
  return { objecto, statusCode };
}

/** A failed envelope with a Portuguese message and, for refused submissions, per-field messages. */
export function envelopeErro(
  statusCode: number,
  mensagem: string,
  erros?: Record<string, string>,
): Envelope<null> {
  return erros
    ? { objecto: null, statusCode, mensagem, erros }
    : { objecto: null, statusCode, mensagem };
}
