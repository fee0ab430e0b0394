import { JSDOM } from 'jsdom';

import { prepararClienteServidor } from '@site/shared/api';
import { definirJanelaHtml } from '@site/shared/ui';

import { ServicoPaginas, type OpcoesServicoPaginas } from './servico-paginas';

/**
 * The renderer of one process: the API client asks the backends at the internal origin, CMS HTML
 * is sanitized against jsdom's DOM (DOMPurify's way on Node), and pages are rendered and kept.
 */
export async function criarServico(opcoes: OpcoesServicoPaginas): Promise<ServicoPaginas> {
  await prepararClienteServidor(opcoes.origemInterna);
  await definirJanelaHtml(
    new JSDOM('').window as unknown as Parameters<typeof definirJanelaHtml>[0],
  );
  return new ServicoPaginas(opcoes);
}
