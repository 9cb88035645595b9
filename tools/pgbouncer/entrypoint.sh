#!/bin/sh
# Writes pgbouncer.ini from the environment and runs PgBouncer in the foreground.
#   DB_HOST, DB_PORT, DB_NAME, DB_USER, DB_PASSWORD   the PostgreSQL server and database
#   POOL_SIZE (20)          server connections per database: what PostgreSQL sees, whatever the API replicas' pools add up to
#   MAX_CLIENT_CONN (2000)  client connections accepted (every replica's DB_POOL_SIZE × workers, summed)
#   CONNECT_QUERY           per server connection: the settings the API sends as start-up options
#                           without PgBouncer (it refuses those), see apps/api/README.md
set -eu
: "${DB_HOST:?}" "${DB_NAME:?}" "${DB_USER:?}"
DB_PORT=${DB_PORT:-5432}
DIR=${PGBOUNCER_DIR:-/tmp/pgbouncer}
CONNECT_QUERY=${CONNECT_QUERY:-SET synchronous_commit = off; SET statement_timeout = 3000; SET lock_timeout = 3000; SET idle_in_transaction_session_timeout = 12000}
mkdir -p "$DIR"
printf '"%s" "%s"\n' "$DB_USER" "${DB_PASSWORD:-}" >"$DIR/users.txt"
cat >"$DIR/pgbouncer.ini" <<INI
[databases]
$DB_NAME = host=$DB_HOST port=$DB_PORT dbname=$DB_NAME user=$DB_USER password=${DB_PASSWORD:-} connect_query='$CONNECT_QUERY'
[pgbouncer]
listen_addr = 0.0.0.0
listen_port = 6432
unix_socket_dir =
auth_type = plain
auth_file = $DIR/users.txt
pool_mode = transaction
default_pool_size = ${POOL_SIZE:-20}
max_client_conn = ${MAX_CLIENT_CONN:-2000}
ignore_startup_parameters = extra_float_digits
query_wait_timeout = 10
server_connect_timeout = 2
server_login_retry = 1
INI
exec pgbouncer "$DIR/pgbouncer.ini"
