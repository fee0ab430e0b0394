import type { NomeRemoto } from '@site/shared/contract';
import type {
  AccaoLancamento,
  BuildLancado,
  EstadoLancamento,
  RegistoLancamentos,
} from '@site/shared/contract/lancamentos';

import { ErroPedido } from '../comum/http/erro-pedido';

/** Who asks and why: the credential's name and the reason given (kept in the history). */
export interface Autoria {
  por: string;
  porque: string;
  em: string;
}

const SEM_ESTADO: EstadoLancamento = { estavel: null, canario: null };

const igual = (a: BuildLancado | null, b: BuildLancado | null) =>
  a?.versao === b?.versao && a?.origem === b?.origem;

/** The record with `remoto` moved to `para`, the change appended to the history. */
function registar(
  registo: RegistoLancamentos,
  remoto: NomeRemoto,
  accao: AccaoLancamento,
  para: EstadoLancamento,
  autoria: Autoria,
): RegistoLancamentos {
  const de = registo.remotos[remoto] ?? SEM_ESTADO;
  return {
    remotos: { ...registo.remotos, [remoto]: para },
    historico: [...registo.historico, { remoto, accao, de, para, ...autoria }],
  };
}

/**
 * Starts (or moves) a canary: `build` for `percentagem` % of visitors, the stable build for the
 * rest. The first release of a remote has no stable build to compare with: it is promoted.
 */
export function iniciarCanario(
  registo: RegistoLancamentos,
  remoto: NomeRemoto,
  build: BuildLancado,
  percentagem: number,
  autoria: Autoria,
): RegistoLancamentos {
  const actual = registo.remotos[remoto] ?? SEM_ESTADO;
  if (!actual.estavel) {
    throw new ErroPedido(
      409,
      `O remoto ${remoto} ainda não tem versão estável: promova ${build.versao} primeiro.`,
    );
  }
  if (igual(actual.estavel, build)) {
    throw new ErroPedido(409, `A versão ${build.versao} já é a estável de ${remoto}.`);
  }
  return registar(
    registo,
    remoto,
    'canario',
    { ...actual, canario: { ...build, percentagem } },
    autoria,
  );
}

/**
 * Makes a build the stable one for every visitor: the one given, or the canary when none is
 * given. The canary ends.
 */
export function promover(
  registo: RegistoLancamentos,
  remoto: NomeRemoto,
  build: BuildLancado | null,
  autoria: Autoria,
): RegistoLancamentos {
  const actual = registo.remotos[remoto] ?? SEM_ESTADO;
  const alvo =
    build ??
    (actual.canario ? { versao: actual.canario.versao, origem: actual.canario.origem } : null);
  if (!alvo) {
    throw new ErroPedido(409, `O remoto ${remoto} não tem canário a promover: indique a versão.`);
  }
  return registar(registo, remoto, 'promover', { estavel: alvo, canario: null }, autoria);
}

/**
 * Ends the canary at 0 % (the gate's alert, or a team's call): every visitor back on the stable
 * build. Nothing to end is not an error for the gate, which may fire twice: the record is kept.
 */
export function abortarCanario(
  registo: RegistoLancamentos,
  remoto: NomeRemoto,
  autoria: Autoria,
  versao?: string,
): RegistoLancamentos {
  const actual = registo.remotos[remoto] ?? SEM_ESTADO;
  if (!actual.canario || (versao && actual.canario.versao !== versao)) return registo;
  return registar(registo, remoto, 'abortar', { ...actual, canario: null }, autoria);
}

/**
 * Rolls the stable build back to the one before it (the history's last other stable build): a
 * pointer change, no rebuild. Any canary ends.
 */
export function reverter(
  registo: RegistoLancamentos,
  remoto: NomeRemoto,
  autoria: Autoria,
): RegistoLancamentos {
  const actual = registo.remotos[remoto] ?? SEM_ESTADO;
  const anterior = [...registo.historico]
    .reverse()
    .filter((entrada) => entrada.remoto === remoto)
    .map((entrada) => entrada.de.estavel)
    .find((estavel) => estavel && !igual(estavel, actual.estavel));
  if (!anterior) {
    throw new ErroPedido(409, `O remoto ${remoto} não tem versão anterior para onde voltar.`);
  }
  return registar(registo, remoto, 'reverter', { estavel: anterior, canario: null }, autoria);
}
