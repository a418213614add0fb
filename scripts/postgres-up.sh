# Sourced by .ci/run (and usable by hand): starts a throwaway PostgreSQL server on
# loopback as the 'postgres' system user and exports PG_URL. postgres_down stops it.
#
# A CI run once failed here with only "pg_ctl: could not start server", so this script
# now prints the server's log when a start fails and tries again on another port.
# Ports come from below 32768: the kernel hands out 32768-60999 to outgoing
# connections, so a fixed port up there can be taken by any client socket the earlier
# test suites left behind.
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PG_DIR=$(mktemp -d /tmp/supertech-pg.XXXXXX)
chmod 755 "$PG_DIR"
chown postgres:postgres "$PG_DIR"
runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null

port_is_free() {
  node -e 'const s=require("net").createServer();s.once("error",()=>process.exit(1));s.listen(+process.argv[1],"127.0.0.1",()=>s.close(()=>process.exit(0)))' "$1"
}

postgres_start() {
  # $1: port, $2: extra server settings
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $1 -k $PG_DIR -c fsync=off $2" start >/dev/null
}

PG_PORT=""
for attempt in 1 2 3 4 5; do
  candidate=${PG_PORT_WANTED:-$((25432 + (RANDOM % 5000)))}
  port_is_free "$candidate" || { echo "port $candidate is taken, trying another"; continue; }
  # Smaller settings on the later attempts, in case the machine is short of semaphores
  # or shared memory; the suites need well under 100 connections.
  settings="-c max_connections=200"
  [ "$attempt" -le 2 ] || settings="-c max_connections=100 -c shared_buffers=32MB -c dynamic_shared_memory_type=mmap"
  if postgres_start "$candidate" "$settings"; then
    PG_PORT=$candidate
    break
  fi
  echo "PostgreSQL did not start on port $candidate (attempt $attempt); its log:"
  tail -n 30 "$PG_DIR/log" 2>/dev/null || true
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  sleep 2
done
if [ -z "$PG_PORT" ]; then
  echo "PostgreSQL could not be started; see the logs above" >&2
  return 1 2>/dev/null || exit 1
fi

export PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
postgres_down() {
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on $PG_URL"
