#!/usr/bin/env bash
# What the cluster tests (tests/cluster/) do to the stack of bin/cluster.sh, one command at a time:
#
#   cluster-ctl.sh web-kill N          SIGKILL web server N's nginx and php-fpm (a machine that dies)
#   cluster-ctl.sh web-start N         start web server N again
#   cluster-ctl.sh node-stop N         take Galera node N out of HAProxy (drain), wait for its connections to end,
#                                      then stop it (SIGTERM), as an operator stops a node for maintenance
#   cluster-ctl.sh node-start N        start node N again; returns once it has rejoined and is Synced
#   cluster-ctl.sh node-state N        the node's Galera state (Synced, Joining, down…)
#   cluster-ctl.sh node-sql N SQL      run SQL on node N as root (tab-separated, no column names)
#   cluster-ctl.sh deploy N ZIP        deploy a plugin zip to web server N: out of the balancer, its requests
#                                      finished, the plugin swapped, back in
#   cluster-ctl.sh deploy-all ZIP      deploy to every web server, one version answering at a time (cluster_deploy_all)
#   cluster-ctl.sh run-jobs N [SEC]    run bin/run-jobs.php on web server N (its own copy), as its cron does
#   cluster-ctl.sh haproxy CMD...      a command on HAProxy's admin socket ("show stat")
set -euo pipefail

# shellcheck source=bin/lib/site.sh
source "$(dirname "${BASH_SOURCE[0]}")/site.sh"
# shellcheck source=bin/lib/cluster.sh
source "$PRISM_ROOT/bin/lib/cluster.sh"

# Connections HAProxy holds to node N (all database entries), from its stats.
node_sessions() {
	cluster_haproxy "show stat" | awk -F, -v node="node$1" '$2 == node {sum += $5} END {print sum + 0}'
}

case "${1:-}" in
web-kill) cluster_web_kill "$2" ;;
web-start) cluster_web_start "$2" ;;
node-stop)
	for web in $CLUSTER_WEBS; do
		cluster_haproxy "set server db_web$web/node$2 state drain" >/dev/null
	done
	# Requests in flight finish on the node (a request is well under a second; a cron run's slices are short, but
	# its connection lasts the run): up to 60 s, then the node stops anyway.
	for _ in $(seq 1 240); do
		[ "$(node_sessions "$2")" = 0 ] && break
		sleep 0.25
	done
	echo "sessions left on node$2 at stop: $(node_sessions "$2")"
	cluster_node_stop "$2"
	;;
node-start)
	cluster_node_start "$2" join
	for web in $CLUSTER_WEBS; do
		cluster_haproxy "set server db_web$web/node$2 state ready" >/dev/null
	done
	;;
node-state) cluster_node_state "$2" ;;
node-sql) cluster_node_sql "$2" -N -e "$3" ;;
deploy) cluster_rolling_deploy "$2" "$3" ;;
deploy-all) cluster_deploy_all "$2" ;;
haproxy)
	shift
	cluster_haproxy "$*"
	;;
run-jobs)
	dir="$(cluster_web_dir "$2")"
	php "$dir/wordpress/wp-content/plugins/prism/bin/run-jobs.php" "$dir/wordpress" "${3:-50}"
	;;
*)
	sed -n "2,16p" "$0"
	exit 2
	;;
esac
