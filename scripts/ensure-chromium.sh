#!/usr/bin/env bash
# The end-to-end suite drives Debian's Chromium: its old headless shell (package
# chromium-headless-shell, lighter per page) when available, else chromium. Install them when
# missing (never a downloaded build); the headless shell is optional.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell=/usr/bin/chromium-headless-shell
root=false
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then root=true; fi
if [ ! -x "$bin" ]; then
  if ! $root; then
    echo "Chromium not found at $bin: install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH" >&2
    exit 1
  fi
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x "$shell" ] && $root; then
  echo "Installing Debian's chromium-headless-shell for the end-to-end tests..."
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null; } ||
    echo "chromium-headless-shell could not be installed: the end-to-end suite uses chromium"
fi
exit 0
