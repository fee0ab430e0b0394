#!/usr/bin/env bash
# Builds the two local base images the images here are built FROM when Docker Hub is out of
# reach (this project's test machines): they stand in for nginx:1.27-bookworm and
# node:24-bookworm-slim, the defaults of the NGINX_IMAGE and NODE_IMAGE build arguments.
#
#   site-base-nginx:bookworm   Debian 12 minbase + nginx 1.22, curl, gettext-base (envsubst)
#   site-base-node:24-bookworm the same root filesystem + the Node 24 binary `npm install` put
#                              in node_modules (the `node` package; Debian 12's own nodejs is 18),
#                              at /usr/local/bin/node like the official image, with its `node`
#                              user (uid 1000)
#
# One debootstrap (about 40 s) from the archive apt is configured with; the root filesystem is
# cached as a tarball in SITE_BASE_CACHE (default /var/tmp/site-imagens-base) for later runs.
# Needs root, debootstrap and a running Docker daemon (DOCKER_HOST is honoured).
set -euo pipefail

DOCKER=${DOCKER:-docker}
IMAGEM_NGINX=${IMAGEM_NGINX:-site-base-nginx:bookworm}
IMAGEM_NODE=${IMAGEM_NODE:-site-base-node:24-bookworm}
CACHE=${SITE_BASE_CACHE:-/var/tmp/site-imagens-base}
CAMINHO_PADRAO='PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

existe() { "$DOCKER" image inspect "$1" >/dev/null 2>&1; }

if existe "$IMAGEM_NGINX" && existe "$IMAGEM_NODE"; then
  echo "base images already present: $IMAGEM_NGINX $IMAGEM_NODE"
  exit 0
fi

# The Debian archive apt uses here (one-line or deb822 sources), unless DEBIAN_MIRROR is set.
espelho() {
  if [[ -n ${DEBIAN_MIRROR:-} ]]; then
    echo "$DEBIAN_MIRROR"
    return
  fi
  local m
  m=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
    awk '$1 == "deb" && $0 !~ /security/ { for (i = 2; i <= NF; i++) if ($i ~ /^(https?|file):/) { print $i; exit } }')
  if [[ -z $m ]]; then
    m=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
      awk '/^URIs:/ { u = $2 } /^Suites:/ && / bookworm( |$)/ && u != "" { print u; exit } /^$/ { u = "" }')
  fi
  echo "${m:-http://deb.debian.org/debian}"
}

mkdir -p "$CACHE"
TAR_ROOTFS="$CACHE/rootfs-bookworm-nginx.tar"
if [[ ! -s $TAR_ROOTFS ]]; then
  command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }
  ROOTFS=$(mktemp -d /var/tmp/site-rootfs.XXXXXX)
  trap 'rm -rf "$ROOTFS"' EXIT
  MIRROR=$(espelho)
  echo "debootstrap bookworm from $MIRROR ..."
  debootstrap --variant=minbase --include=nginx,curl,gettext-base,ca-certificates bookworm "$ROOTFS" "$MIRROR" >"$CACHE/debootstrap.log" 2>&1 ||
    { tail -20 "$CACHE/debootstrap.log" >&2; exit 1; }
  # Smaller image: no package caches, lists, docs or translations.
  rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/usr/share/doc/* \
    "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/locale/* "$ROOTFS"/var/log/*.log
  tar -C "$ROOTFS" -cf "$TAR_ROOTFS.tmp" .
  mv "$TAR_ROOTFS.tmp" "$TAR_ROOTFS"
  rm -rf "$ROOTFS"
  trap - EXIT
fi

"$DOCKER" import --change "ENV $CAMINHO_PADRAO" --change 'CMD ["nginx", "-g", "daemon off;"]' \
  "$TAR_ROOTFS" "$IMAGEM_NGINX" >/dev/null
echo "built $IMAGEM_NGINX"

# The node image: the nginx one plus the project's Node binary and a `node` user.
RAIZ=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
NODE_BIN=$(readlink -f "${NODE_BIN:-$RAIZ/node_modules/.bin/node}")
[[ -x $NODE_BIN ]] || { echo "no Node binary at $NODE_BIN: run npm install first" >&2; exit 1; }
"$NODE_BIN" -e 'process.exit(Number(process.versions.node.split(".")[0]) === 24 ? 0 : 1)' ||
  { echo "the node image needs Node 24 (found $("$NODE_BIN" -v) at $NODE_BIN)" >&2; exit 1; }
CONTEXTO=$(mktemp -d /var/tmp/site-node.XXXXXX)
trap 'rm -rf "$CONTEXTO"' EXIT
install -m 0755 "$NODE_BIN" "$CONTEXTO/node"
cat >"$CONTEXTO/Dockerfile" <<EOF
FROM $IMAGEM_NGINX
COPY node /usr/local/bin/node
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home --shell /bin/sh node && node --version
CMD ["node"]
EOF
"$DOCKER" build --network host -q -t "$IMAGEM_NODE" "$CONTEXTO" >/dev/null
echo "built $IMAGEM_NODE ($("$NODE_BIN" -v) from $NODE_BIN)"
