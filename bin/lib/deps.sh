#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks, and nothing when all is there.
# Source it and call deps_all, or run it: bash bin/lib/deps.sh
set -euo pipefail

# shellcheck source=bin/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

DEPS_APT_PACKAGES=(
	php-cli php-mysql php-sqlite3 php-xml php-mbstring php-curl php-zip php-gd php-intl
	phpunit mariadb-server mariadb-client
	wordpress wordpress-theme-twentytwentythree wordpress-theme-twentytwentyone
	chromium unzip curl
	radicale
	gettext
	patch
)

# Prints the packages of DEPS_APT_PACKAGES that dpkg does not know as installed.
deps_missing_apt() {
	local pkg
	for pkg in "${DEPS_APT_PACKAGES[@]}"; do
		dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed' || echo "$pkg"
	done
}

deps_apt() {
	local missing
	missing="$(deps_missing_apt | tr '\n' ' ')"
	if [ -z "${missing// /}" ]; then
		say "deps: apt packages present"
		return
	fi
	say "deps: apt-get install ${missing}"
	local sudo=""
	[ "$(id -u)" = 0 ] || sudo="sudo"
	$sudo apt-get update -qq
	# shellcheck disable=SC2086 # word splitting of the package list is wanted
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
}

deps_npm() {
	cd "$PRISM_ROOT"
	if [ -d node_modules ] && ! newer_than package-lock.json node_modules/.package-lock.json; then
		say "deps: node_modules up to date"
		return
	fi
	say "deps: npm ci"
	local errors
	errors="$(mktemp)"
	if npm ci --no-audit --no-fund --loglevel=error 2>"$errors"; then
		rm -f "$errors"
		return
	fi
	# The registry copy here lacks some platforms' optional packages, so the
	# lock that `npm install` writes can be one that `npm ci` refuses.
	warn "deps: npm ci failed ($(grep -m1 -E 'Missing:|npm error' "$errors" || true)); trying npm install"
	rm -f "$errors"
	npm install --no-audit --no-fund --loglevel=error
}

# Stamp touched after each build by this script. (webpack leaves unchanged
# files untouched, so build/'s own dates do not tell when it last ran.)
DEPS_BUILD_STAMP="build/.prism-build-stamp"

# True when build/ is missing or older than the sources that make it.
deps_build_stale() {
	cd "$PRISM_ROOT"
	[ -f "$DEPS_BUILD_STAMP" ] || return 0
	any_newer_than "$DEPS_BUILD_STAMP" src webpack.config.js package-lock.json tsconfig.json
}

# The translation template (npm run build writes it too, after webpack).
DEPS_POT="languages/prism.pot"

# True when the POT is missing or older than the PHP or the scripts that make it.
deps_pot_stale() {
	cd "$PRISM_ROOT"
	[ -f "$DEPS_POT" ] || return 0
	any_newer_than "$DEPS_POT" includes prism-plugin.php bin/i18n/make-pot.mjs
}

deps_build() {
	cd "$PRISM_ROOT"
	if deps_build_stale; then
		say "deps: npm run build"
		npm run --silent build
		touch "$DEPS_BUILD_STAMP"
	else
		say "deps: build/ up to date"
	fi
	if deps_pot_stale; then
		say "deps: npm run i18n:pot"
		npm run --silent i18n:pot
	fi
}

# What `composer install` makes vendor/ from: composer.json and the patches it applies to the libraries (patches/,
# named in composer.json's extra.patches). Their hash is written to DEPS_COMPOSER_STAMP after each install, so that
# vendor/ is installed again when either changes, whatever the files' dates (a checkout, a rebase).
DEPS_COMPOSER_STAMP="vendor/.prism-composer-inputs"

deps_composer_inputs() {
	cd "$PRISM_ROOT"
	sha256sum composer.json patches/* 2>/dev/null | sha256sum | cut -d' ' -f1
}

# The packages composer.json patches (the keys of extra.patches), one a line.
deps_patched_packages() {
	cd "$PRISM_ROOT"
	# shellcheck disable=SC2016 # PHP code
	php -r '$c = json_decode( (string) file_get_contents( "composer.json" ), true ); echo implode( "\n", array_keys( $c["extra"]["patches"] ?? array() ) ), "\n";' | sed '/^$/d'
}

# Composer: the runtime libraries (sabre/vobject for the iCalendar feed and vCards, libphonenumber), patched at
# install by cweagans/composer-patches (docs/vendor-patches.md), and the dev tools (PHPCS + WordPress standard,
# PHPStan). The runtime libraries are required: without them the step fails. The dev tools are optional (the
# Packagist copy holds only some packages): the checks that need them say "skipped".
deps_composer() {
	cd "$PRISM_ROOT"
	local inputs package installed=0
	inputs="$(deps_composer_inputs)"
	if [ -d vendor/sabre/vobject ]; then
		if [ "$(cat "$DEPS_COMPOSER_STAMP" 2>/dev/null)" = "$inputs" ]; then
			say "deps: composer packages present"
			return
		fi
		installed=1
	fi
	command -v composer >/dev/null || die "deps: composer not found; it installs sabre/vobject, which the plugin needs"
	command -v patch >/dev/null || die "deps: patch not found (apt package patch); composer-patches needs it to patch sabre/vobject"
	say "deps: composer install"
	# WP-CLI 2.4.1, the only WP-CLI framework in the Packagist copy here, declares PHP < 8 yet runs on 8.2 (a dev tool:
	# the tests drive `wp prism ...` with it); later versions need a mustache/mustache the copy lacks.
	export COMPOSER_IGNORE_PLATFORM_REQ=php COMPOSER_NO_INTERACTION=1
	local only=() # --no-dev when the dev tools cannot be installed
	if ! composer install --quiet --no-progress; then
		warn "deps: composer install failed; trying the runtime libraries alone (PHPCS/PHPStan will be skipped)"
		only=(--no-dev)
		composer install --quiet --no-progress "${only[@]}" \
			|| die "deps: composer could not install sabre/vobject, which the plugin needs"
	fi
	# An existing vendor/: composer-patches patches an installed package again only when the list of its patches
	# changes, not when a patch's text does, and not at all in the run that installs composer-patches itself. The
	# patched packages' folders are removed, so that a second install extracts them afresh and patches them with the
	# text in patches/ now. (`composer reinstall` fails here: composer-patches removes the packages first.)
	if [ "$installed" = 1 ]; then
		while IFS= read -r package; do
			[[ "$package" =~ ^[a-z0-9_.-]+/[a-z0-9_.-]+$ ]] || die "deps: '$package' in composer.json's extra.patches is no package name"
			rm -rf "vendor/$package"
		done < <(deps_patched_packages)
		composer install --quiet --no-progress "${only[@]}" \
			|| die "deps: composer could not install and patch $(deps_patched_packages | tr '\n' ' ')"
	fi
	[ -d vendor/sabre/vobject ] || die "deps: vendor/sabre/vobject missing after composer install"
	while IFS= read -r package; do
		# composer-patches writes PATCHES.txt into each package it patched.
		[ -f "vendor/$package/PATCHES.txt" ] || die "deps: vendor/$package is not patched (composer-patches did not run)"
	done < <(deps_patched_packages)
	echo "$inputs" >"$DEPS_COMPOSER_STAMP"
}

deps_all() {
	deps_apt
	deps_npm
	deps_composer
	deps_build
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
	deps_all
fi
