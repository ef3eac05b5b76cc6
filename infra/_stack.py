"""The local team stack: a Prefect server and an MLflow tracking server for one state folder.

Without it every `a2rl` command gets Prefect's temporary server (gone when the command ends, so
nothing shows in a UI) and writes MLflow to a sqlite file. `Stack.up()` starts both servers as
background processes on 127.0.0.1 (neither has a login), on the state folder's own databases
(`<home>/prefect/prefect.db`, `<home>/mlflow.db`), so earlier runs stay visible; `a2rl` commands on
that home then talk to them (`Stack.env()`). State and logs are under `<home>/stack/`.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from infra._errors import A2RLError, UsageError
from infra._files import file_lock
from infra._home import A2RLHome

HOST = "127.0.0.1"
ServiceName = Literal["prefect", "mlflow"]
SERVICES: tuple[ServiceName, ...] = ("prefect", "mlflow")
PORT_FLAG = {"prefect": "--prefect-port", "mlflow": "--mlflow-port"}
DEFAULT_PORTS = {"prefect": 4200, "mlflow": 5000}
_TITLE = {"prefect": "Prefect server", "mlflow": "MLflow server"}
# Every process of the stack carries this in its environment (children inherit it), so `down`
# finds what it started even in a process group whose leader is gone, and nothing else.
MARKER = "A2RL_STACK_HOME"
# Client settings in the caller's environment must not leak into the servers: a Prefect server
# with PREFECT_API_URL / PREFECT_UI_API_URL elsewhere would send its UI there.
_CLIENT_VARS = ("PREFECT_API_URL", "PREFECT_UI_API_URL", "PREFECT_API_KEY", "MLFLOW_TRACKING_URI")


class StackError(A2RLError):
    """A server of the stack did not come up (exit code 1); the message names its log."""


class ServiceState(BaseModel):
    """One started server, as `<home>/stack/stack.json` records it."""

    name: ServiceName
    pid: int = Field(description="The server's main process (leader of its own session).")
    pgid: int = Field(description="Its process group: the workers it spawns are in it too.")
    port: int
    url: str = Field(description="The UI's address.")
    health_url: str
    log: Path
    started_at: float = Field(description="Epoch seconds.")
    proc_start: int = Field(description="Start time of `pid` in clock ticks after boot (/proc/<pid>/stat): "
                                        "tells the server from a later process that got its pid.")


class StackState(BaseModel):
    home: Path
    services: list[ServiceState] = []


class ServiceStatus(BaseModel):
    name: ServiceName
    running: bool = Field(description="Its main process is alive.")
    healthy: bool = Field(description="It answers its health check over HTTP.")
    url: str | None = None
    port: int | None = None
    pid: int | None = None
    log: Path


class StackStatus(BaseModel):
    home: Path
    up: bool = Field(description="Every server is running.")
    healthy: bool = Field(description="Every server answers its health check.")
    already_up: bool = Field(False, description="`up` found the stack up and healthy and did nothing.")
    services: list[ServiceStatus]
    env: dict[str, str] = Field(description="What clients set to use the stack (empty when it is down).")
    state_file: Path


def _stat(pid: int) -> tuple[str, int, int] | None:
    """(state, process group, start time in ticks) of a process, None when there is none."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        return fields[0].decode(), int(fields[2]), int(fields[19])
    except (OSError, ValueError, IndexError):
        return None


def _alive(pid: int) -> bool:
    found = _stat(pid)
    return found is not None and found[0] not in ("Z", "X")  # a zombie has exited; it holds nothing


def _processes() -> Iterator[tuple[int, int, bytes | None]]:
    """(pid, process group, environment or None when unreadable) of every live process but this one."""
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        pid = int(entry.name)
        stat = _stat(pid)
        if stat is None or stat[0] in ("Z", "X"):
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as fh:
                env = fh.read()
        except OSError:
            env = None  # gone, or not ours to read
        yield pid, stat[1], env


def _stack_processes(groups: set[int], home: Path) -> list[int]:
    """Live processes in `groups` or carrying the stack's marker for `home`."""
    want = f"{MARKER}={home}".encode()
    return [pid for pid, pgid, env in _processes() if pgid in groups or (env and want in env.split(b"\0"))]


def port_taken(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        # As the servers bind: a port in TIME_WAIT after a `down` is free, a listening one is not.
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((HOST, port))
        except OSError:
            return True
    return False


def _healthy(url: str, timeout_s: float = 2.0) -> bool:
    # No proxy: an http_proxy in the environment must not carry a loopback health check elsewhere.
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=timeout_s) as resp:
            return resp.status == 200
    except (urllib.error.URLError, OSError, ValueError):
        return False


def _tail(path: Path, lines: int = 15) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return "(no log written)"
    return "\n".join(text.rstrip().splitlines()[-lines:]) or "(log is empty)"


