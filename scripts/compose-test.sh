#!/usr/bin/env bash
# The compose test (issue F6): builds every image, starts the whole site with docker-compose on
# host networking (loopback ports only, gateway on 127.0.0.1:8088) and proves:
#   0. pages come from the shell's server renderer (ssr, two replicas): the HTML already holds
#      the content, its head and the right status, with the caching headers a shared cache reads;
#      the gateway keeps one copy per page in its page cache (tracking tags do not make copies);
#      with every renderer stopped it serves its kept copy, else the browser-rendered page; one
#      replica killed in the middle of 600 page loads fails none of them;
#   1. the browser suite's composition specs pass against the gateway: those whose answers go
#      through the gateway's own routes and caches (remotes, server rendering, the service worker,
#      search and discovery, pictures); `npm test` runs the whole suite against the same build;
#   2. the events remote alone is rebuilt and redeployed, and the running shell (same container,
#      never restarted) serves the new version on the next page load, in the browser and in the
#      renderer's HTML (same container, never restarted either), also for a returning visitor
#      whose browser has the site's service worker installed, and both renderer replicas render
#      the new server build; then it is rolled back;
#   3. with the events remote stopped the rest of the site works and the section shows its
#      fallback; started again, the section is back;
#   4. submissions survive a restart of the backend (its DATA_DIR is a named volume);
#   5. /sitemap.xml (through the gateway) is well-formed and lists every public route and event,
#      robots.txt points at it with the configured public URL; with the backend (the CMS) down
#      the sitemap answers a short 503 while the rest of the site works, and with the sitemap
#      server down too the gateway answers its own 503 and robots.txt still works.
#
# Runs as root on Debian 12 (CI: `bash .ci/run` with CI=true). Installs docker.io, docker-compose
# and debootstrap when missing, starts its own dockerd (no bridge, no iptables, data under a
# temporary folder) and stops it at the end. Docker Hub is not reachable here, so the images are
# built FROM local base images (docker/construir-imagens-base.sh). Prints PASS/FAIL lines and
# exits non-zero on any failure. Needs the JavaScript built (`npm ci && npm run build`; the build
# is run here when a dist folder is missing).
#
# Environment: GATEWAY_PORT (8088), COMPOSE_TEST_PUBLIC_URL (https://www.aaq.example: the sitemap
# server's PUBLIC_URL in docker-compose.test.yml), COMPOSE_TEST_E2E=0 skips step 1,
# COMPOSE_TEST_E2E=todos runs the whole browser suite there, COMPOSE_TEST_E2E_ARGS (extra Playwright
# arguments, e.g. "testes/navbar.spec.ts"), COMPOSE_TEST_E2E_OUTPUT (its traces, /tmp/compose-test-e2e-resultados),
# SITE_BASE_CACHE (base-image cache, /var/tmp/site-imagens-base), COMPOSE_TEST_EXTRA (one more compose
# file on top, e.g. CPU limits that make this machine a slow host).
set -euo pipefail
RAIZ=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$RAIZ"
# The project's Node 24 (node_modules/.bin/node, from `npm install`), as npm scripts get it.
export PATH="$RAIZ/node_modules/.bin:$PATH"
node scripts/exigir-node.mjs

