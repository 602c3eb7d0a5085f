#!/usr/bin/env bash
# What the browser tests and Lighthouse need of the machine, installed from Debian when
# missing: Chromium, and a Traditional Chinese font. Visitors' phones and computers all have
# one; without it every CJK character is drawn as an empty box and laid out through font
# fallback, so pages are tested as no visitor sees them and measured several times slower.
set -euo pipefail

missing=()
[[ -x "${CHROME_PATH:-/usr/bin/chromium}" ]] || missing+=(chromium)
# Chromium's headless build, which most e2e specs drive (e2e/support/site.ts says why).
[[ -x "${HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ]] || missing+=(chromium-headless-shell)
[[ -n "$(fc-list :lang=zh-tw 2>/dev/null)" ]] || missing+=(fonts-noto-cjk)
(( ${#missing[@]} == 0 )) && exit 0

if [[ $(id -u) -ne 0 ]]; then
  echo "Missing ${missing[*]}: install with apt-get install ${missing[*]}" >&2
  exit 1
fi
apt-get update
apt-get install -y "${missing[@]}"
