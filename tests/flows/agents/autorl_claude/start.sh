#!/bin/bash
# AutoRL-Bench's contract only: its variables, the CLI on PATH, the key in the environment.
CLAUDE="${CLAUDE_BIN:-claude}"
if [ -z "$ANTHROPIC_API_KEY" ] && [ -z "$CLAUDE_CODE_OAUTH_TOKEN" ]; then
    echo "ERROR: No ANTHROPIC_API_KEY or CLAUDE_CODE_OAUTH_TOKEN set."
    exit 1
fi
echo "=== Claude CLI Agent === Task: $TASK Model: $CLAUDE_MODEL"
PROMPT="You are an AI researcher doing RL post-training. Task: ${TASK}. Base model: ${MODEL_PATH}.
Save checkpoints under ${OUTPUT_DIR}/ and submit them to ${GRADING_SERVER_URL}/submit.

$(cat "$WORKSPACE/instructions.md" 2>/dev/null)"
cd "$WORKSPACE"
timeout "${CLAUDE_TIMEOUT}" "$CLAUDE" --print --verbose --model "${CLAUDE_MODEL}" --output-format stream-json \
    --dangerously-skip-permissions "$PROMPT" 2>&1 | tee "$WORKSPACE/agent.jsonl"
exit "${PIPESTATUS[0]}"
