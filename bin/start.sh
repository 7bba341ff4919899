#!/usr/bin/env bash
# Starts PRISM's development site (what `npm start` runs).
#
#   bash bin/start.sh                 serve in the foreground; Ctrl-C stops it
#   bash bin/start.sh --background    start and return; bin/stop.sh stops it
#
# PRISM_DB=sqlite (default: WordPress 6.5.5 on SQLite) or mariadb (Debian's
# WordPress 6.1.9 on MariaDB 10.11); PRISM_PORT (default 8888).
set -euo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
# shellcheck source=bin/lib/site.sh
source "$PRISM_ROOT/bin/lib/site.sh"

ENGINE="${PRISM_DB:-sqlite}"
PORT="${PRISM_PORT:-8888}"

banner() {
	local version engine_label site="${SITE_DIR#"$PRISM_ROOT"/}"
	version="$(site_wp_version "$SITE_DIR")"
	engine_label="WordPress $version on SQLite"
	if [ "$ENGINE" = mariadb ]; then
		engine_label="WordPress $version on MariaDB, port $MARIADB_PORT"
	fi
	cat <<EOT

  PRISM is running: $SITE_URL/   ($engine_label)
    Dashboard:  $SITE_URL/prism/
    Contacts:   $SITE_URL/prism/contact/
    WP admin:   $SITE_URL/wp-admin/
    Logins:     admin / password   (administrator)
                alex / password    (Alex Morgan, demo contacts)
                sam / password     (Sam Lee)
    Logs:       $site/debug.log (PHP), $site/mail.log (captured mail)

EOT
}

# Foreground mode: on Ctrl-C or exit, stop the server (and MariaDB if this run started it).
cleanup() {
	trap - EXIT INT TERM
	echo
	say "stopping"
	if [ -n "$SITE_DIR" ]; then
		server_stop "$SITE_DIR"
	fi
	if [ "$MARIADB_STARTED_HERE" = 1 ]; then
		mariadb_stop
	fi
}

main() {
	local mode="${1:-}"
	case "$mode" in
	"" | --background) ;;
	*) die "usage: bin/start.sh [--background]" ;;
	esac
	site_check_engine "$ENGINE"
	if url_answers "$(server_url "$PORT")/"; then
		die "port $PORT is busy: something already answers at $(server_url "$PORT")/ (bash bin/stop.sh stops a PRISM server; PRISM_PORT=NNNN picks another port)"
	fi
	if [ "$mode" != --background ]; then
		trap cleanup EXIT
		trap 'cleanup; exit 130' INT TERM
	fi
	deps_apt
	deps_npm
	deps_composer
	deps_build || warn "the front-end build FAILED (see above): PHP pages work, pages whose bundle broke will not; fix src/ and run npm run build"
	site_ensure dev "$ENGINE" "$PORT"
	server_start "$SITE_DIR" "$PORT"
	banner
	if [ "$mode" = --background ]; then
		say "running in the background; stop it with: bash bin/stop.sh"
		return
	fi
	say "press Ctrl-C to stop"
	while server_running "$SITE_DIR"; do
		sleep 1
	done
	warn "the server stopped; see ${SITE_DIR}/server.log"
}

main "$@"
