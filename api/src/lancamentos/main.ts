import { carregarConfiguracaoOuSair } from '@site/shared/contract/ambiente';

import { arrancar, escutar } from '../comum/arranque';
import { abrirOps } from '../comum/ops';
import { rastrearPrograma } from '../comum/rastreio';

import { construirAplicacaoLancamentos } from './aplicacao';
import { ArmazemLancamentos } from './armazem';
import { lerConfiguracaoLancamentos } from './configuracao';
import { Credenciais } from './credenciais';

/** Entry point of the release service: the release record's one writer (issue I2). */
arrancar('Release service', async () => {
  rastrearPrograma('lancamentos');
  const config = carregarConfiguracaoOuSair(() => lerConfiguracaoLancamentos());
  const app = await construirAplicacaoLancamentos({
    armazem: new ArmazemLancamentos(config.ficheiroRegisto),
    credenciais: new Credenciais(process.env),
    verificacao: config.verificacao,
    logger: { level: config.logLevel },
  });
  await escutar(app, config);
  await abrirOps(app, config.ops, 'lancamentos');
});
