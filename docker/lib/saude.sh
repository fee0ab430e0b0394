#!/bin/sh
# Docker healthcheck of the nginx images: GET the /healthz URL the entrypoint wrote at start.
url=$(cat /tmp/nginx/saude.url 2>/dev/null) || exit 1
exec curl -fsS -o /dev/null --max-time 3 "$url"
