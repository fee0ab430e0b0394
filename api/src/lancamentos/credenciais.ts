import { createHash, timingSafeEqual } from 'node:crypto';

import { PASTAS_REMOTOS, type NomeRemoto } from '@site/shared/contract';

import { ErroPedido } from '../comum/http/erro-pedido';

/** Who a credential is: a remote's team, or the gate (Alertmanager), which may only end canaries. */
export type Titular = NomeRemoto | 'alertas';

/** The variable each credential is read from: `LANCAMENTOS_CREDENCIAL_MFE_EVENTOS`, `…_ALERTAS`. */
const variavelCredencial = (titular: Titular) => `LANCAMENTOS_CREDENCIAL_${titular.toUpperCase()}`;

const resumo = (segredo: string) => createHash('sha256').update(segredo).digest();

/**
 * The credentials, from the environment, one per remote and one for the gate: kept as their
 * SHA-256 only, compared in constant time. A remote without one cannot be released through the
 * API (its team has no credential yet). A secret shorter than 24 characters is refused at start.
 */
export class Credenciais {
  private readonly resumos = new Map<Titular, Buffer>();

  constructor(ambiente: Record<string, string | undefined>) {
    for (const titular of [...(Object.keys(PASTAS_REMOTOS) as NomeRemoto[]), 'alertas' as const]) {
      const segredo = ambiente[variavelCredencial(titular)]?.trim();
      if (!segredo) continue;
      if (segredo.length < 24) {
        throw new Error(`${variavelCredencial(titular)}: at least 24 characters`);
      }
      this.resumos.set(titular, resumo(segredo));
    }
  }

  /** The holder of the `Authorization: Bearer …` header's secret; 401 when none matches. */
  titular(cabecalho: string | undefined): Titular {
    const segredo = /^Bearer\s+(\S+)$/i.exec(cabecalho?.trim() ?? '')?.[1];
    if (segredo) {
      const dado = resumo(segredo);
      for (const [titular, guardado] of this.resumos) {
        if (timingSafeEqual(dado, guardado)) return titular;
      }
    }
    throw new ErroPedido(401, 'Credencial de lançamento em falta ou inválida.');
  }

  /** The team of `remoto`, and only it, may release it: 403 for another's credential. */
  autorizar(cabecalho: string | undefined, remoto: NomeRemoto): Titular {
    const titular = this.titular(cabecalho);
    if (titular !== remoto) {
      throw new ErroPedido(403, `Esta credencial não pode lançar o remoto ${remoto}.`);
    }
    return titular;
  }
}
