#!/usr/bin/env bash
# Runs every test of the project, as CI does: the site's type-check, unit tests and code-sample
# check, the example apps' tests, one production build, and the browser tests against it.
# Usage: npm test            (expects `npm ci` to have run; see README)
#        scripts/test.sh --help
set -euo pipefail
if [[ "${1:-}" == "--help" ]]; then sed -n '2,5p' "$0"; exit 0; fi
cd "$(dirname "$0")/.."

# Each step's time is kept and printed at the end (and on failure), so slow steps are easy to see.
TIMES=()
CURRENT_STEP=""
STEP_START=$SECONDS
end_step() {
  if [[ -n "$CURRENT_STEP" ]]; then TIMES+=("$(printf '%5ds  %s' $((SECONDS - STEP_START)) "$CURRENT_STEP")"); fi
}
report_times() {
  end_step
  # A failure in a foreground step leaves the background step running: stop it with the script.
  if [[ -n "${BACKGROUND_PID:-}" ]]; then kill -- -"$BACKGROUND_PID" 2>/dev/null || kill "$BACKGROUND_PID" 2>/dev/null || true; fi
  printf '\n\033[1m== Time per step\033[0m\n'
  printf '%s\n' "${TIMES[@]}"
  printf '%5ds  total\n' "$SECONDS"
}
trap report_times EXIT
step() {
  end_step
  CURRENT_STEP="$*"
  STEP_START=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

# One step can run in the background while the next ones run in the foreground: the tutorial
# replays keep the machine about half idle (they wait on builds, installs and the browser). Its
# output is kept in a file and printed when it is awaited; its time is reported with the others.
BACKGROUND_PID=""
BACKGROUND_NAME=""
BACKGROUND_LOG=""
BACKGROUND_START=0
start_background() {
  BACKGROUND_NAME="$1"
  shift
  BACKGROUND_LOG="$(mktemp)"
  BACKGROUND_START=$SECONDS
  printf '\n\033[1m== %s (in the background; its output follows when it ends)\033[0m\n' "$BACKGROUND_NAME"
  # A job of its own (set -m), so that a failure elsewhere can stop it with all its children.
  set -m
  "$@" > "$BACKGROUND_LOG" 2>&1 &
  BACKGROUND_PID=$!
  set +m
}
await_background() {
  # The foreground step before it ends here; the wait itself belongs to no step.
  end_step
  CURRENT_STEP=""
  local status=0
  wait "$BACKGROUND_PID" || status=$?
  BACKGROUND_PID=""
  printf '\n\033[1m== %s (from the background)\033[0m\n' "$BACKGROUND_NAME"
  cat "$BACKGROUND_LOG"
  rm -f "$BACKGROUND_LOG"
  TIMES+=("$(printf '%5ds  %s (in the background, alongside the steps after it)' $((SECONDS - BACKGROUND_START)) "$BACKGROUND_NAME")")
  if [[ $status -ne 0 ]]; then
    echo "$BACKGROUND_NAME failed (exit code $status)." >&2
    exit "$status"
  fi
}

step "Lint and formatting"
npx eslint .
npx prettier --check . --log-level warn

step "Chromium for the browser tests"
CHROMIUM_PATH="$(scripts/find-chromium.sh)"
export CHROMIUM_PATH
echo "using $CHROMIUM_PATH ($("$CHROMIUM_PATH" --version 2>/dev/null || echo 'version unknown'))"

# The example apps are npm projects of their own. Install them first: some pages' code samples
# use packages from an example's node_modules (`sample_project` front matter, see CONTRIBUTING).
step "Install the example apps' dependencies"
# Three installs at a time: an install waits mostly on the registry and the disk.
for dir in examples/*/; do
  if (cd "$dir" && node -e 'const p=require("./package.json"); process.exit(Object.keys({...p.dependencies, ...p.devDependencies}).length ? 0 : 1)'); then
    [[ -d "$dir/node_modules" ]] || echo "$dir"
  fi
done | xargs -r -P 3 -I{} sh -c 'cd "{}" && npm ci --no-audit --no-fund --loglevel=error > /dev/null && echo "installed {}"'

step "Type-check the site's code"
npx tsc -p tsconfig.json --noEmit

step "Unit tests"
# Two files at a time (Vitest would take one on a 2-core machine): the slow files wait on the
# fixture builds they spawn, and the quick ones fill that time (132 s -> 91 s measured).
npx vitest run plugins tests/content tests/unit tests/samples tests/build --maxWorkers=2

# The tutorial-step tests rebuild the Fundamentals and Essentials apps from their pages, each with
# its example app's packages (installed in the first step), in temporary folders. Two files at
# once: the Essentials replay spends much of its time waiting on the browser, and the JavaScript
# editions' installs, builds and tests fill that time. Even so the machine was 48 % busy in this
# step (211 s), so it runs alongside the code samples and the example apps, which read the same
# example folders but write nowhere the replays read.
start_background "Tutorial replays" npx vitest run tests/tutorial-steps --maxWorkers=2

step "Code samples in the docs"
npx tsx scripts/check-samples.ts

# Each example app: test it, build it (installed in the first step).
for dir in examples/*/; do
  name="$(basename "$dir")"
  step "Example: $name"
  (
    cd "$dir"
    npm test
    # Tutorial checkpoints (one source tree per part) have their own tests and type check.
    if node -e 'process.exit(require("./package.json").scripts?.["test:checkpoints"] ? 0 : 1)'; then
      npm run test:checkpoints
      npm run typecheck:checkpoints
    fi
    if node -e 'process.exit(require("./package.json").scripts?.build ? 0 : 1)'; then npm run build; fi
  )
done

await_background

step "npm start serves the files the build writes after it"
npx vitest run tests/dev-server

step "Production build"
npx docusaurus build

step "Search relevance and example downloads over the built site"
npx vitest run tests/search tests/downloads tests/markdown tests/anchors --maxWorkers=2

step "The same site built with every optional service configured (fixture settings, for its browser tests)"
ALGOLIA_APP_ID=TESTAPPID ALGOLIA_SEARCH_API_KEY=search-only-test-key ALGOLIA_INDEX_NAME=redux-docs-test \
UMAMI_WEBSITE_ID=00000000-test-4000-8000-000000000000 UMAMI_URL=https://stats.example.test \
GA4_MEASUREMENT_ID=G-TEST000000 \
  npx docusaurus build --out-dir build-services

step "Browser tests against the build"
npx playwright test
