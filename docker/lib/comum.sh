# Shared by the container entrypoints (POSIX sh: the official nginx and node images run dash).
# Every check reads one environment variable; a blank variable counts as unset, so its default
# applies; a malformed one stops the container with a line naming it (like api/src/referencia/configuracao.ts).
# The entrypoints also source definicoes.sh, generated from the contract at image build
# (docker/preparar-contexto.mjs): the runtime configuration's variables, the rules' patterns
# and the security headers.

# Stops the container: "Invalid environment variable NAME: why (got "value")".
falhar() {
  printf 'Invalid environment variable %s: %s (got "%s")\n' "$1" "$2" "$3" >&2
  exit 1
}

# Prints the variable's value, or the default when it is unset or blank.
valor_ou_omissao() {
  eval "_v=\${$1-}"
  case "$_v" in *[![:space:]]*) printf '%s' "$_v" ;; *) printf '%s' "$2" ;; esac
}

# True when the text has a line break or another control character (never valid in our values).
tem_controlo() {
  [ "$(printf '%s' "$1" | wc -l)" -ne 0 ] || printf '%s' "$1" | LC_ALL=C grep -q '[[:cntrl:]]'
}

# Prints variable $1 as the contract's rules read it (problemaDoValor in
# shared/src/contract/configuracao.ts): its default $2 when it is unset or blank; a value other
# than empty must have no control character and match the ERE $3 (when not empty), else the
# container stops with message $4.
ler_variavel() {
  eval "_v=\${$1-}"
  case "$_v" in *[![:space:]]*) ;; *) _v=$2 ;; esac
  [ -n "$_v" ] || return 0
  ! tem_controlo "$_v" || falhar "$1" "$MENSAGEM_TEXTO" "$_v"
  [ -z "$3" ] || printf '%s' "$_v" | LC_ALL=C grep -Eq -- "$3" || falhar "$1" "$4" "$_v"
  printf '%s' "$_v"
}

# A TCP port, 1-65535.
exigir_porta() {
  _n=$1
  _v=$(valor_ou_omissao "$1" "$2")
  printf '%s' "$_v" | grep -Eq '^[0-9]{1,5}$' && [ "$_v" -ge 1 ] && [ "$_v" -le 65535 ] ||
    falhar "$_n" 'must be a port number between 1 and 65535' "$_v"
  printf '%s' "$_v"
}

# An address to listen on: an IPv4 address, a bracketed IPv6 address or a host name.
exigir_endereco() {
  _n=$1
  _v=$(valor_ou_omissao "$1" "$2")
  printf '%s' "$_v" | grep -Eq '^([0-9]{1,3}(\.[0-9]{1,3}){3}|\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?)$' ||
    falhar "$_n" 'must be an IPv4 address, a bracketed IPv6 address or a host name' "$_v"
  printf '%s' "$_v"
}

# True for an http(s)://host[:port][/path] URL (the contract's pattern, in definicoes.sh): one
# line, none of the characters that could break out of an nginx directive or a JSON string.
e_url_http() {
  ! tem_controlo "$1" && printf '%s' "$1" | LC_ALL=C grep -Eq -- "$PADRAO_URL"
}

# An http(s) URL (required after defaults).
exigir_url() {
  _n=$1
  _v=$(valor_ou_omissao "$1" "$2")
  e_url_http "$_v" || falhar "$_n" 'must be an http(s) URL such as http://api:8080 or https://cms.example.ao/api/v1' "$_v"
  printf '%s' "$_v"
}

# The text as the inside of a JSON string (control characters were refused before).
json() {
  printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g'
}

# "https://cms.example.ao:8443/api/v1" -> "https://cms.example.ao:8443"
origem_de() {
  printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'
}

# The origin of the captcha script (CAPTCHA_SCRIPT_URL), which the CSP allows; empty when unset.
origem_captcha() {
  _url=$(ler_site CAPTCHA_SCRIPT_URL) || exit 1
  [ -z "$_url" ] || origem_de "$_url"
}

# The URL's path with one trailing slash, or the default when it has none ("" or "/").
caminho_de() {
  _c=$(printf '%s' "$1" | sed -E 's#^https?://[^/]+##')
  case "$_c" in '' | /) _c=$2 ;; esac
  case "$_c" in */) ;; *) _c="$_c/" ;; esac
  printf '%s' "$_c"
}

# The name servers of /etc/resolv.conf for nginx's `resolver` (IPv6 ones in brackets), or
# NGINX_RESOLVER when set; nginx needs it because upstream names are resolved per request.
resolvedores() {
  _r=$(valor_ou_omissao NGINX_RESOLVER "")
  if [ -z "$_r" ] && [ -r /etc/resolv.conf ]; then
    _r=$(awk '$1 == "nameserver" { s = $2; if (s ~ /:/) s = "[" s "]"; printf "%s ", s }' /etc/resolv.conf)
  fi
  [ -n "$_r" ] || _r=127.0.0.11
  printf '%s' "$_r" | grep -Eq '^[][0-9A-Za-z.:_ -]+$' || falhar NGINX_RESOLVER 'must be a space-separated list of name server addresses' "$_r"
  printf '%s' "$_r"
}

# Writes the security headers every response carries (the contract's, with ORIGEM_CAPTCHA allowed
# by the CSP when set), then the Cache-Control header named by $2 (an nginx variable; none when
# empty: the upstream's own, as cached), into file $1.
escrever_cabecalhos() {
  {
    echo '# Generated at container start: include it in EVERY location (add_header is not inherited).'
    cabecalhos_seguranca
    [ -z "$2" ] || printf 'add_header Cache-Control %s always;\n' "$2"
  } >"$1"
}

# A whole number between $3 and $4 (variable $1, default $2).
exigir_inteiro() {
  _n=$1
  _v=$(valor_ou_omissao "$1" "$2")
  printf '%s' "$_v" | grep -Eq '^[0-9]{1,9}$' && [ "$_v" -ge "$3" ] && [ "$_v" -le "$4" ] ||
    falhar "$_n" "must be a whole number between $3 and $4" "$_v"
  printf '%s' "$_v"
}

# Renders an nginx template: only the listed ${VARS} are replaced, nginx's own $variables stay.
renderizar() {
  envsubst "$3" <"$1" >"$2"
}

# Checks the written configuration, then replaces the shell with nginx in the foreground
# (SITE_SO_VERIFICAR=1 stops after the check: the image builds use it).
iniciar_nginx() {
  nginx -e stderr -c /etc/site-nginx/nginx.conf -t -q || {
    echo 'nginx refused the generated configuration (see above)' >&2
    exit 1
  }
  [ "${SITE_SO_VERIFICAR:-}" != 1 ] || exit 0
  exec nginx -e stderr -c /etc/site-nginx/nginx.conf -g 'daemon off;'
}
