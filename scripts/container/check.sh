#!/usr/bin/env bash
# The container check: builds the image from a clean cache, starts compose.yaml (PostgreSQL, two API
# servers, Caddy) on a free port, walks sign-up to a paid booking through the proxy, restarts each
# API server in turn while 20 bookers book and pay (scripts/container/rollingRestart.ts), then
# stops everything and removes what it made. Where podman is not installed it says so and passes.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v podman >/dev/null || ! command -v podman-compose >/dev/null; then
  echo "Container check skipped: podman and podman-compose are not installed on this machine."
  exit 0
fi
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/scripts/container/containers.conf}

project="loadline-check-$$"
image="localhost/loadline:check-$$"
work=$(mktemp -d)
cleanup() {
  (cd "$work" && podman-compose -p "$project" down -v >/dev/null 2>&1) || true
  podman rmi -f "$image" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

bash scripts/container/baseImages.sh

# A registry reached through a proxy with its own certificate: the build is given the machine's CAs.
ca=()
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null &&
  [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  ca=(--build-arg NODE_EXTRA_CA_CERTS=/tmp/host-ca.crt
    -v /etc/ssl/certs/ca-certificates.crt:/tmp/host-ca.crt:ro)
fi
began=$(date +%s)
podman build --format docker --no-cache -q -t "$image" "${ca[@]}" . >/dev/null
built=$(($(date +%s) - began))
size=$(podman image inspect --format '{{.Size}}' "$image")
packed=$(podman save "$image" 2>/dev/null | gzip -6 | wc -c)
echo "Image built from a clean cache in ${built} s: $((size / 1000000)) MB, $((packed / 1000000)) MB compressed."

metrics=$(node -e "console.log(require('crypto').randomBytes(18).toString('base64url'))")
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cp compose.yaml "$work/"
cp -r deploy "$work/"
cat >"$work/.env" <<ENV
POSTGRES_PASSWORD=$(node -e "console.log(require('crypto').randomBytes(18).toString('base64url'))")
LOADLINE_IMAGE=$image
HTTP_PORT=$port
APP_URL=http://127.0.0.1:$port
TEST_PAYMENTS=true
METRICS_TOKEN=$metrics
ENV
began=$(date +%s%N)
(cd "$work" && podman-compose -p "$project" up -d >"$work/up.log" 2>&1) || { cat "$work/up.log"; exit 1; }
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/health/ready/")" = 200 ] && break
  sleep 0.5
done
if [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/health/ready/")" != 200 ]; then
  echo "The compose file did not answer through its proxy within a minute:"
  for service in db api1 api2 proxy; do podman logs --tail 20 "${project}_${service}_1" 2>&1; done
  exit 1
fi
echo "Compose file up and answering through the proxy in $((($(date +%s%N) - began) / 1000000)) ms."

outbox=$(podman volume inspect --format '{{.Mountpoint}}' "${project}_outbox")
METRICS_TOKEN=$metrics npx tsx scripts/container/rollingRestart.ts "$base" "$outbox" \
  "${project}_api1_1" "${project}_api2_1" "${project}_db_1"
echo "Container check passed: stopping and removing what it made."
