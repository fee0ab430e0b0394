import { escreverResultado } from '../comum/resultados';
import { pastaDados, portaLivre, verificarConstrucao } from '../comum/servidor';

import { executarCarga, type ResultadoCarga } from './carga';

const TOTAL = 300;
const CLIENTES = 20;

beforeAll(() => verificarConstrucao({ site: false }));

function semPerdasNemDuplicados(resultado: ResultadoCarga) {
  expect({
    confirmados: resultado.confirmados,
    semConfirmacao: resultado.semConfirmacao,
    perdidos: resultado.perdidos,
    duplicados: resultado.duplicados,
    idsDiferentes: resultado.idsDiferentes,
    respostasInesperadas: resultado.respostasInesperadas,
    respostas5xx: resultado.respostas5xx,
  }).toEqual({
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
    const dados = pastaDados();
    try {
      const resultado = await executarCarga({
        porta: await portaLivre(),
        dataDir: dados.pasta,
        total: TOTAL,
        clientes: CLIENTES,
      });
      escreverResultado('ci-carga', resultado);
      semPerdasNemDuplicados(resultado);
      expect(resultado.errosRede).toBe(0);
    } finally {
      dados.remover();
    }
  });

  it('com o servidor morto por SIGKILL a meio e reiniciado, nada confirmado se perde nem se duplica', async () => {
    const dados = pastaDados();
    try {
      const resultado = await executarCarga({
        porta: await portaLivre(),
        dataDir: dados.pasta,
        total: TOTAL,
        clientes: CLIENTES,
        matarAos: 0.4,
        reenviarConfirmados: true,
      });
      escreverResultado('ci-carga-sigkill', resultado);
      expect(resultado.mortes).toBe(1);
      expect(resultado.confirmadosAntesDaMorte).toBeGreaterThanOrEqual(TOTAL * 0.4);
      expect(resultado.confirmadosAntesDaMorte).toBeLessThan(TOTAL);
      // The kill really interrupted clients, and they retried.
      expect(resultado.errosRede).toBeGreaterThan(0);
      semPerdasNemDuplicados(resultado);
      // Sent again after the restart with the same keys: the stored answers, nothing new.
      expect(resultado.reenvios).toBe(TOTAL);
      expect(resultado.reenviosComOutroId).toBe(0);
    } finally {
      dados.remover();
    }
  });
});
