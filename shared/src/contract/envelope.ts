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
