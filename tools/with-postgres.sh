#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL on loopback.
# Debian's PostgreSQL refuses to run as root, so the cluster belongs to the postgres user.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
port=${PGPORT_TEST:-54329}
dir=$(mktemp -d /tmp/pg-test-XXXXXX)
chown postgres "$dir"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 > /dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" -w -l "$dir/log" start > /dev/null
trap 'as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop > /dev/null; rm -rf "$dir"' EXIT
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
