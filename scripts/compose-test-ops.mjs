// The ops side of the compose test (scripts/compose-test.sh; issue I1 point 4): asks the running
// Prometheus and Alertmanager what ops would ask them. Prints what it found; exits 1 with the
// reason when a check fails (after waiting, where the answer needs a scrape or a rule evaluation).
//
//   node scripts/compose-test-ops.mjs alvos|regras|gateway|vitais \
//     --prometheus=http://127.0.0.1:19090 --alertmanager=http://127.0.0.1:19093 \
//     --gateway=http://127.0.0.1:8088
//
//   alvos    every scrape target up, every program's job among them
//   regras   the recording and alert rules loaded, Alertmanager found by Prometheus and healthy
//   gateway  the gateway's connections (nginx exporter) and cache outcomes (mtail) counted
//   vitais   p75 LCP and INP recorded by route and by remote version (after real visits), a
//            remote's LCP among them, every version one the site serves
//   erros N  the events remote's visitors' errors counted past N within 30 s, under the version
//            the gateway serves (N: `erros` without a number prints the count now)
import { parseArgs } from 'node:util';

const { values: opcoes, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    prometheus: { type: 'string', default: 'http://127.0.0.1:19090' },
    alertmanager: { type: 'string', default: 'http://127.0.0.1:19093' },
    gateway: { type: 'string', default: 'http://127.0.0.1:8088' },
  },
});

/** The jobs docker-compose.test.yml gives Prometheus: every server program and the ops side. */
const JOBS = ['gateway', 'gateway_cache', 'ssr', 'api', 'sitemap', 'imagens', 'alertmanager'];
const GRUPOS_REGRAS = ['visitantes', 'renderizador', 'alertas'];

const pausa = (ms) => new Promise((resolver) => setTimeout(resolver, ms));

async function api(caminho) {
  const resposta = await fetch(`${opcoes.prometheus}${caminho}`);
  if (!resposta.ok) throw new Error(`Prometheus ${caminho}: HTTP ${resposta.status}`);
  const corpo = await resposta.json();
  if (corpo.status !== 'success') throw new Error(`Prometheus ${caminho}: ${corpo.error}`);
  return corpo.data;
}

const consulta = async (expressao) =>
  (await api(`/api/v1/query?query=${encodeURIComponent(expressao)}`)).result;

/** Runs `verificar` until it returns a text (the finding) or `prazoMs` passes (its last error). */
async function esperar(prazoMs, verificar) {
  const fim = Date.now() + prazoMs;
  let ultimo;
  for (;;) {
    try {
      return await verificar();
    } catch (erro) {
      ultimo = erro;
    }
    if (Date.now() > fim) throw ultimo;
    await pausa(2000);
  }
}

