"""The scripted driver's plan: what a competent agent does first, as a fixed list of steps.

Each step is a shell command, a file to write, or the last words. Where the CLI offers a
tool for it, a step becomes that CLI's own tool call (`_tools.py`); the plan itself knows no
CLI. The training script runs a few real AdamW steps on the base model (`tiny` in checks),
so a submission is made from code the CLI wrote and ran.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict

__all__ = ["CHECK_KEY", "PLAN", "Step", "submission_id", "workspace_of"]

# The API key a check gives the harness (never a real one). The plan's first step counts the
# variables holding it in the agent's environment: with --hold-keys there must be none.
CHECK_KEY = "a2rl-check-key"

TRAIN_PY = '''\
"""A few AdamW steps of causal-LM fine-tuning on the training split, saved to output/v1."""
import json
import os
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
workspace = Path(os.environ.get("WORKSPACE", "."))
data = Path(os.environ.get("DATA_PATH") or workspace / "data") / "train.jsonl"
tokenizer = AutoTokenizer.from_pretrained(os.environ["MODEL_PATH"])
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(os.environ["MODEL_PATH"], dtype=torch.float32)

texts = []
with open(data) as f:
    for line in f:
        row = json.loads(line)
        text = "\\n".join(v for v in row.values() if isinstance(v, str) and v.strip())
        if text:
            texts.append(text)
        if len(texts) == 16:
            break

optimizer = torch.optim.AdamW(model.parameters(), lr=1e-5)
model.train()
for step in range(4):
    batch = texts[step * 4:(step + 1) * 4] or texts[:4]
    enc = tokenizer(batch, return_tensors="pt", padding=True, truncation=True, max_length=128)
    labels = enc["input_ids"].masked_fill(enc["attention_mask"] == 0, -100)
    loss = model(**enc, labels=labels).loss
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step} loss {loss.item():.4f}", flush=True)

out = workspace / "output" / "v1"
model.save_pretrained(out)
tokenizer.save_pretrained(out)
print(f"saved {out}")
'''

# The grading API through Python's urllib: every sandbox has the harness's Python, not always curl.
_CALL = ('"${{A2RL_PYTHON:-python3}}" -c \'import json, os, urllib.request as u; '
         'r = u.Request(os.environ["GRADING_SERVER_URL"].rstrip("/") + "{path}", method="{method}", '
         'data={data}, headers={{"Content-Type": "application/json"}}); '
         'print(u.urlopen(r, timeout=3600).read().decode())\'')


def _api(method: str, path: str, body: str | None = None) -> str:
    """A grading API call as a shell command; `body` is a JSON object without single quotes."""
    return _CALL.format(method=method, path=path, data=f"json.dumps({body}).encode()" if body else "None")


class Step(BaseModel):
    model_config = ConfigDict(frozen=True)

    kind: Literal["shell", "write", "say"]
    say: str = ""
    command: str = ""
    path: str = ""          # relative to the workspace
    content: str = ""


PLAN: tuple[Step, ...] = (
    Step(kind="shell", say="First I read my instructions.",
         command=('mkdir -p code output; echo "WORKSPACE=$PWD"; '
                  # A pipe, not $(…): Gemini CLI refuses a command with a substitution in it.
                  f'env | grep -c {CHECK_KEY} | sed "s/^/HARNESS_KEYS_VISIBLE=/"; head -n 30 instructions.md')),
    Step(kind="write", say="A short training script: a few AdamW steps on the training split.",
         path="code/train.py", content=TRAIN_PY),
    Step(kind="shell", say="Now I run it.", command='"${A2RL_PYTHON:-python3}" code/train.py'),
    Step(kind="shell", say="Submitting output/v1 to the grading server.",
         command=_api("POST", "/submit", '{"model_path": "output/v1"}')),
    Step(kind="shell", say="How much time is left?", command=_api("GET", "/time")),
    Step(kind="shell", say="Marking that submission as my final answer.",
         command=_api("POST", "/submissions/{submission}/final")),
    Step(kind="say", say="Done: trained for four steps, submitted output/v1 and marked it final."),
)


def workspace_of(history: str) -> str | None:
    """The workspace the first step printed, once it has run."""
    found = re.search(r"WORKSPACE=(/[^\s\"'\\]+)", history)
    return found.group(1) if found else None


def submission_id(history: str) -> int:
    """The submission the plan made (its /submit answer is in the history); 1 before it."""
    found = re.findall(r'\\?"submission_id\\?":\s*(\d+)', history)
    return int(found[-1]) if found else 1
