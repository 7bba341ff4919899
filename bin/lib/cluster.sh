# shellcheck shell=bash
# The multi-server stack of `npm run cluster` (bin/cluster.sh) on one machine, from Debian's packages:
#
#   HAProxy :8780 (round robin, no stickiness) ──> web1 nginx :8781 ─ php-fpm ─ WordPress + PRISM (own copies)
#                                              └─> web2 nginx :8782 ─ php-fpm ─ WordPress + PRISM (own copies)
#   web1 ─> HAProxy :3521 ─> Galera node1 :3511 (node2, node3 as backups)
#   web2 ─> HAProxy :3522 ─> Galera node2 :3512 (node3, node1 as backups)
#   system cron: bin/run-jobs.php on each web server every minute (DISABLE_WP_CRON)
#
# Each web server reaches the cluster through its own node, and HAProxy moves it to another node when its node is
# stopped or not synced (an agent on each node answers "up" only when the node is Synced). Everything lives under
# .cluster/ (PRISM_CLUSTER_DIR); nothing is shared between the web servers but the database and the salts, as on
# separate machines. Source it after common.sh.

CLUSTER_DIR="${PRISM_CLUSTER_DIR:-$PRISM_ROOT/.cluster}"
CLUSTER_HTTP_PORT="${PRISM_CLUSTER_PORT:-8780}"
CLUSTER_URL="http://127.0.0.1:$CLUSTER_HTTP_PORT"
CLUSTER_DB_NAME="${PRISM_CLUSTER_DB:-prism_cluster}"
CLUSTER_DB_USER="prism"
CLUSTER_DB_PASSWORD="prism"
CLUSTER_NODES="1 2 3"
CLUSTER_WEBS="1 2"
CLUSTER_ADMIN_SOCKET="$CLUSTER_DIR/haproxy/admin.sock"
CLUSTER_APT_PACKAGES=(galera-4 mariadb-backup socat haproxy nginx php8.2-fpm cron)

# Ports: node N listens for SQL on 3510+N, Galera replication on 4501+10N, IST on 4502+10N, state transfer on
# 4503+10N, its health agent on 9210+N; web server W on 8780+W (nginx) and its database entry on 3520+W (HAProxy).
cluster_node_port() { echo $((3510 + $1)); }
cluster_node_gcomm() { echo $((4501 + 10 * $1)); }
cluster_web_port() { echo $((CLUSTER_HTTP_PORT + $1)); }
cluster_web_db_port() { echo $((3520 + $1)); }
cluster_node_dir() { echo "$CLUSTER_DIR/node$1"; }
cluster_web_dir() { echo "$CLUSTER_DIR/web$1"; }

cluster_deps() {
	local pkg missing=()
	for pkg in "${CLUSTER_APT_PACKAGES[@]}"; do
		dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$pkg")
	done
	[ "${#missing[@]}" = 0 ] && return
	say "cluster: apt-get install ${missing[*]}"
	local sudo=""
	[ "$(id -u)" = 0 ] || sudo="sudo"
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
	# Debian starts the packaged services; the stack runs its own instances on its own ports.
	$sudo service nginx stop >/dev/null 2>&1 || true
	$sudo service haproxy stop >/dev/null 2>&1 || true
	$sudo service php8.2-fpm stop >/dev/null 2>&1 || true
}

# --- Galera ---------------------------------------------------------------------

cluster_node_sql() {
	local node="$1"
	shift
	mariadb --no-defaults --socket="$(cluster_node_dir "$node")/mysqld.sock" -uroot "$@"
}

cluster_node_running() {
	mariadb-admin --no-defaults --socket="$(cluster_node_dir "$1")/mysqld.sock" -uroot ping >/dev/null 2>&1
}

# The node's wsrep_local_state_comment (Synced, Donor/Desynced, Joining…), or "down".
cluster_node_state() {
	cluster_node_sql "$1" -N -e "SHOW STATUS LIKE 'wsrep_local_state_comment'" 2>/dev/null | awk '{print $2}' | grep . || echo down
}

cluster_node_synced() {
	[ "$(cluster_node_state "$1")" = Synced ]
}

