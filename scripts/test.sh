#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Needs /usr/bin/chromium for the browser
# journeys (Debian package `chromium`); .ci/run installs it.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "type check"
npx tsc -p server --noEmit
npx tsc -p client --noEmit

step "lint and format"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

step "schema.graphql matches the resolvers"
npm run --silent schema:emit -- --check

step "generated client code matches schema.graphql and the operations"
(cd client && npx graphql-codegen --config ../codegen.yml --check)

step "server tests (real PostgreSQL; migrations match the entities)"
npx jest --config server/jest.config.js

step "client tests"
npm run --silent test -w client

step "build"
npm run --silent build

step "browser journeys (headless Chromium against the built app)"
bash scripts/e2e.sh
