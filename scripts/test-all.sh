#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: static checks, unit and server
# tests, the production build, then the browser suite against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step 'Lint (ESLint, zero warnings) and format (Prettier)'
npm run lint

step 'Type check (tsc, every workspace)'
npm run typecheck

step 'Unit and server tests (Jest, every workspace)'
npm run test:unit

step 'Production build (shell, remotes, reference backend)'
npm run build

step 'Browser suite (Playwright + Chromium against the served build)'
bash scripts/ensure-chromium.sh
npm run test:e2e
