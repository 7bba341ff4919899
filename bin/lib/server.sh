# shellcheck shell=bash
# PHP's built-in web server for a site folder: php -S with bin/router.php and
# PHP_CLI_SERVER_WORKERS=4. Its workers outlive a killed parent, so the pids of
# the parent and of every worker are kept in SITE/server.pid and killed by pid.
# Source it (after common.sh).

SERVER_WORKERS="${PRISM_SERVER_WORKERS:-4}"

server_pid_file() { echo "$1/server.pid"; }

server_url() { echo "http://127.0.0.1:$1"; }

# True when the pid is a live (not zombie) php process; guards against reused pids.
server_is_php() {
	local state
	state="$(ps -o stat=,comm= -p "$1" 2>/dev/null || true)"
	[[ "$state" =~ ^[^Z][^[:space:]]*[[:space:]]+php$ ]]
}

# Worker pids of a php -S parent.
server_workers_of() {
	ps -o pid= --ppid "$1" 2>/dev/null | tr -d ' ' || true
}

# Usage: server_start SITE PORT
server_start() {
	local site="$1" port="$2" url
	url="$(server_url "$port")"
	if url_answers "$url/"; then
		die "port $port is busy: something already answers at $url/ (bin/stop.sh stops a PRISM server; PRISM_PORT=NNNN picks another port)"
	fi
	local pid_file
	pid_file="$(server_pid_file "$site")"
	# setsid: Ctrl-C in the terminal reaches this script (which stops the
	# server cleanly) rather than every worker at once.
	# OPcache on, as on any production PHP (edits still show at once: timestamps are checked every request).
	# Uploads up to PRISM's import limit (20 MB) and a little over, so a larger file reaches PRISM's own check and
	# its message instead of being dropped by PHP (the dialog refuses it first anyway).
	# shellcheck disable=SC2016 # expanded by the inner bash
	PHP_CLI_SERVER_WORKERS="$SERVER_WORKERS" setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pid_file" \
		php -d opcache.enable_cli=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=0 \
		-d upload_max_filesize=24M -d post_max_size=25M \
		-S "127.0.0.1:$port" -t "$site" "$PRISM_ROOT/bin/router.php" \
		</dev/null >"$site/server.log" 2>&1 &
	# robots.txt runs WordPress and reads the database, as wp-login.php would; on WordPress 6.1 with PHP 8.2 each GET of
	# wp-login.php logs two deprecations of core's own (wp_authenticate() of a missing password), as cluster.sh notes.
	wait_until 100 url_answers "$url/robots.txt" || {
		server_stop "$site"
		die "server on port $port did not answer; see $site/server.log"
	}
	server_record_workers "$pid_file"
}

# Appends the workers' pids under the parent's in the pid file.
server_record_workers() {
	local parent
	parent="$(head -n 1 "$1")"
	server_workers_of "$parent" >>"$1"
}

# Usage: server_stop SITE. Kills workers first, then the parent.
server_stop() {
	local pid_file parent pids pid
	pid_file="$(server_pid_file "$1")"
	[ -f "$pid_file" ] || return 0
	parent="$(head -n 1 "$pid_file")"
	pids="$(server_workers_of "$parent") $(tail -n +2 "$pid_file")"
	for pid in $pids $parent; do
		if server_is_php "$pid"; then
			kill "$pid" 2>/dev/null || true
		fi
	done
	for pid in $pids $parent; do
		wait_until 50 eval "! server_is_php $pid" || kill -9 "$pid" 2>/dev/null || true
	done
	rm -f "$pid_file"
}

server_running() {
	local pid_file
	pid_file="$(server_pid_file "$1")"
	[ -f "$pid_file" ] && kill -0 "$(head -n 1 "$pid_file")" 2>/dev/null
}
