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
exec node --max-semi-space-size=32 --import tsx gateway/src/server.ts
