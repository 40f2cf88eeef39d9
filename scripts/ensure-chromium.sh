#!/usr/bin/env bash
# The end-to-end suite drives Debian's Chromium; install it when it is missing (never a downloaded build).
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $bin: install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH" >&2
exit 1
