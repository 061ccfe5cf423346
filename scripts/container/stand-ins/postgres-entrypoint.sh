#!/bin/bash
# The stand-in's entrypoint: a first start makes the cluster (the superuser POSTGRES_USER with
# POSTGRES_PASSWORD, the database POSTGRES_DB), every start runs the server as "postgres".
set -euo pipefail
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
  pwfile="$(mktemp)" && printf '%s' "$POSTGRES_PASSWORD" >"$pwfile" && chown postgres "$pwfile"
  as_postgres initdb --username="$user" --pwfile="$pwfile" --auth-local=trust \
    --auth-host=scram-sha-256 --encoding=UTF8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    as_postgres psql -v ON_ERROR_STOP=1 --username "$user" --dbname postgres \
      -c "CREATE DATABASE \"$db\"" >/dev/null
    as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
fi
if [ "$1" = postgres ]; then
  shift
  exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -c listen_addresses='*' "$@"
fi
exec "$@"
