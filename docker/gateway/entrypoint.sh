#!/bin/sh
# Entrypoint of the gateway: checks every upstream variable, writes the nginx configuration
# under /tmp/nginx, then runs nginx. The defaults are the services of docker-compose.yml.
set -eu
. /usr/local/lib/site/comum.sh
. /usr/local/lib/site/definicoes.sh

mkdir -p /tmp/nginx

HOST=$(exigir_endereco GATEWAY_HOST 0.0.0.0)
PORT=$(exigir_porta GATEWAY_PORT 8080)
case "$HOST" in 0.0.0.0 | '[::]') SAUDE_HOST=127.0.0.1 ;; *) SAUDE_HOST=$HOST ;; esac
printf 'http://%s:%s/health\n' "$SAUDE_HOST" "$PORT" >/tmp/nginx/saude.url
LISTEN="$HOST:$PORT"

# Each upstream: an http(s) URL. Its path replaces the gateway's prefix; without a path the
# API bases keep their own (/cms/api/v1/...) and the static apps are served from "/".
# Several replicas: one name that resolves to all of them (compose's and Swarm's
# deploy.replicas: nginx resolves it per request and goes round them), or a space-separated
# list of URLs with the same scheme and path (an nginx upstream group, names resolved at start).
# Usage: upstream VARIABLE PREFIX_OF_THE_RESULT DEFAULT_URL DEFAULT_PATH
: >/tmp/nginx/grupos.conf
upstream() {
  _lista=$(valor_ou_omissao "$1" "$3")
  _url=''
  _servidores=''
  for _u in $_lista; do
    e_url_http "$_u" || falhar "$1" 'must be an http(s) URL such as http://api:8080, or several separated by spaces' "$_lista"
    case "$_u" in *'?'* | *'#'*) falhar "$1" 'must not have a query string or a fragment' "$_lista" ;; esac
    if [ -n "$_url" ] && [ "$(caminho_de "$_u" "$4")|${_u%%://*}" != "$(caminho_de "$_url" "$4")|${_url%%://*}" ]; then
      falhar "$1" 'every URL of the list must have the same scheme and path' "$_lista"
    fi
    _url=${_url:-$_u}
    _anfitriao=$(origem_de "$_u" | sed -E 's#^https?://##')
    case "$_anfitriao" in
      \[*\]:* | [!\[]*:*) ;;
      *) case "$_u" in https:*) _anfitriao="$_anfitriao:443" ;; *) _anfitriao="$_anfitriao:80" ;; esac ;;
    esac
    _servidores="$_servidores    server $_anfitriao max_fails=1 fail_timeout=5s;
"
  done
  [ -n "$_url" ] || falhar "$1" 'must be an http(s) URL such as http://api:8080, or several separated by spaces' "$_lista"
  if [ "$_url" = "$_lista" ]; then
    eval "$2_ORIGEM=\$(origem_de \"\$_url\")"
  else
    _grupo=$(printf '%s' "$2" | tr 'A-Z' 'a-z')
    # least_conn: a page's render costs from a few milliseconds to a second; the replica with
    # the fewest under way takes the next, where round robin queues behind a slow one.
    printf 'upstream grupo_%s {\n    least_conn;\n%s    keepalive 16;\n}\n' "$_grupo" "$_servidores" >>/tmp/nginx/grupos.conf
    eval "$2_ORIGEM=\${_url%%://*}://grupo_$_grupo"
  fi
  eval "$2_CAMINHO=\$(caminho_de \"\$_url\" \"\$4\")"
  export "$2_ORIGEM" "$2_CAMINHO"
  echo "{\"msg\":\"route $1 -> $_lista\"}"
}
upstream SHELL_UPSTREAM SHELL http://shell:8080 /
upstream REMOTE_EVENTOS_UPSTREAM EVENTOS http://mfe-eventos:8080 /
upstream REMOTE_INSTITUCIONAL_UPSTREAM INSTITUCIONAL http://mfe-institucional:8080 /
upstream REMOTE_CONTEUDOS_UPSTREAM CONTEUDOS http://mfe-conteudos:8080 /
upstream CMS_UPSTREAM CMS http://api:8080 /cms/api/v1/
upstream EVE_UPSTREAM EVE http://api:8080 /eve/api/v1/
upstream APL_UPSTREAM APL http://api:8080 /apl/api/v1/
upstream SITEMAP_UPSTREAM SITEMAP http://sitemap:8080 /
upstream SSR_UPSTREAM SSR http://ssr:8080 /
upstream IMAGENS_UPSTREAM IMAGENS http://imagens:8080 /
# Disk space of the pictures and of the rendered pages kept by the gateway (in /tmp/nginx, the
# container's tmpfs).
CACHE_IMAGENS_MB=$(exigir_inteiro GATEWAY_CACHE_IMAGENS_MB 256 1 1000000)
CACHE_PAGINAS_MB=$(exigir_inteiro GATEWAY_CACHE_PAGINAS_MB 128 1 1000000)

RESOLVEDORES=$(resolvedores)

# The CSP lets the captcha script's origin in when one is configured (as the local site does).
ORIGEM_CAPTCHA=$(origem_captcha)

