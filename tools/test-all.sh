#!/usr/bin/env bash
# Every test of the project, each check once, in order of speed: lint, types, unit and component tests, the server and
# release-tool suites on PostgreSQL (the production database), the few server tests of what differs on the embedded
# PGlite, the production build, a new feature shipped alone in a throw-away copy (its remote and the server built, the
# remote pinned against the built shell, its page read in English and Urdu), then the browser tests against the
# stitched site (which itself runs on PGlite).
# Needs Debian's chromium and postgresql (.ci/run installs both). Prints each stage's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
stages=()
stage=""
stage_started=$(date +%s)
run_started=$stage_started
close_stage() {
  local now elapsed
  now=$(date +%s)
  elapsed=$((now - stage_started))
  [ -n "$stage" ] && stages+=("$(printf '  %-58s %3d:%02d' "$stage" $((elapsed / 60)) $((elapsed % 60)))")
  stage_started=$now
}
step() {
  close_stage
  stage="$1"
  echo
  echo "==> $1"
}
print_stages() {
  close_stage
  stage=""
  local total=$(( $(date +%s) - run_started ))
  echo
  echo "Stage times:"
  printf '%s\n' "${stages[@]}"
  printf '  %-58s %3d:%02d\n' "total" $((total / 60)) $((total % 60))
}
trap print_stages EXIT

step "Node (package.json's engines)"; node tools/check-node.mjs
step "lint"; npm run --silent lint
step "types"; npm run --silent typecheck
step "unit and component tests (jest)"; npx jest --ci 2>&1 | tee "$logs/jest.log"
step "server and release-tool tests on PostgreSQL (node --test)"
bash tools/with-postgres.sh sh -c 'npm run --silent test:server && npm run --silent test:tools' 2>&1 | tee "$logs/server.log"
step "server tests of what differs on the embedded PGlite (node --test)"
npm run --silent test:server:pglite 2>&1 | tee "$logs/pglite.log"
step "production build"; npm run --silent build
step "a feature shipped alone, in a copy (npm run rehearse:feature)"; node tools/rehearse-feature.mjs
step "browser tests (Playwright, Chromium)"; E2E_RETRIES=1 npm run --silent test:e2e 2>&1 | tee "$logs/e2e.log"

# One closing line for the whole run, and every browser test that passed only when retried: a flaky test is mended,
# not retried, so a run that needed a retry says which.
jest_passed=$(grep -oE 'Tests: +([0-9]+ failed, )?([0-9]+ skipped, )?[0-9]+ passed' "$logs/jest.log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0)
server_passed=$(cat "$logs/server.log" "$logs/pglite.log" | grep -oE '^(# |ℹ )pass [0-9]+' | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}')
e2e_passed=$(grep -oE '^ *[0-9]+ passed' "$logs/e2e.log" | grep -oE '[0-9]+' || echo 0)
flaky=$(awk '/^ *[0-9]+ flaky$/ {on=1; next} on && /^ *[0-9]+ (passed|skipped|failed|did not run)/ {on=0} on && NF' "$logs/e2e.log")
echo
echo "jest ${jest_passed}, server and tools ${server_passed}, browser ${e2e_passed}"
echo "$((jest_passed + server_passed + e2e_passed)) passed, 0 failed"
if [ -n "$flaky" ]; then
  echo
  echo "Passed only when retried (flaky: mend these):"
  echo "$flaky"
fi
