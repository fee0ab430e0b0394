import { escreverResultado } from '../comum/resultados';
import { pastaDados, portaLivre, verificarConstrucao } from '../comum/servidor';

import { executarCarga, type ResultadoCarga } from './carga';

const TOTAL = 300;
const CLIENTES = 20;

beforeAll(() => verificarConstrucao({ site: false }));

/** Runs the load on a fresh data folder and a free port, and keeps its figures as `nome`. */
async function carga(
  nome: string,
  extra: { matarAos?: number; reenviarConfirmados?: boolean } = {},
): Promise<ResultadoCarga> {
  const dados = pastaDados();
  try {
    const resultado = await executarCarga({
      porta: await portaLivre(),
      dataDir: dados.pasta,
      total: TOTAL,
      clientes: CLIENTES,
      ...extra,
    });
    escreverResultado(nome, resultado);
    return resultado;
  } finally {
    dados.remover();
  }
}

/** Every submission confirmed once, stored once, under the id it was confirmed with. */
function semPerdasNemDuplicados(resultado: ResultadoCarga) {
  expect(resultado).toMatchObject({
    confirmados: TOTAL,
    semConfirmacao: 0,
    perdidos: 0,
    duplicados: 0,
    idsDiferentes: 0,
    respostasInesperadas: [],
    respostas5xx: 0,
  });
}

describe('carga com chaves de idempotência', () => {
  it(`${TOTAL} submissões válidas de ${CLIENTES} clientes: uma linha por confirmação`, async () => {
    const resultado = await carga('ci-carga');
    semPerdasNemDuplicados(resultado);
    expect(resultado.errosRede).toBe(0);
  });

  it('com o servidor morto por SIGKILL a meio e reiniciado, nada confirmado se perde nem se duplica', async () => {
    const resultado = await carga('ci-carga-sigkill', {
      matarAos: 0.4,
      reenviarConfirmados: true,
    });
    expect(resultado.mortes).toBe(1);
    expect(resultado.confirmadosAntesDaMorte).toBeGreaterThanOrEqual(TOTAL * 0.4);
    expect(resultado.confirmadosAntesDaMorte).toBeLessThan(TOTAL);
    // The kill really interrupted clients, and they retried.
    expect(resultado.errosRede).toBeGreaterThan(0);
    semPerdasNemDuplicados(resultado);
    // Sent again after the restart with the same keys: the stored answers, nothing new.
    expect(resultado.reenvios).toBe(TOTAL);
    expect(resultado.reenviosComOutroId).toBe(0);
  });
});
