#!/usr/bin/env bash
# `npm run cluster` and its test suite put Debian's HAProxy in front of the instances; install it when missing.
set -euo pipefail
if [ -n "${HAPROXY_BIN:-}" ] && [ -x "$HAPROXY_BIN" ]; then exit 0; fi
if command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's haproxy for the scale-out suite..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  exit 0
fi
echo "HAProxy not found: install Debian's haproxy package (apt-get install -y haproxy) or set HAPROXY_BIN" >&2
exit 1
