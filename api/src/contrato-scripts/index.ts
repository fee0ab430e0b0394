// What scripts that run on the host (scripts/compose-test-browser.mjs) read of the contract:
// bundled by build.mjs for Node as dist/contrato.js.
export {
  eventoPublico,
  GRUPOS,
  pedidoClassificacao,
  rotasPublicas,
  urlEndpoint,
} from '@site/shared/contract';