GATEWAY_PORT=${GATEWAY_PORT:-8088}
export GATEWAY_PORT
G="http://127.0.0.1:$GATEWAY_PORT"
PROJECTO=sitecomposetest
REGISTRY=associacao-site
export REGISTRY
VERSAO_NOVA=compose-test-2
URL_PUBLICO=${COMPOSE_TEST_PUBLIC_URL:-https://www.aaq.example}
export COMPOSE_TEST_PUBLIC_URL=$URL_PUBLICO
INICIO=$(date +%s)
FALHAS=0

passo() { printf '\n=== [%4ss] %s ===\n' "$(($(date +%s) - INICIO))" "$*"; }
pass() { echo "PASS: $*"; }
fail() {
  echo "FAIL: $*"
  FALHAS=$((FALHAS + 1))
}
fatal() {
  echo "FAIL: $*"
  exit 1
}

# ---------------------------------------------------------------------------------------------
passo 'Tools: docker.io, docker-compose, debootstrap'
if ! [[ -x /usr/bin/docker && -x /usr/sbin/dockerd ]] || ! command -v docker-compose >/dev/null || ! command -v debootstrap >/dev/null; then
  [[ $(id -u) -eq 0 ]] || fatal 'run as root (or install docker.io docker-compose debootstrap first)'
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io docker-compose debootstrap >/dev/null 2>&1 || {
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io docker-compose debootstrap >/dev/null
  }
fi
[[ $(id -u) -eq 0 ]] || fatal 'dockerd needs root'
# Debian's client, whatever else is earlier in PATH.
DOCKER=/usr/bin/docker
export DOCKER
bash scripts/ensure-chromium.sh
"$DOCKER" --version
docker-compose --version

for porta in "$GATEWAY_PORT" 18081 18082 18083 18084 18085 18086 18087 18089 18097 \
  19085 19086 19087 19088 19089 19090 19093 19097 19113 19903; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$porta") 2>/dev/null; then fatal "127.0.0.1:$porta is already in use"; fi
done

# ---------------------------------------------------------------------------------------------
passo 'Docker daemon (our own: --bridge=none --iptables=false, data in a temporary folder)'
TMP=$(mktemp -d /tmp/compose-test.XXXXXX)
DOCKERD_PID=""
# COMPOSE_TEST_EXTRA: one more compose file on top (e.g. CPU limits that make this machine a slow host).
compose() {
  docker-compose -p "$PROJECTO" -f docker-compose.yml -f docker-compose.test.yml \
    ${COMPOSE_TEST_EXTRA:+-f "$COMPOSE_TEST_EXTRA"} "$@"
}

limpar() {
  local estado=$?
  set +e
  if [[ -n $DOCKERD_PID ]]; then
    if [[ $FALHAS -gt 0 || $estado -ne 0 ]]; then
      echo '--- last container logs ---'
      compose logs --no-color --tail=15 2>/dev/null | tail -120
    fi
    compose down -v --remove-orphans >/dev/null 2>&1
    kill "$DOCKERD_PID" 2>/dev/null
    for _ in $(seq 1 30); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 1; done
    kill -9 "$DOCKERD_PID" 2>/dev/null
  fi
  # Whatever the daemon left mounted under our folder, then the folder.
  grep -o " $TMP/[^ ]*" /proc/mounts 2>/dev/null | sort -r | while read -r m; do umount -l "$m"; done
  rm -rf "$TMP"
  echo "compose test finished in $(($(date +%s) - INICIO)) s"
  exit "$estado"
}
trap limpar EXIT

dockerd --bridge=none --iptables=false --data-root "$TMP/data" --exec-root "$TMP/exec" \
  -H "unix://$TMP/docker.sock" --pidfile "$TMP/dockerd.pid" >"$TMP/dockerd.log" 2>&1 &
DOCKERD_PID=$!
export DOCKER_HOST="unix://$TMP/docker.sock"
for _ in $(seq 1 60); do "$DOCKER" info >/dev/null 2>&1 && break; sleep 0.5; done
"$DOCKER" info >/dev/null 2>&1 || { tail -20 "$TMP/dockerd.log"; fatal 'dockerd did not start'; }
echo "dockerd pid $DOCKERD_PID, socket $DOCKER_HOST"

# ---------------------------------------------------------------------------------------------
passo 'Host build and image build context'
for dist in shell/dist/index.html shell/dist/recursos-arranque.json shell/dist-servidor/servidor.cjs \
  mfe-eventos/dist/mf-manifest.json mfe-eventos/dist/servidor/remoteEntry.js mfe-institucional/dist/mf-manifest.json \
  mfe-conteudos/dist/mf-manifest.json api/dist/server.js api/dist/sitemap-server.js; do
  if [[ ! -f $dist ]]; then
    echo "$dist missing: npm run build"
    npm run build
    break
  fi
done
node docker/preparar-contexto.mjs

passo "Base images (debootstrap, cached in ${SITE_BASE_CACHE:-/var/tmp/site-imagens-base})"
bash docker/construir-imagens-base.sh
NGINX_BASE=site-base-nginx:bookworm
NODE_BASE=site-base-node:24-bookworm

passo 'Images (one per app)'
construir() { # construir TAG DOCKERFILE CONTEXT [build args...]
  local tag=$1 dockerfile=$2 contexto=$3
  shift 3
  DOCKER_BUILDKIT=1 "$DOCKER" build --network host -q -f "$dockerfile" -t "$tag" "$@" "$contexto" >/dev/null
  echo "built $tag"
}
construir "$REGISTRY/gateway:latest" docker/gateway/Dockerfile docker --build-arg NGINX_IMAGE=$NGINX_BASE
for app in shell mfe-eventos mfe-institucional mfe-conteudos; do
  construir "$REGISTRY/$app:latest" docker/estatico/Dockerfile docker --build-arg NGINX_IMAGE=$NGINX_BASE --build-arg APP=$app
done
construir "$REGISTRY/api:latest" docker/api/Dockerfile docker --build-arg NODE_IMAGE=$NODE_BASE
construir "$REGISTRY/ssr:latest" docker/ssr/Dockerfile docker --build-arg NODE_IMAGE=$NODE_BASE
# Prometheus, Alertmanager, the nginx exporter and mtail from Debian's packages, on the same
# Debian 12 root filesystem.
construir "$REGISTRY/observabilidade:latest" docker/observabilidade/Dockerfile docker --build-arg DEBIAN_IMAGE=$NGINX_BASE
"$DOCKER" images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep "^$REGISTRY/"

# ---------------------------------------------------------------------------------------------
id_de() { compose ps -q "$1"; }
saudavel() { # waits until the service's container is healthy
  local id estado
  for _ in $(seq 1 90); do
    id=$(id_de "$1")
    estado=$([[ -n $id ]] && "$DOCKER" inspect -f '{{.State.Health.Status}}' "$id" 2>/dev/null || echo none)
    [[ $estado == healthy ]] && return 0
    sleep 1
  done
  echo "$1 is not healthy (last state: $estado)"
  return 1
}
inicio_do() { "$DOCKER" inspect -f '{{.Id}} {{.State.StartedAt}}' "$(id_de "$1")"; }
navegador() { BASE_URL=$G PERFIL_NAVEGADOR="$TMP/perfil" node scripts/compose-test-browser.mjs "$@"; }

passo 'Start the stack (docker-compose.yml + docker-compose.test.yml: host network, loopback ports)'
compose up -d --no-build
for s in api sitemap imagens shell ssr ssr-2 mfe-eventos mfe-institucional mfe-conteudos gateway; do saudavel "$s" || fatal "$s did not become healthy"; done
if "$DOCKER" network ls --format '{{.Driver}}' | grep -qx bridge; then fail 'a bridge network exists'; fi
pass "all ten containers healthy; the site answers at $G"

# ---------------------------------------------------------------------------------------------
passo 'Gateway: headers, cache rules, 404s'
# Each renderer replica renders the pages below once first: a cold start's first render may miss
# its data deadline, and an incomplete page is rightly never kept (Cache-Control: no-store).
for replica in 18087 18097; do
  for c in / /eventos /eventos/tipos/1/um-evento /endereco-que-nao-existe; do
    curl -sS -o /dev/null "http://127.0.0.1:$replica$c" || true
  done
done
cabecalhos() { curl -sS -o /dev/null -D - "$G$1" | tr -d '\r'; }
# The security headers as the contract defines them (shared/src/contract/cabecalhos.ts), read
# through the images' own docker/lib/definicoes.sh (written by preparar-contexto.mjs above), for
# this environment's CAPTCHA_SCRIPT_URL: one "Name: value" line each, as a browser receives them.
SEGURANCA=$(. docker/lib/comum.sh && . docker/lib/definicoes.sh && ORIGEM_CAPTCHA=$(origem_captcha) &&
  cabecalhos_seguranca | sed -E 's/^add_header ([^ ]+) "(.*)" always;$/\1: \2/')
grep -q '^Content-Security-Policy: ' <<<"$SEGURANCA" || fatal "no security headers in docker/lib/definicoes.sh"
tem_seguranca() { # HEADERS: every security header is there once (no upstream copy), with its exact value
  local linha
  while IFS= read -r linha; do
    grep -qxF -- "$linha" <<<"$1" && [[ $(grep -ci "^${linha%%:*}:" <<<"$1") -eq 1 ]] || return 1
  done <<<"$SEGURANCA"
}
verificar_cabecalho() { # PATH STATUS CACHE-CONTROL
  local h
  h=$(cabecalhos "$1")
  if grep -q "^HTTP/1.1 $2 " <<<"$h" && grep -qx "Cache-Control: $3" <<<"$h" && tem_seguranca "$h"; then
    pass "$1 -> $2, Cache-Control: $3, security headers"
  else
    fail "$1: expected $2 with Cache-Control: $3 and the security headers, got:"$'\n'"$h"
  fi
}
# X-Cache is the renderer's own header: the page came from the ssr service, not the shell's nginx.
do_renderizador() { cabecalhos "$1" | grep -Eqix 'X-Cache: (MISS|HIT|STALE|STALE-IF-ERROR)'; }
# A rendered page: browsers ask again each time; a shared cache keeps it for what is left of the
# renderer's freshness (SSR_CACHE_SEGUNDOS=1 here), then stale while one request renders it again.
CACHE_PAGINA='Cache-Control: public, max-age=0, s-maxage=[01], stale-while-revalidate=[0-9]+, stale-if-error=86400'
verificar_pagina() { # PATH STATUS: a page, through the server renderer and the gateway's page cache
  local h
  h=$(cabecalhos "$1")
  if grep -q "^HTTP/1.1 $2 " <<<"$h" && grep -Eqx "$CACHE_PAGINA" <<<"$h" && tem_seguranca "$h" &&
    grep -Eqx 'X-Cache-Status: [A-Z]+' <<<"$h"; then
    pass "$1 -> $2, $(grep -i '^Cache-Control' <<<"$h"), kept by the gateway ($(grep -i '^X-Cache-Status' <<<"$h")), security headers"
  else
    fail "$1: expected $2 with $CACHE_PAGINA, X-Cache-Status and the security headers, got:"$'\n'"$h"
  fi
  if do_renderizador "$1"; then pass "$1 is rendered by the ssr service (X-Cache)"; else fail "$1 did not come from the ssr service (no X-Cache)"; fi
}
HASHED_SHELL=$(find docker/.build/shell/dist -maxdepth 1 -name 'main.*.js' -printf '%f\n' | head -1)
HASHED_SERVIDOR=$(find docker/.build/mfe-eventos/dist/servidor -maxdepth 1 -name '*.*.js' ! -name remoteEntry.js -printf '%f\n' | head -1)
verificar_pagina / 200
verificar_pagina /eventos/tipos/1/um-evento 200
verificar_cabecalho "/$HASHED_SHELL" 200 'public, max-age=31536000, immutable'
verificar_cabecalho /config/site.json 200 no-cache
verificar_cabecalho /mf/eventos/remoteEntry.js 200 no-cache
verificar_cabecalho /mf/eventos/mf-manifest.json 200 no-cache
verificar_cabecalho /mf/eventos/servidor/remoteEntry.js 200 no-cache
# The installable site: the worker at the root and its offline page revalidate on every visit;
# the manifest is written at the shell's start from the association's variables.
verificar_cabecalho /sw.js 200 no-cache
verificar_cabecalho /offline.html 200 no-cache
verificar_cabecalho /manifest.webmanifest 200 no-cache
tipo_de() { cabecalhos "$1" | sed -n 's/^Content-Type: //Ip'; }
campo_json() { # PATH FIELD...: that field of the JSON the gateway serves at PATH
  curl -sS "$G$1" | node -e 'let t = ""; process.stdin.on("data", (d) => (t += d)).on("end", () =>
    process.stdout.write(String(process.argv.slice(1).reduce((o, c) => o?.[c], JSON.parse(t)))))' "${@:2}"
}
NOME_SITE=$(campo_json /config/site.json associacao nome)
if [[ $(tipo_de /manifest.webmanifest) == application/manifest+json* && $(tipo_de /sw.js) == application/javascript* &&
  $(campo_json /manifest.webmanifest name) == "$NOME_SITE" ]]; then
  pass "/manifest.webmanifest (application/manifest+json) names \"$NOME_SITE\"; /sw.js is JavaScript"
