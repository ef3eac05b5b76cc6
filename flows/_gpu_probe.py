"""`a2rl doctor --gpus G`: what an agent given `--gpus G` finds inside its sandbox, found by being one.

A probe program runs in a bubblewrap session built as an agent's is (its own uid, /dev, /proc, home
and /tmp; A2RL_HOME hidden but for the workspace): it counts the CUDA devices torch sees, lists the
GPU device nodes and driver entries it can open, tries the paths it must not see, and trains a
random Llama a few steps on the first GPU (on the CPU when it has none). The harness compares that
with what `--gpus` asked for.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import textwrap
import time
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from infra import A2RLHome, AgentLimits, SandboxPaths, make_sandbox, run_with_budget
from infra._gpus import cuda_inside, grant_gpus, host_gpus

__all__ = ["PROBE_SIZES", "ProbeResult", "ProbeSize", "probe_gpus"]

ProbeSize = Literal["tiny", "0.5b"]
# A random Llama per size: "0.5b" has Qwen2.5-0.5B's shape (its 152k vocabulary cut to 32k).
PROBE_SIZES: dict[str, dict] = {
    "tiny": dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                 num_key_value_heads=2, vocab_size=512),
    "0.5b": dict(hidden_size=896, intermediate_size=4864, num_hidden_layers=24, num_attention_heads=14,
                 num_key_value_heads=2, vocab_size=32000),
}

_PROGRAM = textwrap.dedent('''
    import glob, json, math, os, subprocess, sys, time
    config, out_path, forbidden = json.loads(sys.argv[1]), sys.argv[2], json.loads(sys.argv[3])
    seen = {"cuda_visible_devices": os.environ.get("CUDA_VISIBLE_DEVICES"),
            "nodes": sorted(glob.glob("/dev/nvidia*")),
            "driver_entries": sorted(os.listdir("/proc/driver/nvidia/gpus"))
                              if os.path.isdir("/proc/driver/nvidia/gpus") else [],
            "forbidden_seen": [p for p in forbidden if os.path.exists(p)]}
    for name, folder in (("home_writable", os.path.expanduser("~")), ("shm_writable", "/dev/shm")):
        try:
            with open(os.path.join(folder, ".a2rl-probe"), "w") as f:
                f.write("x")
            seen[name] = True
        except OSError:
            seen[name] = False
    try:
        seen["nvidia_smi"] = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True,
                                            timeout=30).stdout.strip().splitlines()
    except (OSError, subprocess.SubprocessError) as exc:
        seen["nvidia_smi"] = [f"not run: {exc}"]
    try:
        import torch
        from transformers import LlamaConfig, LlamaForCausalLM
        seen["cuda_devices"] = torch.cuda.device_count()
        seen["cuda_names"] = [torch.cuda.get_device_name(i) for i in range(seen["cuda_devices"])]
        device = "cuda" if seen["cuda_devices"] else "cpu"
        torch.manual_seed(0)
        model = LlamaForCausalLM(LlamaConfig(**config)).to(device)
        optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
        ids = torch.randint(0, config["vocab_size"], (4, 64), device=device)
        started, losses = time.monotonic(), []
        for _ in range(4):
            loss = model(input_ids=ids, labels=ids).loss
            loss.backward()
            optimizer.step()
            optimizer.zero_grad()
            losses.append(float(loss))
        if device == "cuda":
            torch.cuda.synchronize()
            seen["peak_memory_bytes"] = torch.cuda.max_memory_allocated()
        seen.update(device=device, losses=losses, train_s=round(time.monotonic() - started, 3),
                    parameters=sum(p.numel() for p in model.parameters()))
    except Exception as exc:  # the harness reports it: a probe that cannot train is the finding
        seen["error"] = f"{type(exc).__name__}: {exc}"
    with open(out_path, "w") as f:
        json.dump(seen, f)
''')


class ProbeResult(BaseModel):
    """What the probe found inside the sandbox, and where it differs from what `--gpus` asked."""

    gpus: str | None = Field(description="The --gpus it ran with (None: every GPU).")
    expected_devices: int = Field(description="CUDA devices the agent should see.")
    seen: dict = Field(description="The probe's own report (devices, nodes, training step, …).")
    problems: list[str] = Field(default_factory=list)
    seconds: float

    @property
    def ok(self) -> bool:
        return not self.problems

    def line(self) -> str:
        s = self.seen
        got = f"{s.get('cuda_devices', '?')} CUDA device(s) {s.get('cuda_names') or ''}".rstrip()
        train = (f"trained {s['parameters'] / 1e6:.3g}M params on {s['device']} "
                 f"(loss {s['losses'][0]:.2f} → {s['losses'][-1]:.2f}, {s['train_s']} s)" if "losses" in s else "")
        return "; ".join(p for p in [f"--gpus {self.gpus or 'all'}: {got}", train, *self.problems] if p)


def _expected(gpus: str | None) -> int:
    if gpus == "none":
        return 0
    inside = cuda_inside(gpus)
    return len(host_gpus()) if inside is None else len(inside.split(","))


def probe_gpus(home: A2RLHome, gpus: str | None, size: ProbeSize = "tiny", budget_s: float = 300) -> ProbeResult:
    """Run the probe as an agent given `gpus`; `UsageError` when `gpus` names a card this machine lacks."""
    started = time.monotonic()
    grant_gpus(gpus)  # a card this machine lacks: refused before anything is made
    root = home.root / "probes" / f"gpus-{os.getpid()}-{time.time_ns()}"
    workspace = root / "workspace"
    (workspace / "output").mkdir(parents=True)
    secret = root / "grader" / "ledger.sqlite"
    secret.parent.mkdir()
    secret.write_text("scores")
    program = workspace / "probe.py"
    program.write_text(_PROGRAM)
    out = workspace / "output" / "probe.json"
    box = make_sandbox("bwrap", "none", AgentLimits(gpus=gpus), SandboxPaths(
        workspace=workspace, scratch=root / "sandbox", hidden=[home.root]), name=root.name)
    box.start()
    try:
        forbidden = [str(secret), str(home.runs), str(home.root / "cache")]
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HF_HUB_OFFLINE": "1", "OMP_NUM_THREADS": "1"}
        outcome = run_with_budget([sys.executable, str(program), json.dumps(PROBE_SIZES[size]), str(out),
                                   json.dumps(forbidden)], env=env, cwd=workspace, log_path=root / "probe.log",
                                  budget_s=budget_s, grace_s=2, sandbox=box)
    finally:
        box.finish()
    seen = json.loads(out.read_text()) if out.is_file() else {}
    result = ProbeResult(gpus=gpus, expected_devices=_expected(gpus), seen=seen,
                         problems=_problems(seen, _expected(gpus), outcome.exit_code, root / "probe.log"),
                         seconds=round(time.monotonic() - started, 1))
    if result.ok:
        shutil.rmtree(root, ignore_errors=True)
    else:
        result.problems.append(f"the probe's files are kept in {root}")
    return result


def _problems(seen: dict, expected: int, exit_code: int | None, log: Path) -> list[str]:
    if not seen:
        tail = log.read_text(errors="replace").strip().splitlines()[-3:] if log.is_file() else []
        return [f"the probe wrote no report (exit {exit_code}): {' | '.join(tail) or 'no output'}"]
    out = []
    if "error" in seen:
        out.append(f"the probe failed inside the sandbox: {seen['error']}")
    if seen.get("cuda_devices") is not None and seen["cuda_devices"] != expected:
        out.append(f"torch sees {seen['cuda_devices']} CUDA device(s), not {expected}")
    if expected and seen.get("device") != "cuda" and "error" not in seen:
        out.append("the training step did not run on CUDA")
    losses = seen.get("losses") or []
    if losses and not all(x == x and abs(x) != float("inf") for x in losses):
        out.append(f"the training step's loss is not finite: {losses}")
    if seen.get("forbidden_seen"):
        out.append(f"the sandbox shows what it must hide: {seen['forbidden_seen']}")
    for name, what in (("home_writable", "its home"), ("shm_writable", "/dev/shm")):
        if seen.get(name) is False:
            out.append(f"the agent cannot write {what}")
    return out
