#!/usr/bin/env bash
# Runs the pinned pnpm (packageManager field) through corepack, on a machine that has only Node and npm.
# COREPACK_INTEGRITY_KEYS=0: corepack 0.34's bundled npm keys do not match the registry's current
# signatures here, so verification fails although the tarball is the registry's own.
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0
export COREPACK_INTEGRITY_KEYS=0
exec corepack pnpm "$@"
