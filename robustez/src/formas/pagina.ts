import type { BrowserContext, Page, Route } from 'playwright-core';

import { aplicarMutacao, idMutacao, type Json, type Mutacao } from './mutacoes';

/** The API bases the site reads; the first path segment after `/api/v1/` onwards is the call. */
const API = /^\/(cms|eve|apl)\/api\/v\d+\/(.+)$/;

/** One call the page made to an API, as the browser saw it. */
export interface Chamada {
  metodo: string;
  /** `cms paginas/pagina/{id}/pt/true`: base, method when not GET, and the path with ids made generic. */
  endpoint: string;
  /** The path after the base, as requested (`paginas/pagina/13/pt/true`). */
  caminho: string;
  /** The real answer (JSON), when observing. */
  resposta?: Json;
}

/**
 * The endpoint a request belongs to, or undefined when it is not a JSON call of an API (media
 * files, the XSRF priming HEAD). Numeric path segments are ids: `registos/ListarImagem/{id}/pt`.
 */
export function endpointDe(metodo: string, url: string): Omit<Chamada, 'resposta'> | undefined {
  const { pathname } = new URL(url);
  const partes = API.exec(pathname);
  if (!partes || !['GET', 'POST'].includes(metodo)) return undefined;
  const [, base, caminho] = partes as unknown as [string, string, string];
  if (caminho.startsWith('media/') || caminho.startsWith('arquivos/')) return undefined;
  const generico = caminho
    .split('/')
    .map((segmento) => (/^\d+$/.test(segmento) ? '{id}' : segmento))
    .join('/');
  return {
    metodo,
    endpoint: `${metodo === 'GET' ? '' : `${metodo} `}${base} ${generico}`,
    caminho,
  };
}

/** Console errors the spec itself asks for (section 8): logged, nothing shown. */
const ERROS_DA_ESPECIFICACAO = [
  'Erro ao buscar tipos de eventos',
  'Erro ao buscar contactos',
] as const;

/** A console error as the browser reported it, with the resource it names (failed loads). */
interface LinhaErro {
  texto: string;
  origem: string;
}

/**
 * Console errors that are not the site's: the spec's two log lines, and the browser's own line
 * for an image that did not load (a mutated image URL points to nothing; the site cannot prevent
 * the request and the visitor sees the alt text). Any other failed load (an API call, a script)
 * is never tolerated.
 */
function erroTolerado(linha: LinhaErro, imagensFalhadas: ReadonlySet<string>): boolean {
  if ((ERROS_DA_ESPECIFICACAO as readonly string[]).includes(linha.texto)) return true;
  return linha.texto.startsWith('Failed to load resource') && imagensFalhadas.has(linha.origem);
}

const textoErro = (linha: LinhaErro) =>
  `${linha.texto.slice(0, 300)}${
    linha.texto.startsWith('Failed to load resource') && linha.origem
      ? ` (${linha.origem.slice(0, 200)})`
      : ''
  }`;

/** A warning line without its numbers and quoted values: "the same endpoint and reason". */
const normalizarAviso = (texto: string) =>
  texto
    .replace(/"[^"]*"|'[^']*'/g, '…')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim();

/** What one page showed once settled. */
export interface Exame {
  rota: string;
  endpoint?: string;
  mutacao?: string;
  /** Answers this page received mutated, and where the mutation landed in them. */
  aplicadas: number;
  locais: string[];
  emBranco: boolean;
  /** Why the page counts as blank (missing navbar, footer, or anything readable in main). */
  motivos: string[];
  excepcoes: string[];
  errosConsola: string[];
  errosTolerados: number;
  /** console.warn lines (the first 20 kept) and how many there were. */
  avisos: string[];
  numeroAvisos: number;
  /** Warnings the browser itself printed (no console.warn call): informational. */
  avisosNavegador: number;
  /** Warning lines repeated on the page once numbers and quoted values are set aside. */
  avisosRepetidos: string[];
  /** A section boundary caught a render error ("A secção … está temporariamente indisponível"). */
  seccaoIndisponivel: boolean;
  /** A Portuguese error panel with "Tentar novamente" is on the page. */
  painelErro: boolean;
  /** The settle rule hit its cap (the page never went quiet or kept loading). */
  limiteAtingido: boolean;
  /** The start of what main shows, for examples. */
  textoMain: string;
  duracaoMs: number;
  chamadas: Chamada[];
}

