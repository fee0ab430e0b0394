// The overlays, proven offline: each renders with kubectl kustomize, every object validates
// against the Kubernetes, Gateway API and Argo Rollouts schemas, and a reviewer's rules hold.
// Then each claim is proven by planting its violation: a broken overlay over a real one (a probe
// removed, a Service selecting nothing, an unknown field) and mutated objects for the rest; each
// must fail with a message that names the object and says what is wrong.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { OVERLAYS, pastaK8s, renderizar } from '../ferramentas/renderizar.mjs';
import { problemasDosObjectos, verificarOverlay } from '../ferramentas/verificar.mjs';

const pastaOverlay = (nome) => path.join(pastaK8s, 'overlays', nome);

for (const nome of OVERLAYS) {
  test(`o overlay ${nome} renderiza, valida nos esquemas e cumpre as regras`, async () => {
    const { objectos, problemas } = await verificarOverlay(pastaOverlay(nome));
    assert.deepEqual(problemas, [], `overlays/${nome}:\n${problemas.join('\n')}`);
    const tipos = new Set(objectos.map((o) => o.kind));
    for (const tipo of ['Deployment', 'Rollout', 'Service', 'ConfigMap', 'Gateway', 'HTTPRoute']) {
      assert.ok(tipos.has(tipo), `overlays/${nome} renders no ${tipo}`);
    }
    for (const tipo of ['HorizontalPodAutoscaler', 'PodDisruptionBudget', 'AnalysisTemplate']) {
      assert.ok(tipos.has(tipo), `overlays/${nome} renders no ${tipo}`);
    }
  });
}

// Broken overlays over the small one, as an operator's mistake would be written.
const temporarias = [];
after(() => temporarias.forEach((p) => rmSync(p, { recursive: true, force: true })));

function overlayPlantado(patches) {
  const pasta = mkdtempSync(path.join(tmpdir(), 'k8s-plantado-'));
  temporarias.push(pasta);
  const texto = [
    'apiVersion: kustomize.config.k8s.io/v1beta1',
    'kind: Kustomization',
    'resources:',
    `  - ${path.relative(pasta, pastaOverlay('pequeno'))}`,
    'patches:',
    ...patches.flatMap(({ alvo, operacoes }) => [
      `  - target: ${JSON.stringify(alvo)}`,
      `    patch: ${JSON.stringify(JSON.stringify(operacoes))}`,
    ]),
  ].join('\n');
  writeFileSync(path.join(pasta, 'kustomization.yaml'), `${texto}\n`);
  return pasta;
}

const PLANTADOS = [
  {
    caso: 'uma sonda em falta',
    patches: [
      {
        alvo: { kind: 'Deployment', name: 'ssr' },
        operacoes: [{ op: 'remove', path: '/spec/template/spec/containers/0/readinessProbe' }],
      },
    ],
    esperado: 'Deployment/ssr: container ssr has no readinessProbe',
  },
  {
    caso: 'um Service que não seleciona nada',
    patches: [
      {
        alvo: { kind: 'Service', name: 'shell' },
        operacoes: [
          { op: 'replace', path: '/spec/selector', value: { 'app.kubernetes.io/name': 'shel' } },
        ],
      },
    ],
    esperado:
      'Service/shell: selects {"app.kubernetes.io/name":"shel"}, which no pod template carries',
  },
  {
    caso: 'um campo desconhecido',
    patches: [
      {
        alvo: { kind: 'Deployment', name: 'gateway' },
        operacoes: [
          {
            op: 'add',
            path: '/spec/template/spec/containers/0/readinessProb',
            value: { httpGet: { path: '/health', port: 'http' } },
          },
        ],
      },
    ],
    esperado:
      'Deployment/gateway: spec.template.spec.containers[0].readinessProb: unknown field (did you mean "readinessProbe"?)',
  },
  {
    caso: 'um campo desconhecido num recurso do Argo Rollouts',
    patches: [
      {
        alvo: { kind: 'Rollout', name: 'mfe-eventos' },
        operacoes: [{ op: 'add', path: '/spec/strategy/canary/maxSurges', value: 1 }],
      },
    ],
    esperado:
      'Rollout/mfe-eventos: spec.strategy.canary.maxSurges: unknown field (did you mean "maxSurge"?)',
  },
  {
    caso: 'um valor do tipo errado',
    patches: [
      {
        alvo: { kind: 'HorizontalPodAutoscaler', name: 'ssr' },
        operacoes: [{ op: 'replace', path: '/spec/maxReplicas', value: 'muitas' }],
      },
    ],
    esperado: 'HorizontalPodAutoscaler/ssr: spec.maxReplicas must be integer',
  },
];

for (const { caso, patches, esperado } of PLANTADOS) {
  test(`um overlay com ${caso} falha com uma mensagem clara`, async () => {
    const { problemas } = await verificarOverlay(overlayPlantado(patches));
    assert.ok(
      problemas.some((p) => p.startsWith(esperado)),
      `expected a problem starting with:\n  ${esperado}\ngot:\n  ${problemas.join('\n  ') || '(none)'}`,
    );
  });
}

// The other rules, each with its violation planted in the rendered objects of the small overlay.
let renderizados;
before(() => {
  renderizados = renderizar(pastaOverlay('pequeno'));
});

const objecto = (objectos, kind, nome) =>
  objectos.find((o) => o.kind === kind && (nome === undefined || o.metadata.name === nome));
const contentor = (objectos, kind, nome) =>
  objecto(objectos, kind, nome).spec.template.spec.containers[0];