const verificacoes = {
  async alvos() {
    return esperar(45_000, async () => {
      const { activeTargets } = await api('/api/v1/targets?state=active');
      const emBaixo = activeTargets.filter((alvo) => alvo.health !== 'up');
      if (emBaixo.length > 0) {
        throw new Error(
          `targets not up: ${emBaixo.map((a) => `${a.labels.job} ${a.scrapeUrl} (${a.health}: ${a.lastError})`).join('; ')}`,
        );
      }
      const jobs = new Set(activeTargets.map((alvo) => alvo.labels.job));
      const faltam = JOBS.filter((job) => !jobs.has(job));
      if (faltam.length > 0) throw new Error(`no target for ${faltam.join(', ')}`);
      const ssr = activeTargets.filter((alvo) => alvo.labels.job === 'ssr').length;
      return `${activeTargets.length} targets up (${[...jobs].sort().join(', ')}; ${ssr} renderer replicas)`;
    });
  },

  async regras() {
    const { groups } = await api('/api/v1/rules');
    const nomes = groups.map((grupo) => grupo.name);
    const faltam = GRUPOS_REGRAS.filter((nome) => !nomes.includes(nome));
    if (faltam.length > 0) throw new Error(`rule groups missing: ${faltam.join(', ')}`);
    const regras = groups.flatMap((grupo) => grupo.rules);
    const alertas = regras.filter((regra) => regra.type === 'alerting').map((regra) => regra.name);
    const erros = regras.filter((regra) => regra.health === 'err');
    if (erros.length > 0) {
      throw new Error(`rules failing: ${erros.map((r) => `${r.name}: ${r.lastError}`).join('; ')}`);
    }
    const gestores = await esperar(30_000, async () => {
      const { activeAlertmanagers } = await api('/api/v1/alertmanagers');
      if (activeAlertmanagers.length === 0) throw new Error('Prometheus has no Alertmanager');
      return activeAlertmanagers.map((gestor) => gestor.url);
    });
    const saude = await fetch(`${opcoes.alertmanager}/-/healthy`);
    if (!saude.ok) throw new Error(`Alertmanager /-/healthy: HTTP ${saude.status}`);
    return `${regras.length - alertas.length} recording rules and alerts ${alertas.join(', ')}; alerts go to ${gestores.join(', ')}`;
  },

  async gateway() {
    return esperar(30_000, async () => {
      const [ligacoes] = await consulta('sum(nginx_connections_accepted)');
      const porResultado = await consulta('sum by (cache_status) (gateway_cache_requests_total)');
      const aceites = Number(ligacoes?.value[1] ?? 0);
      if (!(aceites > 0)) throw new Error('no nginx_connections_accepted from the nginx exporter');
      const contagens = Object.fromEntries(
        porResultado.map((serie) => [serie.metric.cache_status, Number(serie.value[1])]),
      );
      if (!(contagens.hit > 0)) {
        throw new Error(`no cache hit counted by mtail: ${JSON.stringify(contagens)}`);
      }
      return `${aceites} connections accepted; answers by cache outcome ${JSON.stringify(contagens)}`;
    });
  },

  async vitais() {
    return esperar(90_000, async () => {
      const partes = [];
      for (const metrica of ['rum_lcp_seconds', 'rum_inp_seconds']) {
        // A series whose rate fell to 0 in the window has no quantile (NaN): not a figure. Only
        // versions the site serves: `other` and `unknown` would mean the collector could not
        // tell them.
        const series = (
          await consulta(`route_remote_version:${metrica}:p75_5m{version!~"other|unknown|"}`)
        ).filter((serie) => Number.isFinite(Number(serie.value[1])));
        if (series.length === 0) throw new Error(`no route_remote_version:${metrica}:p75_5m yet`);
        const deRemotos = series.filter((serie) => serie.metric.remote !== 'shell');
        if (metrica === 'rum_lcp_seconds' && deRemotos.length === 0) {
          throw new Error(`no remote's LCP yet (${series.length} series, all the shell's)`);
        }
        const exemplo = (deRemotos[0] ?? series[0]).metric;
        partes.push(
          `${metrica} p75 in ${series.length} series (e.g. ${exemplo.http_route} ${exemplo.remote} ${exemplo.version})`,
        );
      }
      return partes.join('; ');
    });
  },
};

const ERROS_EVENTOS = 'sum by (version, kind) (rum_errors_total{remote="mfe_eventos"})';

/** The events remote's visitors' errors counted by Prometheus, in all. */
async function errosEventos() {
  const series = await consulta(ERROS_EVENTOS);
  return {
    total: series.reduce((soma, serie) => soma + Number(serie.value[1]), 0),
    versoes: series.map((serie) => serie.metric.version),
    texto: series.map((s) => `${s.metric.kind} ${s.metric.version}: ${s.value[1]}`).join('; '),
  };
}

/** The events remote's version the gateway serves (its manifest's build version). */
async function versaoEventos() {
  const resposta = await fetch(`${opcoes.gateway}/mf/eventos/mf-manifest.json`);
  if (!resposta.ok) throw new Error(`/mf/eventos/mf-manifest.json: HTTP ${resposta.status}`);
  return (await resposta.json()).metaData.buildInfo.buildVersion;
}

verificacoes.erros = async () => {
  const antes = positionals[1];
  if (antes === undefined) return String((await errosEventos()).total);
  const versao = await versaoEventos();
  return esperar(30_000, async () => {
    const { total, versoes, texto } = await errosEventos();
    if (!(total > Number(antes))) throw new Error(`still ${total} (${texto})`);
    if (!versoes.includes(versao)) {
      throw new Error(`counted, but not under the served version ${versao}: ${texto}`);
    }
    return `the events remote's errors went from ${antes} to ${total} (${texto})`;
  });
};

const verificacao = verificacoes[positionals[0]];
if (!verificacao) {
  console.error(`usage: compose-test-ops.mjs ${Object.keys(verificacoes).join('|')}`);
  process.exit(2);
}
try {
  console.log(await verificacao());
} catch (erro) {
  console.error(erro instanceof Error ? erro.message : String(erro));
  process.exit(1);
}
