#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: static checks, the production
# build, unit, server and robustness tests, the browser suite against that build, the audit.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

# The type check (the longest static step, one core) runs beside the others (the other core);
# its output is printed in its own step below.
TYPECHECK_LOG=$(mktemp)
setsid npm run typecheck >"$TYPECHECK_LOG" 2>&1 &
TYPECHECK_PID=$!
trap 'kill -- "-$TYPECHECK_PID" 2>/dev/null || true; rm -f "$TYPECHECK_LOG"' EXIT

step 'Lint (ESLint, zero warnings), format (Prettier) and dead code (knip, zero findings)'
npm run lint

step 'Markdown links: every relative link and #anchor resolves (remark-validate-links, offline)'
npm run docs:links

step 'Repository scripts (each forbidden import planted, lint must reject it; the Node version guard)'
npm run test:scripts

step 'Kubernetes manifests: each overlay rendered (kubectl kustomize), validated offline against the Kubernetes, Gateway API and Argo Rollouts schemas, held to the compose file; each violation planted'
npm run verificar -w k8s

# npm scripts run on the project's Node 24 (node_modules/.bin first on PATH), and so does this
# npm: a dry run of the install checks every locked package's engines against that Node.
step 'Engines: every locked package supports the Node the project runs on'
if npm install --dry-run --no-audit --no-fund 2>&1 | grep -A4 EBADENGINE; then
  echo "a locked package does not support Node $(node -v) (EBADENGINE above)" >&2
  exit 1
fi

step 'Type check (tsc, every workspace; started with the lint)'
if wait "$TYPECHECK_PID"; then
  cat "$TYPECHECK_LOG"
else
  cat "$TYPECHECK_LOG"
  exit 1
fi

step 'Production build (shell, remotes, reference backend)'
npm run build

# The budget and the robustness workspace's tests load the built site in Chromium, so the build
# and the browser come first.
bash scripts/ensure-chromium.sh

step 'First-load JavaScript budget per route (the built site, each route loaded in Chromium)'
npm run orcamento -w bench

step 'Unit, server and robustness tests (Jest, every workspace)'
npm run test:unit

step 'Browser suite (Playwright + Chromium against the served build)'
npm run test:e2e

step 'Dependency audit (npm audit --omit=dev: no high or critical advisory)'
npm run audit -w robustez
