import { escreverResultado } from '../comum/resultados';
import {
  arrancarServidor,
  pastaDados,
  portaLivre,
  SCRIPT_SITE,
  verificarConstrucao,
  type Servidor,
} from '../comum/servidor';

import { executarSubmissoesHostis, type ResultadoSubmissoes } from './executar';

const BODY_LIMIT = 65_536;
const dados = pastaDados();
let servidor: Servidor | undefined;
let resultado: ResultadoSubmissoes;

beforeAll(async () => {
  verificarConstrucao({ site: false });
  servidor = await arrancarServidor({
    script: SCRIPT_SITE,
    porta: await portaLivre(),
    dataDir: dados.pasta,
    env: { RATE_LIMIT_MAX: '1000000', BODY_LIMIT: String(BODY_LIMIT) },
  });
  resultado = await executarSubmissoesHostis({
    url: servidor.url,
    dataDir: dados.pasta,
    bodyLimit: BODY_LIMIT,
  });
  escreverResultado('ci-submissoes', resultado);
});

afterAll(async () => {
  await servidor?.matar();
  dados.remover();
});

describe('submissões hostis ou malformadas', () => {
  it('cada um dos quatro endereços recebe pelo menos 200 pedidos', () => {
    expect(resultado.pontos).toHaveLength(4);
    for (const ponto of resultado.pontos) expect(ponto.tentados).toBeGreaterThanOrEqual(200);
  });

  it('nenhum pedido tem resposta 5xx nem derruba o processo', () => {
    expect(resultado.pontos.map((p) => [p.ponto, p.respostas5xx, p.errosRede])).toEqual(
      resultado.pontos.map((p) => [p.ponto, 0, 0]),
    );
    expect(resultado.processoVivo).toBe(true);
    expect(servidor?.processo.exitCode).toBeNull();
  });

  it('cada recusa é um 4xx com mensagens em português, e o texto legítimo é aceite', () => {
    expect(
      resultado.pontos.flatMap((p) =>
        p.problemas.map((x) => `${p.ponto} ${x.caso} [${x.status}] ${x.corpo}`),
      ),
    ).toEqual([]);
  });

  it('nada é guardado a partir de um pedido recusado; o aceite fica uma vez, tal e qual', () => {
    for (const ponto of resultado.pontos) {
      expect([ponto.ponto, ponto.linhasIndevidas, ponto.perdidos, ponto.duplicados]).toEqual([
        ponto.ponto,
        0,
        0,
        0,
      ]);
    }
    expect(resultado.esquemaIntacto).toBe(true);
  });
});
