#!/usr/bin/env bash
# npm start: install, build every bundle, start the gateway on the embedded stores. On the first
# start with an empty DATA_DIR the gateway seeds the demo dataset and the demo accounts itself.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
exec node --import tsx gateway/src/server.ts
