#!/usr/bin/env bash
# The browser suite drives Debian's Chromium (Playwright's own download is not reachable here).
set -euo pipefail
if [ -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install Debian's package with 'sudo apt-get install -y chromium' (or set CHROME_PATH)." >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
