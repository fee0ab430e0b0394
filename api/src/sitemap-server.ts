import { carregarConfiguracaoOuSair } from '@site/shared/contract/ambiente';

import { encerrarAoSinal } from './shutdown';
import { lerConfiguracaoSitemap } from './sitemap/config';
import { construirServidorSitemap } from './sitemap/servidor';

/** Entry point of the Docker deployment's sitemap server (`/sitemap.xml`, `/robots.txt`). */
async function iniciar(): Promise<void> {
  const config = carregarConfiguracaoOuSair(() => lerConfiguracaoSitemap());
  const app = await construirServidorSitemap(config);
  app.log.info(
    {
      bases: config.bases,
      urlPublico: config.urlPublico || null,
      cacheSegundos: config.cacheSegundos,
    },
    'sitemap reads the CMS content from these bases',
  );
  encerrarAoSinal(app);
  await app.listen({ port: config.port, host: config.host });
}

iniciar().catch((erro: unknown) => {
  process.stderr.write(
    `Sitemap server failed to start: ${erro instanceof Error ? erro.message : String(erro)}\n`,
  );
  process.exit(1);
});
