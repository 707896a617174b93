#!/bin/sh
# System packages `make test` needs beyond Python: Xvfb (and xauth) for the real-window tests, Chromium for the
# phone page's browser tests (driven by Playwright's Python API; Playwright's own browsers are never downloaded).
#
# Installs what is missing with apt-get, as root or through passwordless sudo. Where it cannot, it prints
# one line saying what to install and exits 0: the window tests then fail with that same line (never a
# silent skip). The result is written to the file named by $1 (default .venv/.system-packages) so the
# tests can quote it. Tested by tests/test_setup.py with a fake apt-get on a PATH without Xvfb.
set -u
report="${1:-.venv/.system-packages}"
mkdir -p "$(dirname "$report")"

missing=""
command -v Xvfb >/dev/null 2>&1 || missing="$missing xvfb"
command -v xauth >/dev/null 2>&1 || missing="$missing xauth"
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || missing="$missing chromium"
missing="${missing# }"

if [ -z "$missing" ]; then
    echo "ok" > "$report"
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    line="system packages missing: install $missing with your package manager (the window tests need Xvfb, the phone tests Chromium)"
    echo "make test: $line" >&2
    echo "$line" > "$report"
    exit 0
fi

if [ "$(id -u)" = "0" ]; then
    run=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run="sudo -n"
else
    line="system packages missing: run 'sudo apt-get install -y $missing' (the window tests need Xvfb, the phone tests Chromium)"
    echo "make test: $line" >&2
    echo "$line" > "$report"
    exit 0
fi

echo "make test: installing $missing with apt-get" >&2
if $run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null 2>&1 \
   || { $run apt-get update -qq >/dev/null 2>&1 \
        && $run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null 2>&1; }; then
    echo "ok" > "$report"
    exit 0
fi
line="system packages missing: 'apt-get install -y $missing' failed; install them by hand (the window tests need Xvfb, the phone tests Chromium)"
echo "make test: $line" >&2
echo "$line" > "$report"
exit 0
