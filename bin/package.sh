#!/usr/bin/env bash
# Builds the plugin as site admins install it (`npm run plugin-zip`): prism.zip at the top of the checkout, holding
# exactly what runs: the PHP, the built pages (no source maps), the blocks, the translations, readme.txt and, of the
# runtime Composer libraries (sabre/vobject patched for PHP 8.2, libphonenumber and what they need), what PRISM loads
# at run time and their licences (bin/lib/package-vendor.php). No tests, sources, configs, node_modules, nor the
# libraries' tools, tests or docs; tests/zip/check-package.php checks the zip before it is kept.
# Usage: bash bin/package.sh [OUTPUT.zip]
set -euo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
cd "$PRISM_ROOT"

deps_npm
deps_build
command -v composer >/dev/null || die "package: composer is needed for the runtime packages"
command -v patch >/dev/null || die "package: patch is needed to patch sabre/vobject (apt package patch; bin/lib/deps.sh installs it)"

zip_file="${1:-$PRISM_ROOT/prism.zip}"
version="$(sed -n "s/^define( 'PRISM_VERSION', '\([^']*\)' );$/\1/p" prism-plugin.php)"
[ -n "$version" ] || die "package: PRISM_VERSION not found in prism-plugin.php"
stable="$(sed -n 's/^Stable tag: *//p' readme.txt)"
[ "$stable" = "$version" ] || die "package: readme.txt's Stable tag ($stable) is not the plugin's version ($version)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
target="$stage/prism"
mkdir -p "$target"

cp prism-plugin.php uninstall.php readme.txt composer.json "$target/"
cp -r includes build languages assets patches "$target/"
[ -d blocks ] && cp -r blocks "$target/"
# The system cron's runner (readme.txt, docs/jobs.md) is the one script a site runs from the plugin's folder.
mkdir -p "$target/bin"
cp bin/run-jobs.php "$target/bin/"
rm -f "$target/build/.prism-build-stamp"
find "$target/build" -name '*.map' -delete
# The translation template is for translators (translate.wordpress.org reads the source); it ships too, as plugins do.
# The runtime libraries, patched by cweagans/composer-patches as in a checkout (patches/, docs/vendor-patches.md);
# then only what PRISM loads of them, and Composer's class map of exactly that, authoritative (no file lookups).
export COMPOSER_IGNORE_PLATFORM_REQ=php COMPOSER_NO_INTERACTION=1
composer install --working-dir="$target" --no-dev --quiet --no-progress
[ -f "$target/vendor/sabre/vobject/PATCHES.txt" ] || die "package: sabre/vobject was not patched (composer-patches did not run)"
php bin/lib/package-vendor.php "$target"
composer dump-autoload --working-dir="$target" --no-dev --classmap-authoritative --no-plugins --quiet
rm -rf "$target/composer.lock" "$target/composer.json" "$target/patches" "$target/vendor/composer/installed.json"
[ -d "$target/vendor/sabre/vobject" ] || die "package: sabre/vobject missing from the package"
[ -d "$target/vendor/giggsey/libphonenumber-for-php/src" ] || die "package: libphonenumber missing from the package"
# Nothing in the package may be a link: a site's plugin folder must be a plain copy.
[ -z "$(find "$target" -type l -print -quit)" ] || die "package: the package holds a symbolic link"

rm -f "$zip_file"
php -r '
	$zip = new ZipArchive();
	if ( true !== $zip->open( $argv[2], ZipArchive::CREATE ) ) { fwrite( STDERR, "cannot write $argv[2]\n" ); exit( 1 ); }
	$base  = dirname( $argv[1] );
	$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $argv[1], FilesystemIterator::SKIP_DOTS ) );
	foreach ( $files as $file ) {
		$zip->addFile( $file->getPathname(), substr( $file->getPathname(), strlen( $base ) + 1 ) );
	}
	$zip->close();
' "$target" "$zip_file"
php tests/zip/check-package.php "$zip_file" || { rm -f "$zip_file"; die "package: $zip_file failed tests/zip/check-package.php (removed)"; }
say "package: $zip_file (PRISM $version, $(du -h "$zip_file" | cut -f1), $(unzip -Z1 "$zip_file" | grep -vc '/$') files)"
# PHP's default upload_max_filesize is 2 MB: a larger zip cannot be uploaded in Plugins > Add New on such a host.
[ "$(stat -c %s "$zip_file")" -le 2097152 ] || say "package: WARNING: $zip_file is over 2 MB, PHP's default upload limit"