/** Runs in the page: the things a visitor must see, and the states that are not content. */
function examinar() {
  const visivel = (elemento: Element | null): elemento is HTMLElement => {
    if (!elemento) return false;
    const caixa = elemento.getBoundingClientRect();
    return (
      caixa.width > 0 &&
      caixa.height > 0 &&
      elemento.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    );
  };
  const portugues = /[ãõçáéíóúâêô]|\b(não|foi|possível|tente|ainda|sem|há|nenhum)\b/i;
  const aCarregar = (elemento: Element) =>
    elemento.matches('.estado-carregar') ||
    (elemento.getAttribute('role') === 'status' && /A carregar/i.test(elemento.textContent ?? ''));
  const main = document.querySelector('main');
  const titulos = main
    ? Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')).filter(
        (titulo) => visivel(titulo) && (titulo.textContent ?? '').trim().length > 0,
      )
    : [];
  const mensagens = main
    ? Array.from(main.querySelectorAll('[role="alert"], [role="status"], .estado-vazio')).filter(
        (mensagem) =>
          visivel(mensagem) && !aCarregar(mensagem) && portugues.test(mensagem.textContent ?? ''),
      )
    : [];
  const textoMain = (main?.innerText ?? '').replace(/\s+/g, ' ').trim();
  return {
    navbar: visivel(document.querySelector('nav[aria-label="Navegação principal"]')),
    rodape: visivel(document.querySelector('footer')),
    main: Boolean(main),
    legivel: titulos.length + mensagens.length > 0,
    indisponivel: /temporariamente indisponível/.test(textoMain),
    painelErro: Array.from(document.querySelectorAll('[role="alert"]')).some(
      (alerta) =>
        visivel(alerta) &&
        Array.from(alerta.querySelectorAll('button')).some((b) =>
          /Tentar novamente/.test(b.textContent ?? ''),
        ),
    ),
    textoMain: textoMain.slice(0, 160),
  };
}

/** Runs in the page: whether it is still starting or shows a loading state anywhere. */
function aindaACarregar(exigirMain: boolean): boolean {
  if (document.readyState !== 'complete') return true;
  if (exigirMain && !document.querySelector('main')) return true;
  return Array.from(document.querySelectorAll('.estado-carregar, [role="status"]')).some(
    (elemento) =>
      /A carregar/i.test(elemento.textContent ?? '') && elemento.getBoundingClientRect().height > 0,
  );
}

/** How long a page may take to settle, and what settled means. */
export const ASSENTAR = {
  /** No request in flight for this long once the calls of the unmutated route were all made. */
  silencioMs: 500,
  /**
   * When observing (no known calls yet), a longer silence: the footer asks for its data 400 ms
   * after it mounts, and the page must have its main element.
   */
  silencioObservarMs: 1_500,
  /** The calls the unmutated route made are awaited this long, then no more (a mutation may stop some). */
  chamadasEsperadasMs: 4_000,
  /** Hard cap: a page that never settles is examined as it is then. */
  limiteMs: 20_000,
} as const;

const pausa = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

/**
 * Waits until the page settled: loaded, nothing in flight for a while, the mutated endpoint's call
 * made, every other call the unmutated route made seen (up to `chamadasEsperadasMs`), and no
 * loading state shown; or the cap. Returns whether the cap was hit. With `interagir`, a key is
 * pressed before the page may count as settled, and again each second while it shows a loading
 * state: a server-rendered page hydrates a part (or renders a block the server left to it) when
 * it nears the screen or at the visitor's first interaction (`quandoPerto`).
 */
async function assentar(
  pagina: Page,
  inicio: number,
  rede: { emVoo: Set<unknown>; ultimaActividade: number; vistos: Set<string> },
  esperados: readonly string[] | undefined,
  mutado: string | undefined,
  interagir = false,
): Promise<boolean> {
  const silencio = esperados ? ASSENTAR.silencioMs : ASSENTAR.silencioObservarMs;
  let tecla = 0;
  const premir = async () => {
    await pagina.keyboard.press('Shift').catch(() => undefined);
    tecla = Date.now();
    rede.ultimaActividade = tecla;
  };
  while (Date.now() - inicio < ASSENTAR.limiteMs) {
    await pausa(100);
    if (rede.emVoo.size > 0 || Date.now() - rede.ultimaActividade < silencio) continue;
    // The mutated endpoint's call is the one under test: it is awaited up to the cap.
    if (mutado && !rede.vistos.has(mutado)) continue;
    const todos = (esperados ?? []).every((endpoint) => rede.vistos.has(endpoint));
    if (!todos && Date.now() - inicio < ASSENTAR.chamadasEsperadasMs) continue;
    const carregando = await pagina.evaluate(aindaACarregar, !esperados).catch(() => false);
    if (interagir && (tecla === 0 || (carregando && Date.now() - tecla > 1000))) await premir();
    else if (!carregando) return false;
  }
  return true;
}

