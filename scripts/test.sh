#!/usr/bin/env bash
# npm test: the whole suite. The production build first (skipped when current: scripts/start.ts
# compares a hash of the sources), then the unit, integration and end-to-end suites side by side:
# each works on databases of its own (a fresh one per integration file, one seeded for the
# end-to-end server), and most of their time is spent waiting on servers and the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# shellcheck source=lib/together.sh
source scripts/lib/together.sh

npx tsx scripts/start.ts --build-only
together \
  "unit: npm run test:unit" \
  "int: npm run test:int" \
  "e2e: npm run test:e2e"
