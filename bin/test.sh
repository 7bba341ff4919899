#!/usr/bin/env bash
# Runs every check of PRISM (what `npm test` runs). Each step prints a header;
# a failing step does not stop the others. The last line is the summary
# "N passed, N failed[, N skipped]"; the exit status is 1 when a step failed.
set -euo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
# shellcheck source=bin/lib/site.sh
source "$PRISM_ROOT/bin/lib/site.sh"

cd "$PRISM_ROOT"

TEST_PORT_SQLITE="${PRISM_TEST_PORT_SQLITE:-8890}"
TEST_PORT_MARIADB="${PRISM_TEST_PORT_MARIADB:-8891}"
SKIPPED=77 # a step's exit status meaning "could not run here"
PASSED=()
FAILED=()
FAILED_NOTES=()
SKIPPED_STEPS=()
MARIADB_WAS_RUNNING=0
# What a failed step leaves for the summary (the failed browser tests, the debug log's new PHP messages): a CI log
# may keep only the last lines of the run.
STEP_NOTES="$PRISM_ROOT/artifacts/step-notes"

# --- the steps ----------------------------------------------------------------

step_build() { deps_build; }

step_typecheck() { npx --no-install tsc --noEmit; }

step_lint_js() { npm run --silent lint:js; }
step_lint_deps() { npm run --silent lint:deps; }

# php -l on every PHP file of the project.
step_php_lint() {
	local file failed=0
	while IFS= read -r -d '' file; do
		php -l "$file" >/dev/null || failed=1
	done < <(find . \( -path ./vendor -o -path ./node_modules -o -path ./.wp -o -path ./.cluster -o -path ./build -o -path ./.git \) -prune \
		-o -name '*.php' -type f -print0)
	return "$failed"
}

step_phpcs() {
	if [ ! -x vendor/bin/phpcs ]; then
		echo "skipped: not available from the Packagist copy (composer install did not give vendor/bin/phpcs)"
		return "$SKIPPED"
	fi
	vendor/bin/phpcs -q --report=full --report-width=120
}

step_phpstan() {
	if [ ! -x vendor/bin/phpstan ] || [ ! -f vendor/php-stubs/wordpress-stubs/wordpress-stubs.php ]; then
		echo "skipped: not available from the Packagist copy (composer install did not give PHPStan and the WordPress stubs)"
		return "$SKIPPED"
	fi
	vendor/bin/phpstan analyse -c phpstan.neon.dist --no-progress --memory-limit=1G
}

step_jest() { npm run --silent test:unit; }

# The folders of Composer's development tools (WP-CLI, PHPCS...), one a line, relative to the repository: tools the
# tests use, which the plugin zip leaves out; their PHP 8.2 deprecations are theirs, like WordPress's own.
dev_tool_dirs() {
	# shellcheck disable=SC2016 # PHP code
	php -r '
		$root = $argv[1];
		if ( ! is_readable( "$root/vendor/composer/installed.php" ) ) { exit; }
		foreach ( ( require "$root/vendor/composer/installed.php" )["versions"] as $package ) {
			$path = isset( $package["install_path"] ) ? realpath( $package["install_path"] ) : false;
			if ( ! empty( $package["dev_requirement"] ) && false !== $path && str_starts_with( $path, "$root/" ) ) {
				echo substr( $path, strlen( $root ) + 1 ), "/\n";
			}
		}' "$PRISM_ROOT"
}

# New lines of a debug log (from byte $2 on) with PHP errors, deprecations included, in the plugin's files: under
# plugins/prism/, or under the repository (outside .wp/), its vendor/ libraries included, Composer's development
# tools not.
plugin_php_errors() {
	local log="$1" from="$2"
	[ -f "$log" ] || return 0
	tail -c +"$((from + 1))" "$log" \
		| grep -E 'PHP (Warning|Notice|Deprecated|Fatal error|Parse error|Recoverable fatal error)|Uncaught' \
		| awk -v root="$PRISM_ROOT/" -v tools="$(dev_tool_dirs | tr '\n' ' ')" '
			BEGIN { n = split(tools, tool, " ") }
			{
				line = $0
				gsub(root ".wp/", "", line)
				if (!index(line, "plugins/prism/") && !index(line, root)) next
				for (i = 1; i <= n; i++) if (index(line, root tool[i]) || index(line, "plugins/prism/" tool[i])) next
				print
			}' \
		|| true
}

log_size() { if [ -f "$1" ]; then stat -c %s "$1"; else echo 0; fi; }

# Fails when the site's debug log gained PHP errors from the plugin since byte $2.
check_debug_log() {
	local errors
	errors="$(plugin_php_errors "$1" "$2")"
	[ -z "$errors" ] && return 0
	echo "PHP warnings/notices/deprecations/errors from the plugin in ${1#"$PRISM_ROOT"/}:"
	echo "$errors"
	{
		echo "PHP messages from the plugin in ${1#"$PRISM_ROOT"/} ($(printf '%s\n' "$errors" | wc -l) lines), the first:"
		printf '%s\n' "$errors" | head -n 5 | cut -c1-300
	} >>"$STEP_NOTE"
	return 1
}

