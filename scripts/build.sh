#!/usr/bin/env bash
# Builds every front-end bundle (shell and remotes) that has a build script. One at a time: the
# machine has two cores and rspack uses both.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/pnpm.sh -r --workspace-concurrency=1 --if-present run build
