# shellcheck shell=bash
# Shared helpers for PRISM's environment scripts. Source it; do not run it.

PRISM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export PRISM_ROOT

# One line of progress, prefixed so it stands out from tool output.
say() {
	printf '[prism] %s\n' "$*"
}

# An error message on stderr.
warn() {
	printf '[prism] %s\n' "$*" >&2
}

die() {
	warn "error: $*"
	exit 1
}

# True when $1 is newer than $2 (or $2 does not exist).
newer_than() {
	[ ! -e "$2" ] || [ "$1" -nt "$2" ]
}

# True when any file under the given paths is newer than the reference file.
any_newer_than() {
	local reference="$1"
	shift
	[ -e "$reference" ] || return 0
	[ -n "$(find "$@" -newer "$reference" -print -quit 2>/dev/null)" ]
}

# HTTP status of a URL, "000" when nothing answers.
http_status() {
	curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$1" 2>/dev/null || true
}

# True when something answers HTTP on the URL.
url_answers() {
	[ "$(http_status "$1")" != "000" ]
}

# Waits until the test command succeeds, up to $1 tenths of a second.
wait_until() {
	local tenths="$1"
	shift
	local i
	for ((i = 0; i < tenths; i++)); do
		"$@" && return 0
		sleep 0.1
	done
	return 1
}
