#!/usr/bin/env bash
# Stops what bin/start.sh --background started: the development sites' PHP
# servers (parent and workers, by pid) and the private MariaDB server.
# With --all, the test sites' servers too.
set -euo pipefail

# shellcheck source=bin/lib/site.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/site.sh"

stop_sites() {
	local pattern="$1" pid_file site
	for pid_file in "$PRISM_ROOT"/.wp/$pattern/server.pid; do
		[ -f "$pid_file" ] || continue
		site="$(dirname "$pid_file")"
		say "stopping the server of ${site#"$PRISM_ROOT"/}"
		server_stop "$site"
	done
}

# MariaDB keeps running while a mariadb site's server still does.
stop_mariadb() {
	local site
	for site in "$PRISM_ROOT"/.wp/*-mariadb; do
		if [ -d "$site" ] && server_running "$site"; then
			say "mariadb left running: ${site#"$PRISM_ROOT"/} still serves"
			return
		fi
	done
	mariadb_stop
}

main() {
	case "${1:-}" in
	--all) stop_sites '*' ;;
	"") stop_sites 'dev-*' ;;
	*) die "usage: bin/stop.sh [--all]" ;;
	esac
	stop_mariadb
}

main "$@"