else
  fail "/manifest.webmanifest or /sw.js: wrong type, or the manifest lacks the name \"$NOME_SITE\""
fi
verificar_cabecalho "/mf/eventos/servidor/$HASHED_SERVIDOR" 200 'public, max-age=31536000, immutable'
verificar_cabecalho /main.0123456789.js 404 no-cache
verificar_cabecalho /mf/eventos/nao-existe.0123456789.js 404 no-cache
verificar_cabecalho /cms/api/v1/nao-existe 404 no-store
# One XSRF token per visit: a page answer gives one to a visitor who has none, added after the
# page cache (a kept page gives each visitor a token of their own), and the answers that follow
# (the page again, an API read) never replace it.
token_xsrf() { # PATH [COOKIE]: the XSRF token the answer's Set-Cookie gives, or nothing
  curl -sS -o /dev/null -D - ${2:+-H "Cookie: XSRF-TOKEN=$2"} "$G$1" | tr -d '\r' |
    sed -n 's/^Set-Cookie: XSRF-TOKEN=\([A-Za-z0-9_-]*\); Path=\/; SameSite=Strict$/\1/Ip'
}
xsrf1=$(token_xsrf /eventos)
xsrf2=$(token_xsrf /eventos)
if [[ $xsrf1 =~ ^[0-9a-f]{32}$ && $xsrf2 =~ ^[0-9a-f]{32}$ && $xsrf1 != "$xsrf2" &&
  -z $(token_xsrf /eventos "$xsrf1") && -z $(token_xsrf /cms/api/v1/paginas/pt "$xsrf1") ]]; then
  pass 'a page answer gives a first visit its own XSRF token (a kept page too); the answers after it keep it'
