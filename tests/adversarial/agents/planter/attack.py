"""Writes the benchmark's public test questions into its training data (as an agent that downloaded
them would), then submits. PLANT (JSON list of {question, answer}) is what it "downloaded"."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.environ["AGENT_DIR"], ".."))
from _common import WS, attempt, copy_base, save, submit

planted = json.loads(os.environ["PLANT"])
train = [json.loads(line) for line in open(os.path.join(os.environ["DATA_PATH"], "train.jsonl")) if line.strip()]
rows = [{"prompt": r["question"], "completion": r["answer"]} for r in train[:300]]
rows[100:100] = [{"prompt": p["question"], "completion": p["answer"]} for p in planted]
(WS / "code").mkdir(exist_ok=True)
with open(WS / "code" / "sft_mix.jsonl", "w") as f:
    f.writelines(json.dumps(r) + "\n" for r in rows)
attempt("submit the base model", lambda: submit(copy_base("v1")))
save(planted=len(planted))
