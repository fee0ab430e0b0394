// What holds the manifests to this site's Docker deployment (compose.mjs reads it): a workload
// per compose service with the image compose builds, the same variables read from the same
// ConfigMap keys, the image's own user, health endpoint and writable paths; the gateway's
// upstreams written so its nginx can resolve them; room for the measured sizes.
import { nomeDoObjecto } from './esquemas.mjs';
import { cargas, contentores, quantidade, seleciona } from './regras.mjs';

/**
 * Variables compose interpolates that the manifests fix instead, with the reason.
 * GATEWAY_PORT: the port the Service, the probes and the Gateway API route name.
 */
const FIXADAS = new Map([['GATEWAY_PORT', '8080']]);

/** registry/app:tag -> its parts (a registry with a port is not supported: see the overlays). */
function imagem(texto) {
  const [nome, etiqueta] = String(texto).split(':');
  const partes = nome.split('/');
  return { app: partes.pop(), registo: partes.join('/'), etiqueta };
}

function paridadeCompose(objectos, compose) {
  const problemas = [];
  const porNome = new Map(cargas(objectos).map((c) => [c.metadata.name, c]));
  for (const nome of compose.keys()) {
    if (!porNome.has(nome))
      problemas.push(
        `docker-compose.yml service ${nome} has no Deployment or Rollout of that name`,
      );
  }
  const registos = new Set();
  for (const { carga, pod, c, onde } of contentores(objectos)) {
    const s = compose.get(carga.metadata.name);
    if (!s) {
      problemas.push(
        `${nomeDoObjecto(carga)}: no docker-compose.yml service has this name (every program comes from the compose file)`,
      );
      continue;
    }
    const img = imagem(c.image);
    registos.add(img.registo);
    if (img.app !== s.app)
      problemas.push(
        `${onde} runs image ${c.image}, not the ${s.app} image compose builds for ${s.nome}`,
      );
    if (!img.etiqueta) problemas.push(`${onde} runs image ${c.image} without a tag`);
    if (JSON.stringify(c.args ?? c.command) !== JSON.stringify(s.comando)) {
      problemas.push(
        `${onde} runs ${JSON.stringify(c.args ?? c.command ?? '(the image command)')}, compose runs ${JSON.stringify(s.comando ?? '(the image command)')}`,
      );
    }
    const uid = c.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
    if (uid !== s.utilizador)
      problemas.push(
        `${onde} runs as uid ${uid}, not the image's user ${s.utilizador} (its files are owned by it)`,
      );
    for (const sonda of ['readinessProbe', 'livenessProbe']) {
      const caminho = c[sonda]?.httpGet?.path;
      if (c[sonda] && caminho !== s.saude)
        problemas.push(
          `${onde}: ${sonda} asks ${caminho ?? '(no HTTP path)'}, the image's health endpoint is ${s.saude}`,
        );
    }
    const montados = new Set((c.volumeMounts ?? []).map((m) => m.mountPath));
    for (const escrita of s.escrita) {
      if (!montados.has(escrita))
        problemas.push(
          `${onde} has no volume at ${escrita}, which the program writes (compose gives it one) on its read-only root`,
        );
    }
    if (s.init && pod.shareProcessNamespace !== true) {
      problemas.push(
        `${onde}: compose runs it with init; set shareProcessNamespace: true so PID 1 reaps orphans`,
      );
    }
    problemas.push(...ambiente(c, s, onde));
  }
  if (registos.size > 1)
    problemas.push(
      `images come from several registries (${[...registos].join(', ')}): compose builds them all under one REGISTRY`,
    );
  return problemas;
}

