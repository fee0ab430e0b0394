import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { cederVez } from '../ceder-vez';

/**
 * A federation runtime plugin that gives the main thread back between the steps of loading a
 * remote: after its entry script ran, before and after its container starts (negotiating the
 * shared modules), before each shared module is taken and before an exposed module runs. Each
 * step is a promise the runtime awaits; chained as microtasks they made one long task of a
 * remote's start (about 130 ms on `/` at 4x CPU slowdown), during which a tap waited. Awaiting
 * `scheduler.yield()` (or a message to ourselves) ends the task there: the same work, in tasks
 * short enough to answer input between them. Waterfall hooks hand their argument on unchanged.
 */
export default function cederNaFederacao(): ModuleFederationRuntimePlugin {
  const ceder = async <T>(argumentos: T): Promise<T> => {
    await cederVez();
    return argumentos;
  };
  return {
    name: 'ceder-na-federacao',
    afterLoadEntry: async () => {
      await cederVez();
    },
    beforeInitContainer: ceder,
    initContainer: ceder,
    beforeLoadShare: ceder,
    beforeExecuteFactory: async () => {
      await cederVez();
    },
  };
}
