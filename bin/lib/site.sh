# shellcheck shell=bash
# Builds and installs a WordPress site for PRISM in .wp/<purpose>-<engine>.
#
#   sqlite  (default): WordPress 6.5.5 + the SQLite Database Integration, both
#           from the npm package @wp-playground/wordpress-builds.
#   mariadb: Debian's WordPress 6.1.9 on a private MariaDB 10.11 (mariadb.sh).
#
# Source it (it sources common, mariadb and server), then:
#   site_ensure PURPOSE ENGINE PORT [--fresh-db]   sets SITE_DIR and SITE_URL
# Purpose is dev or test. A second call reuses what exists; --fresh-db empties
# the database first (the test runs use it).

# shellcheck source=bin/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
# shellcheck source=bin/lib/mariadb.sh
source "$PRISM_ROOT/bin/lib/mariadb.sh"
# shellcheck source=bin/lib/server.sh
source "$PRISM_ROOT/bin/lib/server.sh"

WP_BUILDS="$PRISM_ROOT/node_modules/@wp-playground/wordpress-builds"
WP_BUILDS_VERSION="6.5.5"
DEBIAN_WORDPRESS="/usr/share/wordpress"
DEBIAN_THEMES="$DEBIAN_WORDPRESS/wp-content/themes"

# 1 when site_ensure started MariaDB (callers stop it on exit).
# shellcheck disable=SC2034 # read by the scripts that source this file
MARIADB_STARTED_HERE=0
SITE_DIR=""
SITE_URL=""

# Validates an engine name (the PRISM_DB values).
site_check_engine() {
	case "$1" in
	sqlite | mariadb) ;;
	*) die "PRISM_DB must be sqlite or mariadb, not '$1'" ;;
	esac
}

site_wp_version() {
	sed -n "s/^.*\$wp_version = '\([^']*\)'.*$/\1/p" "$1/wp-includes/version.php"
}

# --- the WordPress tree -----------------------------------------------------

# WordPress from the Playground builds: PHP files from the zip, static assets
# from public/wp-<major.minor>/, without the bundled database.
site_tree_sqlite() {
	local site="$1" short="${WP_BUILDS_VERSION%.*}"
	local zip="$WP_BUILDS/src/wordpress/wp-$short.zip"
	[ -f "$zip" ] || die "$zip not found (npm ci installs @wp-playground/wordpress-builds)"
	unzip -q -o "$zip" -d "$site"
	cp -r "$WP_BUILDS/public/wp-$short/." "$site/"
	rm -f "$site/wp-content/database/.ht.sqlite" "$site/wp-config.php"
	[ "$(site_wp_version "$site")" = "$WP_BUILDS_VERSION" ] \
		|| die "$zip holds WordPress $(site_wp_version "$site"), expected $WP_BUILDS_VERSION"
	site_sqlite_plugin "$site"
}

# The SQLite Database Integration plugin (zip from the same package) and its
# db.php drop-in, with the two placeholders of db.copy filled in.
site_sqlite_plugin() {
	local site="$1" zip tmp plugin
	zip="$(find "$WP_BUILDS" -name 'sqlite-database-integration*.zip' -print -quit)"
	[ -n "$zip" ] || die "no sqlite-database-integration zip in $WP_BUILDS"
	plugin="$site/wp-content/plugins/sqlite-database-integration"
	tmp="$(mktemp -d)"
	unzip -q "$zip" -d "$tmp"
	rm -rf "$plugin"
	mv "$(dirname "$(find "$tmp" -name db.copy -print -quit)")" "$plugin"
	rm -rf "$tmp"
	sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$plugin#" \
		-e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
		"$plugin/db.copy" >"$site/wp-content/db.php"
}

# Debian's WordPress, made self-contained (it symlinks into /usr/share/php
# and /etc); its wp-config.php only dispatches to /etc/wordpress: dropped.
site_tree_mariadb() {
	local site="$1"
	[ -d "$DEBIAN_WORDPRESS" ] || die "$DEBIAN_WORDPRESS missing (apt package wordpress)"
	mkdir -p "$site"
	cp -rL "$DEBIAN_WORDPRESS/." "$site/"
	rm -f "$site/wp-config.php" "$site/.htaccess"
}

site_tree() {
	local site="$1" engine="$2"
	if [ -f "$site/wp-includes/version.php" ]; then
		return
	fi
	say "site: building $site"
	rm -rf "$site"
	mkdir -p "$site"
	"site_tree_$engine" "$site"
	say "site: WordPress $(site_wp_version "$site") in $site"
}

# Twenty Twenty-Three (the site's theme, a block theme) and Twenty Twenty-One
# (a classic theme, which the browser tests look at PRISM in too), complete,
# from Debian's packages. (The Playground build has only their static files,
# so they are replaced there.)
site_theme() {
	local name theme
	for name in twentytwentythree twentytwentyone; do
		theme="$1/wp-content/themes/$name"
		[ -f "$theme/.prism-debian" ] && continue
		[ -d "$DEBIAN_THEMES/$name" ] || die "$DEBIAN_THEMES/$name missing (apt package wordpress-theme-$name)"
		rm -rf "$theme"
		mkdir -p "$(dirname "$theme")"
		cp -rL "$DEBIAN_THEMES/$name" "$theme"
		touch "$theme/.prism-debian"
	done
}

