/**
 * The digest the server gives a block it could not render (data late or failed, a remote's server
 * build unreachable): the browser renders that block itself, and React reports it with this digest.
 */
export const DIGEST_FALHA_SERVIDOR = 'ssr-bloco-no-navegador';

/** Whether a recoverable hydration error is a block the server left to the browser on purpose. */
export function eFalhaPrevistaDoServidor(erro: unknown): boolean {
  return (
    typeof erro === 'object' &&
    erro !== null &&
    (erro as { digest?: unknown }).digest === DIGEST_FALHA_SERVIDOR
  );
}
