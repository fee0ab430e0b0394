import type { FastifyInstance } from 'fastify';

import { CAMINHO_API_PESQUISA, caminhoEvento } from '@site/shared/contract';

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
