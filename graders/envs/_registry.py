"""Environment discovery: the engine's own in `graders/envs/*.py`, each task folder's env.py (through
the tasks registry), plus entry points.

A third-party package adds an environment by exposing its class under the `a2rl.envs`
entry-point group. Modules are imported only when an environment is asked for, so a
missing optional dependency (textworld, gymnasium) only matters to the tasks that use it.
"""

from __future__ import annotations

import importlib
import inspect
from functools import lru_cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from infra import UsageError
from tasks import EnvContext, Environment, task_env, task_env_names

ENTRY_POINT_GROUP = "a2rl.envs"
_HERE = Path(__file__).parent


@lru_cache(maxsize=1)
def _modules() -> dict[str, str]:
    """env name → module, read from each module's `ENV_NAME` without importing it."""
    found: dict[str, str] = {}
    for path in sorted(_HERE.glob("[!_]*.py")):
        for line in path.read_text().splitlines():
            if line.startswith("ENV_NAME = "):
                found[line.split("=", 1)[1].strip().strip("\"'")] = f"graders.envs.{path.stem}"
    return found


def _load(name: str) -> type[Environment]:
    module_name = _modules().get(name)
    if module_name is not None:
        module = importlib.import_module(module_name)
        for obj in vars(module).values():
            if inspect.isclass(obj) and issubclass(obj, Environment) and getattr(obj, "name", None) == name:
                return obj
        raise UsageError(f"{module_name} declares ENV_NAME={name!r} but defines no Environment with that name")
    found = task_env(name)
    if found is not None:
        return found
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name == name:
            return ep.load()
    raise UsageError(f"unknown environment {name!r}; available: {', '.join(list_envs())}")


def list_envs() -> list[str]:
    return sorted({*_modules(), *task_env_names(), *(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP))})


def make_env(name: str, context: EnvContext, options: dict[str, Any] | None = None) -> Environment:
    """Build environment `name` with `options` (the `env.options` of a task.yaml)."""
    cls = _load(name)
    try:
        return cls(context, **(options or {}))
    except TypeError as exc:
        raise UsageError(f"environment {name!r} rejected its options {options}: {exc}") from exc
