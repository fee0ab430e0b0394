import { escreverResultado } from '../comum/resultados';

import { executarReimplantacoes, METAS_REIMPLANTACOES } from './reimplantacoes';

/*
 * A remote redeployed again and again while pages are served: the renderer takes every new server
 * build without a restart, and what it had loaded for the builds before is released (its heap
 * stays flat), under a modest load of the pages that render that remote. A build that leaks
 * itself, planted, shows that the measurement sees a leak.
 */

const log = (texto: string) => process.stderr.write(`[reimplantacoes] ${texto}\n`);

it(`${METAS_REIMPLANTACOES.reimplantacoes} reimplantações do remoto de eventos sob carga: cada versão nova aparece e a memória do renderizador fica plana`, async () => {
  const resultado = await executarReimplantacoes({ log });
  escreverResultado('reimplantacoes', resultado);
  // Every build was served (the wait for its text would have thrown), no page failed meanwhile...
  expect(resultado.medicoes).toHaveLength(METAS_REIMPLANTACOES.reimplantacoes + 1);
  expect(resultado).toMatchObject({ respostas5xx: 0, errosRede: 0, estadosInesperados: 0 });
  expect(resultado.pedidos).toBeGreaterThan(METAS_REIMPLANTACOES.reimplantacoes);
  // ...and the heap after the last redeploy is within the bound of the heap after the 10th.
  expect(resultado.crescimentoMb).toBeLessThanOrEqual(METAS_REIMPLANTACOES.crescimentoMb);
}, 120_000);

it('uma versão que se segura a si mesma (um temporizador do código do remoto) faz crescer a memória além do limite', async () => {
  const resultado = await executarReimplantacoes({ reimplantacoes: 20, fugaPlantada: true, log });
  expect(resultado.crescimentoMb).toBeGreaterThan(METAS_REIMPLANTACOES.crescimentoMb);
}, 60_000);

it('com as páginas frescas por uma hora, cada versão nova chega às páginas já guardadas em segundos', async () => {
  // Kept pages rendered with a build no longer deployed are rendered again as soon as the
  // renderer sees the new one (SSR_REMOTOS_VALIDADE_MS), not when their freshness runs out.
  const resultado = await executarReimplantacoes({ reimplantacoes: 3, cacheSegundos: 3600, log });
  // Each one shown within esperarTexto's 20 s: before, only when the hour was over.
  expect(resultado.medicoes).toHaveLength(4);
  expect(resultado).toMatchObject({ respostas5xx: 0, errosRede: 0, estadosInesperados: 0 });
}, 90_000);
