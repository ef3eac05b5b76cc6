"""Task discovery: every `tasks/<folder>/task.yaml` in this package, plus entry points.

A third-party package adds a task by exposing a `Task` subclass (with `folder` pointing at
its task.yaml) under the `a2rl.tasks` entry-point group; no list here needs editing.
"""

from __future__ import annotations

import importlib
import inspect
from functools import lru_cache
from importlib.metadata import entry_points
from pathlib import Path

from infra import UsageError
from tasks._spec import TaskSpec
from tasks._task import Task

ENTRY_POINT_GROUP = "a2rl.tasks"
_PACKAGE_DIR = Path(__file__).parent


def _task_class(module_name: str) -> type[Task]:
    module = importlib.import_module(module_name)
    found = [obj for obj in vars(module).values()
             if inspect.isclass(obj) and issubclass(obj, Task) and obj is not Task
             and obj.__module__ == module.__name__]
    if len(found) != 1:
        raise UsageError(f"{module_name} must define exactly one Task subclass, found {len(found)}")
    return found[0]


@lru_cache(maxsize=1)
def _discover() -> dict[str, tuple[TaskSpec, type[Task]]]:
    found: dict[str, tuple[TaskSpec, type[Task]]] = {}
    for yaml_path in sorted(_PACKAGE_DIR.glob("*/task.yaml")):
        spec = TaskSpec.load(yaml_path)
        found[spec.name] = (spec, _task_class(f"tasks.{yaml_path.parent.name}.task"))
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        cls = ep.load()
        spec = TaskSpec.load(Path(cls.folder) / "task.yaml")
        found.setdefault(spec.name, (spec, cls))
    return found


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