# Behind a load balancer, trust its X-Forwarded-For only from these addresses.
ip_real=$(valor_ou_omissao GATEWAY_REAL_IP_FROM "")
: >/tmp/nginx/ip-real.conf
if [ -n "$ip_real" ]; then
  for rede in $ip_real; do
    printf '%s' "$rede" | grep -Eq '^[0-9A-Fa-f.:]+(/[0-9]{1,3})?$' ||
      falhar GATEWAY_REAL_IP_FROM 'must be a space-separated list of addresses or CIDR ranges' "$ip_real"
    echo "set_real_ip_from $rede;" >>/tmp/nginx/ip-real.conf
  done
  printf 'real_ip_header X-Forwarded-For;\nreal_ip_recursive on;\n' >>/tmp/nginx/ip-real.conf
fi

# https upstreams (a production CMS) get their certificate checked when the image has a CA bundle.
if [ -r /etc/ssl/certs/ca-certificates.crt ]; then
  printf 'proxy_ssl_verify on;\nproxy_ssl_verify_depth 4;\nproxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;\n' >/tmp/nginx/tls-upstream.conf
else
  : >/tmp/nginx/tls-upstream.conf
  echo '{"msg":"no CA bundle in the image: certificates of https upstreams are not verified"}'
fi

# The ops address: nginx's stub_status for prometheus-nginx-exporter, apart from the public port
# (GATEWAY_OPS_PORT=off closes it).
if [ "$(valor_ou_omissao GATEWAY_OPS_PORT 9464)" = off ]; then
  : >/tmp/nginx/ops.conf
else
  OPS_HOST=$(exigir_endereco GATEWAY_OPS_HOST 0.0.0.0)
  OPS_PORT=$(exigir_porta GATEWAY_OPS_PORT 9464)
  [ "$OPS_HOST:$OPS_PORT" != "$LISTEN" ] || falhar GATEWAY_OPS_PORT 'must differ from the public GATEWAY_PORT' "$OPS_PORT"
  printf 'server {\n    listen %s:%s;\n    server_name _;\n    access_log off;\n    location = /stub_status { stub_status; }\n    location / { return 404; }\n}\n' \
    "$OPS_HOST" "$OPS_PORT" >/tmp/nginx/ops.conf
fi

# Each answer's cache outcome to mtail over syslog (UDP: a missing mtail never holds a request).
registo_cache=$(valor_ou_omissao GATEWAY_REGISTO_CACHE "")
if [ -n "$registo_cache" ]; then
  printf '%s' "$registo_cache" | grep -Eq '^([0-9]{1,3}(\.[0-9]{1,3}){3}|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?):[0-9]{1,5}$' ||
    falhar GATEWAY_REGISTO_CACHE 'must be host:port (mtail'"'"'s syslog address, e.g. mtail:5140)' "$registo_cache"
  printf 'access_log syslog:server=%s,tag=gateway,nohostname cache_gateway;\n' "$registo_cache" >/tmp/nginx/registo-cache.conf
else
  : >/tmp/nginx/registo-cache.conf
fi

escrever_cabecalhos /tmp/nginx/cabecalhos.conf '$cache_gateway'
escrever_cabecalhos /tmp/nginx/cabecalhos-imagens.conf ''
# The gateway sends its own security headers: an upstream's copies would be duplicated.
for nome in $NOMES_CABECALHOS_SEGURANCA; do echo "proxy_hide_header $nome;"; done >/tmp/nginx/ocultar-cabecalhos.conf
# The texts of its own 503 answers come from the contract (the generated definicoes.sh).
export LISTEN RESOLVEDORES CACHE_IMAGENS_MB CACHE_PAGINAS_MB MAPA_PARAMETROS_LIDOS MAPA_COOKIE_XSRF ENVELOPE_INDISPONIVEL MENSAGEM_INDISPONIVEL MENSAGEM_MAPA_INDISPONIVEL
renderizar /etc/site-nginx/gateway.conf.template /tmp/nginx/site.conf \
  '${LISTEN} ${RESOLVEDORES} ${SHELL_ORIGEM} ${SHELL_CAMINHO} ${EVENTOS_ORIGEM} ${EVENTOS_CAMINHO} ${INSTITUCIONAL_ORIGEM} ${INSTITUCIONAL_CAMINHO} ${CONTEUDOS_ORIGEM} ${CONTEUDOS_CAMINHO} ${CMS_ORIGEM} ${CMS_CAMINHO} ${EVE_ORIGEM} ${EVE_CAMINHO} ${APL_ORIGEM} ${APL_CAMINHO} ${SITEMAP_ORIGEM} ${SITEMAP_CAMINHO} ${SSR_ORIGEM} ${SSR_CAMINHO} ${IMAGENS_ORIGEM} ${IMAGENS_CAMINHO} ${CACHE_IMAGENS_MB} ${CACHE_PAGINAS_MB} ${MAPA_PARAMETROS_LIDOS} ${MAPA_COOKIE_XSRF} ${ENVELOPE_INDISPONIVEL} ${MENSAGEM_INDISPONIVEL} ${MENSAGEM_MAPA_INDISPONIVEL}'

echo "{\"msg\":\"gateway listening on $LISTEN\"}"
iniciar_nginx
