import { REDIRECCIONAMENTOS } from '@site/shared/contract/rotas';

/** `/parceiros` → `/parcerias`: the contract's old addresses, as a permanent redirect. */
export function redireccaoDe(caminho: string): string | undefined {
  const url = new URL(caminho, 'http://x');
  const de = url.pathname.replace(/^\/|\/$/g, '');
  const para = REDIRECCIONAMENTOS[de];
  return para ? `${para}${url.search}` : undefined;
}
