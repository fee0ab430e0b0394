#!/bin/sh
# Entrypoint of the observability image: `prometheus`, `alertmanager`, `nginx-exporter` or
# `mtail`. Writes the program's configuration under /tmp from the environment, checks it with the
# program's own tool, then runs it (SITE_SO_VERIFICAR=1 stops after the check: the image build
# uses it). The defaults are the services of docker-compose.yml; docker/README.md lists them.
set -eu
. /usr/local/lib/site/comum.sh

ETC=/etc/site-observabilidade
verificado() { [ "${SITE_SO_VERIFICAR:-}" != 1 ] || exit 0; }

# PROMETHEUS_ALVOS: space-separated `job=target[,target...]`; a target `dns+name:port` is every
# address the name resolves to (each replica of a compose service), the others one host:port.
configuracao_prometheus() {
  _alvos=$(valor_ou_omissao PROMETHEUS_ALVOS 'gateway=nginx-exporter:9113 gateway_cache=mtail:3903 ssr=dns+ssr:9464 api=api:9464 sitemap=sitemap:9464 imagens=imagens:9464 alertmanager=alertmanager:9093 prometheus=127.0.0.1:9090')
  _intervalo=$(valor_ou_omissao PROMETHEUS_INTERVALO 15s)
  printf '%s' "$_intervalo" | grep -Eq '^[0-9]+(ms|s|m)$' || falhar PROMETHEUS_INTERVALO 'must be a duration such as 15s' "$_intervalo"
  _alertmanager=$(valor_ou_omissao PROMETHEUS_ALERTMANAGER alertmanager:9093)
  printf 'global:\n  scrape_interval: %s\n  evaluation_interval: %s\n' "$_intervalo" "$_intervalo"
  printf 'rule_files:\n  - %s/regras.yml\n' "$ETC"
  if [ "$_alertmanager" != off ]; then
    printf 'alerting:\n  alertmanagers:\n    - static_configs:\n        - targets: ["%s"]\n' "$_alertmanager"
  fi
  printf 'scrape_configs:\n'
  for _entrada in $_alvos; do
    _job=${_entrada%%=*}
    _lista=${_entrada#*=}
    printf '%s' "$_entrada" | grep -Eq '^[a-z_]+=((dns\+)?[A-Za-z0-9.-]+:[0-9]{1,5},?)+$' ||
      falhar PROMETHEUS_ALVOS 'each entry must be job=host:port[,host:port...] (dns+name:port for every address of a name)' "$_entrada"
    printf '  - job_name: %s\n' "$_job"
    _estaticos=''
    for _alvo in $(printf '%s' "$_lista" | tr ',' ' '); do
      case "$_alvo" in
        dns+*)
          _nome=${_alvo#dns+}
          printf '    dns_sd_configs:\n      - names: ["%s"]\n        type: A\n        port: %s\n        refresh_interval: 15s\n' "${_nome%:*}" "${_nome##*:}"
          ;;
        *) _estaticos="$_estaticos\"$_alvo\", " ;;
      esac
    done
    [ -z "$_estaticos" ] || printf '    static_configs:\n      - targets: [%s]\n' "${_estaticos%, }"
  done
}

case "${1:-prometheus}" in
  prometheus)
    HOST=$(exigir_endereco PROMETHEUS_HOST 0.0.0.0)
    PORT=$(exigir_porta PROMETHEUS_PORT 9090)
    RETENCAO=$(valor_ou_omissao PROMETHEUS_RETENCAO 15d)
    printf '%s' "$RETENCAO" | grep -Eq '^[0-9]+[hdwy]$' || falhar PROMETHEUS_RETENCAO 'must be a duration such as 15d' "$RETENCAO"
    mkdir -p /tmp/prometheus
    configuracao_prometheus >/tmp/prometheus/prometheus.yml
    promtool check config /tmp/prometheus/prometheus.yml >/dev/null || {
      echo 'Prometheus refused the generated configuration (above):' >&2
      cat /tmp/prometheus/prometheus.yml >&2
      exit 1
    }
    promtool check rules "$ETC/regras.yml" >/dev/null
    verificado
    exec prometheus --config.file=/tmp/prometheus/prometheus.yml \
      --storage.tsdb.path="$(valor_ou_omissao PROMETHEUS_DADOS /prometheus)" \
      --storage.tsdb.retention.time="$RETENCAO" --web.listen-address="$HOST:$PORT"
    ;;
  alertmanager)
    HOST=$(exigir_endereco ALERTMANAGER_HOST 0.0.0.0)
    PORT=$(exigir_porta ALERTMANAGER_PORT 9093)
    mkdir -p /tmp/alertmanager
    cp "$ETC/alertmanager.yml" /tmp/alertmanager/alertmanager.yml
    gancho=$(valor_ou_omissao ALERTMANAGER_WEBHOOK_URL '')
    if [ -n "$gancho" ]; then
      printf '%s' "$gancho" | grep -Eq '^https?://[^[:space:]"]+$' || falhar ALERTMANAGER_WEBHOOK_URL 'must be an http(s) URL' "$gancho"
      printf '    webhook_configs:\n      - url: "%s"\n' "$gancho" >>/tmp/alertmanager/alertmanager.yml
    fi
    amtool check-config /tmp/alertmanager/alertmanager.yml >/dev/null
    verificado
    # One instance: no cluster port.
    exec prometheus-alertmanager --config.file=/tmp/alertmanager/alertmanager.yml \
      --storage.path="$(valor_ou_omissao ALERTMANAGER_DADOS /alertmanager)" \
      --web.listen-address="$HOST:$PORT" --cluster.listen-address=
    ;;
  nginx-exporter)
    # The exporter's own variables, with the compose's defaults: the gateway's ops address.
    SCRAPE_URI=$(valor_ou_omissao SCRAPE_URI http://gateway:9464/stub_status)
    LISTEN_ADDRESS=$(valor_ou_omissao LISTEN_ADDRESS :9113)
    NGINX_RETRIES=$(valor_ou_omissao NGINX_RETRIES 30)
    export SCRAPE_URI LISTEN_ADDRESS NGINX_RETRIES
    verificado
    exec prometheus-nginx-exporter
    ;;
  mtail)
    HOST=$(exigir_endereco MTAIL_HOST 0.0.0.0)
    PORT=$(exigir_porta MTAIL_PORT 3903)
    REGISTO=$(valor_ou_omissao MTAIL_REGISTO 0.0.0.0:5140)
    printf '%s' "$REGISTO" | grep -Eq '^[0-9.]+:[0-9]{1,5}$' || falhar MTAIL_REGISTO 'must be the UDP address:port the gateway sends to' "$REGISTO"
    mkdir -p /tmp/mtail
    cp "$ETC/gateway.mtail" /tmp/mtail/
    mtail --compile_only --progs /tmp/mtail --logtostderr >/tmp/mtail/compilar.log 2>&1 || {
      cat /tmp/mtail/compilar.log >&2
      exit 1
    }
    verificado
    exec mtail --progs /tmp/mtail --logs "udp://$REGISTO" --address "$HOST" --port "$PORT" \
      --logtostderr --vm_logs_runtime_errors=false
    ;;
  *)
    echo "usage: entrypoint.sh prometheus|alertmanager|nginx-exporter|mtail (got \"$1\")" >&2
    exit 2
    ;;
esac
