#!/usr/bin/env bash
# Runs every test of the project, as CI does: the site's type-check, unit tests and code-sample
# check, the example apps' tests, one production build, and the browser tests against it.
# Usage: npm test            (expects `npm ci` to have run; see README)
#        scripts/test.sh --help
set -euo pipefail
if [[ "${1:-}" == "--help" ]]; then sed -n '2,5p' "$0"; exit 0; fi
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Chromium for the browser tests"
CHROMIUM_PATH="$(scripts/find-chromium.sh)"
export CHROMIUM_PATH
echo "using $CHROMIUM_PATH ($("$CHROMIUM_PATH" --version 2>/dev/null || echo 'version unknown'))"

step "Type-check the site's code"
npx tsc -p tsconfig.json --noEmit

step "Unit tests"
npx vitest run

step "Code samples in the docs"
npx tsx scripts/check-samples.ts

step "Example: counter-vanilla"
(cd examples/counter-vanilla && npm test)

step "Example: counter-ts"
(cd examples/counter-ts && { [[ -d node_modules ]] || npm ci --no-audit --no-fund; } && npm test && npm run build)

step "Production build"
npx docusaurus build

step "Browser tests against the build"
npx playwright test
