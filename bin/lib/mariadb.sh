# shellcheck shell=bash
# A private MariaDB server for the mariadb sites: data under .wp/mariadb,
# its own socket, TCP on 127.0.0.1:PRISM_DB_PORT (default 3407). No systemd.
# Source it (after common.sh).

MARIADB_HOME="$PRISM_ROOT/.wp/mariadb"
MARIADB_DATA="$MARIADB_HOME/data"
MARIADB_SOCKET="$MARIADB_HOME/mysqld.sock"
MARIADB_PID="$MARIADB_HOME/mysqld.pid"
MARIADB_LOG="$MARIADB_HOME/error.log"
MARIADB_PORT="${PRISM_DB_PORT:-3407}"
MARIADB_USER="prism"
MARIADB_PASSWORD="prism"

# The client as root over the private socket.
mariadb_sql() {
	mariadb --no-defaults --socket="$MARIADB_SOCKET" -uroot "$@"
}

mariadb_running() {
	mariadb-admin --no-defaults --socket="$MARIADB_SOCKET" -uroot ping >/dev/null 2>&1
}

# True when something accepts TCP connections on 127.0.0.1:$1.
port_listens() {
	(exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

mariadb_init() {
	[ -d "$MARIADB_DATA/mysql" ] && return
	say "mariadb: creating data directory $MARIADB_DATA"
	mkdir -p "$MARIADB_DATA"
	mariadb-install-db --no-defaults --user=root --datadir="$MARIADB_DATA" \
		--auth-root-authentication-method=normal --skip-test-db >"$MARIADB_HOME/install.log" 2>&1 \
		|| die "mariadb-install-db failed, see $MARIADB_HOME/install.log"
}

# Starts the server unless it already runs. Returns 0 when this call started it.
mariadb_start() {
	if mariadb_running; then
		say "mariadb: already running on port $MARIADB_PORT"
		return 1
	fi
	if port_listens "$MARIADB_PORT"; then
		die "port $MARIADB_PORT is taken by another server (another checkout's MariaDB?): set PRISM_DB_PORT to a free port"
	fi
	mariadb_init
	say "mariadb: starting on 127.0.0.1:$MARIADB_PORT"
	# A production-like buffer pool: PRISM's search lists of a 30,000-contact network are some hundreds of MB, and
	# MariaDB's 128 MB default made searches read from disk (docs/architecture.md, "Memory").
	setsid mariadbd --no-defaults --user=root --datadir="$MARIADB_DATA" \
		--socket="$MARIADB_SOCKET" --pid-file="$MARIADB_PID" \
		--bind-address=127.0.0.1 --port="$MARIADB_PORT" --skip-name-resolve \
		--innodb-buffer-pool-size="${PRISM_DB_BUFFER_POOL:-1G}" \
		--log-error="$MARIADB_LOG" </dev/null >/dev/null 2>&1 &
	wait_until 300 mariadb_running || die "mariadb did not start, see $MARIADB_LOG"
	mariadb_create_user
	return 0
}

mariadb_create_user() {
	local host
	for host in localhost 127.0.0.1; do
		mariadb_sql -e "CREATE USER IF NOT EXISTS '$MARIADB_USER'@'$host' IDENTIFIED BY '$MARIADB_PASSWORD';
			GRANT ALL PRIVILEGES ON \`prism\\_%\`.* TO '$MARIADB_USER'@'$host';"
	done
}

mariadb_stop() {
	[ -f "$MARIADB_PID" ] || return 0
	local pid
	pid="$(cat "$MARIADB_PID")"
	if kill -0 "$pid" 2>/dev/null; then
		say "mariadb: stopping (pid $pid)"
		kill "$pid"
		wait_until 300 eval "! kill -0 $pid 2>/dev/null" || kill -9 "$pid" 2>/dev/null || true
	fi
	rm -f "$MARIADB_PID"
}

mariadb_create_db() {
	mariadb_sql -e "CREATE DATABASE IF NOT EXISTS \`$1\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
}

mariadb_drop_db() {
	mariadb_sql -e "DROP DATABASE IF EXISTS \`$1\`;"
}
