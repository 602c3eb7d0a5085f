#!/usr/bin/env bash
# What Lighthouse needs of the machine, installed from Debian when
# missing: Chromium, and a Traditional Chinese font. Visitors' phones and computers all have
# one; without it Chromium lays every CJK character out through font fallback, so pages are
# measured several times slower than they are.
set -euo pipefail

missing=()
[[ -x "${CHROME_PATH:-/usr/bin/chromium}" ]] || missing+=(chromium)
[[ -n "$(fc-list :lang=zh-tw 2>/dev/null)" ]] || missing+=(fonts-noto-cjk)
(( ${#missing[@]} == 0 )) && exit 0

if [[ $(id -u) -ne 0 ]]; then
  echo "Missing ${missing[*]}: install with apt-get install ${missing[*]}" >&2
  exit 1
fi
apt-get update
apt-get install -y "${missing[@]}"
