#!/usr/bin/env bash
# opencode's non-interactive mode: one message, its events as JSON lines on stdout.
# Reference: sst/opencode packages/opencode/src/cli/cmd/run.ts (`opencode run`).
set -euo pipefail
cd "$WORKSPACE"
model=""
if [[ -n "${A2RL_DRIVER:-}" ]]; then
  # opencode names a model provider/model; a bare name is taken to be OpenAI's.
  if [[ "$A2RL_DRIVER" == */* ]]; then model="$A2RL_DRIVER"; else model="openai/$A2RL_DRIVER"; fi
fi
# Inline config (OPENCODE_CONFIG_CONTENT): allow edits, shell and fetches without asking (run mode
# rejects whatever would ask), no auto-update or sharing, and send each provider's calls to its
# *_BASE_URL when one is set (the recording proxy sets them). The driver model is declared under
# its provider: opencode knows models from a catalogue it would download (models.dev), so a
# model missing from its bundled copy is "not found" otherwise. Built with Python so that the
# values are quoted right.
OPENCODE_CONFIG_CONTENT="$(A2RL_OPENCODE_MODEL="$model" "${A2RL_PYTHON:-python3}" - <<'PY'
import json, os
config = {"$schema": "https://opencode.ai/config.json", "autoupdate": False, "share": "disabled",
          "permission": {"edit": "allow", "bash": "allow", "webfetch": "allow"}}
providers = {}
if os.environ.get("OPENAI_BASE_URL"):  # OpenAI convention: the base already ends in /v1
    providers["openai"] = {"options": {"baseURL": os.environ["OPENAI_BASE_URL"]}}
if os.environ.get("ANTHROPIC_BASE_URL"):  # Anthropic convention: the host; the AI SDK wants .../v1
    providers["anthropic"] = {"options": {"baseURL": os.environ["ANTHROPIC_BASE_URL"].rstrip("/") + "/v1"}}
provider, _, model = os.environ["A2RL_OPENCODE_MODEL"].partition("/")
if model:
    providers.setdefault(provider, {})["models"] = {model: {"name": model, "tool_call": True}}
if providers:
    config["provider"] = providers
print(json.dumps(config))
PY
)"
export OPENCODE_CONFIG_CONTENT
# No download of the model catalogue at start (the bundled copy and the config above serve).
export OPENCODE_DISABLE_MODELS_FETCH=1 OPENCODE_DISABLE_AUTOUPDATE=1
args=(run --format json)   # json: raw JSON events (parsed by opencode-json)
if [[ -n "$model" ]]; then
  args+=(--model "$model")
fi
exec opencode "${args[@]}" "$(cat "$A2RL_PROMPT_FILE")" < /dev/null
