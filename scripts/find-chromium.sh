#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests (never a downloaded browser).
# Order: $CHROMIUM_PATH, chromium / chromium-browser on PATH, /usr/bin/chromium. When none is
# found and this user may install Debian packages (root with apt-get), installs Debian's chromium.
# Usage: scripts/find-chromium.sh [--help]
set -euo pipefail
if [[ "${1:-}" == "--help" ]]; then sed -n '2,5p' "$0"; exit 0; fi

for candidate in "${CHROMIUM_PATH:-}" "$(command -v chromium || true)" "$(command -v chromium-browser || true)" /usr/bin/chromium; do
  if [[ -n "$candidate" && -x "$candidate" ]]; then echo "$candidate"; exit 0; fi
done

if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; then
  echo "No Chromium found; installing Debian's chromium package…" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
  if [[ -x /usr/bin/chromium ]]; then echo /usr/bin/chromium; exit 0; fi
fi

cat >&2 <<'MSG'
No Chromium found for the browser tests.
Install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.
The tests never download a browser of their own.
MSG
exit 1
