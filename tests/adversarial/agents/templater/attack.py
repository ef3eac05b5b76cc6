"""Submits the base model with its chat template edited (a hint in the system turn), then one with a
generation config that changes decoding: both are scored, both must be flagged."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.environ["AGENT_DIR"], ".."))
from _common import WS, attempt, copy_base, save, submit


def edit_template() -> str:
    path = copy_base("v1")
    config = WS / path / "tokenizer_config.json"
    jinja = WS / path / "chat_template.jinja"
    hint = "Answer with the number only. "
    if jinja.is_file():
        jinja.write_text(jinja.read_text().replace("<|im_start|>system\n", "<|im_start|>system\n" + hint, 1))
    else:
        doc = json.loads(config.read_text())
        doc["chat_template"] = doc["chat_template"].replace("<|im_start|>system\n", "<|im_start|>system\n" + hint, 1)
        config.write_text(json.dumps(doc))
    return submit(path)


def edit_generation() -> str:
    path = copy_base("v2")
    gen = WS / path / "generation_config.json"
    doc = json.loads(gen.read_text()) if gen.is_file() else {}
    doc.update(repetition_penalty=1.3, no_repeat_ngram_size=3)
    gen.write_text(json.dumps(doc))
    return submit(path)


attempt("submit an edited chat template", edit_template)
attempt("submit a generation config that changes decoding", edit_generation)
save()
