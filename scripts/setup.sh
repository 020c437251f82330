#!/usr/bin/env bash
# Makes a fresh machine (Node 20 + npm only) ready: pnpm via corepack, workspace dependencies,
# and, when asked with --browser, Debian's chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

node_major=$(node -p 'process.versions.node.split(".")[0]')
if (( node_major < 20 )); then
  echo "Node 20 or newer is needed (found $(node -v))." >&2
  exit 1
fi

pnpm() { bash scripts/pnpm.sh "$@"; }

# Install only when the lockfile changed since the last install (keeps repeated runs fast).
stamp=node_modules/.install-stamp
want=$(sha1sum pnpm-lock.yaml package.json */package.json | sha1sum | cut -d' ' -f1)
if [[ ! -f $stamp || $(cat "$stamp") != "$want" ]]; then
  echo "==> installing dependencies (pnpm, frozen lockfile)"
  pnpm install --frozen-lockfile --reporter=append-only
  echo "$want" > "$stamp"
fi

if [[ ${1:-} == --browser ]]; then
  if ! command -v chromium >/dev/null 2>&1; then
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
      echo "==> installing Debian chromium for the browser tests"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      echo "Chromium is missing and this user cannot install it: run 'sudo apt-get install -y chromium'" >&2
      echo "(or set CHROMIUM_PATH to a Chromium binary). Browser tests need it." >&2
      exit 1
    fi
  fi
fi

# With --browser (the test run) also Debian's PostgreSQL: the PostgreSQL store suites start a throw-away
# server of their own from its binaries (gateway/test/postgres/pg-server.ts; nothing is started here).
if [[ ${1:-} == --browser ]] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing Debian's postgresql for the PostgreSQL store tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is missing and this user cannot install it: the PostgreSQL store tests will fail" >&2
    echo "(run 'sudo apt-get install -y postgresql')." >&2
  fi
fi

# With --browser (the test run) also HTTP::OAI (Perl), the independent OAI-PMH harvester that
# gateway/src/oai/harvest.test.ts runs against /oai; without it that test fails under npm test
# (scripts/test.sh sets OAI_HARVESTER_REQUIRED=1) and reports itself skipped in a targeted run.
if [[ ${1:-} == --browser ]] && ! perl -MHTTP::OAI -e 1 >/dev/null 2>&1; then
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing Debian's libhttp-oai-perl for the OAI-PMH harvest test"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libhttp-oai-perl >/dev/null
  else
    echo "HTTP::OAI is missing and this user cannot install it: the OAI-PMH harvest test will fail" >&2
    echo "(run 'sudo apt-get install -y libhttp-oai-perl')." >&2
  fi
fi
