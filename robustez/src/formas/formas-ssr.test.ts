import { escreverResultado } from '../comum/resultados';
import { verificarConstrucao } from '../comum/servidor';

import { controloViu } from './contagem';
import type { ResultadoFormasSsr } from './contagem-ssr';
import { executarFormasSsr } from './executar-formas-ssr';
import { TIPOS_MUTACAO } from './mutacoes';

let resultado: ResultadoFormasSsr;

/**
 * CI renders every 4th page of the `ci` plan (one mutation per kind and endpoint), interleaved so
 * that each endpoint gets two to four kinds and each kind some endpoints: about 42 pages, under
 * 3 minutes on an idle 2-core machine. The report renders the whole corpus.
 */
const PASSO = 4;
/** The deadline only guards a saturated machine. */
const PRAZO_MS = 8 * 60_000;

beforeAll(async () => {
  verificarConstrucao({ site: true });
  resultado = await executarFormasSsr({ tamanho: 'ci', passo: PASSO, prazoMs: PRAZO_MS });
  escreverResultado('ci-formas-ssr', resultado);
}, PRAZO_MS + 120_000);

const exemplos = (figura: 'respostas5xx' | 'errosHidratacao' | 'excepcoes' | 'errosConsola') =>
  resultado.paginas
    .filter((p) => p[figura].length > 0)
    .map(
      (p) =>
        `${p.rota} ${p.endpoint} ${p.mutacao} em ${p.locais.join(' ')}: ${p[figura]
          .slice(0, 2)
          .map((linha) => linha.split('\n')[0])
          .join(' | ')}`,
    );

describe('respostas do CMS com formas inesperadas, desenhadas no servidor e hidratadas no Chromium', () => {
  it('descobre as rotas e os pedidos, e cada resposta mutada passa pelo renderizador do servidor', () => {
    expect(resultado.rotas.length).toBeGreaterThanOrEqual(18);
    expect(resultado.endpoints.length).toBeGreaterThanOrEqual(15);
    for (const endpoint of resultado.endpoints) {
      expect(endpoint.paginas).toBeGreaterThan(0);
      expect({ endpoint: endpoint.endpoint, noServidor: endpoint.mutadasNoServidor }).toEqual({
        endpoint: endpoint.endpoint,
        noServidor: endpoint.paginas,
      });
    }
    const aplicados = new Set(resultado.endpoints.flatMap((e) => e.tipos));
    expect([...aplicados].sort()).toEqual(TIPOS_MUTACAO.map((t) => t.id).sort());
  });

  it('desenha, dentro do prazo e sobre o mesmo build, todas as páginas planeadas', () => {
    expect(resultado.porRenderizar).toBe(0);
    expect(resultado.construcao.fim).toBe(resultado.construcao.inicio);
  });

  it('sem mutações, cada rota vem do servidor e hidrata sem falhas (controlo negativo)', () => {
    expect(resultado.base.falhas).toEqual([]);
  });

  it('uma página que o próprio teste estraga é vista em branco, com excepção, erros e aviso repetido (controlo positivo)', () => {
    expect(controloViu(resultado.controlo)).toBe(true);
  });

  it('um HTML do servidor que não corresponde ao que o navegador desenha é visto como erro de hidratação (controlo positivo)', () => {
    expect(resultado.controlosSsr.hidratacao.errosHidratacao).toEqual([
      expect.stringContaining('react.dev/errors/418'),
    ]);
  });

  it('um endpoint que responde 503 é visto como 5xx, e os blocos que o servidor deixa ao navegador não contam como erros de hidratação', () => {
    const { falha } = resultado.controlosSsr;
    expect(falha.respostas5xx.length).toBeGreaterThan(0);
    expect(falha.blocosNoNavegador.length).toBeGreaterThan(0);
    expect(falha.errosHidratacao).toEqual([]);
  });

  it('nenhuma resposta 5xx: nem a página, nem os pedidos que faz depois', () => {
    expect(exemplos('respostas5xx')).toEqual([]);
  });

  it('nenhuma página fica em branco: navbar, rodapé e um título ou mensagem no main', () => {
    expect(
      resultado.paginas
        .filter((p) => p.emBranco)
        .map((p) => `${p.rota} ${p.endpoint} ${p.mutacao}: ${p.motivos.join(', ')}`),
    ).toEqual([]);
  });

  it('nenhum erro de hidratação além dos blocos deixados de propósito ao navegador', () => {
    expect(exemplos('errosHidratacao')).toEqual([]);
  });

  it('nenhuma excepção por apanhar, nenhum erro inesperado na consola, nenhum aviso repetido', () => {
    expect(exemplos('excepcoes')).toEqual([]);
    expect(exemplos('errosConsola')).toEqual([]);
    expect(resultado.paginas.flatMap((p) => p.avisosRepetidos)).toEqual([]);
  });
});
