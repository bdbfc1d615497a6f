#!/usr/bin/env bash
# Types, checked in four programs side by side: every browser package at once (tsconfig.web.json), the server
# (server/tsconfig.json), the browser tests (e2e/tsconfig.json: Playwright runs them unchecked) and the door's service
# worker (shell/tsconfig.door-sw.json: a worker's globals). All are incremental: a second run reads what changed since
# the first (node_modules/.cache/tsc).
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
# The apps import their Urdu catalogs as JSON, compiled from src/locales/ur.po and not kept in git.
node tools/i18n.mjs compile > /dev/null || exit 1
"$tsc" -p tsconfig.web.json --pretty & web=$!
"$tsc" -p e2e/tsconfig.json --pretty & e2e=$!
"$tsc" -p shell/tsconfig.door-sw.json --pretty & worker=$!
"$tsc" -p server/tsconfig.json --pretty; server=$?
wait "$web"; web=$?
wait "$e2e"; e2e=$?
wait "$worker"; worker=$?
exit $(( web || server || e2e || worker ))
