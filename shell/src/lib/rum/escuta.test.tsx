import { act, render } from '@testing-library/react';

import { EVENTO_SECCAO_VISTA, type BeaconRum } from '@site/shared/contract';
import { LimiteErro } from '@site/shared/ui';

import { escutarVisita } from './escuta';

/*
 * The first load's part of the visitors' reports: what happens before the reporter loads (an
 * error caught by a block's boundary, a section shown) is kept and sent once it has loaded, after
 * the page is interactive; nothing is sent before.
 */

const enviados: BeaconRum[] = [];

function Rebenta(): never {
  throw new Error('a secção falhou');
}

it('guarda o que acontece antes de o relatório carregar e entrega-lho depois da carga', async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, corpo: string) => enviados.push(JSON.parse(corpo) as BeaconRum),
  });
  window.history.pushState({}, '', '/eventos');
  escutarVisita({ slugAssociacao: 'aaq', amostra: 0 });

  const { container } = render(
    <div data-modulo="mfe_eventos/Eventos" data-versao-navegador="1.4.1+bbbbbbb">
      <LimiteErro nome="a secção Eventos">
        <Rebenta />
      </LimiteErro>
    </div>,
  );
  container.firstElementChild!.dispatchEvent(
    new CustomEvent(EVENTO_SECCAO_VISTA, { bubbles: true }),
  );
  await act(() => jest.advanceTimersByTimeAsync(4000));
  expect(enviados).toEqual([]);

  // Past the wait after the load event, the reporter loads and sends the error within 1 s.
  await act(() => jest.advanceTimersByTimeAsync(1000));
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(enviados).toEqual([
    {
      r: '/eventos/*',
      e: 'tablet',
      l: 'desconhecida',
      s: [{ d: 'mfe_eventos', ve: '1.4.1+bbbbbbb' }],
      x: [{ k: 'limite', d: 'mfe_eventos', ve: '1.4.1+bbbbbbb' }],
    },
  ]);
  jest.useRealTimers();
});
