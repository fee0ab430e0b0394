import { execFileSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

import { rssArvoreMb } from '../comum/medidas';
import { arrancarServidor, pastaDados, RAIZ, type Servidor } from '../comum/servidor';

const DOCKER = join(RAIZ, 'docker');

/** The gateway image's files: where the image puts them, and where they come from here. */
const FICHEIROS: [pastaNaImagem: 'lib' | 'etc', origem: string][] = [
  ['lib', 'lib/comum.sh'],
  ['lib', 'lib/definicoes.sh'],
  ['lib', 'lib/saude.sh'],
  ['etc', 'nginx/nginx.conf'],
  ['etc', 'gateway/gateway.conf.template'],
  ['etc', 'gateway/proxy.conf'],
  ['etc', 'gateway/entrypoint.sh'],
];

/**
 * An nginx binary to run the gateway with: `NGINX`, else `nginx` on the PATH or in /usr/sbin
 * (Debian's `nginx` package). None: the gateway's figures are not measured.
 */
export function nginxLocal(): string | undefined {
  const candidatos = [
    process.env.NGINX,
    ...(process.env.PATH ?? '').split(delimiter).map((pasta) => join(pasta, 'nginx')),
    '/usr/sbin/nginx',
  ];
  return candidatos.find((caminho): caminho is string => {
    if (!caminho) return false;
    try {
      accessSync(caminho, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export interface GatewayLocal extends Servidor {
  /** nginx's master and workers, in MB. */
  rssMb(): number;
}

/**
 * The gateway image run here: its own entrypoint, nginx configuration and contract definitions
 * (`docker/lib/definicoes.sh`, written from the contract first), with the image's paths moved
 * under a temporary folder, and a local nginx binary. `upstreams` are the entrypoint's variables
 * (`SSR_UPSTREAM`: one URL or several separated by spaces); it listens on 127.0.0.1:`porta`.
 */
export async function arrancarGateway(opcoes: {
  nginx: string;
  porta: number;
  upstreams: Record<string, string>;
}): Promise<GatewayLocal> {
  execFileSync(process.execPath, [join(DOCKER, 'preparar-contexto.mjs'), '--definicoes'], {
    stdio: 'ignore',
  });
  const pasta = pastaDados('robustez-gateway-');
  // As root, nginx's workers run as nobody: they must reach the cache folders under it.
  chmodSync(pasta.pasta, 0o755);
  const pastas = { lib: join(pasta.pasta, 'lib'), etc: join(pasta.pasta, 'etc') };
  const execucao = join(pasta.pasta, 'run');
  for (const p of [...Object.values(pastas), execucao]) mkdirSync(p, { mode: 0o755 });
  const mimeTypes = [
    join(dirname(opcoes.nginx), '..', '..', 'etc', 'nginx', 'mime.types'),
    '/etc/nginx/mime.types',
  ].find((caminho) => existsSync(caminho));
  if (!mimeTypes) throw new Error(`no mime.types beside ${opcoes.nginx} nor in /etc/nginx`);
  for (const [naImagem, origem] of FICHEIROS) {
    const texto = readFileSync(join(DOCKER, origem), 'utf8')
      .replaceAll('/tmp/nginx', execucao)
      .replaceAll('/etc/site-nginx', pastas.etc)
      .replaceAll('/usr/local/lib/site', pastas.lib)
      .replaceAll('/etc/nginx/mime.types', mimeTypes)
      .replace(/^(\s*(?:exec )?)nginx -e/gm, `$1${opcoes.nginx} -e`);
    writeFileSync(join(pastas[naImagem], origem.split('/').pop()!), texto);
  }
  const servidor = await arrancarServidor({
    script: join(pastas.etc, 'entrypoint.sh'),
    comando: ['sh', join(pastas.etc, 'entrypoint.sh')],
    porta: opcoes.porta,
    dataDir: pasta.pasta,
    env: {
      ...opcoes.upstreams,
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(opcoes.porta),
      NGINX_RESOLVER: '127.0.0.1',
    },
  }).catch((erro: unknown) => {
    pasta.remover();
    throw erro;
  });
  const pid = servidor.processo.pid!;
  const parar = servidor.parar.bind(servidor);
  return Object.assign(servidor, {
    rssMb: () => rssArvoreMb(pid),
    async parar() {
      await parar();
      pasta.remover();
    },
  });
}
