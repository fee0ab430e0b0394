import { ENVELOPE_OK, mensagemVagas, statusSubmissao, type Envelope } from '@site/shared/contract';

import type { ResultadoSubmissao, SubmissaoGuardada } from '../submissoes/tipos';

import { ErroPedido, MENSAGENS } from './erro-pedido';

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

/**
 * What a submission came to, on the wire. Stored: its record, 201 when new and 200 when it was
 * already there (a repeated key answers as the first time did). Refused: thrown as an
 * `ErroPedido`, so that it is logged and answered like every other refusal.
 */
export function respostaSubmissao(resultado: ResultadoSubmissao): {
  status: number;
  corpo: Envelope<SubmissaoGuardada>;
} {
  switch (resultado.estado) {
    case 'guardada':
    case 'jaExistia':
    case 'repetida': {
      const status = statusSubmissao(resultado.registo.jaExistia);
      return { status, corpo: envelope(resultado.registo, status) };
    }
    case 'chaveNoutroPedido':
      throw new ErroPedido(409, MENSAGENS.chaveReutilizada);
    case 'captchaRecusado':
      throw new ErroPedido(400, MENSAGENS.camposInvalidos, { captchaToken: MENSAGENS.captcha });
    case 'eventoIndisponivel':
      throw new ErroPedido(404, MENSAGENS.eventoIndisponivel);
    case 'inscricoesEncerradas':
      throw new ErroPedido(409, MENSAGENS.inscricoesEncerradas);
    case 'semVagas':
      throw new ErroPedido(409, mensagemVagas(resultado.vagas));
  }
}
