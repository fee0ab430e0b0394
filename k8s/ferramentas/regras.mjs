// What a reviewer checks in any set of rendered manifests, whatever the site: probes, requests and
// limits, a non-root user on a read-only root, Services that select pods, references that resolve
// (ConfigMap keys, Secrets, volumes, autoscaler and budget targets, routes, analysis templates).
// Each rule returns messages naming the object and saying what breaks.
import { nomeDoObjecto } from './esquemas.mjs';

const TIPOS_DE_CARGA = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Rollout']);

/** The workloads (objects with a pod template). */
export const cargas = (objectos) =>
  objectos.filter((o) => TIPOS_DE_CARGA.has(o.kind) && o.spec?.template);

/** True when every label of the selector is on `etiquetas`. */
export const seleciona = (seletor, etiquetas) =>
  Object.keys(seletor ?? {}).length > 0 &&
  Object.entries(seletor).every(([chave, valor]) => etiquetas?.[chave] === valor);

const UNIDADES = {
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  m: 1e-3,
};

/** A Kubernetes quantity as a number (bytes, or cores). */
export function quantidade(texto) {
  const achado = /^([0-9.]+)([A-Za-z]*)$/.exec(String(texto ?? ''));
  if (!achado) return Number.NaN;
  return Number(achado[1]) * (achado[2] ? (UNIDADES[achado[2]] ?? Number.NaN) : 1);
}

/** Each container of each workload, with its pod spec and a name for messages. */
export function* contentores(objectos) {
  for (const carga of cargas(objectos)) {
    const pod = carga.spec.template.spec ?? {};
    for (const c of pod.containers ?? []) {
      yield { carga, pod, c, onde: `${nomeDoObjecto(carga)}: container ${c.name}` };
    }
  }
}

function sondasELimites(objectos) {
  const problemas = [];
  for (const { c, onde } of contentores(objectos)) {
    for (const [sonda, porque] of [
      ['readinessProbe', 'its Service would send it requests before it can answer'],
      ['livenessProbe', 'a hung process would never be restarted'],
    ]) {
      if (!c[sonda]) problemas.push(`${onde} has no ${sonda}: ${porque}`);
    }
    for (const tipo of ['requests', 'limits']) {
      for (const recurso of ['cpu', 'memory']) {
        if (!c.resources?.[tipo]?.[recurso])
          problemas.push(`${onde} has no ${recurso} in resources.${tipo}`);
      }
    }
  }
  return problemas;
}

function semRoot(objectos) {
  const problemas = [];
  for (const { pod, c, onde } of contentores(objectos)) {
    const s = c.securityContext ?? {};
    const p = pod.securityContext ?? {};
    if ((s.runAsNonRoot ?? p.runAsNonRoot) !== true)
      problemas.push(`${onde} may run as root: set runAsNonRoot: true`);
    const uid = s.runAsUser ?? p.runAsUser;
    if (uid === undefined || uid === 0)
      problemas.push(`${onde} has no non-root runAsUser (the image's own user)`);
    if (s.allowPrivilegeEscalation !== false)
      problemas.push(`${onde} does not set allowPrivilegeEscalation: false`);
    if (!(s.capabilities?.drop ?? []).includes('ALL'))
      problemas.push(`${onde} keeps Linux capabilities: drop ALL`);
    if ((s.seccompProfile ?? p.seccompProfile)?.type !== 'RuntimeDefault') {
      problemas.push(
        `${onde} has no RuntimeDefault seccomp profile (the namespace's "restricted" policy refuses it)`,
      );
    }
    if (s.readOnlyRootFilesystem !== true)
      problemas.push(`${onde} has a writable root filesystem: set readOnlyRootFilesystem: true`);
  }
  for (const carga of cargas(objectos)) {
    const pod = carga.spec.template.spec ?? {};
    if (pod.enableServiceLinks !== false) {
      problemas.push(
        `${nomeDoObjecto(carga)}: enableServiceLinks is not false (a Service named gateway would put GATEWAY_PORT=tcp://… in the environment)`,
      );
    }
    // A memory emptyDir is charged to the pod's memory: it must fit under the limits.
    const memoriaVolumes = (pod.volumes ?? [])
      .filter((v) => v.emptyDir?.medium === 'Memory')
      .reduce((soma, v) => soma + quantidade(v.emptyDir.sizeLimit ?? 'NaN'), 0);
    const limite = (pod.containers ?? []).reduce(
      (soma, c) => soma + quantidade(c.resources?.limits?.memory),
      0,
    );
    if (!(memoriaVolumes <= limite)) {
      problemas.push(
        `${nomeDoObjecto(carga)}: its memory volumes (sizeLimit ${memoriaVolumes / 2 ** 20} MiB, or none set) do not fit under its memory limit (${limite / 2 ** 20} MiB)`,
      );
    }
  }
  return problemas;
}

function servicos(objectos) {
  const problemas = [];
  const pods = cargas(objectos).map((c) => c.spec.template);
  for (const s of objectos.filter((o) => o.kind === 'Service')) {
    const seletor = s.spec?.selector;
    const alvos = pods.filter((t) => seleciona(seletor, t.metadata?.labels));
    if (alvos.length === 0) {
      problemas.push(
        `${nomeDoObjecto(s)}: selects ${JSON.stringify(seletor ?? {})}, which no pod template carries: it would have no endpoints`,
      );
      continue;
    }
    const portas = alvos.flatMap((t) => (t.spec.containers ?? []).flatMap((c) => c.ports ?? []));
    for (const porta of s.spec.ports ?? []) {
      const alvo = porta.targetPort ?? porta.port;
      if (!portas.some((p) => p.name === alvo || p.containerPort === alvo)) {
        problemas.push(
          `${nomeDoObjecto(s)}: port ${porta.port} targets ${alvo}, which no selected container declares`,
        );
      }
    }
  }
  for (const o of objectos.filter((x) => x.kind === 'PodDisruptionBudget')) {
    if (!pods.some((t) => seleciona(o.spec?.selector?.matchLabels, t.metadata?.labels))) {
      problemas.push(`${nomeDoObjecto(o)}: selects no pod template: it protects nothing`);
    }
  }
  return problemas;
}

