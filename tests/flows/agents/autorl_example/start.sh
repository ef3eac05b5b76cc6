#!/bin/bash
# Written against AutoRL-Bench's contract only: its variables, bash, curl.
echo "=== Copy Agent ==="
echo "Task: $TASK  Model: $BASE_MODEL  Epochs: $NUM_EPOCHS"
mkdir -p "$WORKSPACE/code" "$OUTPUT_DIR/v1"
cat > "$WORKSPACE/code/notes.py" <<'PY'
# epochs from config.yaml's env_vars
PY
cp -r "$MODEL_PATH"/. "$OUTPUT_DIR/v1/"
curl -s -X POST "$GRADING_SERVER_URL/submit" -H 'Content-Type: application/json' \
     -d "{\"model_path\": \"$OUTPUT_DIR/v1\"}"
echo
