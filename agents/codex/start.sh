#!/usr/bin/env bash
# Codex CLI's non-interactive mode: the prompt on stdin, one JSON event per line on stdout.
# Flags: openai/codex codex-rs/exec/src/cli.rs; events: codex-rs/exec/src/exec_events.rs.
set -euo pipefail
cd "$WORKSPACE"
# `codex exec` authenticates with CODEX_API_KEY; the OpenAI key serves when that is not set.
if [[ -z "${CODEX_API_KEY:-}" && -n "${OPENAI_API_KEY:-}" ]]; then
  export CODEX_API_KEY="$OPENAI_API_KEY"
fi
args=(
  exec
  --json                                       # JSONL events on stdout (parsed by codex-json)
  --skip-git-repo-check                        # the workspace is not a git repository
  --dangerously-bypass-approvals-and-sandbox   # no approvals, no Codex sandbox: a2rl's sandbox contains it
  --cd "$WORKSPACE"
)
if [[ -n "${OPENAI_BASE_URL:-}" ]]; then
  # Codex's built-in OpenAI provider ignores OPENAI_BASE_URL (it would call the vendor directly,
  # past the recording proxy): a provider of its own sends every call to that URL.
  args+=(-c "model_providers.a2rl={name=\"a2rl\", base_url=\"$OPENAI_BASE_URL\", env_key=\"CODEX_API_KEY\", wire_api=\"responses\"}"
         -c model_provider=a2rl)
fi
if [[ -n "${A2RL_DRIVER:-}" ]]; then
  args+=(--model "$A2RL_DRIVER")
fi
# `-` reads the prompt from stdin (no argument-length limit).
exec codex "${args[@]}" - < "$A2RL_PROMPT_FILE"