else
  fail "XSRF token of a page answer: first $xsrf1, second $xsrf2 (expected two different tokens, none with the cookie)"
fi
if curl -sS -H 'Accept-Encoding: gzip' -o /dev/null -D - "$G/$HASHED_SHELL" | grep -qi '^Content-Encoding: gzip'; then
  pass 'JavaScript is served gzipped'
else
  fail 'JavaScript is not gzipped'
fi

# ---------------------------------------------------------------------------------------------
passo 'Pictures: the image service behind the gateway, and the gateway cache in front of it'
# The first event card's picture, as the rendered /eventos page asks for it (its <img src>).
URL_FOTO=$(curl -sS "$G/eventos" | grep -o 'src="/imagem?[^"]*"' | head -1 | cut -d'"' -f2 | sed 's/&amp;/\&/g')
[[ -n $URL_FOTO ]] || fail 'the rendered /eventos page has no picture from /imagem'
ACCEPT='image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
imagem() { curl -sS -H "Accept: $1" -o "$TMP/imagem" -D - "$G$URL_FOTO" | tr -d '\r'; }
h1=$(imagem "$ACCEPT")
h2=$(imagem "$ACCEPT")
if grep -q '^HTTP/1.1 200 ' <<<"$h2" && grep -qix 'Content-Type: image/avif' <<<"$h2" &&
  grep -qix 'Vary: Accept' <<<"$h2" && grep -qix 'X-Cache-Status: HIT' <<<"$h2" && tem_seguranca "$h2"; then
  pass "an event picture ($URL_FOTO): AVIF, Vary: Accept, the second answer from the gateway's cache ($(wc -c <"$TMP/imagem") bytes)"
else
  fail "an event picture through the gateway:"$'\n'"$h1"$'\n'"$h2"
fi
if grep -qix 'Content-Type: image/jpeg' <<<"$(imagem '*/*')"; then
  pass 'the same address gives a browser without AVIF/WebP a JPEG (one cached copy per kind)'
else
  fail 'no JPEG for Accept: */*'
fi
estado=$(curl -sS -o /dev/null -w '%{http_code}' "$G/imagem?url=http%3A%2F%2F169.254.169.254%2Flatest&w=800")
if [[ $estado == 403 ]]; then pass 'a picture on another origin is refused (403)'; else fail "a picture on another origin answers $estado"; fi

# ---------------------------------------------------------------------------------------------
passo '0. Pages rendered on the server (the ssr service), and the browser-rendered fallback'
HTML_EVENTOS=$(curl -sS "$G/eventos")
no_html() { # FIXED-TEXT DESCRIPTION: in the gateway's HTML for /eventos
  if grep -qF -- "$1" <<<"$HTML_EVENTOS"; then pass "/eventos HTML: $2"; else fail "/eventos HTML lacks $2 ($1)"; fi
}
# A seed event's title as the text of its link: in the markup, not only in the embedded state.
no_html '>Conferência Nacional da Qualidade</a>' "the seed's events, rendered on the server"
no_html "<link rel=\"canonical\" href=\"$G/eventos\"" 'its canonical address, on the host and port asked for'
no_html '<meta property="og:image" content="http' 'an absolute og:image for link previews'
verificar_pagina /endereco-que-nao-existe 404
if grep -qF '<meta name="robots" content="noindex"' <<<"$(curl -sS "$G/endereco-que-nao-existe")"; then
  pass 'an unknown address answers 404 with robots noindex'
else
  fail 'an unknown address has no robots noindex'
fi
# One trace from the gateway through the renderer to its reads of the APIs: a page asked with a
# known traceparent (as a CDN would send it); the gateway's access log has the page's line and the
# renderer's reads (which come back through the gateway) under that trace id.
TRACE=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
curl -sS -o /dev/null -H "traceparent: 00-$TRACE-00f067aa0ba902b7-01" "$G/pesquisa?q=rastreio$RANDOM"
sleep 1
linhas_trace=$("$DOCKER" logs "$(id_de gateway)" 2>/dev/null | grep -F "\"trace_id\":\"$TRACE\"" || true)
if grep -qF '"uri":"/pesquisa?q=rastreio' <<<"$linhas_trace" && grep -qF '"uri":"/site/api/v1/pesquisa' <<<"$linhas_trace"; then
  pass "one trace id from the gateway through the renderer to its API reads ($(wc -l <<<"$linhas_trace") gateway log lines)"
else
  fail "trace $TRACE: the gateway's log lacks the page or the renderer's reads under it:"$'\n'"$linhas_trace"
fi
h=$(cabecalhos /parceiros)
if grep -q '^HTTP/1.1 301 ' <<<"$h" && grep -qix 'Location: /parcerias' <<<"$h" && tem_seguranca "$h"; then
  pass '/parceiros -> 301 /parcerias (security headers once)'
else
  fail "/parceiros: expected 301 to /parcerias, got:"$'\n'"$h"
fi

# One copy per page in the gateway's cache: the search's own parameter makes a page, tracking
# tags do not (the key's parameters come from the contract, through docker/lib/definicoes.sh).
estado_cache() { cabecalhos "$1" | sed -n 's/^X-Cache-Status: //Ip'; }
# A render that misses its data deadline on this busy machine is not kept: up to three searches.
for _ in 1 2 3; do
  PALAVRA="chave$RANDOM"
  primeira=$(estado_cache "/pesquisa?q=$PALAVRA&utm_source=whatsapp")
  segunda=$(estado_cache "/pesquisa?fbclid=IwAR1&q=$PALAVRA&gclid=x")
  outra=$(estado_cache "/pesquisa?q=outra$PALAVRA")
  [[ $segunda == MISS ]] || break
