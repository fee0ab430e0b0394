import { consolaComRastreio, iniciarRastreio } from '@site/shared/contract/ops/rastreio';

import { VERSAO_SHELL } from '../lib/versao-shell';

/**
 * Traces the renderer run on its own (the ssr image): its server on `node:http` takes up the
 * gateway's `traceparent`, and its reads (axios on `node:http`, `fetch` for the remotes and the
 * configuration) carry it on, so the CMS calls of a render share the page request's trace id.
 * Every line the renderer writes inside a request ends with `trace_id=<id>`. Hosted by the
 * local site, the renderer is traced by that program's own start instead.
 */
export function rastrearRenderizador(ambiente: Record<string, string | undefined>): void {
  const rastreio = iniciarRastreio({
    servico: 'ssr',
    versao: VERSAO_SHELL,
    http: 'entrada-e-saida',
    ambiente,
  });
  if (rastreio) consolaComRastreio();
}
