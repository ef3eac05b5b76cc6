"""Task discovery: every `tasks/<folder>/task.yaml` in this package, plus entry points.

A folder is the whole task: task.yaml, task.py (its `Task` and, through `Task.scorer`, how it is
scored) and, for an online task, env.py (its `Environment`, named by a module-level `ENV_NAME`).
Besides this package's folders, every folder with a task.yaml under the directories of
`A2RL_TASKS` (os.pathsep-separated) is a task: a new task is one folder, wherever it lives. A
third-party package can instead expose a `Task` subclass (with `folder` pointing at its task.yaml)
under the `a2rl.tasks` entry-point group, and its environment under `a2rl.envs`. No list here
needs editing.
"""

from __future__ import annotations

import importlib
import inspect
import os
import sys
from functools import lru_cache
from importlib.metadata import entry_points
from pathlib import Path

from infra import UsageError
from tasks._env import Environment
from tasks._spec import TaskSpec
from tasks._task import Task

ENTRY_POINT_GROUP = "a2rl.tasks"
TASKS_VAR = "A2RL_TASKS"
_PACKAGE_DIR = Path(__file__).parent


@lru_cache(maxsize=1)
def _folders() -> list[tuple[Path, str]]:
    """(task folder, its module prefix): this package's, then those under $A2RL_TASKS."""
    found = [(p.parent, f"tasks.{p.parent.name}") for p in sorted(_PACKAGE_DIR.glob("*/task.yaml"))]
    for root in filter(None, os.environ.get(TASKS_VAR, "").split(os.pathsep)):
        root_path = Path(root).expanduser().resolve()
        if not root_path.is_dir():
            raise UsageError(f"{TASKS_VAR} names {root}, which is not a folder; set it to the folder that "
                             f"holds your task folders (each with a task.yaml)")
        if str(root_path) not in sys.path:
            # A task folder imports as a package of its own name; appended, so it never shadows an
            # installed module (`_import` says to rename a folder whose name is taken).
            sys.path.append(str(root_path))
        found += [(p.parent, p.parent.name) for p in sorted(root_path.glob("*/task.yaml"))]
    return found


def _import(module_name: str, folder: Path):
    module = importlib.import_module(module_name)
    where = Path(getattr(module, "__file__", "") or "").resolve().parent
    if where != folder.resolve():
        raise UsageError(f"the task folder {folder} imports as {module_name!r}, but that name is taken by "
                         f"{where}; rename the folder")
    return module


def _task_class(module_name: str, folder: Path) -> type[Task]:
    module = _import(module_name, folder)
    found = [obj for obj in vars(module).values()
             if inspect.isclass(obj) and issubclass(obj, Task) and obj is not Task
             and obj.__module__ == module.__name__]
    if len(found) != 1:
        raise UsageError(f"{module_name} must define exactly one Task subclass, found {len(found)}")
    if not hasattr(found[0], "folder"):
        found[0].folder = folder  # its task.yaml and description.md are beside it
    return found[0]


@lru_cache(maxsize=1)
def _discover() -> dict[str, tuple[TaskSpec, type[Task]]]:
    found: dict[str, tuple[TaskSpec, type[Task]]] = {}
    for folder, prefix in _folders():
        spec = TaskSpec.load(folder / "task.yaml")
        if spec.name in found:
            raise UsageError(f"two tasks are named {spec.name!r} ({folder} and {found[spec.name][1].folder}); "
                             f"rename one in its task.yaml")
        found[spec.name] = (spec, _task_class(f"{prefix}.task", folder))
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        cls = ep.load()
        spec = TaskSpec.load(Path(cls.folder) / "task.yaml")
        found.setdefault(spec.name, (spec, cls))
    return found


@lru_cache(maxsize=1)
def _env_modules() -> dict[str, tuple[str, Path]]:
    """env name → module, read from each task folder's env.py (`ENV_NAME = ...`) without importing it:
    a task's optional dependency (textworld, alfworld) matters only when its environment is asked for."""
    found: dict[str, tuple[str, Path]] = {}
    for folder, prefix in _folders():
        path = folder / "env.py"
        for line in path.read_text().splitlines() if path.is_file() else ():
            if line.startswith("ENV_NAME = "):
                found[line.split("=", 1)[1].strip().strip("\"'")] = (f"{prefix}.env", folder)
    return found


def task_env_names() -> list[str]:
    """The environments the task folders define."""
    return sorted(_env_modules())


def task_env(name: str) -> type[Environment] | None:
    """The Environment class a task folder defines under `name`, or None when none does."""
    if name not in _env_modules():
        return None
    module_name, folder = _env_modules()[name]
    module = _import(module_name, folder)
    for obj in vars(module).values():
        if inspect.isclass(obj) and issubclass(obj, Environment) and getattr(obj, "name", None) == name:
            return obj
    raise UsageError(f"{module_name} declares ENV_NAME={name!r} but defines no Environment with that name")


def list_tasks() -> list[TaskSpec]:
    return [spec for spec, _ in _discover().values()]


def default_task_name() -> str:
    defaults = [spec.name for spec in list_tasks() if spec.default]
    if len(defaults) != 1:
        raise UsageError(f"exactly one task must be marked default: true, found {defaults}")
    return defaults[0]


def get_task(name: str | None = None, protocol: str | None = None) -> Task:
    """The task called `name` (the default task when None).

    `name` may carry a protocol (`humaneval:paper`), as `Task.name` does for non-default ones,
    so a task can be rebuilt anywhere (a Ray actor, the grading server) from its name alone.
    """
    name = name or default_task_name()
    name, _, named_protocol = name.partition(":")
    if named_protocol and protocol and named_protocol != protocol:
        raise UsageError(f"task {name}:{named_protocol} and --protocol {protocol} disagree; give one")
    tasks = _discover()
    if name not in tasks:
        raise UsageError(f"unknown task {name!r}; available: {', '.join(sorted(tasks))} (see `a2rl tasks`)")
    spec, cls = tasks[name]
    return cls(spec.with_protocol(protocol or named_protocol or None))
