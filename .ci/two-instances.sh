#!/usr/bin/env bash
# Two API instances on one PostgreSQL and one Redis, as behind a load balancer, checked through
# real HTTP by apps/api/scale/two-instances.test.ts: sessions, rate limits, sent messages and
# the alert jobs must agree across them.
#
#   export DATABASE_URL="$(bash .ci/postgres.sh)"
#   bash .ci/two-instances.sh
#
# DATABASE_URL names the server: the instances get a fresh database of their own on it
# (api591_instances, replaced on every run), so no earlier seed can leak in. Installs Debian's
# redis-server if missing and runs a throwaway one on 127.0.0.1 without persistence.
# Everything it starts is stopped on exit; when the check fails the servers' logs are printed.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:?DATABASE_URL must name a PostgreSQL server, e.g. from bash .ci/postgres.sh}"
REDIS_PORT="${INSTANCES_REDIS_PORT:-56379}"
PORT_A="${INSTANCE_A_PORT:-18091}"
PORT_B="${INSTANCE_B_PORT:-18092}"
RATE_LIMIT=30
DATABASE="api591_instances"
PNPM=.tools/node_modules/.bin/pnpm

log() { echo "two-instances.sh: $*" >&2; }

if ! command -v redis-server >/dev/null; then
  if [[ "$(id -u)" != 0 ]]; then
    log "redis-server is not installed; run as root or: apt-get install -y redis-server"
    exit 1
  fi
  log "installing redis-server"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server >&2
fi

# The database URL without its name: the instances' own database sits beside it.
SERVER_URL="${DATABASE_URL%/*}"
INSTANCES_URL="$SERVER_URL/$DATABASE"
psql_server() {
  PGOPTIONS='-c client_min_messages=warning' psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -qAt "$@"
}

port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for port in "$REDIS_PORT" "$PORT_A" "$PORT_B"; do
  if port_taken "$port"; then
    log "port $port is taken: set INSTANCES_REDIS_PORT, INSTANCE_A_PORT or INSTANCE_B_PORT"
    exit 1
  fi
done

WORK="$(mktemp -d /tmp/591-two-instances.XXXXXX)"
pids=()
stop_all() {
  local status=$?
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  done
  if [[ $status != 0 ]]; then
    for name in api-a api-b redis; do
      [[ -f "$WORK/$name.log" ]] || continue
      echo "----- $name.log (last 150 lines) -----" >&2
      tail -n 150 "$WORK/$name.log" >&2
    done
  fi
  psql_server -c "drop database if exists $DATABASE with (force)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
  exit "$status"
}
trap stop_all EXIT

# Each server runs in a session of its own, so stopping it stops pnpm, tsx and node together.
start() {
  local name=$1
  shift
  setsid "$@" >"$WORK/$name.log" 2>&1 &
  pids+=("$!")
}

# Waits until the command succeeds, failing early if the server just started has exited.
wait_for() {
  local what=$1 seconds=$2 pid=${pids[-1]}
  shift 2
  for _ in $(seq $((seconds * 5))); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then
      log "$what exited before it was ready"
      return 1
    fi
    sleep 0.2
  done
  log "$what was not ready within ${seconds}s"
  return 1
}

healthy() { curl -fsS --max-time 2 "http://127.0.0.1:$1/health"; }

psql_server -c "drop database if exists $DATABASE with (force)"
psql_server -c "create database $DATABASE"

start redis redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$WORK" \
  --save '' --appendonly no --daemonize no
wait_for "redis-server" 10 redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping

start_instance() {
  start "$1" env DATABASE_URL="$INSTANCES_URL" REDIS_URL="redis://127.0.0.1:$REDIS_PORT" \
    API_PORT="$2" SEED_LISTINGS=300 API_RATE_LIMIT="$RATE_LIMIT" \
    SITE_DOMAIN=591.com.tw SITE_PROTOCOL=http SITE_PORT=8480 \
    "$PNPM" --filter @591/api start
}

# Only the first seeds: the second starts on the database the first has filled.
log "starting instance A on $PORT_A"
start_instance api-a "$PORT_A"
wait_for "instance A" 240 healthy "$PORT_A"
log "starting instance B on $PORT_B"
start_instance api-b "$PORT_B"
wait_for "instance B" 120 healthy "$PORT_B"

INSTANCE_A_ORIGIN="http://127.0.0.1:$PORT_A" INSTANCE_B_ORIGIN="http://127.0.0.1:$PORT_B" \
  INSTANCE_RATE_LIMIT="$RATE_LIMIT" "$PNPM" --filter @591/api test:instances
