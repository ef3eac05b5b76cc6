#!/usr/bin/env bash
# Gemini CLI's headless mode: one prompt, one JSON event per line on stdout.
# Reference: google-gemini/gemini-cli docs/cli/headless.md, packages/core/src/output/types.ts.
set -euo pipefail
cd "$WORKSPACE"
# Newer releases refuse an untrusted folder in headless mode; the workspace is the agent's own.
export GEMINI_CLI_TRUST_WORKSPACE=true
# Its settings in a home of its own (never the user's ~/.gemini): no update check, no usage
# statistics, no telemetry. With GOOGLE_GEMINI_BASE_URL set (the recording proxy) the CLI would
# pick its "gateway" sign-in, which headless mode refuses; an API key is named as the sign-in.
export GEMINI_CLI_HOME="${TMPDIR:-/tmp}/a2rl-gemini"
mkdir -p "$GEMINI_CLI_HOME/.gemini"
auth=""
if [[ -n "${GEMINI_API_KEY:-}" ]]; then auth='"security": {"auth": {"selectedType": "gemini-api-key"}}, '; fi
cat > "$GEMINI_CLI_HOME/.gemini/settings.json" <<JSON
{${auth}"general": {"disableAutoUpdate": true, "disableUpdateNag": true},
 "privacy": {"usageStatisticsEnabled": false}, "telemetry": {"enabled": false}}
JSON
args=(
  --output-format stream-json   # JSONL events (parsed by gemini-stream-json)
  --approval-mode yolo          # approve every tool call: in headless mode nobody can
)
if [[ -n "${A2RL_DRIVER:-}" ]]; then
  args+=(--model "$A2RL_DRIVER")
fi
# -p forces headless mode; its value is the whole prompt.
exec gemini "${args[@]}" --prompt "$(cat "$A2RL_PROMPT_FILE")" < /dev/null
