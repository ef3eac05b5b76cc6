#!/bin/bash
echo "started; instructions.md begins: $(head -n 2 "$WORKSPACE/instructions.md" | tr '\n' ' ')"
exit 0
