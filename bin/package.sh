#!/usr/bin/env bash
# Builds the plugin as site admins install it: dist/prism-<version>.zip with
# the PHP, the built pages, the translations and the runtime Composer packages
# (sabre/vobject, libphonenumber and what they need, no dev tools). Usage: bash bin/package.sh
set -euo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
cd "$PRISM_ROOT"

deps_npm
deps_build
command -v composer >/dev/null || die "package: composer is needed for the runtime packages"

version="$(sed -n "s/^define( 'PRISM_VERSION', '\([^']*\)' );$/\1/p" prism-plugin.php)"
[ -n "$version" ] || die "package: PRISM_VERSION not found in prism-plugin.php"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
target="$stage/prism"
mkdir -p "$target" dist

cp prism-plugin.php uninstall.php composer.json README.md "$target/"
cp -r includes build languages assets "$target/"
rm -f "$target/build/.prism-build-stamp"
# The runtime packages only, with an optimised class map.
COMPOSER_IGNORE_PLATFORM_REQ=php COMPOSER_NO_INTERACTION=1 composer install --working-dir="$target" --no-dev --optimize-autoloader --quiet --no-progress
rm -f "$target/composer.lock"
[ -d "$target/vendor/sabre/vobject" ] || die "package: sabre/vobject missing from the package"
[ -d "$target/vendor/giggsey/libphonenumber-for-php/src" ] || die "package: libphonenumber missing from the package"
# PRISM reads phone numbers only (PhoneNumberUtil): the geocoding, carrier and time-zone data (19 MB) stay out.
rm -rf "$target/vendor/giggsey/libphonenumber-for-php/src/geocoding" \
	"$target/vendor/giggsey/libphonenumber-for-php/src/carrier" \
	"$target/vendor/giggsey/libphonenumber-for-php/src/timezone"

zip_file="$PRISM_ROOT/dist/prism-$version.zip"
rm -f "$zip_file"
php -r '
	$zip = new ZipArchive();
	if ( true !== $zip->open( $argv[2], ZipArchive::CREATE ) ) { fwrite( STDERR, "cannot write $argv[2]\n" ); exit( 1 ); }
	$base = dirname( $argv[1] );
	$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $argv[1], FilesystemIterator::SKIP_DOTS ) );
	foreach ( $files as $file ) {
		$zip->addFile( $file->getPathname(), substr( $file->getPathname(), strlen( $base ) + 1 ) );
	}
	$zip->close();
' "$target" "$zip_file"
say "package: $zip_file ($(du -h "$zip_file" | cut -f1))"
