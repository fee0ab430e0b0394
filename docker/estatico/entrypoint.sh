#!/bin/sh
# Entrypoint of the static images (shell and remotes): checks the environment, writes the
# nginx configuration (and, for the shell, /config/site.json and /manifest.webmanifest, from
# the runtime variables) under /tmp, then runs nginx.
set -eu
. /usr/local/lib/site/comum.sh
. /usr/local/lib/site/definicoes.sh

mkdir -p /tmp/nginx /tmp/site/config

HOST=$(exigir_endereco HOST 0.0.0.0)
PORT=$(exigir_porta PORT 8080)
case "$HOST" in 0.0.0.0 | '[::]') SAUDE_HOST=127.0.0.1 ;; *) SAUDE_HOST=$HOST ;; esac
printf 'http://%s:%s/healthz\n' "$SAUDE_HOST" "$PORT" >/tmp/nginx/saude.url

ORIGEM_CAPTCHA=$(origem_captcha)

if [ "$SITE_APP" = shell ]; then
  PAPEL=shell
  escrever_configuracao_site /tmp/site/config/site.json
  escrever_manifesto /tmp/site/manifest.webmanifest
else
  PAPEL=remoto
fi

escrever_cabecalhos /tmp/nginx/cabecalhos.conf '$cache_control'
LISTEN="$HOST:$PORT"
export LISTEN PAPEL
renderizar /etc/site-nginx/site.conf.template /tmp/nginx/site.conf '${LISTEN} ${PAPEL}'

echo "{\"msg\":\"$SITE_APP listening on $HOST:$PORT\"}"
iniciar_nginx
