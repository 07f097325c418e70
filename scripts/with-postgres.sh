#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster: DATABASE_URL points at it, and the
# cluster is removed afterwards, whatever the command's outcome.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=${PG_TEST_PORT:-55432}

if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL 15 is not installed: installing it from Debian's packages."
  apt-get update -qq && apt-get install -y -qq postgresql-15 >/dev/null
fi

DIR=$(mktemp -d)
# initdb refuses to run as root: run the cluster as the postgres user then.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres:postgres "$DIR"
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null
as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qc 'create database loadline' >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/loadline"
"$@"
