#!/usr/bin/env bash
# OpenHands CLI's headless mode (always auto-approves), its events as JSON on stdout.
# Reference: docs.openhands.dev/openhands/usage/cli/headless; OpenHands/OpenHands-CLI.
set -euo pipefail
cd "$WORKSPACE"
# OpenHands reads its LLM from LLM_MODEL / LLM_API_KEY / LLM_BASE_URL (LiteLLM). An OpenAI base URL
# (the recording proxy's) takes precedence, with the key that goes with it.
if [[ -n "${OPENAI_BASE_URL:-}" ]]; then
  export LLM_BASE_URL="$OPENAI_BASE_URL"
  export LLM_API_KEY="${OPENAI_API_KEY:-${LLM_API_KEY:-}}"
else
  export LLM_API_KEY="${LLM_API_KEY:-${OPENAI_API_KEY:-}}"
fi
if [[ -n "${A2RL_DRIVER:-}" ]]; then
  # LiteLLM names a model provider/model; a bare name is taken to be OpenAI's.
  if [[ "$A2RL_DRIVER" == */* ]]; then export LLM_MODEL="$A2RL_DRIVER"; else export LLM_MODEL="openai/$A2RL_DRIVER"; fi
fi
if [[ -z "${LLM_MODEL:-}" ]]; then
  echo "openhands needs a model: pass --driver MODEL to a2rl run (or set LLM_MODEL)" >&2
  exit 2
fi
# No OpenHands banner in the log; LiteLLM's price table from its own copy, not downloaded at start.
export OPENHANDS_SUPPRESS_BANNER=1 LITELLM_LOCAL_MODEL_COST_MAP=True
# OpenHands clones its public skills from GitHub at every start (no switch turns that off): git is
# told that repository lives nowhere, so the clone fails at once, on this machine, and the CLI goes on.
export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0="url.file:///nonexistent/a2rl-no-public-skills.insteadOf" \
       GIT_CONFIG_VALUE_0="https://github.com/OpenHands/extensions"
args=(
  --headless                     # no UI; always-approve mode
  --json                         # every event as JSON after a `--JSON Event--` line (openhands-json)
  --override-with-envs           # take the LLM from the LLM_* variables, not ~/.openhands settings
  --exit-without-confirmation    # exit when done instead of asking
)
# --file: the task is the prompt file's content.
exec openhands "${args[@]}" --file "$A2RL_PROMPT_FILE" < /dev/null
