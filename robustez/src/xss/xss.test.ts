import { escreverResultado } from '../comum/resultados';
import { verificarConstrucao } from '../comum/servidor';

import { executarXss, type ResultadoXss } from './executar-xss';
import { VECTORES } from './vectores';

let resultado: ResultadoXss;

beforeAll(async () => {
  verificarConstrucao({ site: true });
  resultado = await executarXss({ completo: false });
  escreverResultado('ci-xss', resultado);
});

describe('HTML e URLs do CMS hostis, desenhados no Chromium', () => {
  it('o corpus tem pelo menos 100 vectores, de todas as classes', () => {
    expect(VECTORES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(VECTORES.map((v) => v.classe)).size).toBe(9);
  });

  it('cada página desenhou o seu conteúdo (nem em branco, nem sem a secção)', () => {
    expect(
      resultado.paginas.filter((p) => !p.renderizou).map((p) => `${p.caminho} csp=${p.csp}`),
    ).toEqual([]);
  });

  it('a página de isolamento mostra os vectores todos, cada um na sua secção', () => {
    for (const pagina of resultado.paginas.filter((p) => p.caminho.startsWith('/pagina/'))) {
      expect(pagina.marcadores).toBe(VECTORES.length);
    }
  });

  it('o controlo positivo prova que a armadilha e o exame do DOM vêem um ataque quando o há', () => {
    const semCsp = resultado.controlo.find((p) => !p.csp)!;
    expect(semCsp.execucoes.sort()).toEqual(['controlo', 'controlo-moldura']);
    expect(semCsp.dialogos).toBe(1);
    expect(semCsp.atributosOn).toBeGreaterThanOrEqual(2);
    expect(semCsp.urlsPerigosas).toBeGreaterThanOrEqual(2);
    // With the site's CSP the same injected handlers do not run.
    const comCsp = resultado.controlo.find((p) => p.csp)!;
    expect([comCsp.execucoes, comCsp.dialogos]).toEqual([[], 0]);
  });

  it('nada executa, com e sem CSP: zero chamadas à armadilha e zero diálogos', () => {
    const execucoes = resultado.paginas
      .filter((p) => p.execucoes.length > 0 || p.dialogos > 0)
      .map(
        (p) =>
          `${p.caminho} csp=${p.csp}: vectores ${p.execucoes.join(',')} diálogos ${p.dialogos}`,
      );
    expect(execucoes).toEqual([]);
  });

  it('nenhum URL perigoso, atributo on* ou elemento activo fica no DOM', () => {
    const perigos = resultado.paginas
      .filter(
        (p) => p.urlsPerigosas + p.atributosOn + p.elementosActivos > 0 || p.navegacoes.length > 0,
      )
      .map((p) => `${p.caminho} csp=${p.csp}: ${p.amostras.join(' | ')} ${p.navegacoes.join(' ')}`);
    expect(perigos).toEqual([]);
  });
});
