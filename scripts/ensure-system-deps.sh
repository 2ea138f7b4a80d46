#!/usr/bin/env bash
# Installs the system packages the tests need, from Debian's packages, when they are missing:
# Chromium (browser tests, Storybook story tests, end-to-end tests), Noto CJK fonts (so Chinese
# pages render in Chromium's screenshots and Lighthouse runs), PostgreSQL (API tests) and nginx
# (the API's scale-out test puts it in front of two instances).
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Need root to install: ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
echo "Installing ${missing[*]} from Debian's packages ..."
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
