import { JSDOM } from 'jsdom';

import { prepararClienteRenderizador } from '@site/shared/api';
import type { OpcoesRenderizador } from '@site/shared/contract';
import { definirJanelaHtml } from '@site/shared/ui';

import { Renderizador } from './renderizador';

/**
 * The renderer of one process: the API client asks the backends at the internal origin, CMS HTML
 * is sanitized against jsdom's DOM (DOMPurify's way on Node), and pages are rendered and kept.
 */
export async function arrancarRenderizador(opcoes: OpcoesRenderizador): Promise<Renderizador> {
  await prepararClienteRenderizador(opcoes.origemInterna);
  await definirJanelaHtml(
    new JSDOM('').window as unknown as Parameters<typeof definirJanelaHtml>[0],
  );
  return new Renderizador(opcoes);
}
