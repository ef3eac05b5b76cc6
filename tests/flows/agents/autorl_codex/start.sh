#!/bin/bash
# AutoRL-Bench's contract only: its variables, the CLI on PATH, a provider named in Codex's config.
CODEX="${CODEX_BIN:-codex}"
export LITELLM_API_KEY="${LITELLM_API_KEY:-sk-1234}"
echo "=== Codex CLI Agent === Task: $TASK Provider: $CODEX_PROVIDER Model: $CODEX_MODEL"
PROMPT="You are an AI researcher doing RL post-training. Task: ${TASK}. Base model: ${MODEL_PATH}.
Save checkpoints under ${OUTPUT_DIR}/ and submit them to ${GRADING_SERVER_URL}/submit.

$(cat "$WORKSPACE/instructions.md" 2>/dev/null)"
timeout "${CODEX_TIMEOUT}" "$CODEX" exec --json -m "${CODEX_MODEL}" -c "model_provider=\"${CODEX_PROVIDER}\"" \
    --dangerously-bypass-approvals-and-sandbox --skip-git-repo-check -C "$WORKSPACE" "$PROMPT" 2>&1 \
    | tee "$WORKSPACE/agent.jsonl"
exit "${PIPESTATUS[0]}"
