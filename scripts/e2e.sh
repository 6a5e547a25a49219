#!/usr/bin/env bash
# Browser journeys in headless Chromium against the built app (needs `npm run build` first), in two
# catalogues, each on its own throwaway embedded database:
#   1. the demo catalogue: smoke, tree detail / compare / gallery / print, accounts, accessibility, offline
#      (install, the copy, the update prompt), layout (no screen wider than the viewport), editors' drafts,
#      the Spanish journeys and the pseudo-locale, units;
#   2. the real 1,924-tree export from ../shared/data (trees, common names, synonyms, ZIP zones,
#      imported with the project's own import commands): the search and list journeys, the offline
#      journey of issue 27 (e2e/offline-lists: the network cut, lists, photos, a delta), and layout again. Without that folder
#      they are skipped, and this says so.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "e2e: /usr/bin/chromium is missing: install Debian's chromium (apt-get install -y chromium)" >&2
  exit 1
fi

shared_data=$(cd .. && pwd)/shared/data
app_pid=
data_dir=
stop_app() {
  if [ -n "$app_pid" ]; then
    kill -TERM "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
  fi
  [ -n "$data_dir" ] && rm -rf "$data_dir"
  app_pid=
  data_dir=
}
trap stop_app EXIT

# start_app <seed demo catalogue: true|false>: the built app on a free port and a fresh DATA_DIR, in
# production mode as `npm start` runs it (no explorer, introspection or field suggestions; the outbox
# the account journeys read is written in every mode).
start_app() {
  data_dir=$(mktemp -d /tmp/selectree-e2e-XXXXXX)
  chmod 755 "$data_dir"
  port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  log="$data_dir/app.log"
  # ANON_API_BUDGET=0: the journeys send thousands of anonymous requests from 127.0.0.1 (docs/api.md).
  PORT=$port DATA_DIR=$data_dir NODE_ENV=production LOG_LEVEL=info SEED_DEMO_CATALOGUE=$1 ANON_API_BUDGET=0 \
    PUBLIC_URL="http://127.0.0.1:$port" node server/dist/server/src/main.js >"$log" 2>&1 &
  app_pid=$!
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$app_pid" 2>/dev/null; then echo "e2e: the app exited during start:" >&2; cat "$log" >&2; exit 1; fi
    sleep 0.5
  done
  echo "e2e: the app did not become healthy:" >&2
  tail -50 "$log" >&2
  exit 1
}

# run_journeys <report name> <vitest file filters...>
run_journeys() {
  local name=$1
  shift
  # With SELECTREE_TEST_REPORTS (set by scripts/test.sh) the journeys also write a JSON report there.
  local report_args=()
  if [ -n "${SELECTREE_TEST_REPORTS:-}" ]; then
    report_args=(--reporter=default --reporter=./e2e/flaky-reporter.ts --reporter=json "--outputFile.json=$SELECTREE_TEST_REPORTS/$name.json")
  fi
  # E2E_DATA_DIR: the account journeys read the development outbox (<DATA_DIR>/outbox) and run user:create there.
  E2E_BASE_URL="http://127.0.0.1:$port" E2E_DATA_DIR="$data_dir" \
    npm run --silent test:e2e -w client -- "$@" "${report_args[@]}" ||
    {
      node scripts/e2e-failure.js "$log" "${SELECTREE_TEST_REPORTS:+$SELECTREE_TEST_REPORTS/$name.json}"
      exit 1
    }
}

echo "e2e: demo catalogue"
start_app true
run_journeys e2e-demo e2e/smoke e2e/detail e2e/accounts e2e/accessibility e2e/add-to-list e2e/layout e2e/editors e2e/offline.e2e \
  e2e/spanish e2e/units
stop_app

if [ ! -f "$shared_data/selectree/trees.csv" ]; then
  echo "e2e: SKIPPED the search and list journeys (e2e/search.e2e.ts, e2e/copy-equivalence.e2e.ts, e2e/offline-lists.e2e.ts, e2e/lists.e2e.ts, e2e/tree-edit.e2e.ts, e2e/download.e2e.ts, e2e/upload.e2e.ts, e2e/keyboard.e2e.ts, e2e/glossary.e2e.ts, e2e/community.e2e.ts, e2e/site.e2e.ts): they run on the real export, and $shared_data/selectree/trees.csv is absent"
  exit 0
fi
echo "e2e: the real export from $shared_data"
start_app false
# The import commands share the running app's embedded cluster (DATA_DIR).
for step in "trees selectree/trees.csv" "common-names selectree/common_names.csv" \
  "synonyms selectree/gbif_synonyms.csv" "zips usda_zones_by_zip.csv"; do
  set -- $step
  DATA_DIR=$data_dir LOG_LEVEL=warn npm run --silent "import:$1" -- "$shared_data/$2" >"$data_dir/import-$1.log" 2>&1 ||
    { echo "e2e: npm run import:$1 failed:" >&2; cat "$data_dir/import-$1.log" >&2; exit 1; }
  # The report's first two lines (what, counts) and the elapsed time.
  { head -2 "$data_dir/import-$1.log" | tr '\n' ' '; tail -1 "$data_dir/import-$1.log"; }
done
run_journeys e2e-export e2e/search e2e/copy-equivalence e2e/offline-lists e2e/lists e2e/tree-edit e2e/download e2e/upload e2e/keyboard e2e/glossary e2e/community e2e/site e2e/layout