done
if [[ $primeira == MISS && $segunda != MISS && -n $segunda && $outra == MISS ]]; then
  pass "gateway page cache: tracking tags share the page's copy ($primeira, then $segunda); another search is its own ($outra)"
else
  fail "gateway page cache keys: first $primeira, with other tags $segunda (expected a kept copy), other search $outra"
fi

# Every renderer replica stopped: a page the gateway keeps is still the server-rendered page (its
# kept copy); one it never kept is the shell's index.html, rendered by the browser.
for _ in $(seq 1 10); do [[ $(estado_cache /eventos) != MISS ]] && break; sleep 0.5; done
# Asked once its freshness (s-maxage) is over, so the gateway must use the copy in the renderers'
# place (STALE) rather than serve it as still fresh (HIT).
frescura=$(cabecalhos /eventos | sed -n 's/^Cache-Control:.*s-maxage=\([0-9]*\).*/\1/Ip')
"$DOCKER" stop "$(id_de ssr)" "$(id_de ssr-2)" >/dev/null
sleep $((${frescura:-1} + 1))
h=$(cabecalhos /eventos)
if grep -qix 'X-Cache-Status: STALE' <<<"$h" && grep -qF '>Conferência Nacional da Qualidade</a>' <<<"$(curl -sS "$G/eventos")"; then
  pass 'renderers stopped: /eventos is the kept server-rendered copy (X-Cache-Status: STALE)'
else
  fail "renderers stopped: /eventos is not the kept copy:"$'\n'"$h"
fi
NUNCA_PEDIDA="/pagina-nunca-pedida-$RANDOM"
verificar_cabecalho "$NUNCA_PEDIDA" 200 no-cache
if ! do_renderizador "$NUNCA_PEDIDA" && curl -sS "$G$NUNCA_PEDIDA" | cmp -s - docker/.build/shell/dist/index.html; then
  pass "renderers stopped: an address never kept is the shell's own index.html (browser rendering)"
else
  fail "renderers stopped: $NUNCA_PEDIDA is not the shell's index.html"
fi
if navegador versao-eventos -; then pass 'renderers stopped: the browser renders the events section'; else fail 'renderers stopped: the browser does not render /eventos'; fi
"$DOCKER" start "$(id_de ssr)" "$(id_de ssr-2)" >/dev/null
saudavel ssr || fail 'renderer not healthy after start'
saudavel ssr-2 || fail 'second renderer not healthy after start'
if do_renderizador "/pesquisa?q=depois$PALAVRA"; then pass 'renderers started again: pages come from them again'; else fail 'renderers started again: pages do not come from them'; fi

# A replica killed (SIGKILL, as a crash or a lost machine) in the middle of a bounded load: the
# gateway tries the other with what failed before any byte reached the visitor, so no load fails.
if carga=$(node scripts/compose-test-carga.mjs --base="$G" --total=600 --clientes=16 \
  --matar-apos=150 --matar="$DOCKER kill $(id_de ssr)"); then
  pass "one renderer replica killed during 600 page loads: 0 failed ($carga)"
else
  fail "renderer replica killed during the load: $carga"
fi
"$DOCKER" start "$(id_de ssr)" >/dev/null
saudavel ssr || fail 'the killed renderer replica is not healthy after start'

# The sizing figures beside the robustness report's one renderer (docs/operations.md, "Sizing"):
# one replica asked directly against the two behind the gateway and its page cache, for pages of
# their own (a new search each) and kept pages, in alternating rounds (medians), with the ratios
# against their targets (issue I4 point 2; the cause of the old gap: docker/README.md, "Sizing").
FIGURAS="$TMP/figuras.txt"
# Figures, not a test: a load that failed is a failure, a rate below its target is reported.
if node scripts/compose-test-dimensionamento.mjs --gateway="$G" --renderizador=http://127.0.0.1:18087 >"$FIGURAS"; then
  cat "$FIGURAS"
  pass "sizing measured: $(tail -2 "$FIGURAS" | sed 's/^figure: //' | paste -sd ' ')"
else
  cat "$FIGURAS"
  fail "loads failed while measuring the sizing: $(tail -1 "$FIGURAS" | sed 's/^figure: //')"
fi
"$DOCKER" stats --no-stream --format 'figure: memory {{.Name}} {{.MemUsage}}' "$(id_de ssr)" "$(id_de ssr-2)" "$(id_de gateway)" | tee -a "$FIGURAS"

# ---------------------------------------------------------------------------------------------
passo 'Sitemap and robots.txt through the gateway'
# Status, one header line (a grep -E pattern) and a fixed text of the body, with the security headers.
verificar_resposta() { # PATH STATUS HEADER-PATTERN BODY-TEXT DESCRIPTION
  local h corpo
  h=$(cabecalhos "$1")
  corpo=$(curl -sS "$G$1")
  if grep -q "^HTTP/1.1 $2 " <<<"$h" && grep -Eqx "$3" <<<"$h" && grep -qF -- "$4" <<<"$corpo" &&
    tem_seguranca "$h" && ! grep -qi '<html' <<<"$corpo"; then
    pass "$1 -> $2: $5"
  else
    fail "$1: expected $2, $3 and \"$4\" ($5), got:"$'\n'"$h"$'\n'"$(head -c 400 <<<"$corpo")"
  fi
}
verificar_resposta /sitemap.xml 200 'Content-Type: application/xml; charset=utf-8' \
  "<loc>$URL_PUBLICO/eventos</loc>" 'XML with the configured public URL'
