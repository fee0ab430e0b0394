import type { z } from 'zod';

/**
 * Portuguese messages for what the shared schemas leave to zod's English defaults: a body that is
 * not an object, a field of the wrong JSON type, an oversized captcha token. Passed per parse, so
 * every message written into a schema still wins.
 */
export const mensagemPortuguesa: z.core.$ZodErrorMap = (problema) => {
  switch (problema.code) {
    case 'invalid_type':
      return problema.expected === 'object'
        ? 'O pedido deve ser um objecto JSON com os campos do formulário.'
        : 'O valor indicado não tem o tipo esperado.';
    case 'too_big':
      return 'O valor indicado é demasiado longo.';
    case 'too_small':
      return 'O valor indicado é demasiado curto.';
    default:
      return 'O valor indicado não é válido.';
  }
};
