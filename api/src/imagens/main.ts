import { carregarConfiguracaoOuSair } from '@site/shared/contract/ambiente';

import { arrancar, escutar } from '../comum/arranque';
import { abrirOps } from '../comum/ops';
import { rastrearPrograma } from '../comum/rastreio';

import { construirAplicacaoImagens } from './aplicacao-imagens';
import { lerConfiguracaoServidorImagens } from './configuracao';

/** Entry point of the Docker deployment's image service (`/imagem`). */
arrancar('Image service', async () => {
  rastrearPrograma('imagens');
  const config = carregarConfiguracaoOuSair(() => lerConfiguracaoServidorImagens());
  const { app, servico } = await construirAplicacaoImagens(config);
  app.log.info(
    {
      bases: config.politica.bases,
      midia: config.politica.midia,
      pasta: config.imagens.pasta,
      ...servico.contadores,
    },
    'image service: pictures fetched from these upstreams and media hosts',
  );
  await escutar(app, config);
  await abrirOps(app, config.ops, 'imagens');
});
