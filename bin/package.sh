#!/usr/bin/env bash
# Builds the plugin as site admins install it (`npm run plugin-zip`): prism.zip at the top of the checkout, holding
# exactly what runs: the PHP, the built pages (no source maps), the blocks, the translations, readme.txt and the
# runtime Composer packages (sabre/vobject, libphonenumber and what they need) without their tests, docs or dev
# tools. No tests, sources, configs or node_modules. Usage: bash bin/package.sh [OUTPUT.zip]
set -euo pipefail

# shellcheck source=bin/lib/deps.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/deps.sh"
cd "$PRISM_ROOT"

deps_npm
deps_build
command -v composer >/dev/null || die "package: composer is needed for the runtime packages"

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
cp -r includes build languages assets "$target/"
[ -d blocks ] && cp -r blocks "$target/"
# The system cron's runner (readme.txt, docs/jobs.md) is the one script a site runs from the plugin's folder.
mkdir -p "$target/bin"
cp bin/run-jobs.php "$target/bin/"
rm -f "$target/build/.prism-build-stamp"
find "$target/build" -name '*.map' -delete
# The translation template is for translators (translate.wordpress.org reads the source); it ships too, as plugins do.
# The runtime packages only, with an optimised class map.
COMPOSER_IGNORE_PLATFORM_REQ=php COMPOSER_NO_INTERACTION=1 composer install --working-dir="$target" --no-dev --optimize-autoloader --quiet --no-progress
rm -f "$target/composer.lock" "$target/composer.json"
[ -d "$target/vendor/sabre/vobject" ] || die "package: sabre/vobject missing from the package"
[ -d "$target/vendor/giggsey/libphonenumber-for-php/src" ] || die "package: libphonenumber missing from the package"
# PRISM reads phone numbers only (PhoneNumberUtil): the geocoding, carrier and time-zone data (19 MB) stay out
rm -rf "$target/vendor/giggsey/libphonenumber-for-php/src/geocoding" \
	"$target/vendor/giggsey/libphonenumber-for-php/src/carrier" \
	"$target/vendor/giggsey/libphonenumber-for-php/src/timezone" \
	"$target/vendor/giggsey/locale/data"
# (giggsey/locale's country names in every language, 3 MB, serve only the carrier mapper removed above; its classes
# stay, so Composer's class map is whole. The zip stays under PHP's default 2 MB upload limit.)
# The libraries' own tests, docs and tooling are not code that runs.
find "$target/vendor" -mindepth 3 -maxdepth 3 -type d \( -iname tests -o -iname test -o -iname docs -o -iname doc -o -iname examples -o -iname .github \) -prune -exec rm -rf {} +
find "$target/vendor" \( -name 'phpunit.xml*' -o -name '.git*' -o -name '.travis.yml' -o -name 'phpcs.xml*' -o -name 'psalm.xml' -o -name 'phpstan.neon*' -o -name 'Makefile' \) -prune -exec rm -rf {} +
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
say "package: $zip_file (PRISM $version, $(du -h "$zip_file" | cut -f1))"
# PHP's default upload_max_filesize is 2 MB: a larger zip cannot be uploaded in Plugins > Add New on such a host.
[ "$(stat -c %s "$zip_file")" -le 2097152 ] || say "package: WARNING: $zip_file is over 2 MB, PHP's default upload limit"
