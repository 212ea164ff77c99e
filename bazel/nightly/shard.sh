#!/usr/bin/env bash
# One Bazel shard of the nightly: `kinesia run` picks its fixtures from Bazel's sharding
# variables; the results go where Bazel keeps a test's undeclared outputs.
set -euo pipefail
: "${KINESIA_REPO:?pass --test_env=KINESIA_REPO=/path/to/checkout}"
: "${KINESIA_BIN:?pass --test_env=KINESIA_BIN=/path/to/kinesia}"
cd "$KINESIA_REPO"
exec "$KINESIA_BIN" run manifests/ci.yaml manifests/nightly.yaml --jobs "${KINESIA_JOBS:-1}" \
    --json "$TEST_UNDECLARED_OUTPUTS_DIR/results.json"
