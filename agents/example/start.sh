#!/usr/bin/env bash
# Writes its training code into the workspace (so the harness snapshots it with every
# submission), then runs it: SFT → submit → GRPO → submit (online tasks: rollouts → fine-tune → submit, repeated).
# A config.json beside this script (recipe.py's settings) goes with the code.
set -euo pipefail
mkdir -p "$WORKSPACE/code"
for f in train.py train_online.py recipe.py harness.py checkpoints.py online_grpo.py config.json; do
  if [ -f "$AGENT_DIR/$f" ]; then cp "$AGENT_DIR/$f" "$WORKSPACE/code/"; fi
done
cd "$WORKSPACE"
exec "${A2RL_PYTHON:-python3}" code/train.py
