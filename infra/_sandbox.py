"""Where an agent runs: bubblewrap, a Docker container, or (only when asked for) a plain process.

`bwrap` (the default where it works): new pid, ipc, uts and (under every network policy but
`open`) network namespaces; the agent sees the system (/usr, /etc, /lib…), the Python environment and the a2rl
package read-only, its workspace read-write with `data/` and `models/` read-only, a private
/tmp and home, and nothing else: not `grader/`, not other runs, not A2RL_HOME (the data cache
with the sealed splits), not a `--data-dir` mirror, not the user's home or credentials. As root
it runs as a uid of its own (so it cannot touch files it did not create, and RLIMIT_NPROC
counts only its processes); memory, processes and CPUs are capped by a cgroup where one can be
made. Without `open`, the harness's services the policy lets it reach (the grading API; under
`model` and `allow` also the recording model proxy and the egress proxy, `infra._egress`) are
Unix sockets bound into the sandbox, which `infra._reaper` serves on the same loopback ports
inside: nothing else on the host, its loopback included, is reachable.

`docker`: the same policy as a container (`infra/docker/Dockerfile`), with memory, pids, CPU
and GPU limits and a network mode; see `DockerSandbox.container_spec`.

`none`: a plain subprocess with a cleared environment. It reads and writes whatever the
harness's user can; allowed only with an explicit opt-in, and every report says so.

Each backend is a subclass of `AgentSandbox` (`infra._sandbox_bwrap`, `infra._sandbox_docker`,
`infra._sandbox_plain`), found by its `backend` name (`infra._backends.make_sandbox`); which one
works here: `infra._sandbox_choice`.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import ClassVar

from infra._budget import BudgetOutcome, run_with_budget
from infra._sandbox_models import (
    DOCKER_IMAGE,
    SOCKET_DIR,
    UNRESTRICTED,
    AgentLimits,
    Network,
    SandboxPaths,
    SandboxReport,
)

__all__ = ["AgentSandbox"]


class AgentSandbox(ABC):
    """The sandbox of one agent session: what it needs before, around and after the agent runs.

    A backend subclasses it, names itself (`backend`) and is registered by that name.
    """

    backend: ClassVar[str]
    registry: ClassVar[dict[str, type[AgentSandbox]]] = {}
    private_home: ClassVar[bool] = False  # the agent has a home of its own (a2rl writes the CLIs' start-up files)
    records_processes: ClassVar[bool] = True  # the harness can watch the session's processes from outside

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if "backend" in vars(cls):
            AgentSandbox.registry[cls.backend] = cls

    def __init__(self, network: Network, limits: AgentLimits, paths: SandboxPaths, name: str,
                 docker_image: str = DOCKER_IMAGE) -> None:
        self.network, self.limits, self.paths, self.name = network, limits, paths, name
        self.docker_image = docker_image
        self.uid: int | None = None
        self.cgroup = None
        self.report = SandboxReport(backend=self.backend, network=network)
        if network == "open" and self.backend != "none":
            self.report.notes.append(f"network open ({UNRESTRICTED}): the agent shared the host's network, the "
                                     "harness's own services on loopback included, and nothing it reached was "
                                     "recorded")
        self._socket_dir: Path | None = None
        self._relays: dict[str, str] = {}  # name → the loopback address it is served on inside

    @property
    def relays_grader(self) -> bool:
        """The agent reaches the harness only through Unix sockets (no shared network with it)."""
        return False

    @property
    def socket_path(self) -> Path | None:
        """The grading API's Unix socket (None: the agent shares the harness's network)."""
        return self.socket_for("grader")

    def socket_for(self, name: str) -> Path | None:
        if not self.relays_grader:
            return None
        if self._socket_dir is None:
            # Unix socket paths are limited to ~100 bytes: a short folder of its own, not the run dir.
            self._socket_dir = Path(tempfile.mkdtemp(prefix="a2rl-sock-"))
            os.chmod(self._socket_dir, 0o755)
        return self._socket_dir / f"{name}.sock"

    def relay(self, name: str, listen: str) -> Path | None:
        """Serve the harness's Unix socket `name` at `listen` (host:port) inside the sandbox; its host path."""
        path = self.socket_for(name)
        if path is not None:
            self._relays[name] = listen
        return path

    def relay_env(self, listen: str | None) -> dict[str, str]:
        """`A2RL_RELAYS` for the session's first process: every relayed service, the grader's at `listen`."""
        relays = {**({"grader": listen} if listen else {}), **self._relays}
        if not self.relays_grader or not relays:
            return {}
        return {"A2RL_RELAYS": json.dumps([[address, f"{SOCKET_DIR}/{name}.sock"]
                                           for name, address in sorted(relays.items())])}

    def start(self) -> None:
        """Scratch folders, the backend's limits; and the record of what is enforced."""
        if self.socket_path is not None:
            self.paths = self.paths.model_copy(update={"socket_dir": self.socket_path.parent})
        self._enforce()
        lim = self.limits
        if lim.disk_bytes is not None:
            self.report.enforced["disk"] = (f"{_fmt('disk', lim.disk_bytes)} (watched every second; "
                                            "RLIMIT_FSIZE per file)")
        if lim.gpus is not None:
            self.report.enforced.setdefault("gpus", f"{lim.gpus} (CUDA_VISIBLE_DEVICES only: the agent could unset it)")

    @abstractmethod
    def _enforce(self) -> None:
        """Set up the backend's limits and say in `report.enforced` how each is held."""

    def _limits_held(self, how: str) -> None:
        for key, value in (("memory", self.limits.memory_bytes), ("pids", self.limits.pids),
                           ("cpus", self.limits.cpus)):
            if value is not None:
                self.report.enforced[key] = f"{_fmt(key, value)} ({how})"

    def disk_paths(self) -> list[Path]:
        return [self.paths.workspace, self.paths.scratch]

    def command(self, inner: list[str], env: dict[str, str], listen: str | None = None) -> tuple[list[str], dict]:
        """(argv, environment) of the session's first process: `inner` (the reaper and the launcher)
        with `env`, the agent's environment; `listen` is the loopback address it calls the grader at."""
        lim = self.limits
        env = dict(env)
        if lim.gpus == "none":
            env["CUDA_VISIBLE_DEVICES"] = ""
        elif lim.gpus is not None and lim.gpus.strip() not in ("", "all"):  # CUDA reads "all" as no device
            env["CUDA_VISIBLE_DEVICES"] = lim.gpus
            env["CUDA_DEVICE_ORDER"] = "PCI_BUS_ID"  # --gpus counts as nvidia-smi does, not fastest-first
        if lim.disk_bytes is not None:
            env["A2RL_SANDBOX_FSIZE"] = str(lim.disk_bytes)
        return inner, env

    def launch(self, argv: Sequence[str], *, env: dict[str, str], cwd: Path, log_path: Path, budget_s: float,
               grace_s: float, listen: str, deadline: Callable[[], float],
               watch: Callable[[], str | None] | None = None,
               on_spawn: Callable[[int], None] | None = None) -> BudgetOutcome:
        """Run the agent's launcher in the sandbox until it exits, `deadline()` passes or `watch()` objects."""
        return run_with_budget(argv, env=env, cwd=cwd, log_path=log_path, budget_s=budget_s, grace_s=grace_s,
                               sandbox=self, listen=listen, deadline=deadline, watch=watch, on_spawn=on_spawn)

    def finish(self) -> SandboxReport:
        """What the backend measured; its resources and the socket folder removed."""
        self._release()
        if self._socket_dir is not None:
            shutil.rmtree(self._socket_dir, ignore_errors=True)
        return self.report

    def _release(self) -> None:
        """Hook: the backend's usage into the report, and what it holds released."""


def _fmt(key: str, value: object) -> str:
    if key in ("memory", "disk") and isinstance(value, int):
        return f"{value / 2**30:.1f} GiB"
    return str(value)