cluster_node_config() {
	local node="$1" dir gcomm members="" n
	dir="$(cluster_node_dir "$node")"
	gcomm="$(cluster_node_gcomm "$node")"
	for n in $CLUSTER_NODES; do
		members="${members:+$members,}127.0.0.1:$(cluster_node_gcomm "$n")"
	done
	mkdir -p "$dir"
	cat >"$dir/my.cnf" <<EOF
# Written by bin/lib/cluster.sh.
[mysqld]
user=root
datadir=$dir/data
socket=$dir/mysqld.sock
pid-file=$dir/mysqld.pid
log-error=$dir/error.log
port=$(cluster_node_port "$node")
bind-address=127.0.0.1
skip-name-resolve
innodb_buffer_pool_size=${PRISM_CLUSTER_BUFFER_POOL:-256M}
innodb_log_file_size=64M
# What Galera needs: row-based replication, InnoDB, interleaved auto-increment locks.
binlog_format=ROW
default_storage_engine=InnoDB
innodb_autoinc_lock_mode=2
wsrep_on=ON
wsrep_provider=/usr/lib/galera/libgalera_smm.so
wsrep_cluster_name=prism
wsrep_node_name=node$node
wsrep_node_address=127.0.0.1:$gcomm
wsrep_cluster_address=gcomm://$members
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:$gcomm;ist.recv_addr=127.0.0.1:$((gcomm + 1));gcache.size=256M"
wsrep_sst_receive_address=127.0.0.1:$((gcomm + 2))
wsrep_sst_method=mariabackup
wsrep_sst_auth=root:
# Refuse a table without a primary key (Galera cannot replicate its rows safely). binlog_format=ROW above already
# makes every statement replicate as rows; the stricter modes STRICT_REPLICATION and BINLOG_ROW_FORMAT_ONLY also refuse
# CREATE USER (MariaDB 10.11: "Galera replication not supported"), so they are left out.
wsrep_mode=REQUIRED_PRIMARY_KEY
[mariabackup]
socket=$dir/mysqld.sock
EOF
}

# Starts node N (its data directory is created by a state transfer from the others, or by mariadb-install-db for
# the node that bootstraps). With "new", it starts a new cluster.
cluster_node_start() {
	local node="$1" mode="${2:-join}" dir
	dir="$(cluster_node_dir "$node")"
	cluster_node_running "$node" && return 0
	cluster_node_config "$node"
	if [ "$mode" = new ] && [ ! -d "$dir/data/mysql" ]; then
		mkdir -p "$dir/data"
		mariadb-install-db --no-defaults --user=root --datadir="$dir/data" \
			--auth-root-authentication-method=normal --skip-test-db >"$dir/install.log" 2>&1 \
			|| die "cluster: mariadb-install-db failed for node$node, see $dir/install.log"
	fi
	mkdir -p "$dir/data"
	local args=(--defaults-file="$dir/my.cnf")
	if [ "$mode" = new ]; then
		args+=(--wsrep-new-cluster)
		[ -f "$dir/data/grastate.dat" ] && sed -i 's/^safe_to_bootstrap: 0/safe_to_bootstrap: 1/' "$dir/data/grastate.dat"
	fi
	say "cluster: starting Galera node$node on 127.0.0.1:$(cluster_node_port "$node") ($mode)"
	setsid mariadbd "${args[@]}" </dev/null >/dev/null 2>&1 &
	# A joiner copies the whole database first (mariabackup): give it time.
	wait_until 1800 cluster_node_synced "$node" || die "cluster: node$node did not reach Synced, see $dir/error.log"
}

cluster_node_pid() {
	cat "$(cluster_node_dir "$1")/mysqld.pid" 2>/dev/null || true
}

