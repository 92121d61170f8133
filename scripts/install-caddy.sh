#!/usr/bin/env bash
# Installs what the behind-a-proxy e2e suite (e2e/tests/behind-caddy.test.ts) needs when it is
# missing: Debian's Caddy (TLS on a loopback https:// address with its internal CA) and
# certutil (libnss3-tools), which makes the test browser trust that CA.
set -euo pipefail

missing=()
command -v caddy >/dev/null || missing+=(caddy)
command -v certutil >/dev/null || missing+=(libnss3-tools)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
echo "--- installing ${missing[*]} from Debian's packages"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
# The package starts a system-wide Caddy on ports 80/443; the tests run their own.
if command -v systemctl >/dev/null && systemctl is-active --quiet caddy 2>/dev/null; then
  "${sudo[@]}" systemctl disable --now caddy >/dev/null 2>&1 || true
fi
