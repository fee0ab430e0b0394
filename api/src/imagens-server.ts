import { carregarConfiguracaoOuSair } from '@site/shared/contract/ambiente';

import { construirServidorImagens, lerConfiguracaoServidorImagens } from './imagens/servidor';
import { encerrarAoSinal } from './shutdown';

/** Entry point of the Docker deployment's image service (`/imagem`). */
async function iniciar(): Promise<void> {
  const config = carregarConfiguracaoOuSair(() => lerConfiguracaoServidorImagens());
  const { app, servico } = await construirServidorImagens(config);
  app.log.info(
    {
      bases: config.politica.bases,
      midia: config.politica.midia,
      pasta: config.imagens.pasta,
      ...servico.estado,
    },
    'image service: pictures fetched from these upstreams and media hosts',
  );
  encerrarAoSinal(app);
  await app.listen({ port: config.port, host: config.host });
}

iniciar().catch((erro: unknown) => {
  process.stderr.write(
    `Image service failed to start: ${erro instanceof Error ? erro.message : String(erro)}\n`,
  );
  process.exit(1);
});