# Usage: run_against_site ENGINE PORT COMMAND... — a fresh test site, its
# server for the command's duration, then the debug-log check.
run_against_site() {
	local engine="$1" port="$2" status=0 log from
	shift 2
	site_ensure test "$engine" "$port" --fresh-db
	log="$SITE_DIR/debug.log"
	from="$(log_size "$log")"
	server_start "$SITE_DIR" "$port"
	trap 'server_stop "$SITE_DIR"' EXIT
	PRISM_WP_DIR="$SITE_DIR" PRISM_TEST_URL="$SITE_URL" "$@" || status=$?
	server_stop "$SITE_DIR"
	check_debug_log "$log" "$from" || status=1
	return "$status"
}

# PHPUnit, its output kept: a failed run names its failed tests in the summary.
phpunit_noting() {
	local out="$STEP_NOTES/phpunit-output.txt" status=0
	phpunit -c tests/php/phpunit.xml.dist "$@" | tee "$out" || status=$?
	if [ "$status" != 0 ]; then
		grep -E '^[0-9]+\) ' "$out" | head -n 20 | cut -c1-300 >>"$STEP_NOTE" || true
	fi
	return "$status"
}

step_phpunit_sqlite() { run_against_site sqlite "$TEST_PORT_SQLITE" phpunit_noting; }

step_phpunit_mariadb() { run_against_site mariadb "$TEST_PORT_MARIADB" phpunit_noting; }

step_e2e() {
	local results="$PRISM_ROOT/artifacts/e2e-results.json" status=0
	rm -f "$results"
	run_against_site sqlite "$TEST_PORT_SQLITE" npx --no-install playwright test -c tests/e2e/playwright.config.ts || status=$?
	if [ "$status" != 0 ]; then
		node "$PRISM_ROOT/bin/lib/e2e-failures.js" "$results" | head -n 20 | cut -c1-300 >>"$STEP_NOTE"
	fi
	return "$status"
}

# prism.zip installed into clean sites (6.5 SQLite, 6.1 MariaDB), used, deleted with and without the data option.
step_zip() { bash "$PRISM_ROOT/bin/test-zip.sh"; }

# --- running them -------------------------------------------------------------

# Runs a step in a subshell (so `set -e` and `die` end only the step).
run_step() {
	local name="$1" fn="$2" status=0 started
	printf '\n==> %s\n' "$name"
	started="$(date +%s)"
	mkdir -p "$STEP_NOTES"
	STEP_NOTE="$STEP_NOTES/$fn.txt"
	: >"$STEP_NOTE"
	set +e
	(
		set -euo pipefail
		"$fn"
	)
	status=$?
	set -e
	local took=$(($(date +%s) - started))
	case "$status" in
	0) PASSED+=("$name"); printf '<== %s: passed (%ss)\n' "$name" "$took" ;;
	"$SKIPPED") SKIPPED_STEPS+=("$name"); printf '<== %s: skipped\n' "$name" ;;
	*) FAILED+=("$name"); FAILED_NOTES+=("$STEP_NOTE"); printf '<== %s: FAILED (exit %s, %ss)\n' "$name" "$status" "$took" ;;
	esac
}

# On any exit: no test server left behind, and MariaDB stopped if this run started it.
cleanup() {
	local site
	for site in "$PRISM_ROOT"/.wp/test-*; do
		[ -d "$site" ] && server_stop "$site"
	done
	if [ "$MARIADB_WAS_RUNNING" = 0 ] && mariadb_running; then
		mariadb_stop
	fi
}

summary() {
	local name line
	echo
	echo "==> summary"
	for name in "${PASSED[@]}"; do echo "  passed   $name"; done
	for name in "${SKIPPED_STEPS[@]}"; do echo "  skipped  $name"; done
	local i
	for i in "${!FAILED[@]}"; do
		echo "  FAILED   ${FAILED[$i]}"
		if [ -s "${FAILED_NOTES[$i]}" ]; then sed 's/^/           /' "${FAILED_NOTES[$i]}"; fi
	done
	line="${#PASSED[@]} passed, ${#FAILED[@]} failed"
	[ "${#SKIPPED_STEPS[@]}" = 0 ] || line="$line, ${#SKIPPED_STEPS[@]} skipped"
	echo "$line"
}

main() {
	mariadb_running && MARIADB_WAS_RUNNING=1
	trap cleanup EXIT
	trap 'exit 130' INT TERM
	printf '==> dependencies\n'
	deps_apt
	deps_npm
	deps_composer
	run_step "build (wp-scripts)" step_build
	run_step "typecheck (tsc --noEmit)" step_typecheck
	run_step "lint:js (eslint)" step_lint_js
	run_step "lint:deps (dependency-cruiser: no import cycles in src/)" step_lint_deps
	run_step "php -l" step_php_lint
	run_step "phpcs (WordPress standard)" step_phpcs
	run_step "phpstan (level 5)" step_phpstan
	run_step "jest (test:unit)" step_jest
	run_step "phpunit: WordPress 6.5.5 + SQLite" step_phpunit_sqlite
	run_step "phpunit: WordPress 6.1.9 + MariaDB" step_phpunit_mariadb
	run_step "playwright (e2e, SQLite site)" step_e2e
	run_step "zip install (prism.zip on 6.5 SQLite and 6.1 MariaDB)" step_zip
	cleanup # now, so that the summary stays the last line
	summary
	[ "${#FAILED[@]}" = 0 ]
}

main "$@"
