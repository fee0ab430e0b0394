import { carregarConfiguracaoOuSair } from '@site/shared/contract/ambiente';

import { arrancar, escutar } from '../comum/arranque';
import { abrirOps } from '../comum/ops';
import { rastrearPrograma } from '../comum/rastreio';

import { construirAplicacaoSitemap } from './aplicacao-sitemap';
import { lerConfiguracaoSitemap } from './configuracao';

/** Entry point of the Docker deployment's sitemap server (`/sitemap.xml`, `/robots.txt`). */
arrancar('Sitemap server', async () => {
  rastrearPrograma('sitemap');
  const config = carregarConfiguracaoOuSair(() => lerConfiguracaoSitemap());
  const app = await construirAplicacaoSitemap(config);
  app.log.info(
    {
      bases: config.bases,
      urlPublico: config.urlPublico || null,
      cacheSegundos: config.cacheSegundos,
    },
    'sitemap reads the CMS content from these bases',
  );
  await escutar(app, config);
  await abrirOps(app, config.ops, 'sitemap');
});