if cabecalhos /sitemap.xml | grep -Eqx 'Cache-Control: public, max-age=[1-3]'; then
  pass '/sitemap.xml is cached briefly (SITEMAP_CACHE_SECONDS=3 in the test)'
else
  fail "/sitemap.xml Cache-Control: $(cabecalhos /sitemap.xml | grep -i '^Cache-Control')"
fi
if navegador sitemap "$URL_PUBLICO"; then pass 'sitemap.xml lists every public route and event'; else fail 'sitemap.xml content'; fi
verificar_resposta /robots.txt 200 'Content-Type: text/plain; charset=utf-8' \
  "Sitemap: $URL_PUBLICO/sitemap.xml" 'points crawlers at the sitemap with the configured public URL'

# ---------------------------------------------------------------------------------------------
passo '1. Browser suite against the gateway (its composition specs)'
# Specs that check stored rows read the SQLite file in the api's named volume (E2E_DB_PATH).
BD_VOLUME="$("$DOCKER" volume inspect -f '{{.Mountpoint}}' "${PROJECTO}_dados-api")/submissoes.db"
ESPECS_COMPOSICAO='testes/rotas-composicao.spec.ts testes/servidor.spec.ts testes/pwa.spec.ts testes/pesquisa.spec.ts testes/imagens.spec.ts'
[[ ${COMPOSE_TEST_E2E:-1} == todos ]] && ESPECS_COMPOSICAO=''
if [[ ${COMPOSE_TEST_E2E:-1} == 0 ]]; then
  echo 'SKIP: COMPOSE_TEST_E2E=0'
elif compgen -G 'e2e/testes/*.spec.ts' >/dev/null; then
  # shellcheck disable=SC2086 # COMPOSE_TEST_E2E_ARGS is a list of Playwright arguments
  # BASE_URL_RENDERIZA: the gateway renders on the server, so the server-rendering spec runs too.
  # Its own output folder: another run of the suite in this checkout empties e2e/test-results
  # when it starts, traces of this one included.
  RESULTADOS_E2E=${COMPOSE_TEST_E2E_OUTPUT:-/tmp/compose-test-e2e-resultados}
  if (cd e2e && BASE_URL=$G BASE_URL_RENDERIZA=1 E2E_DB_PATH=$BD_VOLUME npx playwright test --output "$RESULTADOS_E2E" $ESPECS_COMPOSICAO ${COMPOSE_TEST_E2E_ARGS:-}); then
    pass "browser suite against the gateway (${ESPECS_COMPOSICAO:-every spec})"
  else
    fail "browser suite against the gateway (traces in $RESULTADOS_E2E)"
  fi
else
  echo 'SKIP: e2e/testes has no spec yet'
fi

