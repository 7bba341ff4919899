#!/usr/bin/env bash
# `npm run lint:deps`: the TypeScript import rules of .dependency-cruiser.cjs over every file under src/ (named one by
# one: dependency-cruiser 16, the last for Node 20, does not list TypeScript 6 files when given a folder).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mapfile -t files < <(find src -type f \( -name '*.ts' -o -name '*.tsx' \) | sort)
npx --no-install depcruise --config .dependency-cruiser.cjs --output-type err "${files[@]}"
