"""What an agent's sandbox is made of and what it records: the backends and network policies, the
limits of a session, the host paths it is built from, and the report of what was enforced."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["AGENT_HOME", "AGENT_USER", "DOCKER_IMAGE", "PACKAGE_ROOT", "SOCKET_DIR", "UNRESTRICTED", "AgentLimits", "Network",
           "SandboxName", "SandboxPaths", "SandboxReport"]

SandboxName = Literal["auto", "bwrap", "docker", "none"]
Network = Literal["none", "model", "allow", "open"]
UNRESTRICTED = "UNRESTRICTED"  # how a run under `open` is marked everywhere
PACKAGE_ROOT = Path(__file__).resolve().parents[1]  # holds infra/, graders/, agents/ …
SOCKET_DIR = "/run/a2rl"  # inside the sandbox: where the grading API's Unix socket appears
AGENT_HOME = "/home/agent"
AGENT_USER = "agent"
DOCKER_IMAGE = "a2rl-agent:latest"  # built from infra/docker/Dockerfile


class AgentLimits(BaseModel):
    """What the agent's whole session may use (every process it starts, together)."""

    model_config = ConfigDict(frozen=True)

    memory_bytes: int | None = Field(None, gt=0, description="Memory of all its processes (cgroup).")
    pids: int | None = Field(4096, gt=0, description="Processes and threads at once (cgroup, RLIMIT_NPROC).")
    disk_bytes: int | None = Field(None, gt=0, description="Workspace, /tmp and home together (watched).")
    cpus: str | None = Field(None, description="CPU list it may run on, e.g. '0-3' (cgroup cpuset).")
    gpus: str | None = Field(None, description="GPUs the agent gets: nvidia-smi indices or UUIDs (0,1), all, or "
                                               "none; None: what the harness sees.")


class SandboxReport(BaseModel):
    """What the agent ran under, as recorded in the run (report, MLflow, events)."""

    backend: str = Field(description="The backend it ran under: bwrap, docker, none (or a registered one).")
    network: Network
    uid: int | None = Field(None, description="The uid the agent ran as, when it got one of its own.")
    enforced: dict[str, str] = Field(default_factory=dict,
                                     description="Limit → how it was enforced (or why it was not).")
    notes: list[str] = Field(default_factory=list)

    def line(self) -> str:
        limits = "; ".join(f"{k}: {v}" for k, v in self.enforced.items())
        head = f"{self.backend} (network {self.network})"
        if self.network == "open" and self.backend != "none":
            # The explanation is in the report's notes; the line stays short enough for a leaderboard cell.
            head = f"{self.backend} (network open, {UNRESTRICTED})"
        if self.backend == "none":
            head = "none — UNSANDBOXED (the agent could read and write whatever the harness's user can)"
        return f"{head}{'; ' + limits if limits else ''}"


class SandboxPaths(BaseModel):
    """The host paths a session's sandbox is built from."""

    model_config = ConfigDict(frozen=True)

    workspace: Path
    read_only: list[Path] = Field(default_factory=list, description="Inside the workspace, bound read-only.")
    scratch: Path = Field(description="Private folder of the session: the agent's /tmp and home live here.")
    hidden: list[Path] = Field(default_factory=list, description="Host folders the agent must never see "
                                                                 "(A2RL_HOME, data mirrors), even inside a bound one.")
    visible: list[Path] = Field(default_factory=list, description="More host folders it sees read-only, at their "
                                                                  "own paths (the agent's folder).")
    socket_dir: Path | None = Field(None, description="Holds the Unix sockets of the relayed services "
                                                      "(every network policy but open).")

    @property
    def tmp(self) -> Path:
        return self.scratch / "tmp"

    @property
    def home(self) -> Path:
        return self.scratch / "home"

    @property
    def shm(self) -> Path:
        return self.scratch / "shm"
