#!/usr/bin/env bash
# `npm run validate`: what CI checks (.ci/run runs this after installing). Types and style, then
# the README's tests (`npm test`: build, bundle budget, unit and browser tests) on the embedded
# database and again against PostgreSQL (TEST_DATABASE_URL, or the local server's `test`).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npm run lint
npm run format:check

postgres="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

# `npm test`'s steps, with the web app built once for both databases.
npm run build
npm run check:bundle

echo "== unit and integration tests on the embedded database (PGlite)"
npm run test:unit
# The shared rules' and the web app's tests touch no database: once is enough.
echo "== server tests on PostgreSQL"
TEST_DATABASE_URL="$postgres" npm run test:server

# Each browser pass spends most of its time waiting on pages and a minute-long service target, and
# each has a server and database of its own, so the two run side by side.
echo "== browser tests on PGlite and on PostgreSQL, side by side"
logs="$(mktemp -d)"
npm run test:e2e >"$logs/pglite.log" 2>&1 &
pglite=$!
TEST_DATABASE_URL="$postgres" npm run test:e2e >"$logs/postgres.log" 2>&1 &
pg=$!
status=0
wait "$pglite" || status=1
echo "-- browser tests on PGlite" && cat "$logs/pglite.log"
wait "$pg" || status=1
echo "-- browser tests on PostgreSQL" && cat "$logs/postgres.log"
exit "$status"