# ---------------------------------------------------------------------------------------------
passo '1b. What ops see: every program scraped, the rules, the gateway, real visitors (Prometheus)'
OPS=(--prometheus=http://127.0.0.1:19090 --alertmanager=http://127.0.0.1:19093 "--gateway=$G")
ops() { node scripts/compose-test-ops.mjs "$@" "${OPS[@]}"; }
# Metrics are not public: not through the gateway's public listener, whatever the path.
for caminho in /metrics /stub_status /versoes; do
  estado=$(curl -sS -o /dev/null -w '%{http_code}' "$G$caminho")
  if [[ $estado == 404 ]]; then pass "$caminho through the gateway -> 404"; else fail "$caminho through the gateway -> $estado"; fi
done
if resultado=$(ops alvos 2>&1); then pass "Prometheus: $resultado"; else fail "Prometheus targets: $resultado"; fi
if resultado=$(ops regras 2>&1); then pass "Prometheus: $resultado"; else fail "Prometheus rules: $resultado"; fi
if resultado=$(ops gateway 2>&1); then pass "gateway: $resultado"; else fail "gateway metrics: $resultado"; fi
# Twice, 12 s apart: a series the first visits create is scraped before the second visits
# increase it (rate() sees no increase in a series' first sample).
if navegador visitas && sleep 12 && navegador visitas; then
  if resultado=$(ops vitais 2>&1); then pass "real visits: $resultado"; else fail "real visitors' vitals in Prometheus: $resultado"; fi
else
  fail 'real visits as a phone (compose-test-browser.mjs visitas)'
fi

# ---------------------------------------------------------------------------------------------
passo '2. Redeploy only the events remote, then roll it back'
SHELL_ANTES=$(inicio_do shell)
GATEWAY_ANTES=$(inicio_do gateway)
SSR_ANTES=$(inicio_do ssr)
if navegador versao-eventos -; then pass 'events section before the redeploy (no version marker)'; else fail 'events section before the redeploy'; fi
# The returning visitor has the site's service worker installed from here on (the profile keeps it).
if navegador trabalhador-eventos -; then
  pass 'service worker installed: it controls /eventos and passes remoteEntry.js on (network first)'
else
  fail 'service worker not installed or not in the path of remoteEntry.js'
fi
# The text the new version's server build renders on the home page (its upcoming events).
MARCA_SSR='Local (v2): '
esperar_html() { # PATH TEXT sim|nao: up to ~30 s for the gateway's HTML of PATH to have (not have) TEXT
  local tem
  for _ in $(seq 1 30); do
    if grep -qF -- "$2" <<<"$(curl -sS "$G$1")"; then tem=sim; else tem=nao; fi
    [[ $tem == "$3" ]] && return 0
    sleep 1
  done
  return 1
}
if grep -qF '>Local: <' <<<"$(curl -sS "$G/")" && esperar_html / "$MARCA_SSR" nao; then
  pass "home page HTML before the redeploy: the events remote's server build renders \"Local: \""
else
  fail 'home page HTML before the redeploy: no "Local: " from the events remote, or already the v2 text'
fi

# The new version: the same build with a marker its remoteEntry.js sets on <html> when the shell
# loads it (remoteEntry.js is not content-hashed, so nothing else changes name).
CONTEXTO_V2="$TMP/contexto-v2"
mkdir -p "$CONTEXTO_V2/.build/mfe-eventos"
cp -r docker/lib docker/nginx docker/estatico "$CONTEXTO_V2/"
cp -r docker/.build/mfe-eventos/dist "$CONTEXTO_V2/.build/mfe-eventos/dist"
printf '\n;document.documentElement.setAttribute("data-mfe-eventos-versao","%s");\n' "$VERSAO_NOVA" \
  >>"$CONTEXTO_V2/.build/mfe-eventos/dist/remoteEntry.js"
# Its server build changes too: a visible text in the chunk(s) that render it (the string literal
# only: "idLocal: " is code; the label is the card's `rotulo: "Local"`, followed by ": " when
# rendered, or one "Local: " text), and servidor/remoteEntry.js's content, hence the hash the
# renderer compares, as a real build's would.
SERVIDOR_V2="$CONTEXTO_V2/.build/mfe-eventos/dist/servidor"
mapfile -t PEDACOS_V2 < <(grep -lE '"Local: "|rotulo: "Local"' "$SERVIDOR_V2"/*.js)
[[ ${#PEDACOS_V2[@]} -gt 0 ]] || fatal "no server chunk of the events remote has the text \"Local\""
sed -i -e 's/"Local: "/"Local (v2): "/g' -e 's/rotulo: "Local"/rotulo: "Local (v2)"/g' "${PEDACOS_V2[@]}"
printf '\n// %s\n' "$VERSAO_NOVA" >>"$SERVIDOR_V2/remoteEntry.js"
# Its browser build has a defect only a test can reach: the events tabs' label, read as the
# section renders, throws on an address with ?falha-teste (a getter where the build had the text).
mapfile -t PEDACOS_ERRO < <(grep -l 'rotulo:"Agendados"' "$CONTEXTO_V2/.build/mfe-eventos/dist"/*.js)
[[ ${#PEDACOS_ERRO[@]} -gt 0 ]] || fatal 'no browser chunk of the events remote has rotulo:"Agendados"'
sed -i 's/rotulo:"Agendados"/get rotulo(){if(location.search.indexOf("falha-teste")>=0)throw new Error("falha de teste");return"Agendados"}/g' "${PEDACOS_ERRO[@]}"
echo "server build v2: ${#PEDACOS_V2[@]} chunk(s) changed, servidor/remoteEntry.js marked $VERSAO_NOVA"
construir "$REGISTRY/mfe-eventos:$VERSAO_NOVA" "$CONTEXTO_V2/estatico/Dockerfile" "$CONTEXTO_V2" \
  --build-arg NGINX_IMAGE=$NGINX_BASE --build-arg APP=mfe-eventos --build-arg VERSAO=$VERSAO_NOVA
REMOTE_EVENTOS_TAG=$VERSAO_NOVA compose up -d --no-deps --no-build mfe-eventos
saudavel mfe-eventos || fail 'new events remote not healthy'
if curl -sS "$G/mf/eventos/remoteEntry.js" | grep -q "$VERSAO_NOVA"; then
  pass "the gateway serves the new remoteEntry.js ($VERSAO_NOVA)"
else
  fail 'the gateway still serves the old remoteEntry.js'
fi
# The first load after the redeploy, by the visitor whose service worker holds the old entry.
if navegador trabalhador-eventos "$VERSAO_NOVA"; then
  pass "with the service worker installed, the next online load shows the new events remote ($VERSAO_NOVA)"
else
  fail 'with the service worker installed, the next load does not show the new events remote'
fi
if navegador versao-eventos "$VERSAO_NOVA"; then
  pass "the next page load shows the new events remote ($VERSAO_NOVA)"
else
  fail 'the next page load does not show the new events remote'
fi
# The defect, as visitors meet it: the section shows its error, the reporter sends it, and
# Prometheus counts it for the events remote within 30 s (a browser without the old chunks).
ERROS_ANTES=$(ops erros 2>&1) || ERROS_ANTES=x
if ! [[ $ERROS_ANTES =~ ^[0-9]+$ ]]; then
  fail "Prometheus: the events remote's error count before: $ERROS_ANTES"
elif ! PERFIL_NAVEGADOR="$TMP/perfil-erro" BASE_URL=$G node scripts/compose-test-browser.mjs erro-eventos; then
  fail 'the test build'"'"'s error in the events section (compose-test-browser.mjs erro-eventos)'
elif resultado=$(ops erros "$ERROS_ANTES" 2>&1); then
  pass "an error in the new events build reaches Prometheus: $resultado"
else
  fail "the new events build's error is not in Prometheus within 30 s: $resultado"
fi
if esperar_html / "$MARCA_SSR" sim; then
  pass "the renderer's HTML of the home page comes from the new server build (\"$MARCA_SSR\")"
else
  fail "the renderer's HTML of the home page still lacks \"$MARCA_SSR\" after 30 s"
  # What each layer holds: the gateway's cache outcome, and each replica's counters and slots.
  curl -sS -o /dev/null -D - "$G/" | grep -iE '^(x-cache-status|cache-control):' || true
  for replica in 18087 18097; do echo "replica :$replica $(curl -sS "http://127.0.0.1:$replica/saude")"; done
fi
# Each replica on its own (its loopback port in docker-compose.test.yml), past the gateway's cache.
for replica in 18087 18097; do
  if G="http://127.0.0.1:$replica" esperar_html / "$MARCA_SSR" sim; then
    pass "renderer replica :$replica renders the new server build"
  else
    fail "renderer replica :$replica still lacks \"$MARCA_SSR\" after 30 s"
  fi
done
if [[ $(inicio_do shell) == "$SHELL_ANTES" && $(inicio_do gateway) == "$GATEWAY_ANTES" ]]; then
  pass "shell and gateway containers untouched (shell ${SHELL_ANTES:0:12}, started ${SHELL_ANTES#* })"
else
  fail "the shell or the gateway was restarted: $SHELL_ANTES -> $(inicio_do shell)"
fi
if [[ $(inicio_do ssr) == "$SSR_ANTES" ]]; then
  pass "renderer container untouched (ssr ${SSR_ANTES:0:12}, started ${SSR_ANTES#* })"
else
  fail "the renderer was restarted: $SSR_ANTES -> $(inicio_do ssr)"
fi
REMOTE_EVENTOS_TAG=latest compose up -d --no-deps --no-build mfe-eventos
saudavel mfe-eventos || fail 'rolled-back events remote not healthy'
if navegador versao-eventos -; then pass 'rollback: REMOTE_EVENTOS_TAG=latest serves the previous version again'; else fail 'rollback'; fi
if esperar_html / "$MARCA_SSR" nao && G=http://127.0.0.1:18097 esperar_html / "$MARCA_SSR" nao &&
  [[ $(inicio_do ssr) == "$SSR_ANTES" ]]; then
  pass "rollback: the renderer's HTML is back to the previous server build, renderer not restarted"
else
  fail "rollback: the renderer's HTML still has \"$MARCA_SSR\" after 30 s, or the renderer was restarted"
fi

# ---------------------------------------------------------------------------------------------
passo '3. One remote down: the rest of the site works, the section shows its fallback'
compose stop mfe-eventos
estado=$(curl -sS -o /dev/null -w '%{http_code}' "$G/mf/eventos/mf-manifest.json")
if [[ $estado == 503 ]]; then pass 'gateway answers 503 for the stopped remote'; else fail "stopped remote answers $estado, expected 503"; fi
if navegador eventos-indisponivel; then pass 'events fallback shown; home page and another section still work'; else fail 'site with the events remote down'; fi
compose start mfe-eventos
saudavel mfe-eventos || fail 'events remote not healthy after start'
if navegador versao-eventos -; then pass 'events section back after starting the remote'; else fail 'events section not back'; fi

# ---------------------------------------------------------------------------------------------
passo '4. Submissions survive a restart of the backend'
COOKIES="$TMP/cookies.txt"
EMAIL="compose-teste-$(date +%s)@exemplo.ao"
subscrever() { # prints "STATUS BODY"
  rm -f "$COOKIES"
  curl -sS -c "$COOKIES" -o /dev/null "$G/cms/api/v1/"
  local token
  token=$(awk '$6 == "XSRF-TOKEN" { print $7 }' "$COOKIES")
  curl -sS -b "$COOKIES" -H 'Content-Type: application/json' -H "X-XSRF-TOKEN: $token" \
    -w ' %{http_code}' -d "{\"email\":\"$EMAIL\",\"consentimento\":true}" "$G/cms/api/v1/newsletters"
}
primeira=$(subscrever)
if [[ $primeira == *' 201' ]]; then pass "newsletter stored through the gateway: $primeira"; else fail "newsletter POST: $primeira"; fi
API_ANTES=$(inicio_do api)
compose restart api
saudavel api || fail 'api not healthy after restart'
[[ $(inicio_do api) != "$API_ANTES" ]] || fail 'the api container did not restart'
segunda=$(subscrever)
if [[ $segunda == *'"jaExistia":true'*' 200' ]]; then
  pass "after the api restart the address is still stored: $segunda"
else
  fail "after the api restart: $segunda"
fi

# ---------------------------------------------------------------------------------------------
passo '5. The sitemap with the backend (the CMS) down, then with the sitemap server down'
site_funciona() { # the rest of the gateway: the home page, a remote, the runtime config
  local c
  for c in / /mf/eventos/mf-manifest.json /config/site.json /contactos; do
    [[ $(curl -sS -o /dev/null -w '%{http_code}' "$G$c") == 200 ]] || return 1
  done
}
SITEMAP_INDISPONIVEL='O mapa do sítio está temporariamente indisponível.'
compose stop api
sleep 4 # past the sitemap's cache (SITEMAP_CACHE_SECONDS=3)
verificar_resposta /sitemap.xml 503 'Content-Type: text/plain; charset=utf-8' "$SITEMAP_INDISPONIVEL" \
  'api stopped: the sitemap server answers a short 503, not a broken gateway'
retry_after() {
  if cabecalhos /sitemap.xml | grep -qix 'Retry-After: 60'; then pass "$1: the 503 carries Retry-After: 60"; else fail "$1: no Retry-After on the 503"; fi
}
retry_after 'api stopped'
verificar_resposta /robots.txt 200 'Content-Type: text/plain; charset=utf-8' \
  "Sitemap: $URL_PUBLICO/sitemap.xml" 'robots.txt does not need the CMS'
if site_funciona; then pass 'api stopped: home page, remotes and runtime config still answer 200'; else fail 'the site with the api stopped'; fi
compose stop sitemap
verificar_resposta /sitemap.xml 503 'Content-Type: text/plain; charset=utf-8' "$SITEMAP_INDISPONIVEL" \
  "sitemap server stopped: the gateway's own short 503 (not nginx's 502 page)"
retry_after 'sitemap server stopped'
verificar_resposta /robots.txt 200 'Content-Type: text/plain; charset=utf-8' 'User-agent: *' \
  'sitemap server stopped: robots.txt falls back to "allow everything"'
if site_funciona; then pass 'sitemap server stopped too: the rest of the site still answers 200'; else fail 'the site with the sitemap server stopped'; fi
compose start api sitemap
saudavel api || fail 'api not healthy after start'
saudavel sitemap || fail 'sitemap server not healthy after start'
verificar_resposta /sitemap.xml 200 'Content-Type: application/xml; charset=utf-8' \
  "<loc>$URL_PUBLICO/</loc>" 'back once the api and the sitemap server are started'

# ---------------------------------------------------------------------------------------------
passo 'Result'
if [[ $FALHAS -gt 0 ]]; then
  echo "FAIL: compose test, $FALHAS failure(s)"
  exit 1
fi
echo 'PASS: compose test'