export interface PedidoVisita {
  rota: string;
  /** Answer this endpoint's calls with the mutated real answer. */
  mutar?: { endpoint: string; mutacao: Mutacao };
  /** Keep every API call with its real answer (observing the unmutated site). */
  registar?: boolean;
  /** Endpoints the unmutated route calls (part of the settle rule). */
  esperados?: readonly string[];
  /**
   * Positive control: after settling, the harness itself throws, logs an error, repeats a warning,
   * loads a missing image and a missing script, and empties the page, so that each detector has
   * something to see (and the tolerance for failed images is seen to stop at images).
   */
  estragar?: boolean;
  /** Press a key while settling, so that every part of a server-rendered page hydrates (see `assentar`). */
  interagir?: boolean;
}

/** Answers `endpoint`'s calls with the real answer, fetched from the site, mutated. */
async function responderMutado(
  rota: Route,
  mutacao: Mutacao,
  registo: { aplicadas: number; locais: string[] },
) {
  const real = await rota.fetch();
  let corpo: Json;
  try {
    corpo = JSON.parse(await real.text()) as Json;
  } catch {
    await rota.fulfill({ response: real });
    return;
  }
  const mutada = aplicarMutacao(corpo, mutacao);
  if (!mutada) {
    await rota.fulfill({ response: real });
    return;
  }
  registo.aplicadas++;
  registo.locais.push(mutada.local);
  const cabecalhos = Object.fromEntries(
    Object.entries(real.headers()).filter(
      // set-cookie: route.fetch() may have been answered a new XSRF cookie; the browser keeps its own.
      ([nome]) =>
        !['content-length', 'content-encoding', 'set-cookie'].includes(nome.toLowerCase()),
    ),
  );
  await rota.fulfill({
    status: real.status(),
    headers: { ...cabecalhos, 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(mutada.resposta),
  });
}

/** Opens one route in a new page of `contexto`, lets it settle and examines it. */
export async function visitar(
  contexto: BrowserContext,
  urlBase: string,
  pedido: PedidoVisita,
): Promise<Exame> {
  const inicio = Date.now();
  const pagina = await contexto.newPage();
  const rede = {
    emVoo: new Set<unknown>(),
    ultimaActividade: Date.now(),
    vistos: new Set<string>(),
  };
  const excepcoes: string[] = [];
  const linhasErro: LinhaErro[] = [];
  const imagensFalhadas = new Set<string>();
  const avisos: string[] = [];
  let avisosNavegador = 0;
  const registo = { aplicadas: 0, locais: [] as string[] };
  const chamadas: Chamada[] = [];
  const leituras: Promise<void>[] = [];

  pagina.on('request', (pedidoRede) => {
    rede.emVoo.add(pedidoRede);
    rede.ultimaActividade = Date.now();
    const chamada = endpointDe(pedidoRede.method(), pedidoRede.url());
    if (chamada) rede.vistos.add(chamada.endpoint);
  });
  const terminou = (pedidoRede: unknown) => {
    rede.emVoo.delete(pedidoRede);
    rede.ultimaActividade = Date.now();
  };
  pagina.on('requestfinished', terminou);
  pagina.on('requestfailed', (pedidoRede) => {
    terminou(pedidoRede);
    if (pedidoRede.resourceType() === 'image') imagensFalhadas.add(pedidoRede.url());
  });
  pagina.on('response', (resposta) => {
    if (resposta.request().resourceType() === 'image' && resposta.status() >= 400) {
      imagensFalhadas.add(resposta.url());
    }
  });
  pagina.on('pageerror', (erro) => excepcoes.push(`${erro.name}: ${erro.message}`.slice(0, 300)));
  pagina.on('console', (mensagem) => {
    if (mensagem.type() === 'error') {
      linhasErro.push({ texto: mensagem.text(), origem: mensagem.location().url });
    } else if (mensagem.type() === 'warning') {
      // Without arguments the line is the browser's own (a srcset it cannot parse...), not console.warn.
      if (mensagem.args().length === 0) avisosNavegador++;
      else avisos.push(mensagem.text().slice(0, 300));
    }
  });
  pagina.on('dialog', (dialogo) => void dialogo.dismiss().catch(() => undefined));

  if (pedido.mutar) {
    const { endpoint, mutacao } = pedido.mutar;
    await pagina.route(
      (url) => API.test(url.pathname),
      async (rota) => {
        const chamada = endpointDe(rota.request().method(), rota.request().url());
        if (chamada?.endpoint !== endpoint) return rota.fallback();
        await responderMutado(rota, mutacao, registo).catch(() => undefined);
      },
    );
  }
  if (pedido.registar) {
    pagina.on('response', (resposta) => {
      const chamada = endpointDe(resposta.request().method(), resposta.url());
      if (!chamada) return;
      leituras.push(
        resposta.text().then(
          (texto) => {
            let corpo: Json | undefined;
            try {
              corpo = JSON.parse(texto) as Json;
            } catch {
              corpo = undefined;
            }
            chamadas.push(corpo === undefined ? chamada : { ...chamada, resposta: corpo });
          },
          () => undefined,
        ),
      );
    });
  }

  try {
    await pagina.goto(`${urlBase}${pedido.rota}`, { waitUntil: 'commit', timeout: 30_000 });
    const limiteAtingido = await assentar(
      pagina,
      inicio,
      rede,
      pedido.esperados,
      pedido.mutar?.endpoint,
      pedido.interagir,
    );
    if (pedido.estragar) {
      await pagina.evaluate(() => {
        setTimeout(() => {
          throw new Error('controlo positivo: excepção não apanhada');
        });
        console.error('controlo positivo: erro na consola');
        console.warn('controlo positivo: item descartado (3)');
        console.warn('controlo positivo: item descartado (4)');
        // A missing image is tolerated (the browser's line); a missing script never is.
        const imagem = document.createElement('img');
        imagem.src = '/cms/api/v1/media/controlo-inexistente.svg';
        const guiao = document.createElement('script');
        guiao.src = '/controlo-inexistente.js';
        document.body.append(imagem, guiao);
        document.getElementById('raiz')?.replaceChildren();
      });
      await pausa(500);
    }
    const exame = await pagina.evaluate(examinar).catch(() => undefined);
    await Promise.all(leituras);
    const motivos = !exame
      ? ['a página não respondeu ao exame']
      : [
          ...(exame.navbar ? [] : ['sem navbar']),
          ...(exame.rodape ? [] : ['sem rodapé']),
          ...(exame.legivel ? [] : [exame.main ? 'main sem título nem mensagem' : 'sem main']),
        ];
    const errosConsola = linhasErro
      .filter((linha) => !erroTolerado(linha, imagensFalhadas))
      .map(textoErro);
    const contagem = new Map<string, number>();
    for (const aviso of avisos) {
      const chave = normalizarAviso(aviso);
      contagem.set(chave, (contagem.get(chave) ?? 0) + 1);
    }
    return {
      rota: pedido.rota,
      ...(pedido.mutar
        ? { endpoint: pedido.mutar.endpoint, mutacao: idMutacao(pedido.mutar.mutacao) }
        : {}),
      aplicadas: registo.aplicadas,
      locais: [...new Set(registo.locais)],
      emBranco: motivos.length > 0,
      motivos,
      excepcoes,
      errosConsola,
      errosTolerados: linhasErro.length - errosConsola.length,
      avisos: avisos.slice(0, 20),
      numeroAvisos: avisos.length,
      avisosNavegador,
      avisosRepetidos: [...contagem].filter(([, vezes]) => vezes > 1).map(([aviso]) => aviso),
      seccaoIndisponivel: Boolean(exame?.indisponivel),
      painelErro: Boolean(exame?.painelErro),
      limiteAtingido,
      textoMain: exame?.textoMain ?? '',
      duracaoMs: Date.now() - inicio,
      chamadas,
    };
  } finally {
    await pagina.close().catch(() => undefined);
  }
}
