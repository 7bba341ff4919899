#!/usr/bin/env bash
# `npm run test:cluster`: PRISM on the stack of `npm run cluster` (three Galera nodes, two nginx + php-fpm web
# servers behind HAProxy, system cron on each), tested the way such a site fails. On a database of its own
# (prism_cluster_test, emptied first), the site is installed with the PREVIOUS release (the commit before the current
# schema version, built once and kept in .cluster/releases/), then:
#
#   upgrade      the current version deployed to web1 then web2 under ten members' work: one upgrade, no failure
#   sessions     one session, its nonces and forms, answered by both servers in turn
#   galera       primary keys, no statement Galera cannot replicate, a certification conflict run again
#   cron         both servers' cron at once: one reminder email per member, an undriven import's rows once each
#   import-kill  a 30,000-row import through the balancer; web1 SIGKILLed mid-batch; every row once
#   node-stop    twenty members working while Galera node2 is stopped and started again: no error, no lost update
#
# then reads both servers' debug.log for PHP errors from PRISM. Prints every figure and a summary; exits 1 when a
# test failed. The stack is stopped at the end unless PRISM_CLUSTER_KEEP=1 (it is left running if it was already).
#
#   PRISM_CLUSTER_TESTS="upgrade sessions galera cron import-kill node-stop" (the default, in that order)
#   PRISM_CLUSTER_ROWS=30000 (import-kill)   PRISM_CLUSTER_LOAD_SECONDS=60 (node-stop)
#   PRISM_CLUSTER_OLD_REF=<commit> (the release to start from)
set -uo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
# shellcheck source=bin/lib/site.sh
source "$PRISM_ROOT/bin/lib/site.sh"
export PRISM_CLUSTER_DB=prism_cluster_test
# shellcheck source=bin/lib/cluster.sh
source "$PRISM_ROOT/bin/lib/cluster.sh"
set -e

TESTS="${PRISM_CLUSTER_TESTS:-upgrade sessions galera cron import-kill node-stop}"
RELEASES="$CLUSTER_DIR/releases"
mkdir -p "$RELEASES"

# The commit before the one that brought the current schema version: the release a site upgrades from.
old_ref() {
	if [ -n "${PRISM_CLUSTER_OLD_REF:-}" ]; then
		git -C "$PRISM_ROOT" rev-parse "$PRISM_CLUSTER_OLD_REF"
		return
	fi
	local version commit
	version="$(sed -n 's/^\s*public const DB_VERSION = \([0-9]*\);.*/\1/p' "$PRISM_ROOT/includes/Schema/Schema.php")"
	commit="$(git -C "$PRISM_ROOT" log -1 --format=%H -G"DB_VERSION = $version;" -- includes/Schema/Schema.php)"
	[ -n "$commit" ] || die "test-cluster: no commit set DB_VERSION = $version"
	git -C "$PRISM_ROOT" rev-parse "$commit^"
}

# The plugin zip of a commit, built once in a worktree of its own (the checkout's node_modules shared).
release_zip() {
	local ref="$1" zip="$RELEASES/prism-$1.zip" src="$RELEASES/src-$1"
	if [ -f "$zip" ]; then
		echo "$zip"
		return
	fi
	say "test-cluster: building the release at ${ref:0:10} (once)" >&2
	rm -rf "$src"
	git -C "$PRISM_ROOT" worktree prune
	git -C "$PRISM_ROOT" worktree add --detach "$src" "$ref" >/dev/null 2>&1 || die "test-cluster: git worktree add $ref failed"
	ln -s "$PRISM_ROOT/node_modules" "$src/node_modules"
	# The checkout's node_modules serve: the worktree's lock file must not look newer than them (deps_npm would run
	# npm ci through the link).
	touch -d '2000-01-01' "$src/package-lock.json"
	(cd "$src" && bash bin/package.sh "$zip") >"$RELEASES/build-$ref.log" 2>&1 || die "test-cluster: building $ref failed, see $RELEASES/build-$ref.log"
	git -C "$PRISM_ROOT" worktree remove --force "$src" >/dev/null 2>&1 || rm -rf "$src"
	echo "$zip"
}

was_running=0
cluster_node_running 1 && cluster_web_answers 1 && was_running=1

