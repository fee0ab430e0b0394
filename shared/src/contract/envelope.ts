/** The wrapper every CMS, events and applications response travels in. */
export interface Envelope<T> {
  objecto: T;
  statusCode: number;
  /** A Portuguese message for the visitor, present on errors and on some successes. */
  mensagem?: string;
  /** Field name -> Portuguese message, present when a submission was refused (400). */
  erros?: Record<string, string>;
}

/** The status code an envelope carries when the call succeeded. */
export const ENVELOPE_OK = 200;

/** The status code (HTTP and envelope) of a submission stored as new (201 Created). */
export const ENVELOPE_CRIADO = 201;

/** The status a stored submission answers with: 201 when new, 200 when it was already there. */
export const statusSubmissao = (jaExistia: boolean): number =>
  jaExistia ? ENVELOPE_OK : ENVELOPE_CRIADO;