# Stops node N cleanly (SIGTERM, as `systemctl stop` does), waiting until it is gone.
cluster_node_stop() {
	local pid
	pid="$(cluster_node_pid "$1")"
	[ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 0
	say "cluster: stopping Galera node$1 (pid $pid)"
	kill "$pid"
	wait_until 1200 eval "! kill -0 $pid 2>/dev/null" || kill -9 "$pid" 2>/dev/null || true
}

# The node that should start a cluster again after all stopped: the one Galera marked safe to bootstrap (the last
# to leave), else the highest seqno, else node 1.
cluster_bootstrap_node() {
	local node best=1 best_seq=-2 seq
	for node in $CLUSTER_NODES; do
		local state="$(cluster_node_dir "$node")/data/grastate.dat"
		[ -f "$state" ] || continue
		if grep -q '^safe_to_bootstrap: 1' "$state"; then
			echo "$node"
			return
		fi
		seq="$(sed -n 's/^seqno: *//p' "$state")"
		if [ -n "$seq" ] && [ "$seq" -gt "$best_seq" ]; then
			best="$node"
			best_seq="$seq"
		fi
	done
	echo "$best"
}

cluster_galera_up() {
	local first node any=0
	for node in $CLUSTER_NODES; do
		cluster_node_running "$node" && any=1
	done
	if [ "$any" = 0 ]; then
		first="$(cluster_bootstrap_node)"
		cluster_node_start "$first" new
	fi
	for node in $CLUSTER_NODES; do
		cluster_node_start "$node" join
	done
	local host
	for host in localhost 127.0.0.1; do
		cluster_node_sql 1 -e "CREATE USER IF NOT EXISTS '$CLUSTER_DB_USER'@'$host' IDENTIFIED BY '$CLUSTER_DB_PASSWORD';
			GRANT ALL PRIVILEGES ON \`prism\\_%\`.* TO '$CLUSTER_DB_USER'@'$host';" 2>/dev/null \
			|| cluster_node_sql 2 -e "CREATE USER IF NOT EXISTS '$CLUSTER_DB_USER'@'$host' IDENTIFIED BY '$CLUSTER_DB_PASSWORD';
			GRANT ALL PRIVILEGES ON \`prism\\_%\`.* TO '$CLUSTER_DB_USER'@'$host';"
	done
	# The health agents HAProxy asks (bin/lib/cluster-agent.sh).
	for node in $CLUSTER_NODES; do
		cluster_agent_start "$node"
	done
}

cluster_agent_start() {
	local node="$1" dir port
	dir="$(cluster_node_dir "$node")"
	port=$((9210 + node))
	if [ -f "$dir/agent.pid" ] && kill -0 "$(cat "$dir/agent.pid")" 2>/dev/null; then
		return
	fi
	setsid socat "TCP-LISTEN:$port,bind=127.0.0.1,reuseaddr,fork" \
		"EXEC:bash $PRISM_ROOT/bin/lib/cluster-agent.sh $dir/mysqld.sock" </dev/null >/dev/null 2>&1 &
	echo $! >"$dir/agent.pid"
}

# --- web servers ------------------------------------------------------------------

# The site's keys and salts, made once (bin/lib/site.sh's own), copied to every web server.
cluster_salts() {
	mkdir -p "$CLUSTER_DIR"
	site_salts "$CLUSTER_DIR"
}

# WordPress (Debian's 6.1) and the plugin from a zip, as an admin deploys them: a copy per web server.
cluster_web_tree() {
	local web="$1" zip="$2" dir wp
	dir="$(cluster_web_dir "$web")"
	wp="$dir/wordpress"
	if [ ! -f "$wp/wp-includes/version.php" ]; then
		mkdir -p "$wp"
		cp -rL "$DEBIAN_WORDPRESS/." "$wp/"
		rm -f "$wp/wp-config.php" "$wp/.htaccess"
		site_theme "$wp"
	fi
	mkdir -p "$wp/wp-content/mu-plugins"
	cp "$PRISM_ROOT/bin/mu-plugins/prism-dev-mail.php" "$PRISM_ROOT/bin/mu-plugins/prism-dev-offline.php" "$wp/wp-content/mu-plugins/"
	cluster_deploy_plugin "$web" "$zip"
	# Each server keeps a copy of the site's salts, as an admin copies wp-config.php to every server.
	cp "$CLUSTER_DIR/salts.php" "$dir/salts.php"
	cat >"$wp/wp-config.php" <<EOF
<?php
// Written by bin/lib/cluster.sh: web server $web of the cluster stack.
define( 'DB_NAME', '$CLUSTER_DB_NAME' );
define( 'DB_USER', '$CLUSTER_DB_USER' );
define( 'DB_PASSWORD', '$CLUSTER_DB_PASSWORD' );
define( 'DB_HOST', '127.0.0.1:$(cluster_web_db_port "$web")' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
require '$dir/salts.php';

define( 'WP_HOME', '$CLUSTER_URL' );
define( 'WP_SITEURL', '$CLUSTER_URL' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$dir/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'PRISM_DEV_MAIL_LOG', '$dir/mail.log' );
// Jobs run from each server's system cron (bin/run-jobs.php), not from page views.
defined( 'DISABLE_WP_CRON' ) || define( 'DISABLE_WP_CRON', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
EOF
}

# Replaces web server W's copy of the plugin with the zip's, the way an admin deploys a release: unpacked beside
# the old one and swapped in with one rename, so a request never sees half a plugin.
cluster_deploy_plugin() {
	local web="$1" zip="$2" plugins next
	plugins="$(cluster_web_dir "$web")/wordpress/wp-content/plugins"
	next="$plugins/.prism-next"
	mkdir -p "$plugins"
	rm -rf "$next" "$plugins/.prism-old"
	mkdir -p "$next"
	unzip -q "$zip" -d "$next"
	if [ -d "$plugins/prism" ]; then
		mv "$plugins/prism" "$plugins/.prism-old"
	fi
	mv "$next/prism" "$plugins/prism"
	rm -rf "$next" "$plugins/.prism-old"
	# PHP's opcache checks timestamps on every request (revalidate_freq=0): the new files are read at once.
}

# Requests web server W is answering now, as HAProxy counts them.
cluster_web_sessions() {
	cluster_haproxy "show stat" | awk -F, -v web="web$1" '$1 == "webs" && $2 == web {print $5 + 0}'
}

# A rolling deployment to web server W: taken out of the balancer (drain), its requests left to finish (up to 30 s),
# the plugin swapped, put back. No request runs on a server while its files change (a request that loaded half its
# classes from the old files and the rest from the new ones fails).
cluster_rolling_deploy() {
	local web="$1" zip="$2" keep_out="${3:-}" dir
	dir="$(cluster_web_dir "$web")"
	cluster_haproxy "set server webs/web$web state drain" >/dev/null
	local i
	for i in $(seq 1 120); do
		[ "$(cluster_web_sessions "$web")" = 0 ] && break
		sleep 0.25
	done
	# HAProxy's health checks run WordPress too (robots.txt), and the server's cron may be in the middle of a run of
	# up to 50 s: neither may load half its classes from the old files and the rest from the new.
	cluster_haproxy "disable health webs/web$web" >/dev/null
	for i in $(seq 1 240); do
		pgrep -f "$dir/wordpress/wp-content/plugins/prism/bin/run-jobs.php" >/dev/null || break
		sleep 0.25
	done
	sleep 0.5
	cluster_deploy_plugin "$web" "$zip"
	cluster_haproxy "enable health webs/web$web" >/dev/null
	[ -n "$keep_out" ] || cluster_haproxy "set server webs/web$web state ready" >/dev/null
}

# Deploys a zip to every web server with one version answering at a time: the first server is taken out and updated
# while the others answer with the old version; then it is put back as the others are taken out together, and they are
# updated in their turn. Requests then meet two versions only while the old servers finish what they were answering
# (a contact added by the new version was not yet in the old version's search lists, so a search on an old server just
# after it did not find it: three such stale reads in the cluster test's upgrade when the servers were updated one
# after the other, none lost).
cluster_deploy_all() {
	local zip="$1" first="" web i
	for web in $CLUSTER_WEBS; do
		first="$web"
		break
	done
	cluster_rolling_deploy "$first" "$zip" keep-out
	# The updated server in, the others out, in one go.
	{
		echo "set server webs/web$first state ready"
		for web in $CLUSTER_WEBS; do
			[ "$web" = "$first" ] || echo "set server webs/web$web state drain"
		done
	} | socat stdio "unix-connect:$CLUSTER_ADMIN_SOCKET" >/dev/null
	for web in $CLUSTER_WEBS; do
		[ "$web" = "$first" ] && continue
		cluster_rolling_deploy "$web" "$zip"
	done
}

cluster_fpm_start() {
	local web="$1" dir
	dir="$(cluster_web_dir "$web")"
	if [ -f "$dir/php-fpm.pid" ] && kill -0 "$(cat "$dir/php-fpm.pid")" 2>/dev/null; then
		return
	fi
	cat >"$dir/php-fpm.conf" <<EOF
; Written by bin/lib/cluster.sh.
[global]
pid = $dir/php-fpm.pid
error_log = $dir/php-fpm.log
daemonize = yes

[web$web]
user = root
group = root
listen = $dir/php-fpm.sock
pm = static
pm.max_children = ${PRISM_CLUSTER_FPM_CHILDREN:-8}
catch_workers_output = yes
php_admin_value[upload_max_filesize] = 24M
php_admin_value[post_max_size] = 25M
php_admin_value[memory_limit] = 256M
php_admin_value[opcache.validate_timestamps] = 1
php_admin_value[opcache.revalidate_freq] = 0
; WordPress's WP_DEBUG_LOG moves PHP's messages to the server's debug.log; this is for those before it loads.
php_value[error_log] = $dir/php-error.log
EOF
	# -R: this development stack runs as root (a real server runs the pool as www-data).
	php-fpm8.2 -R -y "$dir/php-fpm.conf" || die "cluster: php-fpm of web$web did not start, see $dir/php-fpm.log"
}

cluster_nginx_start() {
	local web="$1" dir
	dir="$(cluster_web_dir "$web")"
	if [ -f "$dir/nginx.pid" ] && kill -0 "$(cat "$dir/nginx.pid")" 2>/dev/null; then
		return
	fi
	mkdir -p "$dir/nginx-tmp"
	cat >"$dir/nginx.conf" <<EOF
# Written by bin/lib/cluster.sh.
user root;
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/nginx-error.log warn;
events { worker_connections 256; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log $dir/access.log;
	client_body_temp_path $dir/nginx-tmp/body;
	fastcgi_temp_path $dir/nginx-tmp/fastcgi;
	proxy_temp_path $dir/nginx-tmp/proxy;
	uwsgi_temp_path $dir/nginx-tmp/uwsgi;
	scgi_temp_path $dir/nginx-tmp/scgi;
	client_max_body_size 25m;
	server {
		listen 127.0.0.1:$(cluster_web_port "$web");
		root $dir/wordpress;
		index index.php;
		# Which server answered (the cluster tests read it; a real site would leave it out).
		add_header X-Prism-Web web$web always;
		location / { try_files \$uri \$uri/ /index.php?\$args; }
		location ~ \.php\$ {
			try_files \$uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			# The site's own address, port included. Debian's fastcgi_params passes \$host, without the port, and
			# WordPress's canonical redirect then sent every page to itself; the client's raw Host header is not
			# trusted either (see the note in /etc/nginx/fastcgi_params).
			fastcgi_param HTTP_HOST 127.0.0.1:$CLUSTER_HTTP_PORT;
			fastcgi_pass unix:$dir/php-fpm.sock;
			fastcgi_read_timeout 300s;
		}
	}
}
EOF
	nginx -p "$dir" -c "$dir/nginx.conf" -e "$dir/nginx-error.log" || die "cluster: nginx of web$web did not start, see $dir/nginx-error.log"
}

# Web server W answers (through its own port, not the balancer).
cluster_web_answers() {
	[ "$(http_status "http://127.0.0.1:$(cluster_web_port "$1")/robots.txt")" = 200 ]
}

cluster_web_start() {
	cluster_fpm_start "$1"
	cluster_nginx_start "$1"
	wait_until 100 cluster_web_answers "$1" || die "cluster: web$1 does not answer, see $(cluster_web_dir "$1")/nginx-error.log and php-error.log"
}

# The pids of web server W's nginx and php-fpm, masters and workers.
cluster_web_pids() {
	local dir file pid
	dir="$(cluster_web_dir "$1")"
	for file in nginx.pid php-fpm.pid; do
		[ -f "$dir/$file" ] || continue
		pid="$(cat "$dir/$file")"
		kill -0 "$pid" 2>/dev/null || continue
		echo "$pid"
		ps -o pid= --ppid "$pid" | tr -d ' '
	done
}

# Kills web server W at once (SIGKILL to nginx and php-fpm, workers included), as a machine that dies.
cluster_web_kill() {
	local pids
	pids="$(cluster_web_pids "$1" | tr '\n' ' ')"
	[ -n "${pids// /}" ] && kill -9 $pids 2>/dev/null
	rm -f "$(cluster_web_dir "$1")/nginx.pid" "$(cluster_web_dir "$1")/php-fpm.pid" "$(cluster_web_dir "$1")/php-fpm.sock"
}

cluster_web_stop() {
	local dir
	dir="$(cluster_web_dir "$1")"
	[ -f "$dir/nginx.pid" ] && kill "$(cat "$dir/nginx.pid")" 2>/dev/null
	[ -f "$dir/php-fpm.pid" ] && kill "$(cat "$dir/php-fpm.pid")" 2>/dev/null
	sleep 1
	cluster_web_kill "$1"
}

# --- HAProxy ------------------------------------------------------------------------

cluster_haproxy_start() {
	local dir="$CLUSTER_DIR/haproxy" web node order
	mkdir -p "$dir"
	if [ -f "$dir/haproxy.pid" ] && kill -0 "$(cat "$dir/haproxy.pid")" 2>/dev/null; then
		return
	fi
	# HAProxy binds with SO_REUSEPORT: a second one on the same port would take half the connections, unseen by the
	# admin socket of the first (a drain would then drain nothing). One HAProxy for the stack, or none.
	cluster_haproxy_stop
	if port_listens "$CLUSTER_HTTP_PORT"; then
		die "cluster: port $CLUSTER_HTTP_PORT is taken by another program: set PRISM_CLUSTER_PORT"
	fi
	{
		cat <<EOF
# Written by bin/lib/cluster.sh.
global
	pidfile $dir/haproxy.pid
	stats socket $CLUSTER_ADMIN_SOCKET mode 600 level admin

defaults
	log global
	timeout connect 3s
	timeout client 10m
	timeout server 10m
	retries 2

# The site: round robin over the web servers, no sticky sessions. A server is checked every second by a page that
# runs WordPress and reads the database (robots.txt, which WordPress writes; wp-login.php would do as well, but on
# WordPress 6.1 with PHP 8.2 each GET of it logs two deprecations); a request that cannot reach a dead server is sent to
# the other one.
frontend site
	mode http
	bind 127.0.0.1:$CLUSTER_HTTP_PORT
	default_backend webs

backend webs
	mode http
	balance roundrobin
	option redispatch
	option httpchk GET /robots.txt
	http-check expect status 200
EOF
		for web in $CLUSTER_WEBS; do
			echo "	server web$web 127.0.0.1:$(cluster_web_port "$web") check inter 1s fall 2 rise 2"
		done
		# Each web server's database: its own node first, the others as backups. A node counts as up only while its
		# agent says it is Synced (bin/lib/cluster-agent.sh), so a joining or donor node is not used.
		for web in $CLUSTER_WEBS; do
			cat <<EOF

listen db_web$web
	mode tcp
	bind 127.0.0.1:$(cluster_web_db_port "$web")
	option tcpka
EOF
			order="$web"
			for node in $CLUSTER_NODES; do
				[ "$node" = "$web" ] || order="$order $node"
			done
			for node in $order; do
				local backup=""
				[ "$node" = "$web" ] || backup=" backup"
				echo "	server node$node 127.0.0.1:$(cluster_node_port "$node") check inter 1s fall 2 rise 2 agent-check agent-port $((9210 + node)) agent-inter 1s on-marked-down shutdown-sessions$backup"
			done
		done
	} >"$dir/haproxy.cfg"
	haproxy -c -q -f "$dir/haproxy.cfg" || die "cluster: haproxy.cfg is not valid ($dir/haproxy.cfg)"
	rm -f "$CLUSTER_ADMIN_SOCKET"
	# -D: a daemon, which writes its pidfile (in the foreground HAProxy ignores the pidfile directive).
	haproxy -D -f "$dir/haproxy.cfg" </dev/null >>"$dir/haproxy.log" 2>&1 || die "cluster: haproxy did not start, see $dir/haproxy.log"
	wait_until 50 eval "[ -S '$CLUSTER_ADMIN_SOCKET' ] && [ -s '$dir/haproxy.pid' ]" || die "cluster: haproxy did not start, see $dir/haproxy.log"
}

# A command on HAProxy's admin socket ("show stat", "set server db_web1/node1 state drain").
cluster_haproxy() {
	echo "$*" | socat stdio "unix-connect:$CLUSTER_ADMIN_SOCKET"
}

cluster_haproxy_stop() {
	local pid_file="$CLUSTER_DIR/haproxy/haproxy.pid"
	[ -f "$pid_file" ] && kill "$(cat "$pid_file")" 2>/dev/null
	# And any HAProxy still running on this stack's configuration (one started without a pidfile).
	pkill -f "haproxy .*-f $CLUSTER_DIR/haproxy/haproxy.cfg" 2>/dev/null || true
	rm -f "$pid_file"
	return 0
}

# --- cron -----------------------------------------------------------------------------

# System cron on each web server: bin/run-jobs.php every minute, from the server's own copy of the plugin.
cluster_cron_start() {
	local web dir file="/etc/cron.d/prism-cluster"
	{
		echo "# Written by bin/lib/cluster.sh (npm run cluster): PRISM's jobs on each web server, every minute."
		for web in $CLUSTER_WEBS; do
			dir="$(cluster_web_dir "$web")"
			echo "* * * * * root php $dir/wordpress/wp-content/plugins/prism/bin/run-jobs.php $dir/wordpress 50 >>$dir/cron.log 2>&1"
		done
	} >"$file"
	chmod 644 "$file"
	pgrep -x cron >/dev/null || cron || die "cluster: cron did not start"
}

cluster_cron_stop() {
	rm -f /etc/cron.d/prism-cluster
}