deps_all
cluster_deps
mkdir -p "$CLUSTER_DIR"
say "test-cluster: building the current plugin zip"
bash "$PRISM_ROOT/bin/package.sh" "$CLUSTER_DIR/prism.zip" >"$CLUSTER_DIR/package.log" 2>&1 || die "test-cluster: bin/package.sh failed, see $CLUSTER_DIR/package.log"
start_zip="$CLUSTER_DIR/prism.zip"
if [[ " $TESTS " == *" upgrade "* ]]; then
	start_zip="$(release_zip "$(old_ref)")"
fi
say "test-cluster: starting the stack with $(basename "$start_zip") on a fresh database $CLUSTER_DB_NAME"
PRISM_CLUSTER_ZIP="$start_zip" PRISM_CLUSTER_FRESH=1 bash "$PRISM_ROOT/bin/cluster.sh" up >"$CLUSTER_DIR/up.log" 2>&1 \
	|| { tail -n 20 "$CLUSTER_DIR/up.log"; die "test-cluster: bin/cluster.sh up failed, see $CLUSTER_DIR/up.log"; }
grep -E '^\[prism\]' "$CLUSTER_DIR/up.log" | grep -v 'deps:' || true
cluster_web_answers 1 && cluster_web_answers 2 || die "test-cluster: the stack did not come up"
grep -q "'$CLUSTER_DB_NAME'" "$(cluster_web_dir 1)/wordpress/wp-config.php" || die "test-cluster: web1 does not use $CLUSTER_DB_NAME"

export PRISM_CLUSTER_WP="$(cluster_web_dir 1)/wordpress"
export PRISM_CLUSTER_URL="$CLUSTER_URL"
declare -A offsets
for web in $CLUSTER_WEBS; do
	log="$(cluster_web_dir "$web")/debug.log"
	offsets[$web]="$([ -f "$log" ] && stat -c %s "$log" || echo 0)"
done

passed=()
failed=()
run_test() {
	local name="$1" started status=0
	shift
	started=$(date +%s)
	echo
	echo "== cluster: $name =="
	php -d memory_limit=512M "$PRISM_ROOT/tests/cluster/$name.php" "$@" || status=$?
	echo "   ($name: $(($(date +%s) - started)) s)"
	if [ "$status" = 0 ]; then passed+=("$name"); else failed+=("$name"); fi
}
for test in $TESTS; do
	case "$test" in
	upgrade) run_test upgrade "$CLUSTER_DIR/prism.zip" 10 45 ;;
	sessions | galera) run_test "$test" ;;
	cron) run_test cron 3000 ;;
	import-kill) run_test import-kill "${PRISM_CLUSTER_ROWS:-30000}" ;;
	node-stop) run_test node-stop 20 "${PRISM_CLUSTER_LOAD_SECONDS:-60}" ;;
	*) die "test-cluster: unknown test $test" ;;
	esac
done

# PHP errors from PRISM's files in either server's log (WordPress 6.1's own deprecations on PHP 8.2 are not PRISM's).
echo
echo "== cluster: debug.log =="
php_errors=0
for web in $CLUSTER_WEBS; do
	log="$(cluster_web_dir "$web")/debug.log"
	[ -f "$log" ] || continue
	lines="$(tail -c +$((offsets[$web] + 1)) "$log" | grep -E 'PHP (Fatal|Warning|Notice|Deprecated|Parse)' | grep -E 'plugins/prism/' || true)"
	count="$(grep -c . <<<"$lines" || true)"
	echo "web$web: $count PHP message(s) from PRISM"
	[ -n "$lines" ] && head -n 5 <<<"$lines"
	php_errors=$((php_errors + count))
done
if [ "$php_errors" = 0 ]; then passed+=("debug.log"); else failed+=("debug.log"); fi

if [ "$was_running" = 0 ] && [ "${PRISM_CLUSTER_KEEP:-0}" != 1 ]; then
	bash "$PRISM_ROOT/bin/cluster.sh" down >/dev/null
fi
echo
echo "cluster tests: ${#passed[@]} passed (${passed[*]}), ${#failed[@]} failed${failed:+ (${failed[*]})}"
[ "${#failed[@]}" = 0 ]
