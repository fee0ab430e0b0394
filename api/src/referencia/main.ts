import { carregarConfiguracaoOuSair } from '@site/shared/contract/ambiente';

import { arrancar, escutar } from '../comum/arranque';
import { abrirOps } from '../comum/ops';
import { rastrearPrograma } from '../comum/rastreio';

import { buildApi } from './app';
import { lerConfiguracao } from './configuracao';
import { ArmazemFotografias } from './midia/armazem-fotografias';
import { criarVerificadorCaptcha } from './seguranca/bot-check';

/** Entry point of the standalone API: the three bases on HOST:PORT, JSON logs on stdout. */
arrancar('API', async () => {
  rastrearPrograma('api');
  const config = carregarConfiguracaoOuSair(() => lerConfiguracao());
  const fotografias = new ArmazemFotografias({
    pasta: config.mediaSementeDir,
    avisar: (mensagem, erro) => app.log.warn({ err: erro }, mensagem),
  });
  const app = await buildApi({
    associacao: config.associacao,
    dataDir: config.dataDir,
    rateLimitMax: config.rateLimitMax,
    bodyLimit: config.bodyLimit,
    verificadorCaptcha: config.captcha ? criarVerificadorCaptcha(config.captcha) : null,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    cmsConteudo: config.cmsConteudo,
    retencao: config.retencao,
    fotografias,
  });
  if (!config.captcha) {
    app.log.warn(
      'captcha is off (CAPTCHA_SECRET/CAPTCHA_VERIFY_URL unset); the honeypot still applies',
    );
  }
  const aquecimento = new AbortController();
  app.addHook('onClose', async () => aquecimento.abort());
  await escutar(app, config);
  await abrirOps(app, config.ops, 'api');
  // Each seed photograph takes over a second to make: make them now rather than for a visitor.
  void fotografias.aquecer(aquecimento.signal);
});