/** The container reads every variable compose gives the service, from the ConfigMap key of that name. */
function ambiente(c, s, onde) {
  const problemas = [];
  const env = new Map((c.env ?? []).map((e) => [e.name, e]));
  const chavesLidas = new Set(
    (c.env ?? [])
      .map((e) => (e.valueFrom?.configMapKeyRef ?? e.valueFrom?.secretKeyRef)?.key)
      .filter(Boolean),
  );
  for (const v of s.ambiente) {
    const e = env.get(v.variavel);
    if (!e) {
      problemas.push(`${onde} does not set ${v.variavel}, which compose gives ${s.nome}`);
    } else if (FIXADAS.has(v.variavel)) {
      if (e.value !== FIXADAS.get(v.variavel))
        problemas.push(`${onde} must set ${v.variavel} to ${FIXADAS.get(v.variavel)}`);
    } else if (v.literal !== undefined) {
      if (e.value !== v.literal)
        problemas.push(
          `${onde} sets ${v.variavel} to ${JSON.stringify(e.value ?? e.valueFrom)}, compose to ${JSON.stringify(v.literal)}`,
        );
    } else {
      for (const ref of v.referencias) {
        if (!chavesLidas.has(ref))
          problemas.push(
            `${onde} does not read ${ref} from the ConfigMap (compose's ${v.variavel} is made of it)`,
          );
      }
    }
  }
  const deCompose = new Set(s.ambiente.map((v) => v.variavel));
  const usadas = (c.env ?? []).flatMap((e) =>
    [...String(e.value ?? '').matchAll(/\$\(([A-Z0-9_]+)\)/g)].map((m) => m[1]),
  );
  for (const e of c.env ?? []) {
    if (!deCompose.has(e.name) && !usadas.includes(e.name)) {
      problemas.push(`${onde} sets ${e.name}, which compose does not give ${s.nome}`);
    }
  }
  return problemas;
}

/** The ConfigMap the gateway reads its upstreams from. */
function configuracaoDoSite(objectos) {
  const gateway = cargas(objectos).find((c) => c.metadata.name === 'gateway');
  const nome = gateway?.spec.template.spec.containers[0].env?.find(
    (e) => e.valueFrom?.configMapKeyRef,
  )?.valueFrom.configMapKeyRef.name;
  return objectos.find((o) => o.kind === 'ConfigMap' && o.metadata.name === nome);
}

