#!/usr/bin/env bash
# The browser tests use Debian's Chromium (test tools cannot download their own browser here).
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing at $CHROMIUM: install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
