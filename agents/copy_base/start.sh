#!/usr/bin/env bash
# The control every report needs: submit the base model as it is.
set -euo pipefail
cd "$WORKSPACE"
mkdir -p "$OUTPUT_DIR/base"
cp -r "$MODEL_PATH"/. "$OUTPUT_DIR/base/"
"${A2RL_PYTHON:-python3}" - <<'PY'
import json, os, urllib.request
req = urllib.request.Request(
    os.environ["GRADING_SERVER_URL"] + "/submit",
    data=json.dumps({"model_path": "output/base"}).encode(),
    headers={"Content-Type": "application/json"},
)
with urllib.request.urlopen(req, timeout=3600) as resp:
    print(resp.read().decode())
PY
