#!/usr/bin/env bash
# The run whose agent crashes (tests/flows/test_benchmark_run.py): a submission of a folder that does
# not exist (refused), then training code that diverges and dies with a traceback. Nothing is scored.
set -euo pipefail
mkdir -p "$WORKSPACE/code"
cat > "$WORKSPACE/code/train.py" <<'PY'
import json, os, urllib.error, urllib.request

LEARNING_RATE = 3.0  # far too high: the loss goes to nan

req = urllib.request.Request(os.environ["GRADING_SERVER_URL"] + "/submit",
                             data=json.dumps({"model_path": "output/not-there"}).encode(),
                             headers={"Content-Type": "application/json"})
try:
    urllib.request.urlopen(req, timeout=60)
except urllib.error.HTTPError as exc:
    print("submit refused:", exc.code, exc.read().decode()[:200], flush=True)


def step(i, loss):
    return loss * LEARNING_RATE ** i


loss = 2.5
for i in range(4):
    loss = step(i, loss) if i < 3 else float("nan")
    print(f"{{'loss': {loss}, 'learning_rate': {LEARNING_RATE}, 'epoch': {i}}}", flush=True)
weights = {"layer.0": loss}
print("saving", weights["layer.1"])
PY
cd "$WORKSPACE"
exec "${A2RL_PYTHON:-python3}" code/train.py
