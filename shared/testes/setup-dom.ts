import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';

import { prepararSanitizador } from '../src/ui';

import { limparClientes } from './clientes';
import { servidor } from './rede';

/** Requests no handler answered in the current test: each one fails that test. */
const semResposta: string[] = [];
/** The real timer, even when a test left Jest's fake timers on. */
const adiar = globalThis.setTimeout;
const proximaTarefa = () => new Promise((resolver) => adiar(resolver, 0));

// DOMPurify loads with the first CMS HTML a page renders itself; tests render at once.
beforeAll(() => prepararSanitizador());

beforeAll(() =>
  servidor.listen({
    onUnhandledRequest(pedido, aviso) {
      semResposta.push(`${pedido.method} ${pedido.url}`);
      aviso.error();
    },
  }),
);

afterEach(async () => {
  cleanup();
  limparClientes();
  // A request the test started reaches the fake network a moment later: let it arrive while the
  // test's handlers still answer, so it is neither lost nor blamed on the next test.
  await proximaTarefa();
  await proximaTarefa();
  servidor.resetHandlers();
  // A test starts without the cookies (XSRF token) an earlier one was given (a server-side test,
  // in Jest's node environment, has none).
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  for (const cookie of cookies.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const pedidos = semResposta.splice(0);
  if (pedidos.length > 0) {
    throw new Error(`Pedidos sem resposta simulada (use responder): ${pedidos.join(', ')}`);
  }
});

afterAll(() => servidor.close());
