"""The deployments in `prefect.yaml`, served by `a2rl serve` (or deployed to a work pool by `prefect deploy`).

One file says what the deployments are, their parameters and schedules; `a2rl serve` reads it
instead of a second list in code, so what is served locally is what a work pool would run.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from infra import UsageError

PREFECT_YAML = "prefect.yaml"


class ScheduleSpec(BaseModel):
    """One entry of a deployment's `schedules:` (Prefect's own keys)."""

    model_config = ConfigDict(extra="ignore")

    cron: str | None = None
    interval: float | None = Field(None, gt=0, description="Seconds.")
    rrule: str | None = None
    timezone: str | None = None
    active: bool = True

    @model_validator(mode="after")
    def _one_kind(self) -> ScheduleSpec:
        if sum(x is not None for x in (self.cron, self.interval, self.rrule)) != 1:
            raise ValueError("a schedule needs exactly one of cron, interval or rrule")
        return self

    def to_prefect(self):
        from prefect.schedules import Cron, Interval, RRule

        if self.cron is not None:
            return Cron(self.cron, timezone=self.timezone, active=self.active)
        if self.interval is not None:
            return Interval(self.interval, timezone=self.timezone, active=self.active)
        return RRule(self.rrule, timezone=self.timezone, active=self.active)


class DeploymentSpec(BaseModel):
    """One entry of `deployments:` in prefect.yaml; keys a2rl does not use (work_pool, pull …) are kept for
    `prefect deploy`."""

    model_config = ConfigDict(extra="ignore")

    name: str
    entrypoint: str = Field(description="`flows/_sweep.py:sweep` (prefect deploy's form) or `flows._sweep:sweep`.")
    description: str | None = None
    parameters: dict[str, Any] = Field(default_factory=dict)
    schedules: list[ScheduleSpec] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    concurrency_limit: int | None = None

    @property
    def module_path(self) -> tuple[str, str]:
        """The entrypoint as an importable module and attribute: served from an installed a2rl, not a checkout."""
        target, _, attr = self.entrypoint.partition(":")
        if not attr:
            raise ValueError(f"entrypoint {self.entrypoint!r} must look like flows/_sweep.py:sweep")
        if target.endswith(".py"):
            target = target[: -len(".py")].replace("/", ".")
        return target, attr

    def load_flow(self):
        module, attr = self.module_path
        try:
            return getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError) as exc:
            raise UsageError(f"deployment {self.name}: entrypoint {self.entrypoint} does not name a flow ({exc})") from None

    def to_runner_deployment(self):
        """A deployment `prefect.serve` runs in this process's runner."""
        from prefect.deployments.runner import EntrypointType

        flow = self.load_flow()
        return flow.to_deployment(
            name=self.name, description=self.description, parameters=self.parameters, tags=self.tags,
            schedules=[s.to_prefect() for s in self.schedules] or None, concurrency_limit=self.concurrency_limit,
            entrypoint_type=EntrypointType.MODULE_PATH)


def default_file() -> Path:
    """./prefect.yaml, else the project's own (beside the installed packages in a checkout)."""
    here = Path(PREFECT_YAML)
    if here.is_file():
        return here
    return Path(__file__).resolve().parents[1] / PREFECT_YAML


def load_deployments(path: Path, only: list[str] | None = None) -> list[DeploymentSpec]:
    """The deployments of a prefect.yaml, checked: a bad entry is one line naming it and the fix."""
    if not path.is_file():
        raise UsageError(f"no {path}: give --file PATH to a prefect.yaml with `deployments:` (the project's own "
                         f"is at the root of the a2rl checkout)")
    try:
        doc = yaml.safe_load(path.read_text()) or {}
    except yaml.YAMLError as exc:
        raise UsageError(f"{path} is not YAML: {exc}") from None
    specs = []
    for i, raw in enumerate(doc.get("deployments") or []):
        try:
            spec = DeploymentSpec.model_validate(raw)
            spec.module_path  # noqa: B018  checked now
        except (ValidationError, ValueError) as exc:
            name = raw.get("name", f"#{i + 1}") if isinstance(raw, dict) else f"#{i + 1}"
            raise UsageError(f"{path}: deployment {name}: {str(exc).splitlines()[0]}") from None
        if not only or spec.name in only:
            specs.append(spec)
    if not specs:
        names = ", ".join(d.get("name", "?") for d in doc.get("deployments") or [] if isinstance(d, dict))
        raise UsageError(f"{path} has no deployment {'named ' + ', '.join(only) if only else ''}"
                         f" (it has: {names or 'none'})")
    return specs
