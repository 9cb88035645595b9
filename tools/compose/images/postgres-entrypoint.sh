#!/bin/sh
# The PostgreSQL image's start (postgres.Dockerfile): on an empty data directory, initdb with the
# superuser POSTGRES_USER (default postgres) and its password (POSTGRES_PASSWORD, or the file named
# by POSTGRES_PASSWORD_FILE), then the database POSTGRES_DB (default: the user's name); then the
# server, listening on every address of the container, password (scram-sha-256) required over TCP.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
  password="$(cat "$POSTGRES_PASSWORD_FILE")"
else
  password="${POSTGRES_PASSWORD:-}"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "$password" ]; then
    echo "gm-postgres: set POSTGRES_PASSWORD (or POSTGRES_PASSWORD_FILE) for a new database" >&2
    exit 1
  fi
  chmod 700 "$PGDATA"
  pwfile="$(mktemp)"
  printf '%s\n' "$password" > "$pwfile"
  initdb --pgdata="$PGDATA" --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 > /dev/null
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  if [ "$db" != "postgres" ]; then
    echo "CREATE DATABASE \"$db\" OWNER \"$user\"" | postgres --single -D "$PGDATA" postgres > /dev/null
  fi
  echo "gm-postgres: initialised $PGDATA (user $user, database $db)"
fi
unset password POSTGRES_PASSWORD
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