class Stack(BaseModel):
    """The Prefect + MLflow servers of one state folder."""

    model_config = ConfigDict(frozen=True)

    home: A2RLHome

    @property
    def dir(self) -> Path:
        return self.home.root / "stack"

    @property
    def state_file(self) -> Path:
        return self.dir / "stack.json"

    def log(self, name: ServiceName) -> Path:
        return self.dir / f"{name}.log"

    # -- state ----------------------------------------------------------------------------------

    def _load(self) -> StackState | None:
        try:
            return StackState.model_validate_json(self.state_file.read_text())
        except (OSError, ValueError):
            return None

    def _save(self, state: StackState) -> None:
        tmp = self.state_file.with_suffix(".json.tmp")
        tmp.write_text(state.model_dump_json(indent=2) + "\n")
        tmp.replace(self.state_file)

    @contextlib.contextmanager
    def _lock(self) -> Iterator[None]:
        """One `up` or `down` at a time per home (a second waits for the first)."""
        with file_lock(self.dir / "stack"):
            yield

    @staticmethod
    def _running(service: ServiceState) -> bool:
        stat = _stat(service.pid)
        return stat is not None and stat[0] not in ("Z", "X") and stat[2] == service.proc_start

    def running(self) -> list[ServiceState]:
        """The recorded servers whose main process is alive (no HTTP: cheap enough for every command)."""
        state = self._load()
        return [s for s in state.services if self._running(s)] if state else []

    def env(self) -> dict[str, str]:
        """The client environment for the servers that are running; empty when the stack is down."""
        out = {}
        for service in self.running():
            if service.name == "prefect":
                out["PREFECT_API_URL"] = f"http://{HOST}:{service.port}/api"
            else:
                out["MLFLOW_TRACKING_URI"] = f"http://{HOST}:{service.port}"
        return out

    def status(self) -> StackStatus:
        state = self._load()
        recorded = {s.name: s for s in state.services} if state else {}
        rows = []
        for name in SERVICES:
            service = recorded.get(name)
            running = service is not None and self._running(service)
            rows.append(ServiceStatus(
                name=name, running=running, healthy=running and _healthy(service.health_url),
                url=service.url if running else None, port=service.port if running else None,
                pid=service.pid if running else None, log=self.log(name)))
        return StackStatus(home=self.home.root, up=all(r.running for r in rows), healthy=all(r.healthy for r in rows),
                           services=rows, env=self.env(), state_file=self.state_file)

    # -- up -------------------------------------------------------------------------------------

    def up(self, prefect_port: int = DEFAULT_PORTS["prefect"], mlflow_port: int = DEFAULT_PORTS["mlflow"], timeout_s: float = 120) -> StackStatus:
        """Start both servers and wait until they answer over HTTP; a no-op when they already do."""
        ports: dict[ServiceName, int] = {"prefect": prefect_port, "mlflow": mlflow_port}
        for name, port in ports.items():
            if not 1 <= port <= 65535:
                raise UsageError(f"{PORT_FLAG[name]} {port} is not a port: give one in 1-65535")
        if prefect_port == mlflow_port:
            raise UsageError(f"--prefect-port and --mlflow-port are both {prefect_port}: give them different ports")
        self.home.ensure()
        with self._lock():
            current = self.status()
            if current.up and current.healthy:
                return current.model_copy(update={"already_up": True})
            if self._load() is not None:
                # Left by a crash or a half-started stack: nothing of it may hold a port or a database.
                self._stop()
            for name, port in ports.items():
                if port_taken(port):
                    raise UsageError(f"port {port} on {HOST} is in use (another {_TITLE[name]}?): "
                                     f"a2rl stack up {PORT_FLAG[name]} {port + 1}")
            state = StackState(home=self.home.root)
            try:
                for name in SERVICES:
                    state.services.append(self._spawn(name, ports[name]))
                    self._save(state)  # at once: a `down` after a killed `up` still finds it
                self._wait(state, timeout_s)
            except BaseException:
                self._stop()
                raise
        return self.status()

    def _command(self, name: ServiceName, port: int) -> tuple[list[str], dict[str, str]]:
        env = {k: v for k, v in os.environ.items() if k not in _CLIENT_VARS}
        env[MARKER] = str(self.home.root)
        if name == "prefect":
            env.update({
                "PREFECT_HOME": str(self.home.prefect_home),  # the same database the per-command servers used
                "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
                # The scheduler creates the runs of deployments with cron schedules: it stays on.
                "PREFECT_SERVER_SERVICES_SCHEDULER_ENABLED": "true",
                "PREFECT_SERVER_LOGGING_LEVEL": "WARNING",
                "PREFECT_LOGGING_LEVEL": "WARNING",
            })
            # Lean: one worker runs the API, the UI and the services (async loops in that one
            # process: turning some off would save little and take features from the UI).
            cmd = [sys.executable, "-m", "prefect", "server", "start", "--host", HOST, "--port", str(port),
                   "--workers", "1", "--scheduler", "--analytics-off"]
            return cmd, env
        # MLflow 3.17's `mlflow server` also starts a job runner (huey consumers, for server-side
        # jobs such as scorers) unless MLFLOW_SERVER_ENABLE_JOB_EXECUTION is false
        # (mlflow/server/__init__.py: `_launch_job_execution_runner` runs only when
        # `MLFLOW_SERVER_ENABLE_JOB_EXECUTION.get()`, default True). a2rl runs no server jobs: off, so
        # the stack is the `mlflow server` process and one uvicorn worker, nothing else.
        env["MLFLOW_SERVER_ENABLE_JOB_EXECUTION"] = "false"
        self.home.mlflow_artifacts.mkdir(parents=True, exist_ok=True)
        cmd = [sys.executable, "-m", "mlflow", "server",
               "--backend-store-uri", f"sqlite:///{self.home.mlflow_db}",
               "--host", HOST, "--port", str(port), "--workers", "1",
               # Artifacts go through the server (mlflow-artifacts:/ URIs): clients need no shared folder.
               "--serve-artifacts", "--artifacts-destination", self.home.mlflow_artifacts.resolve().as_uri(),
               # A line per request (every logged metric) would drown what matters in the log.
               "--uvicorn-opts=--no-access-log"]
        return cmd, env

    def _spawn(self, name: ServiceName, port: int) -> ServiceState:
        cmd, env = self._command(name, port)
        log = self.log(name)
        if log.exists():
            log.replace(log.with_suffix(".log.1"))  # the previous start's log, for a crash before this one
        with open(log, "wb") as out:
            # Own session (no terminal, no Ctrl-C from the shell that ran `up`), own process group.
            proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                    env=env, cwd=self.dir, start_new_session=True, close_fds=True)
        stat = _stat(proc.pid)
        health = f"http://{HOST}:{port}/api/health" if name == "prefect" else f"http://{HOST}:{port}/health"
        return ServiceState(name=name, pid=proc.pid, pgid=proc.pid, port=port, url=f"http://{HOST}:{port}",
                            health_url=health, log=log, started_at=time.time(),
                            proc_start=stat[2] if stat else 0)

    def _wait(self, state: StackState, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        waiting = list(state.services)
        while waiting:
            for service in list(waiting):
                if not self._running(service):
                    raise self._failure(service, "exited while starting")
                if _healthy(service.health_url):
                    waiting.remove(service)
            if waiting and time.monotonic() > deadline:
                raise self._failure(waiting[0], f"did not answer {waiting[0].health_url} within {timeout_s:.0f} s "
                                                "(a busy machine: a2rl stack up --timeout 300)")
            if waiting:
                time.sleep(0.5)

    def _failure(self, service: ServiceState, what: str) -> A2RLError:
        tail = _tail(service.log)
        if "already in use" in tail.lower():  # taken between our check and its bind
            return UsageError(f"port {service.port} on {HOST} is in use: a2rl stack up "
                              f"{PORT_FLAG[service.name]} {service.port + 1}")
        return StackError(f"the {_TITLE[service.name]} {what}; stopped the stack. Its log {service.log} ends:\n{tail}")

    # -- down -----------------------------------------------------------------------------------

    def down(self, grace_s: float = 20) -> StackStatus:
        """Stop every process of the stack (SIGTERM, then SIGKILL after `grace_s`). Idempotent."""
        with self._lock():
            self._stop(grace_s)
        return self.status()

    def _stop(self, grace_s: float = 20) -> None:
        state = self._load()
        services = state.services if state else []
        root = self.home.root
        want = f"{MARKER}={root}".encode()
        # The recorded groups that are still ours: a pgid is reused once every process of it is gone.
        marked = {pgid for _, pgid, env in _processes() if env and want in env.split(b"\0")}
        groups = {s.pgid for s in services if self._running(s)} | (marked & {s.pgid for s in services})
        for sig, wait_s in ((signal.SIGTERM, grace_s), (signal.SIGKILL, 10.0)):
            left = _stack_processes(groups, root)
            if not left:
                break
            # The whole group: the servers' workers (MLflow's uvicorn) go with them.
            for pgid in groups:
                with contextlib.suppress(OSError):
                    os.killpg(pgid, sig)
            for pid in left:  # marked processes that left the groups
                with contextlib.suppress(OSError):
                    os.kill(pid, sig)
            deadline = time.monotonic() + wait_s
            while time.monotonic() < deadline and _stack_processes(groups, root):
                self._reap(services)
                time.sleep(0.2)
        self._reap(services)
        left = _stack_processes(groups, root)
        if left:
            raise StackError(f"processes {left} of the stack survived SIGKILL (stuck in the kernel?); "
                             f"{self.state_file} is kept: run `a2rl stack down` again")
        with contextlib.suppress(FileNotFoundError):
            self.state_file.unlink()

    @staticmethod
    def _reap(services: list[ServiceState]) -> None:
        """Collect exit statuses of servers this process started (an `up` and `down` in one process)."""
        for service in services:
            with contextlib.suppress(ChildProcessError, OSError):
                os.waitpid(service.pid, os.WNOHANG)
