import { act, render } from '@testing-library/react';

import { CAMINHO_API_RUM, EVENTO_SECCAO_VISTA, type BeaconRum } from '@site/shared/contract';
import { LimiteErro } from '@site/shared/ui';

import { donoDe, enviarRelatorio, iniciarRelatorio } from './relatorio';

/*
 * What a visitor's browser sends to the collector: the beacons as navigator.sendBeacon gets them
 * (jsdom has none; the page's own code builds them), from a page whose sections carry the
 * markers the renderer and the hydration write.
 */

const enviados: { url: string; beacon: BeaconRum }[] = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, corpo: string) => {
      enviados.push({ url, beacon: JSON.parse(corpo) as BeaconRum });
      return true;
    },
  });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 360 });
  iniciarRelatorio({ slugAssociacao: 'aaq', amostra: 0 }, []);
});

beforeEach(() => {
  jest.useFakeTimers();
  enviados.length = 0;
  window.history.pushState({}, '', '/eventos/12?nome=Ana&email=ana@exemplo.ao');
});

afterEach(() => {
  enviarRelatorio();
  jest.useRealTimers();
});

/** A remote section as the page has it: its module, the server's version and the browser's. */
function Seccao(props: { children: React.ReactNode; versao?: string }) {
  return (
    <div
      className="seccao-remota"
      data-modulo="mfe_eventos/Eventos"
      data-versao="1.4.0+aaaaaaa"
      data-versao-navegador={props.versao ?? '1.4.1+bbbbbbb'}
    >
      {props.children}
    </div>
  );
}

function Rebenta(): never {
  throw new Error('a secção falhou');
}

describe('o relatório dos visitantes', () => {
  it('um erro apanhado pela fronteira de um bloco vai em 1 s, com o remoto e a versão hidratada, sem o endereço', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <Seccao>
        <LimiteErro nome="a secção Eventos">
          <Rebenta />
        </LimiteErro>
      </Seccao>,
    );
    expect(enviados).toEqual([]);
    act(() => jest.advanceTimersByTime(1000));
    expect(enviados).toHaveLength(1);
    expect(enviados[0]!.url).toBe(CAMINHO_API_RUM);
    expect(enviados[0]!.beacon).toEqual({
      r: '/eventos/*',
      e: 'telemovel',
      l: 'desconhecida',
      x: [{ k: 'limite', d: 'mfe_eventos', ve: '1.4.1+bbbbbbb' }],
    });
    expect(JSON.stringify(enviados)).not.toMatch(/Ana|exemplo|falhou|12/);
  });

  it('o mesmo erro na mesma visita vai uma vez só', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let vez = 0; vez < 3; vez += 1) {
      render(
        <Seccao versao="1.4.2+ddddddd">
          <LimiteErro nome="a secção Eventos">
            <Rebenta />
          </LimiteErro>
        </Seccao>,
      );
    }
    act(() => jest.advanceTimersByTime(1000));
    expect(enviados.map(({ beacon }) => beacon.x)).toEqual([
      [{ k: 'limite', d: 'mfe_eventos', ve: '1.4.2+ddddddd' }],
    ]);
  });

  it('um erro não apanhado conta como da janela, do remoto de cujo script veio', () => {
    Object.assign(window, { __versoesRemotos: { mfe_conteudos: '1.0.0+ccccccc' } });
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          error: new Error('x'),
          filename: 'http://127.0.0.1/mf/conteudos/__federation_expose_Faqs.3f2a.js',
        }),
      );
      window.dispatchEvent(
        new ErrorEvent('error', { error: new Error('y'), filename: '/main.js' }),
      );
      // A script of another origin: no error, no file; not counted.
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
      jest.advanceTimersByTime(1000);
    });
    expect(enviados.map(({ beacon }) => beacon.x)).toEqual([
      [
        { k: 'janela', d: 'mfe_conteudos', ve: '1.0.0+ccccccc' },
        { k: 'janela', d: 'shell', ve: 'unknown' },
      ],
    ]);
  });

  it('as secções vistas vão quando a página fica escondida; outra rota, outro relatório', () => {
    const { container } = render(
      <>
        <Seccao>eventos</Seccao>
        <div data-modulo="mfe_conteudos/Faqs" data-versao-navegador="1.0.0+ccccccc">
          faqs
        </div>
      </>,
    );
    const [eventos, conteudos] = Array.from(container.querySelectorAll('[data-modulo]'));
    const vista = () => new CustomEvent(EVENTO_SECCAO_VISTA, { bubbles: true });
    eventos!.dispatchEvent(vista());
    window.history.pushState({}, '', '/');
    conteudos!.dispatchEvent(vista());
    expect(enviados.map(({ beacon }) => [beacon.r, beacon.s])).toEqual([
      ['/eventos/*', [{ d: 'mfe_eventos', ve: '1.4.1+bbbbbbb' }]],
    ]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(enviados.map(({ beacon }) => [beacon.r, beacon.s])).toEqual([
      ['/eventos/*', [{ d: 'mfe_eventos', ve: '1.4.1+bbbbbbb' }]],
      ['/', [{ d: 'mfe_conteudos', ve: '1.0.0+ccccccc' }]],
    ]);
  });

  it('fora de uma secção remota, o dono é o shell', () => {
    expect(donoDe(document.body).d).toBe('shell');
    expect(donoDe(null).d).toBe('shell');
  });
});
