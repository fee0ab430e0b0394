import { escreverResultado } from '../comum/resultados';
import { verificarConstrucao } from '../comum/servidor';

import { executarFormas, type ResultadoFormas } from './executar-formas';
import { TIPOS_MUTACAO } from './mutacoes';

let resultado: ResultadoFormas;

/** About 3 minutes on an idle 2-core machine; the deadline only guards a saturated one. */
const PRAZO_MS = 10 * 60_000;

beforeAll(async () => {
  verificarConstrucao({ site: true });
  resultado = await executarFormas({ tamanho: 'ci', prazoMs: PRAZO_MS });
  escreverResultado('ci-formas', resultado);
}, PRAZO_MS + 120_000);

/** Every GET the site makes, and the one read it does by POST (issue G1). */
const ENDPOINTS_LIDOS = [
  'cms paginas/pt',
  'cms paginas/pagina/{id}/pt/true',
  'cms locais',
  'cms locais/local/{id}/pt',
  'cms redesSocias',
  'cms registos/Lista/{id}/pt/false',
  'cms registos/{id}/pt/true',
  'cms registos/ListarIcone/{id}/pt',
  'cms registos/ListarIconeConteudo/{id}/pt',
  'cms registos/ListarImagem/{id}/pt',
  'cms gruposTipos/{id}/pt',
  'cms equipas/pt',
  'eve tiposEventos/Lista/pt',
  'eve eventos/{id}/pt',
  'POST eve eventos/classificacao',
];

const exemplos = (tipo: 'emBranco' | 'excepcoes' | 'errosConsola' | 'avisosRepetidos') =>
  resultado.paginas
    .filter((p) => (tipo === 'emBranco' ? p.emBranco : p[tipo].length > 0))
    .map((p) => {
      const visto =
        tipo === 'emBranco'
          ? p.motivos.join(', ')
          : p[tipo]
              .slice(0, 2)
              .map((linha) => linha.split('\n')[0])
              .join(' | ');
      return `${p.rota} ${p.endpoint} ${p.mutacao} em ${p.locais.join(' ')}: ${visto}`;
    });

describe('respostas do CMS com formas inesperadas, desenhadas no Chromium', () => {
  it('descobre, observando o sítio sem mutações, que rotas fazem que pedidos', () => {
    expect(resultado.rotas.length).toBeGreaterThanOrEqual(18);
    expect(resultado.endpoints.map((e) => e.endpoint)).toEqual(
      expect.arrayContaining(ENDPOINTS_LIDOS),
    );
    const contactos = resultado.rotas.find((r) => r.rota === '/contactos')!;
    expect(contactos.endpoints).toEqual(expect.arrayContaining(['cms locais']));
  });

  it('desenha, dentro do prazo e sobre o mesmo build, todas as páginas planeadas', () => {
    expect(resultado.porRenderizar).toBe(0);
    // A rebuild during the run (chunks replaced under the pages) would void every figure below.
    expect(resultado.construcao.fim).toBe(resultado.construcao.inicio);
  });

  it('sem mutações, cada rota desenha-se sem página em branco, excepções nem erros (controlo negativo)', () => {
    expect(resultado.base.falhas).toEqual([]);
  });

  it('uma página que o próprio teste estraga é vista em branco, com excepção, erros e aviso repetido (controlo positivo)', () => {
    const { controlo } = resultado;
    expect(controlo.emBranco).toBe(true);
    expect(controlo.excepcoes).toEqual([
      expect.stringContaining('controlo positivo: excepção não apanhada'),
    ]);
    expect(controlo.errosConsola).toEqual(
      expect.arrayContaining([
        'controlo positivo: erro na consola',
        expect.stringMatching(/^Failed to load resource: .*404.*\/controlo-inexistente\.js\)$/),
      ]),
    );
    expect(controlo.errosConsola.filter((linha) => linha.includes('.svg'))).toEqual([]);
    // The missing image is the browser's line the harness tolerates, and the only one.
    expect(controlo.errosTolerados).toBe(1);
    expect(controlo.avisosRepetidos).toHaveLength(1);
  });

  it('cada endpoint recebe cada espécie de mutação que cabe na sua resposta real', () => {
    for (const endpoint of resultado.endpoints) {
      expect([...endpoint.tipos, ...endpoint.tiposSemLugar].sort()).toEqual(
        TIPOS_MUTACAO.map((t) => t.id).sort(),
      );
      // Only a date or a list may be missing from an answer; the other ten kinds always fit.
      expect(
        endpoint.tiposSemLugar.filter((t) => !['data-formato', 'dez-mil-itens'].includes(t)),
      ).toEqual([]);
      // Each kind was rendered once, and the page did receive the mutated answer.
      expect(endpoint.paginas).toBe(endpoint.tipos.length);
    }
    const aplicados = new Set(resultado.endpoints.flatMap((e) => e.tipos));
    expect([...aplicados].sort()).toEqual(TIPOS_MUTACAO.map((t) => t.id).sort());
  });

  it('nenhuma página fica em branco: navbar, rodapé e um título ou mensagem no main', () => {
    expect(exemplos('emBranco')).toEqual([]);
  });

  it('nenhuma excepção fica por apanhar', () => {
    expect(exemplos('excepcoes')).toEqual([]);
  });

  it('nenhum erro inesperado na consola (só as duas linhas da especificação)', () => {
    expect(exemplos('errosConsola')).toEqual([]);
  });

  it('cada item descartado é avisado no máximo uma vez por página, endpoint e motivo', () => {
    expect(exemplos('avisosRepetidos')).toEqual([]);
  });
});
