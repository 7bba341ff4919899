#!/usr/bin/env bash
# `npm run bench`: seeds 30,000 contacts for the member `bench` (among other members' data) on a benchmark site
# per engine, then prints median and p95 latency of the list routes next to WordPress's own floor
# (GET /wp/v2/users/me), their ratios, a sweep of the contact list's combinations (bin/lib/bench-sweep.php: terms of
# 1-12 characters with each filter, sort and first, middle and last page; the worst printed), the gzipped JavaScript each page loads, how soon every page (the contact list,
# the dashboard, a contact's three pages and the others) is interactive in Chromium with a 4x CPU throttle (bin/lib/bench-interactive.mjs),
# the import speed (rows a second for 30,000-row Google and LinkedIn files) and the full duplicate rescan of the
# 30,000 contacts; the security suite's hostile parameters on every route at 30,000 contacts (bin/lib/bench-hostile.php:
# median, p95, slowest, any call over 2 s or answered 5xx); on both engines, members working while another member's
# 30,000-row import runs, driven over HTTP as the open page drives it (bin/lib/bench-import-load.php: the import's rows a
# second, the members' median and p95 against the floor, errors, requests over 2 s, what debug.log gained); on
# MariaDB, the load of twenty members working at once for a minute (bin/lib/bench-load.php: throughput, p95, errors,
# lost updates); the bytes on disk per contact, table by table (bin/lib/bench-size.php). No assertions.
#
#   PRISM_BENCH_DB="sqlite mariadb" (default both; "cluster" runs the seed, http and size parts on `npm run cluster`'s stack)   PRISM_BENCH_CONTACTS=30000   PRISM_BENCH_RUNS=40
#   PRISM_BENCH_SWEEP_RUNS=9   PRISM_BENCH_SWEEP_CASES=400 (the sweep's runs of each case, and its cases)
#   PRISM_BENCH_IMPORT_ROWS=30000   PRISM_BENCH_LOAD_MEMBERS=20   PRISM_BENCH_LOAD_SECONDS=60
#   PRISM_BENCH_PAGE_RUNS=15 (loads of each page in Chromium)   PRISM_BENCH_CPU=4 (CPU slowdown)
#   PRISM_BENCH_PORT=8892 (the first engine's site; the next one gets the port after it)
#   PRISM_BENCH_SITE_CONTACTS=300000 PRISM_BENCH_SITE_MEMBERS=100 (bin/bench-seed.php: more members until the site holds
#   that many contacts; off by default)
#   PRISM_BENCH_SITE=bench (the sites' purpose: .wp/<site>-<engine>, MariaDB database prism_<site>; another checkout
#   sharing the MariaDB server names its own)
#   PRISM_BENCH_IMPORT_LOAD_MEMBERS=3   PRISM_BENCH_THINK_MS=500 (the members beside the import, and their pause between clicks)
#   PRISM_BENCH_PARTS="http sweep size interactive memory import duplicates hostile import-load load scale" (the default, all;
#   "seed" only builds and seeds the sites; "scale" seeds a second site per engine with twice the contacts (.wp/<site>60-<engine>
#   at 30,000), runs the http and sweep parts on both sizes at once, taking turns request by request (the sweep with the
#   same terms and filters on both), and prints what moved by more than 0.1 (bin/lib/bench-scale.php))
set -euo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
# shellcheck source=bin/lib/site.sh
source "$PRISM_ROOT/bin/lib/site.sh"

ENGINES="${PRISM_BENCH_DB:-sqlite mariadb}"
CONTACTS="${PRISM_BENCH_CONTACTS:-30000}"
RUNS="${PRISM_BENCH_RUNS:-40}"

# The parts to run (PRISM_BENCH_PARTS, words from: http sweep size interactive memory import duplicates hostile import-load
# load scale; all by default). "seed" alone builds and seeds the sites and measures nothing.
PARTS="${PRISM_BENCH_PARTS:-http sweep size interactive memory import duplicates hostile import-load load scale}"
part() { [[ " $PARTS " == *" $1 "* ]]; }