const porNome = (objectos, kind, nome) =>
  objectos.find((o) => o.kind === kind && o.metadata?.name === nome);

function referencias(objectos) {
  const problemas = [];
  const chave = (kind, ref, onde) => {
    if (!ref || ref.optional) return;
    const alvo = porNome(objectos, kind, ref.name);
    if (!alvo) problemas.push(`${onde} reads ${kind} ${ref.name}, which is not in the manifests`);
    else if (!Object.hasOwn({ ...alvo.data, ...alvo.stringData }, ref.key)) {
      problemas.push(`${onde} reads key ${ref.key} of ${kind} ${ref.name}, which has no such key`);
    }
  };
  for (const { pod, c, onde } of contentores(objectos)) {
    for (const e of c.env ?? []) {
      chave('ConfigMap', e.valueFrom?.configMapKeyRef, `${onde} (${e.name})`);
      chave('Secret', e.valueFrom?.secretKeyRef, `${onde} (${e.name})`);
    }
    for (const f of c.envFrom ?? []) {
      if (
        f.configMapRef &&
        !f.configMapRef.optional &&
        !porNome(objectos, 'ConfigMap', f.configMapRef.name)
      ) {
        problemas.push(
          `${onde} reads ConfigMap ${f.configMapRef.name}, which is not in the manifests`,
        );
      }
    }
    const volumes = new Map((pod.volumes ?? []).map((v) => [v.name, v]));
    for (const m of c.volumeMounts ?? []) {
      if (!volumes.has(m.name))
        problemas.push(`${onde} mounts volume ${m.name}, which its pod does not declare`);
    }
  }
  for (const carga of cargas(objectos)) {
    for (const v of carga.spec.template.spec?.volumes ?? []) {
      const pvc = v.persistentVolumeClaim?.claimName;
      if (pvc && !porNome(objectos, 'PersistentVolumeClaim', pvc)) {
        problemas.push(
          `${nomeDoObjecto(carga)}: volume ${v.name} claims ${pvc}, which is not in the manifests`,
        );
      }
    }
  }
  for (const h of objectos.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    const alvo = porNome(objectos, h.spec?.scaleTargetRef?.kind, h.spec?.scaleTargetRef?.name);
    if (!alvo)
      problemas.push(
        `${nomeDoObjecto(h)}: scales ${h.spec?.scaleTargetRef?.kind}/${h.spec?.scaleTargetRef?.name}, which is not in the manifests`,
      );
    else if (alvo.spec.replicas !== undefined) {
      problemas.push(
        `${nomeDoObjecto(alvo)}: sets spec.replicas while ${nomeDoObjecto(h)} scales it (every apply would reset the count)`,
      );
    }
  }
  return problemas;
}

function rotasEAnalises(objectos) {
  const problemas = [];
  for (const r of objectos.filter((o) => o.kind === 'HTTPRoute')) {
    for (const pai of r.spec?.parentRefs ?? []) {
      const gateway = porNome(objectos, 'Gateway', pai.name);
      if (!gateway)
        problemas.push(
          `${nomeDoObjecto(r)}: attaches to Gateway ${pai.name}, which is not in the manifests`,
        );
      else if (pai.sectionName && !gateway.spec.listeners.some((l) => l.name === pai.sectionName)) {
        problemas.push(
          `${nomeDoObjecto(r)}: attaches to listener ${pai.sectionName}, which Gateway ${pai.name} does not have`,
        );
      }
    }
    for (const b of (r.spec?.rules ?? []).flatMap((regra) => regra.backendRefs ?? [])) {
      const s = porNome(objectos, 'Service', b.name);
      if (!s || !(s.spec.ports ?? []).some((p) => p.port === b.port)) {
        problemas.push(
          `${nomeDoObjecto(r)}: sends traffic to Service ${b.name} port ${b.port}, which does not exist`,
        );
      }
    }
  }
  for (const ro of objectos.filter((o) => o.kind === 'Rollout')) {
    for (const passo of ro.spec?.strategy?.canary?.steps ?? []) {
      const dados = new Set((passo.analysis?.args ?? []).map((a) => a.name));
      for (const { templateName } of passo.analysis?.templates ?? []) {
        const t = porNome(objectos, 'AnalysisTemplate', templateName);
        if (!t) {
          problemas.push(
            `${nomeDoObjecto(ro)}: a step runs AnalysisTemplate ${templateName}, which is not in the manifests`,
          );
          continue;
        }
        for (const a of t.spec.args ?? []) {
          if (a.value === undefined && !a.valueFrom && !dados.has(a.name)) {
            problemas.push(
              `${nomeDoObjecto(ro)}: a step runs ${templateName} without its argument ${a.name}`,
            );
          }
        }
      }
    }
  }
  return problemas;
}

/** Every generic rule over the rendered objects of one overlay. */
export function regrasDosObjectos(objectos) {
  return [
    ...sondasELimites(objectos),
    ...semRoot(objectos),
    ...servicos(objectos),
    ...referencias(objectos),
    ...rotasEAnalises(objectos),
  ];
}
