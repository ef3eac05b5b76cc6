"""How an agent is started: the AutoRL-Bench environment variables and the launcher command."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path

from agents._install import clis_dir, search_path
from agents._spec import AgentSpec
from infra import UsageError

# The agent's environment is built from nothing: the contract variables, its agent.yaml's
# `env`, `--agent-env`, the API keys it declares (`requires.env`) and names it lists in
# `passthrough`, the task's own settings, and these harmless machine settings. Keys of the
# harness (the judge's, a search API's), its state (A2RL_HOME, MLflow, Ray, Prefect) and
# data mirrors never reach it.
# The grader's Ray (RAY_ADDRESS, its auth token) never does, whatever an agent.yaml passes through:
# an agent joining it could read or kill the evaluations of its own checkpoints.
HARNESS_ONLY_PREFIXES = ("RAY_",)
PASSED = ("PATH", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "TZ", "TERM", "OMP_NUM_THREADS",
          "MKL_NUM_THREADS", "TOKENIZERS_PARALLELISM", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE",
          "HF_DATASETS_OFFLINE", "CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES", "PYTHONHASHSEED")


def missing_requirements(spec: AgentSpec, env: Mapping[str, str] | None = None) -> list[str]:
    """What keeps `spec` from starting here: executables not on PATH, API keys not set (empty: ready)."""
    env = os.environ if env is None else env
    path = search_path(env)
    problems = [f"{c} is not on PATH" for c in spec.requires.commands if shutil.which(c, path=path) is None]
    for entry in spec.requires.env:
        names = [n for n in entry.split("|") if n]
        if not any(env.get(n) for n in names):
            problems.append(f"{' or '.join(names)} is not set")
    return problems


_SYSTEM = ("/usr", "/bin", "/lib", "/lib32", "/lib64", "/libx32", "/sbin", "/etc", "/opt")


def command_roots(spec: AgentSpec, env: Mapping[str, str] | None = None) -> list[Path]:
    """Folders the sandbox must show (read-only) for the agent's CLIs to run there as they do here.

    A CLI found on PATH outside the system folders (npm's or nvm's prefix, ~/.local) is often a
    link into its install tree: its bin folder and, for a `bin` folder, the prefix above it (its
    lib/, share/, node) are shown; never a home folder or `/` itself. A command of a Python
    virtual environment (`pyvenv.cfg` beside its bin/) needs its base interpreter's installation too.
    """
    env = os.environ if env is None else env
    home = os.path.realpath(os.path.expanduser("~"))
    roots: set[str] = set()
    # The installed CLIs are shown to every agent: an AutoRL-Bench folder names none it starts.
    installed = clis_dir(env) / "bin"
    commands = [*spec.requires.commands, *(sorted(p.name for p in installed.iterdir()) if installed.is_dir() else [])]
    for command in commands:
        found = shutil.which(command, path=search_path(env))
        if found is None:
            continue
        for path in {os.path.abspath(found), os.path.realpath(found)}:
            folder = os.path.dirname(path)
            if any(folder == s or folder.startswith(s + "/") for s in _SYSTEM):
                continue
            roots.add(folder)
            parent = os.path.dirname(folder)
            if os.path.basename(folder) == "bin" and parent not in ("/", home) and os.path.realpath(parent) != home:
                roots.add(parent)
                base = _venv_base(parent)
                # Never the home folder or one above it (a Python built with the home as its prefix).
                if (base is not None and not any(base == s or base.startswith(s + "/") for s in _SYSTEM)
                        and not (home == base or home.startswith(base.rstrip("/") + "/"))):
                    roots.add(base)
    return sorted(Path(r) for r in roots)


def _venv_base(folder: str) -> str | None:
    """The installation a virtual environment's interpreter comes from (`home` in its pyvenv.cfg)."""
    try:
        text = Path(folder, "pyvenv.cfg").read_text()
    except OSError:
        return None
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip() == "home" and value.strip():
            bin_dir = os.path.realpath(value.strip())
            return os.path.dirname(bin_dir) if os.path.basename(bin_dir) == "bin" else bin_dir
    return None


def check_requirements(spec: AgentSpec, env: Mapping[str, str] | None = None, driver: str | None = None) -> None:
    """Refuse to start an agent whose CLI or API key is missing (before any work is done)."""
    if driver and spec.driver is None:
        raise UsageError(f"agent {spec.name} takes no driver LLM; drop --driver (agents that take one: "
                         "see `a2rl agents`)")
    source = os.environ if env is None else env
    d = spec.driver
    if d is not None and d.required and not (driver or d.default or (d.env and source.get(d.env))):
        raise UsageError(f"agent {spec.name} has no default model: pass --driver MODEL"
                         + (f" (or set {d.env})" if d.env else ""))
    problems = missing_requirements(spec, env)
    if problems:
        raise UsageError(f"agent {spec.name} cannot start: {'; '.join(problems)} — install or set it, "
                         "or pick another --agent (`a2rl agents` shows which are ready)")


def agent_env(spec: AgentSpec, *, task: str, base_model: str, workspace: Path, model_dir: Path,
              data_dir: Path, output_dir: Path, grading_url: str,
              overrides: Mapping[str, str] | None = None, task_env: Mapping[str, str] | None = None,
              source: Mapping[str, str] | None = None, prompt_file: Path | None = None,
              driver: str | None = None) -> dict[str, str]:
    """The agent's whole environment (see PASSED for what comes from the harness's)."""
    source = os.environ if source is None else source
    names = set(PASSED) | set(spec.requires.env_names())
    env = {k: v for k, v in source.items() if not k.startswith(HARNESS_ONLY_PREFIXES)
           and (k in names or any(_matches(k, pattern) for pattern in spec.passthrough))}
    env.update(task_env or {})
    env.update(spec.env)
    env.update(overrides or {})
    env["PATH"] = search_path({**source, "PATH": env.get("PATH") or source.get("PATH") or os.defpath})
    env.update({
        "TASK": task,
        "BASE_MODEL": base_model,
        "WORKSPACE": str(workspace),
        "MODEL_PATH": str(model_dir),
        "DATA_PATH": str(data_dir),
        "OUTPUT_DIR": str(output_dir),
        "GRADING_SERVER_URL": grading_url,
        "AGENT_DIR": str(spec.folder),
        "A2RL_PYTHON": sys.executable,
        "PYTHONUNBUFFERED": "1",
    })
    if prompt_file is not None:
        env["A2RL_PROMPT_FILE"] = str(prompt_file)
    driver = driver or (spec.driver.default if spec.driver else None)
    if driver:
        env["A2RL_DRIVER"] = driver
    return env


def _matches(name: str, pattern: str) -> bool:
    return name.startswith(pattern[:-1]) if pattern.endswith("*") else name == pattern


def launcher_argv(spec: AgentSpec) -> list[str]:
    launcher = (spec.folder / spec.launcher).resolve()
    if launcher.suffix == ".sh":
        return ["bash", str(launcher)]
    if launcher.suffix == ".py":
        return [sys.executable, str(launcher)]
    return [str(launcher)]
