#!/usr/bin/env bash
# Installs prism.zip the way a site admin does, on each engine the project supports (WordPress 6.5 on SQLite and
# Debian's 6.1 on MariaDB), and uses it (`npm run test:zip`; a step of `npm test`):
#   0. bin/package.sh builds it and checks its libraries (tests/zip/check-package.php): only what PRISM loads, no library
#      tooling, every class loading without a PHP error or deprecation;
#   1. a clean WordPress with the plugin unzipped into wp-content/plugins/prism (a real folder, never a link to this
#      checkout), activated, with demo members;
#   2. every PRISM page opened as a member: the page's view shows, no PHP error in debug.log, none in the console;
#   3. deactivated and deleted from the Plugins screen without the data-removal option: PRISM's tables, options and
#      pages stay, so reinstalling brings members' data back;
#   4. installed again, the option turned on, deleted again: nothing of PRISM is left, and the SQLite integration
#      beside it is untouched.
#
# Safety: WordPress deletes a plugin by walking its folder. In a site whose plugin folder is a symbolic link to the
# repository (the dev and test sites) that walk deletes the repository. This script builds its own sites, refuses to
# go on when the plugin folder is a link or lies outside the site, and never deletes through a link.
set -euo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
# shellcheck source=bin/lib/site.sh
source "$PRISM_ROOT/bin/lib/site.sh"

ENGINES="${PRISM_ZIP_DB:-sqlite mariadb}"
# The zip sites' ports: PRISM_TEST_PORT_ZIP for the first engine (default 8896), the next one for the second.
ZIP="$PRISM_ROOT/prism.zip"
MARIADB_WAS_RUNNING=0
mariadb_running && MARIADB_WAS_RUNNING=1

cleanup() {
	local site
	for site in "$PRISM_ROOT"/.wp/zip-*; do
		[ -d "$site" ] && server_stop "$site"
	done
	if [ "$MARIADB_WAS_RUNNING" = 0 ] && mariadb_running; then
		mariadb_stop
	fi
}
trap cleanup EXIT

# The site's plugin folder, checked: a real folder inside the site, or absent.
plugin_dir_of() {
	local site="$1" dir
	dir="$site/wp-content/plugins/prism"
	if [ -L "$dir" ]; then
		die "zip: $dir is a symbolic link; refusing to install or delete through it"
	fi
	if [ -e "$dir" ]; then
		case "$(realpath "$dir")" in
		"$(realpath "$site")"/*) ;;
		*) die "zip: $dir lies outside $site; refusing" ;;
		esac
	fi
	echo "$dir"
}

# Unzips prism.zip into the site's plugins folder, as WordPress's upload does.
install_zip() {
	local site="$1" dir
	dir="$(plugin_dir_of "$site")"
	[ ! -e "$dir" ] || die "zip: $dir is already there"
	unzip -q "$ZIP" -d "$site/wp-content/plugins"
	dir="$(plugin_dir_of "$site")"
	[ -f "$dir/prism-plugin.php" ] || die "zip: prism-plugin.php missing after unzipping"
	[ -z "$(find "$dir" -type l -print -quit)" ] || die "zip: the package holds a symbolic link"
}

# A fresh site for an engine: WordPress, the theme, the mail capture, no PRISM yet.
fresh_site() {
	local engine="$1" port="$2" content
	SITE_DIR="$PRISM_ROOT/.wp/zip-$engine"
	SITE_URL="$(server_url "$port")"
	server_stop "$SITE_DIR"
	if [ -L "$SITE_DIR/wp-content/plugins/prism" ]; then
		rm "$SITE_DIR/wp-content/plugins/prism" # the link itself, never what it points to
	fi
	rm -rf "$SITE_DIR"
	site_tree "$SITE_DIR" "$engine"
	site_theme "$SITE_DIR"
	content="$SITE_DIR/wp-content"
	mkdir -p "$content/plugins" "$content/mu-plugins"
	cp "$PRISM_ROOT"/bin/mu-plugins/*.php "$content/mu-plugins/"
	site_config "$SITE_DIR" "$engine" zip "$SITE_URL"
	"site_database_$engine" "$SITE_DIR" zip 1
}

run_engine() {
	local engine="$1" port="$2" log from
	fresh_site "$engine" "$port"
	install_zip "$SITE_DIR"
	# install-wp.php installs WordPress and activates prism/prism-plugin.php (here: the unzipped copy); the demo data
	# is written by the same code.
	site_install "$SITE_DIR" "$SITE_URL"
	log="$SITE_DIR/debug.log"
	from="$(if [ -f "$log" ]; then stat -c %s "$log"; else echo 0; fi)"
	server_start "$SITE_DIR" "$port"

	say "zip ($engine): every page as a member, then deleted without the data-removal option"
	PRISM_TEST_URL="$SITE_URL" PRISM_ZIP_PHASE=keep npx --no-install playwright test -c tests/zip/playwright.config.ts
	php "$PRISM_ROOT/tests/zip/check-state.php" "$SITE_DIR" kept

	say "zip ($engine): uploaded again in Plugins > Add New and activated, the option on, deleted again"
	[ ! -e "$(plugin_dir_of "$SITE_DIR")" ] || die "zip: the plugin folder is still there after the delete"
	PRISM_TEST_URL="$SITE_URL" PRISM_ZIP_PHASE=upload PRISM_ZIP_FILE="$ZIP" npx --no-install playwright test -c tests/zip/playwright.config.ts
	[ -z "$(find "$(plugin_dir_of "$SITE_DIR")" -type l -print -quit)" ] || die "zip: the package holds a symbolic link"
	php "$PRISM_ROOT/tests/zip/check-state.php" "$SITE_DIR" reactivate
	PRISM_TEST_URL="$SITE_URL" PRISM_ZIP_PHASE=remove npx --no-install playwright test -c tests/zip/playwright.config.ts
	php "$PRISM_ROOT/tests/zip/check-state.php" "$SITE_DIR" removed
	server_stop "$SITE_DIR"

	local errors
	errors="$(tail -c +"$((from + 1))" "$log" 2>/dev/null | grep -E 'PHP (Warning|Notice|Fatal error|Parse error|Deprecated)|Uncaught' | grep 'plugins/prism/' || true)"
	if [ -n "$errors" ]; then
		echo "zip ($engine): PHP errors from the plugin in $log:"
		echo "$errors"
		return 1
	fi
	say "zip ($engine): passed"
}

main() {
	deps_apt
	deps_npm
	deps_composer
	bash "$PRISM_ROOT/bin/package.sh" "$ZIP"
	local port="${PRISM_TEST_PORT_ZIP:-8896}" engine
	for engine in $ENGINES; do
		site_check_engine "$engine"
		run_engine "$engine" "$port"
		port=$((port + 1))
	done
}

main "$@"
