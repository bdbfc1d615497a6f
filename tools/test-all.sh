#!/usr/bin/env bash
# Every test of the project, in order of speed: lint, types, unit and component tests, server tests
# (embedded PostgreSQL), the production build, then the browser tests against the stitched site.
set -euo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
step() { echo; echo "==> $1"; }

step "lint"; npm run --silent lint
step "types"; npm run --silent typecheck
step "unit and component tests (jest)"; npx jest --ci 2>&1 | tee "$logs/jest.log"
step "release tool tests (node --test)"; npm run --silent test:tools 2>&1 | tee "$logs/tools.log"
step "server tests (node --test)"; npm run --silent test:server 2>&1 | tee "$logs/server.log"
step "production build"; npm run --silent build
step "browser tests (Playwright, Chromium)"; npm run --silent test:e2e 2>&1 | tee "$logs/e2e.log"

# One closing line for the whole run.
jest_passed=$(grep -oE 'Tests: +([0-9]+ failed, )?([0-9]+ skipped, )?[0-9]+ passed' "$logs/jest.log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0)
server_passed=$(cat "$logs/server.log" "$logs/tools.log" | grep -oE '^# pass [0-9]+' | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
e2e_passed=$(grep -oE '^ *[0-9]+ passed' "$logs/e2e.log" | grep -oE '[0-9]+' || echo 0)
echo
echo "jest ${jest_passed}, server and tools ${server_passed}, browser ${e2e_passed}"
echo "$((jest_passed + server_passed + e2e_passed)) passed, 0 failed"
