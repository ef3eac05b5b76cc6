#!/usr/bin/env bash
# Gemini CLI's headless mode: one prompt, one JSON event per line on stdout.
# Reference: google-gemini/gemini-cli docs/cli/headless.md, packages/core/src/output/types.ts.
set -euo pipefail
cd "$WORKSPACE"
# Newer releases refuse an untrusted folder in headless mode; the workspace is the agent's own.
export GEMINI_CLI_TRUST_WORKSPACE=true
args=(
  --output-format stream-json   # JSONL events (parsed by gemini-stream-json)
  --approval-mode yolo          # approve every tool call: in headless mode nobody can
)
if [[ -n "${A2RL_DRIVER:-}" ]]; then
  args+=(--model "$A2RL_DRIVER")
fi
# -p forces headless mode; its value is the whole prompt.
exec gemini "${args[@]}" --prompt "$(cat "$A2RL_PROMPT_FILE")" < /dev/null
