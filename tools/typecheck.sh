#!/usr/bin/env bash
# Types, checked in two programs side by side: every browser package at once (tsconfig.web.json) and the server
# (server/tsconfig.json). Both are incremental: a second run reads what changed since the first
# (node_modules/.cache/tsc).
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
# The apps import their Urdu catalogs as JSON, compiled from src/locales/ur.po and not kept in git.
node tools/i18n.mjs compile > /dev/null || exit 1
"$tsc" -p tsconfig.web.json --pretty & web=$!
"$tsc" -p server/tsconfig.json --pretty; server=$?
wait "$web"; web=$?
exit $(( web || server ))
