import { pedir } from '../comum/http';
import {
  arrancarServidor,
  pastaDados,
  portaLivre,
  SCRIPT_SITE,
  verificarConstrucao,
  type Servidor,
} from '../comum/servidor';

/*
 * The renderer keeps one copy per page, not per address: a link shared with tracking tags
 * (`utm_*`, `fbclid`, `gclid`, made-up parameters) is rendered once, and the parameters a page
 * reads (the search's `q`) still make pages of their own. Measured on the built site through its
 * `X-Cache` header, which says whether the answer was rendered (MISS) or kept (HIT).
 */

verificarConstrucao({ site: true });

describe('a cópia guardada de cada página', () => {
  let site: Servidor;
  const dados = pastaDados('ssr-chave-');

  beforeAll(async () => {
    site = await arrancarServidor({
      script: SCRIPT_SITE,
      porta: await portaLivre(),
      dataDir: dados.pasta,
      // A long deadline: the figures here are cache states, not times, on a machine that may be busy.
      env: { SSR_CACHE_SEGUNDOS: '600', SSR_PRAZO_MS: '5000' },
    });
  }, 60_000);

  afterAll(async () => {
    await site?.parar();
    dados.remover();
  });

  async function obter(caminho: string) {
    const resposta = await pedir({ url: `${site.url}${caminho}` });
    return {
      estado: resposta.status,
      cache: String(resposta.cabecalhos['x-cache'] ?? ''),
      html: resposta.texto,
    };
  }

  it('endereços que só diferem em etiquetas de seguimento são uma página, desenhada uma vez', async () => {
    const primeira = await obter('/eventos?utm_source=whatsapp&utm_medium=grupo');
    expect(primeira).toMatchObject({ estado: 200, cache: 'MISS' });
    for (const caminho of [
      '/eventos?fbclid=IwAR0abc',
      '/eventos?gclid=Cj0KCQ&utm_campaign=boletim',
      '/eventos?inventado=1',
      '/eventos',
    ]) {
      const outra = await obter(caminho);
      expect({ caminho, estado: outra.estado, cache: outra.cache }).toEqual({
        caminho,
        estado: 200,
        cache: 'HIT',
      });
      // The page kept is the page without them: no tag reaches the HTML or its canonical link.
      expect(outra.html).not.toMatch(/utm_|fbclid|gclid|inventado/);
    }
    expect(primeira.html).toContain('rel="canonical"');
    expect(primeira.html).not.toMatch(/utm_|whatsapp&/);
  });

  it('o parâmetro que a página lê faz páginas diferentes, e o resto não conta', async () => {
    const normas = await obter('/pesquisa?q=normalizacao&utm_source=x');
    const eventos = await obter('/pesquisa?q=conferencia');
    expect(normas).toMatchObject({ estado: 200, cache: 'MISS' });
    expect(eventos).toMatchObject({ estado: 200, cache: 'MISS' });
    expect(await obter('/pesquisa?fbclid=1&q=normalizacao')).toMatchObject({ cache: 'HIT' });
    expect(normas.html).not.toBe(eventos.html);
  });
});
