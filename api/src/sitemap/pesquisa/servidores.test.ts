import type { FastifyInstance } from 'fastify';

import {
  CAMINHO_API_PESQUISA,
  caminhoEvento,
  urlEndpoint,
  type Pagina,
} from '@site/shared/contract';

import { criarDescobertaDeTeste, type DescobertaDeTeste } from '../testes/descoberta-de-teste';

let servidores: DescobertaDeTeste;
let descoberta: FastifyInstance;

beforeAll(async () => {
  servidores = await criarDescobertaDeTeste();
  descoberta = servidores.descoberta;
});
afterAll(() => servidores.fechar());

interface Resposta {
  objecto: { total: number; resultados: { tipo: string; titulo: string; caminho: string }[] };
}
const pesquisar = async (app: FastifyInstance, q: string) =>
  (await app.inject(`${CAMINHO_API_PESQUISA}?q=${encodeURIComponent(q)}`)).json<Resposta>().objecto;

describe('pesquisa na semente, no servidor de descoberta (Docker)', () => {
  it('encontra normas, eventos e páginas, e nunca um evento escondido', async () => {
    const app = () => descoberta;
    const { publicos, escondidos } = await servidores.eventosDoCms();
    expect(escondidos.length).toBeGreaterThan(0);

    const norma = await pesquisar(app(), 'iso 9001');
    const pagina = await pesquisar(app(), 'normalizacao');
    expect(norma.resultados[0]?.tipo).toBe('norma');
    expect(pagina.resultados.map((r) => r.caminho)).toContain('/normalizacao');
    for (const escondido of escondidos) {
      const encontrados = await pesquisar(app(), escondido.titulo);
      expect(encontrados.resultados.map((r) => r.caminho)).not.toContain(caminhoEvento(escondido));
    }
    const [publico] = publicos;
    const achado = await pesquisar(app(), publico?.titulo ?? '');
    expect(achado.resultados.map((r) => r.caminho)).toContain(publico && caminhoEvento(publico));
  });

  it('o sitemap não lista a página de resultados da pesquisa', async () => {
    const sitemap = await descoberta.inject('/sitemap.xml');

    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/pesquisa');
  });
});

describe('pesquisa num CMS que responde o detalhe das páginas noutra forma', () => {
  let outro: DescobertaDeTeste;
  let legivel: DescobertaDeTeste;
  beforeAll(async () => {
    [outro, legivel] = await Promise.all([
      criarDescobertaDeTeste('minimo-outra-forma'),
      criarDescobertaDeTeste('minimo'),
    ]);
  });
  afterAll(() => Promise.all([outro.fechar(), legivel.fechar()]));

  const encontrados = async (servidores: DescobertaDeTeste, q: string) =>
    (await pesquisar(servidores.descoberta, q)).resultados.map((r) => `${r.titulo} ${r.caminho}`);

  it('encontra cada página e secção do menu como no mesmo CMS com o detalhe legível, e os eventos', async () => {
    const paginas = (await outro.api.obter(urlEndpoint('paginas'))).json<{
      objecto: Pagina[];
    }>().objecto;
    const detalhe = (
      await outro.api.obter(urlEndpoint('pagina', { idPagina: 4, comSeccoes: true }))
    ).json<{ objecto: Record<string, unknown> }>().objecto;
    const activas = paginas.filter((p) => p.activo);
    const consultas = [
      ...activas.map((p) => p.textoPagina),
      ...activas.flatMap((p) => p.seccoesMenu.filter((s) => s.activo).map((s) => s.nome)),
    ];
    const { publicos } = await outro.eventosDoCms();

    // The detail is not the contract's shape: no page could be indexed from it.
    expect(detalhe).not.toHaveProperty('textoPagina');
    expect(consultas.length).toBeGreaterThan(5);
    for (const consulta of consultas) {
      const esperados = (await encontrados(legivel, consulta)).filter((r) =>
        r.startsWith(`${consulta} `),
      );
      expect(await encontrados(outro, consulta)).toEqual(expect.arrayContaining(esperados));
    }
    const [evento] = publicos;
    const achados = (await pesquisar(outro.descoberta, evento?.titulo ?? '')).resultados;
    expect(achados.map((r) => r.caminho)).toContain(evento && caminhoEvento(evento));
  });
});