const MUTACOES = [
  [
    'um contentor sem limites',
    (o) => delete contentor(o, 'Deployment', 'sitemap').resources.limits,
    'Deployment/sitemap: container sitemap has no cpu in resources.limits',
  ],
  [
    'um contentor como root',
    (o) => {
      const pod = objecto(o, 'Deployment', 'api').spec.template.spec;
      pod.securityContext.runAsUser = 0;
      delete pod.securityContext.runAsNonRoot;
    },
    'Deployment/api: container api may run as root',
  ],
  [
    'uma raiz com escrita',
    (o) =>
      (contentor(o, 'Rollout', 'mfe-conteudos').securityContext.readOnlyRootFilesystem = false),
    'Rollout/mfe-conteudos: container mfe-conteudos has a writable root filesystem',
  ],
  [
    'uma chave do ConfigMap que um programa lê em falta',
    (o) => delete objecto(o, 'ConfigMap').data.SSR_FILA,
    'Deployment/ssr: container ssr (SSR_FILA) reads key SSR_FILA of ConfigMap site-',
  ],
  [
    'uma variável do compose que o contentor não recebe',
    (o) => {
      const c = contentor(o, 'Deployment', 'imagens');
      c.env = c.env.filter((e) => e.name !== 'IMAGENS_FILA');
    },
    'Deployment/imagens: container imagens does not set IMAGENS_FILA, which compose gives imagens',
  ],
  [
    'uma imagem que o compose não constrói para o serviço',
    (o) => (contentor(o, 'Deployment', 'sitemap').image = 'associacao-site/shell:latest'),
    'Deployment/sitemap: container sitemap runs image associacao-site/shell:latest, not the api image',
  ],
  [
    'uma sonda noutro endereço que o de saúde da imagem',
    (o) => (contentor(o, 'Deployment', 'ssr').livenessProbe.httpGet.path = '/health'),
    "Deployment/ssr: container ssr: livenessProbe asks /health, the image's health endpoint is /saude",
  ],
  [
    'um endereço interno curto que o nginx não resolve',
    (o) => (objecto(o, 'ConfigMap').data.CMS_UPSTREAM = 'http://api:8080'),
    'ConfigMap site-',
  ],
  [
    'um endereço interno no namespace certo mas sem o domínio do cluster',
    (o) => (objecto(o, 'ConfigMap').data.SITE_INTERNO_URL = 'http://gateway.associacao-site:8080'),
    /^ConfigMap site-\w+: SITE_INTERNO_URL names gateway\.associacao-site; write gateway\.associacao-site\.svc\.cluster\.local/,
  ],
  [
    'um renderizador atrás de um Service com IP de cluster',
    (o) => delete objecto(o, 'Service', 'ssr').spec.clusterIP,
    'Service/ssr: must be headless',
  ],
  [
    'um número de réplicas fixo num Deployment que o autoscaler escala',
    (o) => (objecto(o, 'Deployment', 'ssr').spec.replicas = 2),
    'Deployment/ssr: sets spec.replicas while HorizontalPodAutoscaler/ssr scales it',
  ],
  [
    'um renderizador com menos memória que o limite do relatório de robustez',
    (o) => (contentor(o, 'Deployment', 'ssr').resources.limits.memory = '256Mi'),
    'Deployment/ssr: memory limit under the 450 MB',
  ],
  [
    'caches do gateway maiores que o seu volume',
    (o) => (objecto(o, 'ConfigMap').data.GATEWAY_CACHE_PAGINAS_MB = '4096'),
    'Deployment/gateway: its /tmp volume is smaller than its page and picture caches',
  ],
  [
    'uma versão de remoto que não é a etiqueta da imagem',
    (o) =>
      (objecto(o, 'Rollout', 'mfe-eventos').metadata.labels['app.kubernetes.io/version'] =
        '2025-06-14T00:00:00Z'),
    "Rollout/mfe-eventos: metadata label app.kubernetes.io/version is 2025-06-14T00:00:00Z, not the image's tag",
  ],
  [
    'um passo de lançamento sem o seu AnalysisTemplate',
    (o) => o.splice(o.indexOf(objecto(o, 'AnalysisTemplate', 'portao-canario')), 1),
    'Rollout/mfe-eventos: a step runs AnalysisTemplate portao-canario, which is not in the manifests',
  ],
  [
    'uma rota para uma porta que o Service não tem',
    (o) => (objecto(o, 'HTTPRoute', 'site').spec.rules[0].backendRefs[0].port = 80),
    'HTTPRoute/site: sends traffic to Service gateway port 80, which does not exist',
  ],
  [
    'um tipo de objecto sem esquema',
    (o) => o.push({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }),
    'Deploymnet/x: no schema for apiVersion apps/v1 kind Deploymnet',
  ],
];

test('aceita um CMS de produção cujo nome começa como um serviço do site', async () => {
  const objectos = structuredClone(renderizados);
  objecto(objectos, 'ConfigMap').data.CMS_UPSTREAM = 'https://api.example.ao/cms/api/v1';
  assert.deepEqual(await problemasDosObjectos(objectos), []);
});

for (const [caso, mudar, esperado] of MUTACOES) {
  test(`recusa ${caso}`, async () => {
    const objectos = structuredClone(renderizados);
    mudar(objectos);
    const problemas = await problemasDosObjectos(objectos);
    assert.ok(
      problemas.some((p) =>
        esperado instanceof RegExp ? esperado.test(p) : p.startsWith(esperado),
      ),
      `expected a problem starting with:\n  ${esperado}\ngot:\n  ${problemas.join('\n  ') || '(none)'}`,
    );
  });
}
