"""Settings of one benchmark run, built once at the entry point and passed down."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from agents.recording._config import RecordingConfig
from graders import EvalConfig
from infra import DOCKER_IMAGE, A2RLHome, AgentLimits, Network, UsageError

Selection = Literal["validation", "best-test"]
Clock = Literal["wall", "exclude-scoring"]
Integrity = Literal["report", "strict"]
DEFAULT_BUDGET = "8m"
_SIZE_UNITS = {"": 1, "b": 1, "k": 2**10, "kb": 2**10, "m": 2**20, "mb": 2**20, "g": 2**30, "gb": 2**30,
               "t": 2**40, "tb": 2**40}

_UNITS = {"s": 1, "sec": 1, "m": 60, "min": 60, "h": 3600, "hr": 3600, "d": 86400}
_PART = re.compile(r"(\d+(?:\.\d+)?)\s*(s|sec|m|min|h|hr|d)?", re.IGNORECASE)


def parse_budget(text: str | float | int) -> float:
    """A positive duration: `90`, `90s`, `10m`, `1.5h`, `2h30m`.

    >>> parse_budget("2h30m")
    9000.0
    >>> parse_budget("90")
    90.0
    """
    raw = str(text).strip().lower().replace(" ", "")
    pos, total = 0, 0.0
    while pos < len(raw):
        match = _PART.match(raw, pos)
        if not match or match.end() == pos:
            break
        total += float(match.group(1)) * _UNITS[(match.group(2) or "s").lower()]
        pos = match.end()
    if not raw or pos != len(raw) or total <= 0:
        raise UsageError(f"budget {text!r} is not a positive duration; write it like 90s, 10m, 1.5h or 2h30m")
    return total


def parse_size(text: str) -> int:
    """A positive size in bytes: `512m`, `16g`, `1.5GB`, `1048576`.

    >>> parse_size("16g"), parse_size("512MB")
    (17179869184, 536870912)
    """
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kmgt]?b?)\s*", str(text).lower())
    if not match or float(match.group(1)) <= 0:
        raise UsageError(f"size {text!r} is not a positive size; write it like 512m, 16g or 1.5t")
    return int(float(match.group(1)) * _SIZE_UNITS[match.group(2)])


class SandboxConfig(BaseModel):
    """How the agent is isolated (see infra._sandbox and docs/threat-model.md)."""

    model_config = ConfigDict(frozen=True)

    backend: Literal["auto", "bwrap", "docker", "none"] = Field("auto", description="auto: bwrap, else docker.")
    network: Network | None = Field(
        None, description="none: no network, the grader relayed; model: the grader and the recording model proxy "
                          "only; allow: also the hosts of allow_hosts, through the egress proxy; open: the host's "
                          "network, loopback included (marked UNRESTRICTED). None: allow when allow_hosts is "
                          "given, else model for agents that declare `requires.network` (an LLM API), else none.")
    allow_hosts: tuple[str, ...] = Field((), description="Hosts the agent may reach under network allow "
                                                         "(`pypi.org`, `.example.org` with subdomains, `host:port`).")
    allow_unsandboxed: bool = Field(False, description="Required for backend none.")
    limits: AgentLimits = Field(default_factory=AgentLimits)
    docker_image: str = DOCKER_IMAGE

    @field_validator("allow_hosts", mode="before")
    @classmethod
    def _split_hosts(cls, value):
        if isinstance(value, str):
            value = [value]
        return tuple(h.strip() for v in value or () for h in str(v).split(",") if h.strip())

    @model_validator(mode="after")
    def _hosts_need_allow(self) -> SandboxConfig:
        if self.allow_hosts and self.network not in (None, "allow"):
            raise ValueError(f"allow_hosts ({', '.join(self.allow_hosts)}) needs network allow, not "
                             f"{self.network}: drop --network {self.network} or the --allow-host list")
        for host in self.allow_hosts:
            if not re.fullmatch(r"(\*\.|\.)?[A-Za-z0-9.-]+(:\d{1,5})?", host):
                raise ValueError(f"--allow-host {host!r} is not a host name; write it like pypi.org, "
                                 ".pythonhosted.org (with subdomains) or example.org:8443")
        return self

    def policy_for(self, calls_out: bool) -> Network:
        """The network policy of a run whose agent calls out (an LLM API) or not."""
        if self.network is not None:
            return self.network
        return "allow" if self.allow_hosts else "model" if calls_out else "none"


class RunConfig(BaseModel):
    """Everything `benchmark_run` needs; the CLI, sweeps and deployments all build one."""

    model_config = ConfigDict(frozen=True)

    task: str = Field(description="Task name (see `a2rl tasks`).")
    agent: str = Field(description="Agent name (see `a2rl agents`).")
    model: str = Field(description="Built-in name, local directory or hub id.")
    budget_s: float = Field(gt=0, description="The agent's wall-clock budget.")
    seed: int = Field(0, description="Passed to the agent as A2RL_SEED.")
    selection: Selection = Field("validation", description="How the final submission is chosen.")
    home: Path = Field(default_factory=lambda: A2RLHome.resolve().root,
                       description="A2RL_HOME: all state of the run lives under it (default: $A2RL_HOME of the "
                                   "process that builds the config, else ./.a2rl).")
    data_dir: Path | None = Field(None, description="Local mirror of the task's source data.")
    run_id: str | None = Field(None, description="Fixed run id (default: <UTC time>-<task>-<agent>).")
    agent_env: dict[str, str] = Field(default_factory=dict, description="Extra environment for the agent.")
    eval: EvalConfig = Field(default_factory=EvalConfig)
    max_artifact_factor: float = Field(3.0, gt=0, description="Largest accepted checkpoint, as a multiple of the base model's size.")
    grace_s: float = Field(5.0, ge=0, description="Seconds between SIGTERM and SIGKILL at the deadline.")
    sandbox: SandboxConfig = Field(default_factory=SandboxConfig)
    clock: Clock = Field("wall", description="exclude-scoring: the agent's clock stops while its submissions "
                                             "are scored (METR-style); wall: it never stops.")
    warn_s: float | None = Field(None, gt=0, description="Warn the agent this long before the end "
                                                         "(default: a tenth of the budget, 30 s to 10 min).")
    driver: str | None = Field(None, description="The agent CLI's driver LLM (A2RL_DRIVER; agents with "
                                                 "agent.yaml `driver`).")
    recording: RecordingConfig = Field(default_factory=RecordingConfig)
    reprompt: int = Field(0, ge=0, description="Start the agent again with a continuation note when it exits "
                                               "with budget left, up to this many times (AutoRL-Bench: 0).")
    integrity: Integrity = Field("report", description="strict: a submission with a disqualifying integrity flag "
                                                       "(contamination, changed chat template …) scores as the "
                                                       "baseline (PostTrainBench's rule); report: flags are only shown.")
    narrative: bool = Field(False, description="Have the judge's LLM (eval.judge / A2RL_JUDGE) write "
                                               "report/narrative.md, marked as generated.")

    @property
    def warning_s(self) -> float:
        return self.warn_s if self.warn_s is not None else min(600.0, max(30.0, self.budget_s / 10))
