#!/usr/bin/env bash
# The GPU path in one device call: the sandbox probe, then evaluation's overhead over pure generation
# in bf16 and float32, then a py-spy profile of the engine. benchmarks/README.md ("The GPU path") says
# what to carry and how to read what it writes.
#
#   benchmarks/gpu_path.sh OUT [GPUS=0] [DEVICE=cuda]
#   PROBE_SIZE=0.5b  EVAL_ARGS="--random-size 1b --episodes 16 64 --skip-sequential-above 16 --repeats 2 --batch-size 128"
#
# Every step runs even when one before it failed; the exit code is the number of failed steps.
set -u
out=${1:?usage: benchmarks/gpu_path.sh OUT [GPUS] [DEVICE]}
gpus=${2:-0}
device=${3:-cuda}
size=${PROBE_SIZE:-0.5b}
eval_args=${EVAL_ARGS:---random-size 1b --episodes 16 64 --skip-sequential-above 16 --repeats 2 --batch-size 128}
mkdir -p "$out"
export OMP_NUM_THREADS=1 HF_HUB_OFFLINE=1
failed=0
step() {  # step NAME COMMAND…: its output in OUT/NAME.log, its time and exit code on stdout
  local name=$1 start=$SECONDS
  shift
  "$@" >"$out/$name.log" 2>&1
  local rc=$?
  echo "$name: exit $rc in $((SECONDS - start)) s"
  [ "$rc" = 0 ] || { failed=$((failed + 1)); tail -n 5 "$out/$name.log"; }
}

probe() {  # the probe of `a2rl doctor --gpus`, without the doctor's other checks
  python - "$1" "$size" "$out/probe-$1.json" <<'EOF'
import sys
from pathlib import Path

from flows._gpu_probe import probe_gpus
from infra import A2RLHome

gpus, size, path = sys.argv[1:]
result = probe_gpus(A2RLHome.resolve(None), None if gpus == "all" else gpus, size)
Path(path).write_text(result.model_dump_json(indent=1))
print(result.line())
sys.exit(0 if result.ok else 1)
EOF
}

nvidia-smi >"$out/nvidia-smi.txt" 2>&1
for g in "$gpus" all none; do
  step "probe-$g" probe "$g"
done
# shellcheck disable=SC2086  # EVAL_ARGS is a list of flags
for dtype in bfloat16 float32; do
  step "eval-$dtype" python benchmarks/eval_throughput.py --device "$device" --dtype "$dtype" $eval_args --json
done
if command -v py-spy >/dev/null; then
  # shellcheck disable=SC2086
  step profile py-spy record --subprocesses --rate 50 --format speedscope -o "$out/profile.json" -- \
    python benchmarks/eval_throughput.py --device "$device" $eval_args --skip-sequential-above 1 --repeats 1
  step profile-summary python benchmarks/profile_summary.py "$out/profile.json"
else
  echo "profile: skipped (no py-spy on PATH: pip install py-spy, or carry its wheel)"
fi
exit "$failed"
