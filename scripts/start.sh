#!/usr/bin/env bash
# npm start: install, build every bundle, start the gateway on the embedded stores. On the first
# start with an empty DATA_DIR the gateway seeds the demo dataset and the demo accounts itself.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
# --max-semi-space-size=32: a larger young generation (MB per semi-space) for a server whose
# answers are short-lived objects: fewer scavenges; in-process record calls' p99 3.5 -> 1.1 ms
# (p95 unchanged), over HTTP within the machine's noise (bench/README.md); RSS +45 MB. The same
# flag is in gateway/package.json ("start", which bench/src/catalogue-bench.ts runs).
# NODE_ENV for the gateway alone (set for the install above, npm would leave out the build tools):
# the site as it is served, React's production build on the server (its development build, picked
# when NODE_ENV is unset, costs ~15-20% more CPU a drawn page: bench/README.md) and the production
# checks of the gateway's config (gateway/README.md). `NODE_ENV=development npm start` for the other.
NODE_ENV="${NODE_ENV:-production}" exec node --max-semi-space-size=32 --import tsx gateway/src/server.ts