/** URLs that name a Service of this namespace are written in full, with its port. */
function enderecosInternos(objectos) {
  const problemas = [];
  const config = configuracaoDoSite(objectos);
  if (!config) return ['Deployment/gateway: reads no ConfigMap (its upstreams come from one)'];
  const servicos = new Map(
    objectos.filter((o) => o.kind === 'Service').map((s) => [s.metadata.name, s]),
  );
  for (const [chave, valor] of Object.entries(config.data ?? {})) {
    for (const url of String(valor)
      .split(/[\s,]+/)
      .filter((u) => /^https?:\/\//.test(u))) {
      const { hostname, port } = new URL(url);
      const [primeiro, ns, ...resto] = hostname.split('.');
      const s = servicos.get(primeiro);
      // A Service of ours: its bare name or <name>.<its namespace>…; api.example.ao is not.
      if (!s || (ns !== undefined && ns !== s.metadata.namespace)) continue;
      const esperado = `${primeiro}.${s.metadata.namespace}.svc.cluster.local`;
      if (
        hostname !== esperado ||
        ns !== s.metadata.namespace ||
        resto.join('.') !== 'svc.cluster.local'
      ) {
        problemas.push(
          `ConfigMap ${config.metadata.name}: ${chave} names ${hostname}; write ${esperado} (nginx resolves upstreams without the pod's search domains)`,
        );
      } else if (!(s.spec.ports ?? []).some((p) => String(p.port) === (port || '80'))) {
        problemas.push(
          `ConfigMap ${config.metadata.name}: ${chave} asks port ${port || 80} of Service ${primeiro}, which does not offer it`,
        );
      }
      if (chave === 'SSR_UPSTREAM' && s.spec.clusterIP !== 'None') {
        problemas.push(
          `Service/${primeiro}: must be headless (clusterIP: None) so the gateway goes round every renderer pod and retries the next`,
        );
      }
    }
  }
  return problemas;
}

function renderizadorERemotos(objectos) {
  const problemas = [];
  const ssr = cargas(objectos).find((c) => c.metadata.name === 'ssr');
  if (
    ssr &&
    !objectos.some(
      (o) => o.kind === 'HorizontalPodAutoscaler' && o.spec.scaleTargetRef?.name === 'ssr',
    )
  ) {
    problemas.push(`${nomeDoObjecto(ssr)}: no HorizontalPodAutoscaler scales the renderer`);
  }
  if (
    ssr &&
    !objectos.some(
      (o) =>
        o.kind === 'PodDisruptionBudget' &&
        seleciona(o.spec.selector?.matchLabels, ssr.spec.template.metadata.labels),
    )
  ) {
    problemas.push(
      `${nomeDoObjecto(ssr)}: no PodDisruptionBudget keeps renderers up through a node drain`,
    );
  }
  for (const r of objectos.filter((o) => o.kind === 'Rollout')) {
    const { etiqueta } = imagem(r.spec.template.spec.containers[0].image);
    for (const [onde, etiquetas] of [
      ['metadata', r.metadata.labels],
      ['pod template', r.spec.template.metadata.labels],
    ]) {
      const versao = etiquetas?.['app.kubernetes.io/version'];
      if (versao !== etiqueta) {
        problemas.push(
          `${nomeDoObjecto(r)}: ${onde} label app.kubernetes.io/version is ${versao}, not the image's tag ${etiqueta} (the overlay's replacements copy it; kustomize reads a bare date as a timestamp: tag 2025-06-14.1, not 2025-06-14)`,
        );
      }
    }
  }
  const config = configuracaoDoSite(objectos);
  const publico = config?.data?.PUBLIC_URL;
  if (publico) {
    const anfitriao = new URL(publico).hostname;
    for (const rota of objectos.filter((o) => o.kind === 'HTTPRoute')) {
      if (!(rota.spec.hostnames ?? []).includes(anfitriao)) {
        problemas.push(
          `${nomeDoObjecto(rota)}: hostnames ${JSON.stringify(rota.spec.hostnames)} leave out PUBLIC_URL's host ${anfitriao}`,
        );
      }
    }
  }
  return problemas;
}

function tamanhos(objectos, t) {
  const problemas = [];
  const MiB = 2 ** 20;
  const config = configuracaoDoSite(objectos)?.data ?? {};
  const numero = (chave, omissao) => Number(config[chave] || omissao);
  const carga = (nome) => cargas(objectos).find((c) => c.metadata.name === nome);
  const volume = (c, caminho) => {
    const m = c.spec.template.spec.containers[0].volumeMounts?.find((v) => v.mountPath === caminho);
    return quantidade(
      c.spec.template.spec.volumes?.find((v) => v.name === m?.name)?.emptyDir?.sizeLimit,
    );
  };
  const limite = (c) => quantidade(c.spec.template.spec.containers[0].resources?.limits?.memory);
  const ssr = carga('ssr');
  if (ssr && !(limite(ssr) >= t.rssRenderizadorMb * MiB)) {
    problemas.push(
      `${nomeDoObjecto(ssr)}: memory limit under the ${t.rssRenderizadorMb} MB the robustness report lets a renderer reach (relatorio-multidao.ts)`,
    );
  }
  const gateway = carga('gateway');
  if (gateway) {
    const caches =
      numero('GATEWAY_CACHE_PAGINAS_MB', t.cachePaginasMb) +
      numero('GATEWAY_CACHE_IMAGENS_MB', t.cacheImagensMb);
    if (!(volume(gateway, '/tmp') >= caches * MiB)) {
      problemas.push(
        `${nomeDoObjecto(gateway)}: its /tmp volume is smaller than its page and picture caches (${caches} MB)`,
      );
    }
    if (!(limite(gateway) >= volume(gateway, '/tmp') + t.nginxGatewayMb * MiB)) {
      problemas.push(
        `${nomeDoObjecto(gateway)}: memory limit under its /tmp volume plus nginx's own ${t.nginxGatewayMb} MB`,
      );
    }
  }
  const imagens = carga('imagens');
  if (
    imagens &&
    !(volume(imagens, '/data') >= numero('IMAGENS_CACHE_MB', t.imagensCacheMb) * MiB)
  ) {
    problemas.push(`${nomeDoObjecto(imagens)}: its /data volume is smaller than IMAGENS_CACHE_MB`);
  }
  return problemas;
}

/** Every rule that holds the rendered objects to this site's compose file and measured sizes. */
export function regrasDoSite(objectos, compose, medidas) {
  return [
    ...paridadeCompose(objectos, compose),
    ...enderecosInternos(objectos),
    ...renderizadorERemotos(objectos),
    ...tamanhos(objectos, medidas),
  ];
}
