#!/usr/bin/env bash
# A throwaway PostgreSQL for the API's tests: installs Debian's postgresql if missing, starts a
# cluster on 127.0.0.1 only, creates a role that may create databases (each test file makes its
# own) and prints the DATABASE_URL, alone, on stdout. Everything else goes to stderr.
#
#   export DATABASE_URL="$(bash .ci/postgres.sh)"
#   pnpm --filter @591/api test
#   bash .ci/postgres.sh stop
#
# CI runs as root: the server runs as the postgres user, as it refuses to run as root.
set -euo pipefail

PORT="${PG_CI_PORT:-55432}"
DIR="${PG_CI_DIR:-/tmp/591-ci-postgres}"
ROLE="api591"
DATABASE="api591"

log() { echo "postgres.sh: $*" >&2; }

as_postgres() {
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  if [[ "$(id -u)" != 0 ]]; then
    log "PostgreSQL is not installed; run as root or: apt-get install -y postgresql"
    exit 1
  fi
  log "installing postgresql"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
fi
BIN="$(find /usr/lib/postgresql -maxdepth 2 -name bin -type d | sort -V | tail -n 1)"

if [[ "${1:-}" == "stop" ]]; then
  as_postgres "$BIN/pg_ctl" -D "$DIR" -m fast stop >&2 || true
  exit 0
fi

if ! as_postgres "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [[ "$(id -u)" == 0 ]] && chown postgres:postgres "$DIR"
  log "initdb in $DIR"
  # Trust is safe here: the server listens on loopback and a private socket folder only.
  as_postgres "$BIN/initdb" -D "$DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >&2
  # Durability settings are off: the data is thrown away after the run.
  as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >&2
fi

psql_admin() { as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
if [[ "$(psql_admin -c "select 1 from pg_roles where rolname = '$ROLE'")" != "1" ]]; then
  psql_admin -c "create role $ROLE login createdb" >&2
fi
# Test databases are dropped WITH (FORCE), which must also stop an autovacuum worker busy in
# one; only members of pg_signal_backend may.
if [[ "$(psql_admin -c "select pg_has_role('$ROLE', 'pg_signal_backend', 'member')")" != "t" ]]; then
  psql_admin -c "grant pg_signal_backend to $ROLE" >&2
fi
if [[ "$(psql_admin -c "select 1 from pg_database where datname = '$DATABASE'")" != "1" ]]; then
  psql_admin -c "create database $DATABASE owner $ROLE" >&2
fi

echo "postgres://$ROLE@127.0.0.1:$PORT/$DATABASE"