# The plugin as a symlink to the repository; the mail-capturing mu-plugin.
site_plugins() {
	local content="$1/wp-content"
	mkdir -p "$content/plugins" "$content/mu-plugins"
	ln -sfn "$PRISM_ROOT" "$content/plugins/prism"
	cp "$PRISM_ROOT"/bin/mu-plugins/*.php "$content/mu-plugins/"
}

# --- wp-config.php ----------------------------------------------------------

# Unique keys and salts, generated once per site.
site_salts() {
	local file="$1/salts.php"
	[ -f "$file" ] && return
	# shellcheck disable=SC2016 # PHP code
	php -r '
		echo "<?php\n";
		foreach ( array( "AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY",
			"AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT" ) as $name ) {
			printf( "define( %s, %s );\n", var_export( $name, true ), var_export( bin2hex( random_bytes( 32 ) ), true ) );
		}' >"$file"
}

site_db_config_sqlite() {
	cat <<EOF
define( 'DB_ENGINE', 'sqlite' );
define( 'DB_DIR', '$1/wp-content/database/' );
define( 'DB_FILE', '.ht.sqlite' );
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
EOF
}

site_db_config_mariadb() {
	cat <<EOF
define( 'DB_NAME', 'prism_$2' );
define( 'DB_USER', '$MARIADB_USER' );
define( 'DB_PASSWORD', '$MARIADB_PASSWORD' );
define( 'DB_HOST', 'localhost:$MARIADB_SOCKET' );
EOF
}

# Written on every run, so the port (WP_HOME) follows PRISM_PORT.
site_config() {
	local site="$1" engine="$2" purpose="$3" url="$4"
	site_salts "$site"
	{
		echo "<?php"
		echo "// Written by bin/lib/site.sh on every start: edit that script, not this file."
		"site_db_config_$engine" "$site" "$purpose"
		cat <<EOF
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
require __DIR__ . '/salts.php';

define( 'WP_HOME', '$url' );
define( 'WP_SITEURL', '$url' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$site/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'PRISM_DEV_MAIL_LOG', '$site/mail.log' );
// No network here but loopback: no update checks, no calls to wordpress.org.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
EOF
	} >"$site/wp-config.php"
}

# --- database -----------------------------------------------------------------

site_database_sqlite() {
	local site="$1" fresh="$3"
	mkdir -p "$site/wp-content/database"
	if [ "$fresh" = 1 ]; then
		rm -f "$site/wp-content/database/.ht.sqlite"
	fi
}

site_database_mariadb() {
	local purpose="$2" fresh="$3"
	if mariadb_start; then
		# shellcheck disable=SC2034 # read by the scripts that source this file
		MARIADB_STARTED_HERE=1
	fi
	if [ "$fresh" = 1 ]; then
		mariadb_drop_db "prism_$purpose"
	fi
	mariadb_create_db "prism_$purpose"
}

# --- install ------------------------------------------------------------------

# Installs or refreshes WordPress; seeds the demo data when the site is new.
site_install() {
	local site="$1" url="$2" output
	output="$(php "$PRISM_ROOT/bin/lib/install-wp.php" "$site" "$url")" \
		|| die "WordPress install failed in $site (see the messages above and $site/debug.log)"
	if [ "$(tail -n 1 <<<"$output")" = "site-state: new" ]; then
		say "site: installed WordPress in $site"
		site_seed "$site"
	else
		say "site: reusing $site (plugin re-activated)"
	fi
}

site_seed() {
	local seed="$PRISM_ROOT/bin/seed-demo.php"
	if [ ! -f "$seed" ]; then
		say "site: seed skipped, $seed does not exist yet"
		return
	fi
	say "site: seeding demo data (bin/seed-demo.php)"
	php "$seed" "$1" || die "bin/seed-demo.php failed"
}

# Usage: site_ensure PURPOSE ENGINE PORT [--fresh-db]
site_ensure() {
	local purpose="$1" engine="$2" port="$3" fresh=0
	[ "${4:-}" = "--fresh-db" ] && fresh=1
	site_check_engine "$engine"
	SITE_DIR="$PRISM_ROOT/.wp/$purpose-$engine"
	SITE_URL="$(server_url "$port")"
	site_tree "$SITE_DIR" "$engine"
	site_theme "$SITE_DIR"
	site_plugins "$SITE_DIR"
	site_config "$SITE_DIR" "$engine" "$purpose" "$SITE_URL"
	"site_database_$engine" "$SITE_DIR" "$purpose" "$fresh"
	site_install "$SITE_DIR" "$SITE_URL"
}
