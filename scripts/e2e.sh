#!/usr/bin/env bash
# Starts the built app on a throwaway embedded database (demo catalogue loaded), runs the browser
# journeys in headless Chromium against it, then stops it. Needs `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "e2e: /usr/bin/chromium is missing: install Debian's chromium (apt-get install -y chromium)" >&2
  exit 1
fi

data_dir=$(mktemp -d /tmp/selectree-e2e-XXXXXX)
chmod 755 "$data_dir"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
log="$data_dir/app.log"

PORT=$port DATA_DIR=$data_dir NODE_ENV=development LOG_LEVEL=info SEED_DEMO_CATALOGUE=true \
  PUBLIC_URL="http://127.0.0.1:$port" node server/dist/server/src/main.js >"$log" 2>&1 &
app_pid=$!
cleanup() {
  kill -TERM "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  rm -rf "$data_dir"
}
trap cleanup EXIT

for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$app_pid" 2>/dev/null; then echo "e2e: the app exited during start:" >&2; cat "$log" >&2; exit 1; fi
  sleep 0.5
done
curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null || { echo "e2e: the app did not become healthy:" >&2; tail -50 "$log" >&2; exit 1; }

# With SELECTREE_TEST_REPORTS (set by scripts/test.sh) the journeys also write a JSON report there.
report_args=()
if [ -n "${SELECTREE_TEST_REPORTS:-}" ]; then
  report_args=(-- --reporter=default --reporter=json "--outputFile.json=$SELECTREE_TEST_REPORTS/e2e.json")
fi
# E2E_DATA_DIR: the account journeys read the development outbox (<DATA_DIR>/outbox) and run user:create there.
E2E_BASE_URL="http://127.0.0.1:$port" E2E_DATA_DIR="$data_dir" npm run --silent test:e2e -w client "${report_args[@]}" || { echo "--- app log (tail) ---"; tail -30 "$log"; exit 1; }
