// What the Docker deployment already says about each service, read from its own files, so the
// manifests are held to it rather than to a copy: docker-compose.yml (images, variables,
// commands, writable paths, init), each image's Dockerfile (its user) and entrypoint or
// healthcheck (its health endpoint), and the sizes the programs and the robustness report fix.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { pastaK8s } from './renderizar.mjs';

const raiz = path.dirname(pastaK8s);
const ler = (relativo) => readFileSync(path.join(raiz, relativo), 'utf8');

/** The first capture of `padrao` in file `relativo`, or an error naming both. */
function extrair(relativo, padrao) {
  const achado = padrao.exec(ler(relativo));
  if (!achado)
    throw new Error(`${relativo} no longer matches ${padrao}: update k8s/ferramentas/compose.mjs`);
  return achado[1];
}

/** `${REGISTRY:-associacao-site}/api:${API_TAG:-latest}` -> registry and app. */
function imagemDoCompose(texto) {
  const achado = /^\$\{REGISTRY:-([^}]+)\}\/([a-z0-9-]+):/.exec(texto);
  if (!achado) throw new Error(`docker-compose.yml: unexpected image ${texto}`);
  return { registo: achado[1], app: achado[2] };
}

/** The variables a compose value interpolates: `${X:-...}` and `${X}`. */
const referencias = (valor) =>
  [...String(valor).matchAll(/\$\{([A-Z0-9_]+)[^}]*\}/g)].map((m) => m[1]);

/** Where the service's health check asks: a node one-liner in compose, else its nginx entrypoint. */
function caminhoDeSaude(servico, pastaImagem) {
  const teste = (servico.healthcheck?.test ?? []).join(' ');
  const node = /\+'(\/[a-z]+)'/.exec(teste);
  if (node) return node[1];
  return extrair(`docker/${pastaImagem}/entrypoint.sh`, /printf 'http:\/\/%s:%s(\/[a-z]+)\\n'/);
}

/**
 * The compose's ops side (Prometheus, Alertmanager, the nginx exporter, mtail: one image from
 * Debian's packages): on Kubernetes the cluster's own monitoring stack takes their place (it
 * scrapes each pod's ops port, METRICS_HOST), so the manifests are not held to them.
 */
const SERVICOS_OPS = new Set(['prometheus', 'alertmanager', 'nginx-exporter', 'mtail']);

/**
 * Every service of docker-compose.yml (merge keys resolved): its image, its variables (a literal
 * value, or the names it interpolates), command, user, health path, writable paths and init.
 */
export function lerCompose() {
  const compose = parse(ler('docker-compose.yml'), { merge: true });
  const servicos = new Map();
  for (const [nome, s] of Object.entries(compose.services)) {
    if (SERVICOS_OPS.has(nome)) continue;
    const dockerfile = path.join('docker', s.build.dockerfile);
    const pastaImagem = path.dirname(s.build.dockerfile);
    const [utilizador, grupo] = extrair(dockerfile, /^USER (\d+:\d+)$/m)
      .split(':')
      .map(Number);
    const ambiente = Object.entries(s.environment ?? {}).map(([variavel, valor]) => {
      const refs = referencias(valor);
      return refs.length > 0
        ? { variavel, referencias: refs }
        : { variavel, literal: String(valor) };
    });
    servicos.set(nome, {
      nome,
      ...imagemDoCompose(s.image),
      ambiente,
      comando: s.command,
      utilizador,
      grupo,
      saude: caminhoDeSaude(s, pastaImagem),
      soLeitura: s.read_only === true,
      escrita: [...(s.tmpfs ?? []), ...(s.volumes ?? []).map((v) => v.split(':')[1])],
      init: s.init === true,
    });
  }
  return servicos;
}

/** Sizes fixed elsewhere that the manifests must make room for. */
export function lerTamanhos() {
  const mb = (texto) => Number(texto.replace(/_/g, ''));
  return {
    /** The gateway's caches by default (its entrypoint), on its memory volume. */
    cachePaginasMb: mb(extrair('docker/gateway/entrypoint.sh', /GATEWAY_CACHE_PAGINAS_MB (\d+)/)),
    cacheImagensMb: mb(extrair('docker/gateway/entrypoint.sh', /GATEWAY_CACHE_IMAGENS_MB (\d+)/)),
    /** The image service's disk cache by default. */
    imagensCacheMb: mb(
      extrair('api/src/imagens/configuracao.ts', /IMAGENS_CACHE_MB:.*\.default\(([\d_]+)\)/),
    ),
    /** The renderer's resident memory bound under the robustness report's crowds. */
    rssRenderizadorMb: mb(
      extrair('robustez/src/carga/relatorio-multidao.ts', /RSS_MAXIMO_MB = ([\d_]+)/),
    ),
    /** nginx itself in the gateway, measured through the crowd (docs/operations.md, "Sizing"). */
    nginxGatewayMb: 87,
  };
}
