#!/bin/sh
# Entrypoint of the static images (shell and remotes): checks the environment, writes the
# nginx configuration (and, for the shell, /config/site.json) under /tmp, then runs nginx.
set -eu
. /usr/local/lib/site/comum.sh

mkdir -p /tmp/nginx /tmp/site/config

HOST=$(exigir_endereco HOST 0.0.0.0)
PORT=$(exigir_porta PORT 8080)
case "$HOST" in 0.0.0.0 | '[::]') SAUDE_HOST=127.0.0.1 ;; *) SAUDE_HOST=$HOST ;; esac
printf 'http://%s:%s/healthz\n' "$SAUDE_HOST" "$PORT" >/tmp/nginx/saude.url

CAPTCHA_SCRIPT_URL=$(exigir_url_opcional CAPTCHA_SCRIPT_URL)
ORIGEM_CAPTCHA=""
[ -z "$CAPTCHA_SCRIPT_URL" ] || ORIGEM_CAPTCHA=$(origem_de "$CAPTCHA_SCRIPT_URL")

if [ "$SITE_APP" = shell ]; then
  PAPEL=shell
  # The runtime config of the shell (shared/src/contract/configuracao.ts), with the variable
  # names and defaults of api/src/local-site/config.ts.
  nome=$(exigir_texto ASSOCIACAO_NOME 'Associação Angolana para a Qualidade')
  sigla=$(exigir_texto ASSOCIACAO_SIGLA 'AAQ')
  slug=$(valor_ou_omissao ASSOCIACAO_SLUG aaq)
  printf '%s' "$slug" | grep -Eq '^[a-z0-9-]+$' ||
    falhar ASSOCIACAO_SLUG 'must contain only lower-case letters, digits and hyphens' "$slug"
  descricao=$(exigir_texto ASSOCIACAO_DESCRICAO '')
  eventos=$(exigir_url_ou_caminho REMOTE_EVENTOS_URL /mf/eventos/remoteEntry.js)
  institucional=$(exigir_url_ou_caminho REMOTE_INSTITUCIONAL_URL /mf/institucional/remoteEntry.js)
  conteudos=$(exigir_url_ou_caminho REMOTE_CONTEUDOS_URL /mf/conteudos/remoteEntry.js)
  credito_nome=$(exigir_texto DEV_CREDITO_NOME 'Kianda Digital, Lda.')
  credito_url=$(exigir_url_opcional DEV_CREDITO_URL)
  captcha_chave=$(exigir_texto CAPTCHA_SITE_KEY '')
  url_publico=$(exigir_url_opcional PUBLIC_URL)
  cat >/tmp/site/config/site.json <<EOF
{
  "associacao": {
    "nome": "$(json "$nome")",
    "sigla": "$(json "$sigla")",
    "slug": "$slug",
    "descricao": "$(json "$descricao")"
  },
  "remotos": {
    "mfe_eventos": "$eventos",
    "mfe_institucional": "$institucional",
    "mfe_conteudos": "$conteudos"
  },
  "desenvolvimento": { "nome": "$(json "$credito_nome")", "url": "$credito_url" },
  "captcha": { "siteKey": "$(json "$captcha_chave")", "scriptUrl": "$CAPTCHA_SCRIPT_URL" },
  "urlPublico": "$url_publico"
}
EOF
else
  PAPEL=remoto
fi

escrever_cabecalhos /tmp/nginx/cabecalhos.conf '$cache_control'
LISTEN="$HOST:$PORT"
export LISTEN PAPEL
renderizar /etc/site-nginx/site.conf.template /tmp/nginx/site.conf '${LISTEN} ${PAPEL}'

echo "{\"msg\":\"$SITE_APP listening on $HOST:$PORT\"}"
iniciar_nginx