# The site's background jobs run to the end before anything is measured (bin/run-jobs.php): a site just installed
# and seeded builds its search lists and duplicate keys in jobs (Search_Grams_Job, Contact_Keys_Job), and each of
# their slices moves the members' generation, so every list request meanwhile rebuilt a packed order (60 ms a
# request at 60,000 contacts on MariaDB, measured as if it were the list's own cost).
settle() {
	php "$PRISM_ROOT/bin/run-jobs.php" "$1" 600 >/dev/null
}

SCALE_DIRS=()
cleanup() {
	[ -n "$SITE_DIR" ] && server_stop "$SITE_DIR" || true
	for dir in "${SCALE_DIRS[@]}"; do
		server_stop "$dir" || true
	done
	[ "$MARIADB_STARTED_HERE" = 1 ] && mariadb_stop || true
}
trap cleanup EXIT

deps_all
port="${PRISM_BENCH_PORT:-8892}"
for engine in $ENGINES; do
	if [ "$engine" = cluster ]; then
		# The multi-server stack of `npm run cluster` (its own database, prism_bench_cluster): seeded through web1's
		# WordPress (HAProxy, then node1), measured through the balancer. Only the seed, http and size parts.
		PRISM_CLUSTER_DB=prism_bench_cluster bash "$PRISM_ROOT/bin/cluster.sh" up >/dev/null
		SITE_DIR="$PRISM_ROOT/.cluster/web1/wordpress"
		SITE_URL="http://127.0.0.1:${PRISM_CLUSTER_PORT:-8780}"
		say "bench: seeding the cluster ($CONTACTS contacts; reused when present)"
		php "$PRISM_ROOT/bin/bench-seed.php" "$SITE_DIR" "$CONTACTS"
		settle "$SITE_DIR"
		echo
		echo "== cluster: WordPress $(site_wp_version "$SITE_DIR") on three Galera nodes, two web servers, $CONTACTS contacts =="
		part http && php "$PRISM_ROOT/bin/lib/bench-http.php" "$SITE_URL" "$RUNS"
		part size && php "$PRISM_ROOT/bin/lib/bench-size.php" "$SITE_DIR"
		SITE_DIR=""
		continue
	fi
	site_ensure "${PRISM_BENCH_SITE:-bench}" "$engine" "$port"
	say "bench: seeding $SITE_DIR ($CONTACTS contacts; reused when present)"
	php "$PRISM_ROOT/bin/bench-seed.php" "$SITE_DIR" "$CONTACTS"
	settle "$SITE_DIR"
	server_start "$SITE_DIR" "$port"
	echo
	echo "== $engine: WordPress $(site_wp_version "$SITE_DIR"), $CONTACTS contacts =="
	part http && php "$PRISM_ROOT/bin/lib/bench-http.php" "$SITE_URL" "$RUNS"
	part sweep && php "$PRISM_ROOT/bin/lib/bench-sweep.php" "$SITE_URL" "${PRISM_BENCH_SWEEP_RUNS:-9}" "${PRISM_BENCH_SWEEP_CASES:-400}"
	part size && php "$PRISM_ROOT/bin/lib/bench-size.php" "$SITE_DIR"
	part interactive && node "$PRISM_ROOT/bin/lib/bench-interactive.mjs" "$SITE_URL" "${PRISM_BENCH_PAGE_RUNS:-15}"
	part memory && php "$PRISM_ROOT/bin/lib/bench-memory.php" "$SITE_DIR"
	part import && php -d memory_limit=256M "$PRISM_ROOT/bin/lib/bench-import.php" "$SITE_DIR" "${PRISM_BENCH_IMPORT_ROWS:-30000}"
	part duplicates && php -d memory_limit=256M "$PRISM_ROOT/bin/lib/bench-duplicates.php" "$SITE_DIR"
	part hostile && php -d memory_limit=512M "$PRISM_ROOT/bin/lib/bench-hostile.php" "$SITE_DIR"
	part import-load && php "$PRISM_ROOT/bin/lib/bench-import-load.php" "$SITE_DIR" "$SITE_URL" "${PRISM_BENCH_IMPORT_ROWS:-30000}" \
		"${PRISM_BENCH_IMPORT_LOAD_MEMBERS:-3}" "${PRISM_BENCH_THINK_MS:-500}"
	if [ "$engine" = mariadb ] && part load; then
		php "$PRISM_ROOT/bin/lib/bench-load.php" "$SITE_DIR" "$SITE_URL" "${PRISM_BENCH_LOAD_MEMBERS:-20}" "${PRISM_BENCH_LOAD_SECONDS:-60}"
	fi
	server_stop "$SITE_DIR"
	SITE_DIR=""
	port=$((port + 1))
