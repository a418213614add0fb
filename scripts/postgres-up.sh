# Sourced by .ci/run (and usable by hand): starts a throwaway PostgreSQL server on
# loopback as the 'postgres' system user and exports PG_URL. postgres_down stops it.
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PG_PORT=${PG_PORT:-55432}
PG_DIR=$(mktemp -d /tmp/supertech-pg.XXXXXX)
chown postgres:postgres "$PG_DIR"
runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c max_connections=200" start >/dev/null
export PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
postgres_down() {
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on $PG_URL"
