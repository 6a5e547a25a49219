#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Needs /usr/bin/chromium for the browser
# journeys (Debian package `chromium`); .ci/run installs it.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints the seconds since the start, so a CI log shows where the time went.
started=$SECONDS
step() { printf '\n==> [%ds] %s\n' "$((SECONDS - started))" "$*"; }

# Each runner also writes a JSON report here; the last line of this script totals them.
reports=$(mktemp -d /tmp/selectree-test-reports-XXXXXX)
export SELECTREE_TEST_REPORTS=$reports

step "type check"
npx tsc -p packages/rules --noEmit
npx tsc -p server --noEmit
npx tsc -p client --noEmit

step "lint and format"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

step "the architecture's lint rules refuse a wrong import in each zone and any cycle"
node --test --test-reporter=tap scripts/*.test.js | tee "$reports/architecture.tap" | grep -E '^(not )?ok|^# (pass|fail)'
node -e '
  const tap = require("fs").readFileSync(process.argv[1], "utf8");
  const count = (name) => Number((tap.match(new RegExp("^# " + name + " (\\d+)", "m")) || [0, 0])[1]);
  require("fs").writeFileSync(process.argv[2], JSON.stringify({ numPassedTests: count("pass"), numFailedTests: count("fail") }));
' "$reports/architecture.tap" "$reports/architecture.json"
rm "$reports/architecture.tap"

step "schema.graphql matches the resolvers"
npm run --silent schema:emit -- --check

step "the REST document's generated client types (openapi-typescript) match the route schemas"
npm run --silent openapi:types -- --check

step "generated client code matches schema.graphql and the operations"
(cd client && npx graphql-codegen --config ../codegen.yml --check)

step "server tests (real PostgreSQL; migrations match the entities)"
npx jest --config server/jest.config.js --json --outputFile="$reports/server.json"

step "client tests"
npm run --silent test -w client -- --reporter=default --reporter=json --outputFile.json="$reports/client.json"

step "build"
npm run --silent build

step "browser journeys (headless Chromium against the built app)"
bash scripts/e2e.sh

# One closing line for CI: every test of every runner.
node -e '
  const fs = require("fs"), path = require("path");
  let passed = 0, failed = 0;
  for (const file of fs.readdirSync(process.argv[1])) {
    const report = JSON.parse(fs.readFileSync(path.join(process.argv[1], file), "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
' "$reports"
rm -rf "$reports"
printf '==> [%ds] done\n' "$((SECONDS - started))"
