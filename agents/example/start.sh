#!/usr/bin/env bash
# Writes its training code into the workspace (so the harness snapshots it with every
# submission), then runs it: SFT → submit → GRPO → submit (online tasks: rollouts → fine-tune → submit, repeated).
set -euo pipefail
mkdir -p "$WORKSPACE/code"
cp "$AGENT_DIR/train.py" "$AGENT_DIR/train_online.py" "$WORKSPACE/code/"
cd "$WORKSPACE"
exec "${A2RL_PYTHON:-python3}" code/train.py
