"""How an agent is started: the AutoRL-Bench environment variables and the launcher command."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Mapping

from agents._spec import AgentSpec
from infra import UsageError

# Harness state the agent must not be pointed at.
# The judge's key and the data mirror (which holds the sealed splits' source) stay with the harness.
_HIDDEN_VARS = ("A2RL_HOME", "MLFLOW_TRACKING_URI", "RAY_ADDRESS", "PREFECT_HOME", "PREFECT_API_URL",
                "A2RL_DATA_DIR")
_HIDDEN_PREFIXES = ("PREFECT_", "A2RL_JUDGE")


def check_requirements(spec: AgentSpec, env: Mapping[str, str] | None = None) -> None:
    """Refuse to start an agent whose CLI or API key is missing (before any work is done)."""
    env = os.environ if env is None else env
    missing = [c for c in spec.requires.commands if shutil.which(c, path=env.get("PATH")) is None]
    if missing:
        raise UsageError(f"agent {spec.name} needs {', '.join(missing)} on PATH; install it or pick another --agent")
    unset = [v for v in spec.requires.env if not env.get(v)]
    if unset:
        raise UsageError(f"agent {spec.name} needs {', '.join(unset)} set in the environment")


def agent_env(spec: AgentSpec, *, task: str, base_model: str, workspace: Path, model_dir: Path,
              data_dir: Path, output_dir: Path, grading_url: str,
              overrides: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in _HIDDEN_VARS and not k.startswith(_HIDDEN_PREFIXES)}
    env.update(spec.env)
    env.update(overrides or {})
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
    return env


def launcher_argv(spec: AgentSpec) -> list[str]:
    launcher = (spec.folder / spec.launcher).resolve()
    if launcher.suffix == ".sh":
        return ["bash", str(launcher)]
    if launcher.suffix == ".py":
        return [sys.executable, str(launcher)]
    return [str(launcher)]
