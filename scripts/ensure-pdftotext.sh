#!/usr/bin/env bash
# The tests read the invoice PDFs back as text with poppler's pdftotext, from Debian's packages.
set -euo pipefail
if command -v pdftotext >/dev/null; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "pdftotext is missing: install it (apt-get install poppler-utils)." >&2
  exit 1
fi
echo "Installing poppler-utils from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
