#!/usr/bin/env bash
# npm test: the whole suite. The production build first (skipped when current: scripts/start.ts
# compares a hash of the sources), then the unit and integration suites side by side (each
# integration file works on a fresh database of its own), then the end-to-end suite. The
# integration suite is a chain of files, one after another; beside the browser's many processes it
# got a small share of two cores and was always last, so it goes first.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# shellcheck source=lib/together.sh
source scripts/lib/together.sh

npx tsx scripts/start.ts --build-only
together \
  "unit: npm run test:unit" \
  "int: npm run test:int"
npm run test:e2e
