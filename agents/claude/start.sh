#!/usr/bin/env bash
# Claude Code in print mode: the whole prompt on stdin, one JSON event per line on stdout.
# Headless reference: https://docs.claude.com/en/docs/claude-code/headless
set -euo pipefail
cd "$WORKSPACE"
# Claude Code refuses --dangerously-skip-permissions as root unless told it runs in a sandbox (it does).
export IS_SANDBOX=1
# No auto-update, telemetry or error reporting from inside the sandbox: only the model API is needed.
export DISABLE_AUTOUPDATER=1 CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1
args=(
  -p                                   # print mode: one non-interactive session, then exit
  --output-format stream-json          # every message as a JSON line (parsed by claude-stream-json)
  --verbose                            # required by stream-json in print mode
  --dangerously-skip-permissions       # no one is there to approve tool calls
)
if [[ -n "${A2RL_DRIVER:-}" ]]; then
  args+=(--model "$A2RL_DRIVER")
fi
# With no prompt argument, -p reads the prompt from stdin (no argument-length limit).
exec claude "${args[@]}" < "$A2RL_PROMPT_FILE"
