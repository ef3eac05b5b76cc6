"""The docker backend: an agent session in a container, under the container's limits.

The container holds the whole session (`--init` reaps, its pid namespace ends everything
with it), so the deadline is one `stop` (SIGTERM, then SIGKILL after the grace period). The
workspace is bound at its host path, so paths the agent submits mean the same on both sides;
the a2rl package is bound read-only at /opt/a2rl; the grading API comes in through its Unix
socket, relayed to the same loopback port inside (`infra._reaper`).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from infra._budget import BudgetOutcome
from infra._docker_sandbox import DockerSandbox
from infra._sandbox import AgentSandbox
from infra._sandbox_models import AGENT_HOME, DOCKER_IMAGE, PACKAGE_ROOT

__all__ = ["DockerAgentSandbox", "container_command", "container_env", "run_container_with_budget"]

IN_CONTAINER_ROOT = "/opt/a2rl"
IN_CONTAINER_AGENT = "/opt/agent"


def container_command(argv: Sequence[str], agent_dir: Path) -> tuple[list[str], dict[str, str]]:
    """The reaper and the launcher as the container sees them, and the agent folder's mount."""
    mounts: dict[str, str] = {}
    root = str(PACKAGE_ROOT)
    agent = str(agent_dir.resolve())
    if not agent.startswith(root + "/"):
        mounts[agent] = IN_CONTAINER_AGENT

    def inside(arg: str) -> str:
        if arg.startswith(root + "/"):
            return IN_CONTAINER_ROOT + arg[len(root):]
        if arg.startswith(agent + "/"):
            return IN_CONTAINER_AGENT + arg[len(agent):]
        return arg

    bootstrap = (f"import sys; sys.path.insert(0, {IN_CONTAINER_ROOT!r}); "
                 "from infra._reaper import main; sys.exit(main(sys.argv[1:]))")
    # A *.py launcher runs on the image's interpreter, wherever the harness's lives (a venv inside
    # the checkout would otherwise map to a path under /opt/a2rl that the image does not have).
    launcher = [("python" if i == 0 and a == sys.executable else inside(a)) for i, a in enumerate(argv)]
    return ["python", "-c", bootstrap, *launcher], mounts


def container_env(env: dict[str, str], agent_dir: Path, relays: dict[str, str]) -> dict[str, str]:
    """The container's environment; `relays`: `AgentSandbox.relay_env` (the services it reaches)."""
    root, agent = str(PACKAGE_ROOT), str(agent_dir.resolve())
    mapped = IN_CONTAINER_ROOT + agent[len(root):] if agent.startswith(root + "/") else IN_CONTAINER_AGENT
    return {**env, "A2RL_PYTHON": "python", "AGENT_DIR": mapped, "HOME": AGENT_HOME, "TMPDIR": "/tmp",
            "PATH": "/usr/local/bin:/usr/bin:/bin", **relays}


def run_container_with_budget(sandbox: AgentSandbox, argv: Sequence[str], *, env: dict[str, str], listen: str,
                              log_path: Path, deadline: Callable[[], float], grace_s: float,
                              watch: Callable[[], str | None] | None = None, image: str = DOCKER_IMAGE,
                              poll_s: float = 1.0, client=None) -> BudgetOutcome:
    """Run the launcher in a container until it exits, `deadline()` passes or `watch()` objects."""
    import docker

    client = client or docker.from_env()
    agent_dir = Path(env["AGENT_DIR"])
    command, mounts = container_command(argv, agent_dir)
    spec = DockerSandbox(sandbox.paths, sandbox.network, sandbox.limits, image).container_spec(
        command, container_env(env, agent_dir, sandbox.relay_env(listen)))
    spec["volumes"].update({host: {"bind": inside, "mode": "ro"} for host, inside in mounts.items()})
    started = time.monotonic()
    container = client.containers.run(**spec)
    exit_code: int | None = None
    stopped: str | None = None
    try:
        while True:
            container.reload()
            if container.status in ("exited", "dead"):
                exit_code = int(container.attrs["State"]["ExitCode"])
                break
            if time.time() >= deadline():
                break
            if watch is not None and (stopped := watch()):
                break
            time.sleep(poll_s)
        if exit_code is None:
            container.stop(timeout=max(1, int(grace_s)))
    finally:
        with open(log_path, "ab") as log:
            log.write(container.logs(stdout=True, stderr=True))
        container.remove(force=True)
    return BudgetOutcome(exit_code=exit_code, timed_out=exit_code is None and stopped is None, stopped=stopped,
                         duration_s=round(time.monotonic() - started, 3), killed_pids=[])


class DockerAgentSandbox(AgentSandbox):
    backend = "docker"
    # The container's PID namespace is not watched from outside yet.
    records_processes = False

    @property
    def relays_grader(self) -> bool:
        return True

    def _enforce(self) -> None:
        self._limits_held("container limit")
        gpus = self.limits.gpus
        if gpus is not None:
            self.report.enforced["gpus"] = ("none (no device request)" if gpus == "none" else
                                            f"{gpus} (device request: the container holds only these cards)")

    def launch(self, argv: Sequence[str], *, env: dict[str, str], cwd: Path, log_path: Path, budget_s: float,
               grace_s: float, listen: str, deadline: Callable[[], float],
               watch: Callable[[], str | None] | None = None,
               on_spawn: Callable[[int], None] | None = None) -> BudgetOutcome:
        return run_container_with_budget(self, argv, env=env, listen=listen, log_path=log_path, deadline=deadline,
                                         grace_s=grace_s, watch=watch, image=self.docker_image)