done

# Flat from one size to twice it (issue 29): per engine, a site with the contacts above and one with twice as many,
# both served at once; the http and sweep parts run on both together, taking turns request by request
# (PRISM_BENCH_TURNS, bin/lib/bench-client.php), so that each ratio is taken in the same moments at both sizes and a
# slow minute of the machine cannot pass for growth; then compared.
if part scale; then
	larger=$((CONTACTS * 2))
	scale_dir="$(mktemp -d)"
	for engine in $ENGINES; do
		[ "$engine" = cluster ] && continue
		urls=()
		for size in "$CONTACTS" "$larger"; do
			site="${PRISM_BENCH_SITE:-bench}"
			[ "$size" = "$larger" ] && site="${site}$((larger / 1000))"
			site_ensure "$site" "$engine" "$port"
			say "bench: seeding $SITE_DIR ($size contacts; reused when present)"
			php "$PRISM_ROOT/bin/bench-seed.php" "$SITE_DIR" "$size"
			settle "$SITE_DIR"
			server_start "$SITE_DIR" "$port"
			SCALE_DIRS+=("$SITE_DIR")
			urls+=("$SITE_URL")
			SITE_DIR=""
			port=$((port + 1))
		done
		say "bench: scale, $engine: $CONTACTS and $larger contacts measured together, taking turns"
		# The sweep's terms and filters are chosen once, on the smaller site, and run on both.
		rm -f "$scale_dir/plan.json"
		export PRISM_BENCH_SWEEP_PLAN="$scale_dir/plan.json"
		php "$PRISM_ROOT/bin/lib/bench-sweep.php" "${urls[0]}" 1 1 plan
		for script in http sweep; do
			args=("$RUNS")
			[ "$script" = sweep ] && args=("${PRISM_BENCH_SWEEP_RUNS:-9}" "${PRISM_BENCH_SWEEP_CASES:-400}")
			: >"$scale_dir/turns"
			PRISM_BENCH_TURNS="$scale_dir/turns:0" php "$PRISM_ROOT/bin/lib/bench-$script.php" "${urls[0]}" "${args[@]}" \
				>"$scale_dir/$engine-$CONTACTS-$script.txt" &
			first=$!
			PRISM_BENCH_TURNS="$scale_dir/turns:1" php "$PRISM_ROOT/bin/lib/bench-$script.php" "${urls[1]}" "${args[@]}" \
				>"$scale_dir/$engine-$larger-$script.txt"
			wait "$first"
		done
		unset PRISM_BENCH_SWEEP_PLAN
		for size in "$CONTACTS" "$larger"; do
			echo
			echo "== scale, $engine: $size contacts (measured together with the other size) =="
			cat "$scale_dir/$engine-$size-http.txt" "$scale_dir/$engine-$size-sweep.txt" | tee "$scale_dir/$engine-$size.txt"
		done
		for dir in "${SCALE_DIRS[@]}"; do
			server_stop "$dir"
		done
		SCALE_DIRS=()
		php "$PRISM_ROOT/bin/lib/bench-scale.php" "$engine, $CONTACTS → $larger contacts" "$scale_dir/$engine-$CONTACTS.txt" "$scale_dir/$engine-$larger.txt"
	done
	rm -rf "$scale_dir"
fi
