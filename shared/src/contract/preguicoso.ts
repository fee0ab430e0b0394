/**
 * A value built on first use. zod builds each schema when its module is evaluated, and the contract
 * holds dozens of them: on a phone that is tens of milliseconds of main-thread work before the page
 * can respond, even on a server-rendered page whose data the browser never parses. Wrapped here,
 * a schema is built the first time anything reads it (a parse, or a schema built from it), so the
 * contract's modules load without building any.
 *
 * The proxy forwards every operation to the built value: zod reads its schemas through properties
 * (`_zod`, `parse`, ...) and recognises them through `Symbol.hasInstance` traits, both of which go
 * through the proxy.
 */
export function preguicoso<T extends object>(criar: () => T): T {
  let valor: T | undefined;
  const obter = (): T => (valor ??= criar());
  return new Proxy({} as T, {
    get: (_alvo, chave) => Reflect.get(obter(), chave) as unknown,
    set: (_alvo, chave, novo) => Reflect.set(obter(), chave, novo),
    has: (_alvo, chave) => Reflect.has(obter(), chave),
    ownKeys: () => Reflect.ownKeys(obter()),
    getPrototypeOf: () => Reflect.getPrototypeOf(obter()),
    getOwnPropertyDescriptor: (_alvo, chave) => {
      const descritor = Reflect.getOwnPropertyDescriptor(obter(), chave);
      // The proxy's own target is empty: a property it reports must be configurable.
      return descritor ? { ...descritor, configurable: true } : undefined;
    },
  });
}
