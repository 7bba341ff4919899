#!/usr/bin/env bash
# `npm run cluster`: PRISM the way a large membership site runs WordPress, on this one machine (bin/lib/cluster.sh
# draws the layout): a three-node MariaDB Galera cluster, two web servers (nginx + php-fpm, each with its own copy
# of WordPress and of the plugin from `npm run plugin-zip`, the same salts), HAProxy in front (round robin, no
# sticky sessions) and system cron on each web server running bin/run-jobs.php every minute. Demo data and the
# same logins as `npm start`.
#
#   bash bin/cluster.sh [up]     start (reuses what exists; prints the URLs)
#   bash bin/cluster.sh down     stop everything (the data stays in .cluster/)
#   bash bin/cluster.sh status   which parts run, and each node's Galera state
#   bash bin/cluster.sh deploy   rebuild the plugin zip and deploy it to both web servers, one after the other
#   bash bin/cluster.sh reset    stop and delete .cluster/
#
# PRISM_CLUSTER_DB (default prism_cluster) names the database; PRISM_CLUSTER_ZIP deploys that zip instead of building
# one; PRISM_CLUSTER_FRESH=1 empties the database first (bin/test-cluster.sh uses all three).
set -euo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
# shellcheck source=bin/lib/site.sh
source "$PRISM_ROOT/bin/lib/site.sh"
# shellcheck source=bin/lib/cluster.sh
source "$PRISM_ROOT/bin/lib/cluster.sh"

cluster_zip() {
	say "cluster: building the plugin zip"
	bash "$PRISM_ROOT/bin/package.sh" "$CLUSTER_DIR/prism.zip" >"$CLUSTER_DIR/package.log" 2>&1 \
		|| die "cluster: bin/package.sh failed, see $CLUSTER_DIR/package.log"
}

cluster_up() {
	deps_all
	cluster_deps
	mkdir -p "$CLUSTER_DIR"
	local zip="${PRISM_CLUSTER_ZIP:-}"
	if [ -z "$zip" ]; then
		cluster_zip
		zip="$CLUSTER_DIR/prism.zip"
	fi
	cluster_galera_up
	if [ "${PRISM_CLUSTER_FRESH:-0}" = 1 ]; then
		say "cluster: emptying the database $CLUSTER_DB_NAME"
		cluster_node_sql 1 -e "DROP DATABASE IF EXISTS \`$CLUSTER_DB_NAME\`"
	fi
	cluster_node_sql 1 -e "CREATE DATABASE IF NOT EXISTS \`$CLUSTER_DB_NAME\` CHARACTER SET utf8mb4"
	cluster_salts
	local web output
	for web in $CLUSTER_WEBS; do
		cluster_web_tree "$web" "$zip"
	done
	cluster_haproxy_start
	# WordPress is installed once, from web1 (the database is shared); both servers then serve it.
	output="$(php "$PRISM_ROOT/bin/lib/install-wp.php" "$(cluster_web_dir 1)/wordpress" "$CLUSTER_URL")" \
		|| die "cluster: WordPress install failed (see $(cluster_web_dir 1)/debug.log)"
	if [ "$(tail -n 1 <<<"$output")" = "site-state: new" ]; then
		say "cluster: installed WordPress; seeding demo data"
		php "$PRISM_ROOT/bin/seed-demo.php" "$(cluster_web_dir 1)/wordpress" || die "cluster: bin/seed-demo.php failed"
	fi
	for web in $CLUSTER_WEBS; do
		cluster_web_start "$web"
	done
	cluster_cron_start
	wait_until 100 eval "[ \"\$(http_status '$CLUSTER_URL/wp-login.php')\" = 200 ]" || die "cluster: $CLUSTER_URL does not answer"
	cat <<EOT

  PRISM cluster is running: $CLUSTER_URL/   (HAProxy, round robin over two web servers)
    Dashboard:    $CLUSTER_URL/prism/
    Contacts:     $CLUSTER_URL/prism/contact/
    WP admin:     $CLUSTER_URL/wp-admin/
    Logins:       admin / password   (administrator)
                  alex / password    (Alex Morgan, demo contacts)
                  sam / password     (Sam Lee)
    Web servers:  http://127.0.0.1:$(cluster_web_port 1)/ (web1)   http://127.0.0.1:$(cluster_web_port 2)/ (web2)   nginx + php-fpm 8.2
    Galera:       127.0.0.1:$(cluster_node_port 1), :$(cluster_node_port 2), :$(cluster_node_port 3)   (bash bin/cluster.sh status)
    Cron:         /etc/cron.d/prism-cluster runs bin/run-jobs.php on both servers every minute
    Logs:         .cluster/web1/ and .cluster/web2/ (debug.log, mail.log, cron.log), .cluster/nodeN/error.log
    Stop:         npm run cluster -- down     (the data stays; npm run cluster -- reset deletes it)

EOT
}

cluster_down() {
	cluster_cron_stop
	cluster_haproxy_stop
	local web node
	for web in $CLUSTER_WEBS; do
		cluster_web_stop "$web"
	done
	for node in $CLUSTER_NODES; do
		local agent
		agent="$(cluster_node_dir "$node")/agent.pid"
		[ -f "$agent" ] && kill "$(cat "$agent")" 2>/dev/null
		rm -f "$agent"
	done
	# The first node last: it is then the one safe to start the cluster again.
	for node in $(echo "$CLUSTER_NODES" | tr ' ' '\n' | sort -rn); do
		cluster_node_stop "$node"
	done
	say "cluster: stopped"
}

cluster_status() {
	local node web
	for node in $CLUSTER_NODES; do
		echo "node$node  127.0.0.1:$(cluster_node_port "$node")  $(cluster_node_state "$node")"
	done
	for web in $CLUSTER_WEBS; do
		echo "web$web   http://127.0.0.1:$(cluster_web_port "$web")/  $(cluster_web_answers "$web" && echo up || echo down)"
	done
	if [ -S "$CLUSTER_ADMIN_SOCKET" ]; then
		cluster_haproxy "show stat" | awk -F, 'NR > 1 && $2 != "FRONTEND" && $2 != "BACKEND" {print "haproxy " $1 "/" $2 "  " $18}'
	else
		echo "haproxy  down"
	fi
}

cluster_deploy() {
	cluster_zip
	local web
	if [ -S "$CLUSTER_ADMIN_SOCKET" ]; then
		say "cluster: deploying to every web server, one version answering at a time"
		cluster_deploy_all "$CLUSTER_DIR/prism.zip"
		return
	fi
	for web in $CLUSTER_WEBS; do
		say "cluster: deploying to web$web"
		cluster_deploy_plugin "$web" "$CLUSTER_DIR/prism.zip"
	done
}

case "${1:-up}" in
up) cluster_up ;;
down) cluster_down ;;
status) cluster_status ;;
deploy) cluster_deploy ;;
reset)
	cluster_down
	rm -rf "$CLUSTER_DIR"
	;;
*) die "usage: bash bin/cluster.sh [up|down|status|deploy|reset]" ;;
esac
