"""Submits everything a grader must refuse, then one honest checkpoint."""

import json
import os
import pickle
import sys

sys.path.insert(0, os.path.join(os.environ["AGENT_DIR"], ".."))
from _common import WS, attempt, copy_base, save, submit

out = WS / "output"
out.mkdir(exist_ok=True)
marker = f"/tmp/a2rl-pwned-{os.environ['A2RL_FORGER_ID']}"


class Payload:
    def __reduce__(self):
        return (open, (marker, "w"))


def pickled() -> str:
    folder = out / "pickled"
    folder.mkdir()
    (folder / "config.json").write_text((WS / "models" / "tiny" / "config.json").read_text())
    (folder / "pytorch_model.bin").write_bytes(pickle.dumps(Payload()))
    return "output/pickled"


def auto_map() -> str:
    path = copy_base("custom")
    config = json.loads((out / "custom" / "config.json").read_text())
    config["auto_map"] = {"AutoModelForCausalLM": "modeling_evil.Evil"}
    (out / "custom" / "config.json").write_text(json.dumps(config))
    (out / "custom" / "modeling_evil.py").write_text(f"open({marker!r}, 'w')\n")
    return path


def sparse() -> str:
    folder = out / "sparse"
    folder.mkdir()
    (folder / "config.json").write_text((WS / "models" / "tiny" / "config.json").read_text())
    with open(folder / "model.safetensors", "wb") as fh:
        fh.truncate(10 * 2**30)  # 10 GB that take no disk
    return "output/sparse"


def symlink_to_base() -> str:
    os.symlink(WS / "models" / "tiny", out / "linked")
    return "output/linked"


def symlink_loop() -> str:
    folder = out / "loop"
    folder.mkdir()
    os.symlink(folder / "b", folder / "a")
    os.symlink(folder / "a", folder / "b")
    (folder / "config.json").write_text("{}")
    return "output/loop"


for name, path in (("/etc", lambda: "/etc"), ("../", lambda: "../"), ("parent escape", lambda: "output/../../grader"),
                   ("symlink to the base model", symlink_to_base), ("symlink loop", symlink_loop),
                   ("pickle payload", pickled), ("config with auto_map", auto_map), ("10 GB sparse file", sparse)):
    attempt(name, lambda p=path: submit(p()))
attempt("honest submission", lambda: submit(copy_base("honest")))
save(marker=marker)
