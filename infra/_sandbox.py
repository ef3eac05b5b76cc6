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
"""

from __future__ import annotations

import functools
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from infra._errors import UsageError

SandboxName = Literal["auto", "bwrap", "docker", "none"]
Network = Literal["none", "model", "allow", "open"]
UNRESTRICTED = "UNRESTRICTED"  # how a run under `open` is marked everywhere
PACKAGE_ROOT = Path(__file__).resolve().parents[1]  # holds infra/, graders/, agents/ …
SOCKET_DIR = "/run/a2rl"  # inside the sandbox: where the grading API's Unix socket appears
AGENT_HOME = "/home/agent"
AGENT_USER = "agent"
_UID_BASE, _UID_SPAN = 0x7100_0000, 1 << 24  # beside the code sandbox's range, also unused by distributions
_PATH = "/usr/local/bin:/usr/bin:/bin"


class AgentLimits(BaseModel):
    """What the agent's whole session may use (every process it starts, together)."""

    model_config = ConfigDict(frozen=True)

    memory_bytes: int | None = Field(None, gt=0, description="Memory of all its processes (cgroup).")
    pids: int | None = Field(4096, gt=0, description="Processes and threads at once (cgroup, RLIMIT_NPROC).")
    disk_bytes: int | None = Field(None, gt=0, description="Workspace, /tmp and home together (watched).")
    cpus: str | None = Field(None, description="CPU list it may run on, e.g. '0-3' (cgroup cpuset).")
    gpus: str | None = Field(None, description="CUDA_VISIBLE_DEVICES for the agent; 'none' hides every GPU.")


class SandboxReport(BaseModel):
    """What the agent ran under, as recorded in the run (report, MLflow, events)."""

    backend: Literal["bwrap", "docker", "none"]
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


# -- availability ---------------------------------------------------------------------------
def bwrap_binary() -> str | None:
    return shutil.which(os.environ.get("A2RL_BWRAP") or "bwrap")


@functools.cache
def bwrap_has_perms(binary: str) -> bool:
    """bubblewrap 0.5+ can set a tmpfs's mode (`--perms`); older ones cannot."""
    try:
        return "--perms" in subprocess.run([binary, "--help"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return False


@functools.cache
def bwrap_works(binary: str) -> tuple[bool, str]:
    """Can `binary` make a sandbox with pid and network namespaces here? (Asked once.)"""
    try:
        proc = subprocess.run([binary, "--unshare-pid", "--unshare-net", "--die-with-parent",
                               "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "true"],
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as exc:
        return False, f"{type(exc).__name__}: {exc}"
    return proc.returncode == 0, proc.stderr.strip()[-300:]


def docker_engine():
    """A docker client whose engine answers, or None."""
    try:
        import docker

        client = docker.from_env(timeout=5)
        client.ping()
        return client
    except Exception:  # noqa: BLE001 - no SDK, no socket, no engine: all mean "not here"
        return None


def choose_sandbox(name: SandboxName, allow_unsandboxed: bool = False) -> Literal["bwrap", "docker", "none"]:
    """The backend to use, or a UsageError that says how to get one."""
    if name == "none":
        if not allow_unsandboxed:
            raise UsageError("--sandbox none runs the agent as a plain process that can read the grader's files "
                             "and the sealed test data; add --allow-unsandboxed to accept that (the report will "
                             "say the run was unsandboxed), or install bubblewrap (apt-get install bubblewrap)")
        return "none"
    if name in ("auto", "bwrap"):
        binary = bwrap_binary()
        ok, detail = bwrap_works(binary) if binary else (False, "no bwrap on PATH")
        if ok:
            return "bwrap"
        if name == "bwrap":
            raise UsageError(f"--sandbox bwrap: bubblewrap cannot make a sandbox here ({detail}); install it "
                             "(apt-get install bubblewrap) and make sure unprivileged namespaces or root are "
                             "available, or use --sandbox docker")
    if docker_engine() is not None:
        return "docker"
    if name == "docker":
        raise UsageError("--sandbox docker: no Docker engine answers (is the daemon running and "
                         "DOCKER_HOST right?); or use --sandbox bwrap")
    raise UsageError("no sandbox is available: install bubblewrap (apt-get install bubblewrap) or start a Docker "
                     "engine; to run the agent unsandboxed anyway, pass --sandbox none --allow-unsandboxed")


# -- what the agent may see --------------------------------------------------------------------
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


def visible_roots() -> list[str]:
    """Read-only host folders every agent needs: the Python environment and the a2rl package."""
    roots = {os.path.realpath(sys.base_prefix), os.path.realpath(sys.prefix), str(PACKAGE_ROOT)}
    system = ("/usr", "/bin", "/lib", "/lib32", "/lib64", "/libx32", "/sbin", "/etc", "/opt")
    return sorted(r for r in roots if not any(r == s or r.startswith(s + "/") for s in system))


def gpu_device_nodes(dev: str = "/dev") -> list[str]:
    """The GPU device nodes a sandbox binds: NVIDIA's (every card, control, UVM, caps) and DRI's.

    All cards are bound; CUDA_VISIBLE_DEVICES (`--gpus`) chooses which ones CUDA shows.
    """
    return sorted(glob.glob(f"{dev}/nvidia*")) + sorted(glob.glob(f"{dev}/dri/*"))


def _parents(path: str) -> list[str]:
    return [str(p) for p in reversed(Path(path).parents) if str(p) != "/"]


class BwrapSandbox:
    """Builds the bubblewrap command line for one agent session."""

    def __init__(self, paths: SandboxPaths, network: Network, uid: int | None = None,
                 gpus: str | None = None, binary: str | None = None) -> None:
        self.paths, self.network, self.uid, self.gpus = paths, network, uid, gpus
        self.binary = binary or bwrap_binary() or "bwrap"

    @staticmethod
    def pick_uid() -> int | None:
        """As root: a uid of the agent's own for this session (None otherwise: it keeps the caller's)."""
        import secrets

        return _UID_BASE + secrets.randbelow(_UID_SPAN) if os.geteuid() == 0 else None

    def prepare(self) -> None:
        """Make the scratch folders (owned by the agent's uid) and the passwd/group it sees."""
        p = self.paths
        for folder in (p.tmp, p.home, p.shm):
            folder.mkdir(parents=True, exist_ok=True)
        uid = self.uid if self.uid is not None else os.getuid()
        (p.scratch / "passwd").write_text(f"root:x:0:0:root:/root:/bin/sh\n"
                                          f"{AGENT_USER}:x:{uid}:{uid}:agent:{AGENT_HOME}:/bin/sh\n"
                                          "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n")
        (p.scratch / "group").write_text(f"root:x:0:\n{AGENT_USER}:x:{uid}:\nnogroup:x:65534:\n")
        if self.uid is not None:
            for folder in (p.tmp, p.home, p.shm):
                os.chown(folder, self.uid, self.uid)
            for folder in (p.workspace / "code", p.workspace / "output"):
                if folder.is_dir():
                    _chown_tree(folder, self.uid)
            os.chown(p.workspace, self.uid, self.uid)
            if p.socket_dir is not None:
                os.chmod(p.socket_dir, 0o755)

    def argv(self, inner: list[str], env: dict[str, str]) -> list[str]:
        """bwrap … -- inner: `env` is the whole environment the agent gets."""
        p = self.paths
        args = [self.binary, "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--die-with-parent", "--new-session"]
        if self.uid is None and os.geteuid() == 0:
            args += ["--cap-drop", "ALL"]  # with a uid of its own, dropping to it takes every capability
        if self.network != "open":
            args.append("--unshare-net")
        for top in ("/usr", "/bin", "/lib", "/lib32", "/lib64", "/libx32", "/sbin", "/etc", "/opt"):
            if os.path.islink(top):
                args += ["--symlink", os.readlink(top), top]
            elif os.path.isdir(top):
                args += ["--ro-bind", top, top]
        args += ["--ro-bind", str(p.scratch / "passwd"), "/etc/passwd",
                 "--ro-bind", str(p.scratch / "group"), "/etc/group"]
        # The sandbox's own /proc, /dev, /tmp and home first: what is bound below may lie inside them.
        args += ["--proc", "/proc", "--dev", "/dev"]
        # /dev/shm writable by the agent's uid: Ray's object store and torch's DataLoader workers need it.
        # A tmpfs where bubblewrap can open its mode, else a folder of the session's scratch.
        if bwrap_has_perms(self.binary):
            args += ["--perms", "1777", "--tmpfs", "/dev/shm"]
        else:
            args += ["--bind", str(p.shm), "/dev/shm"]
        args += ["--bind", str(p.tmp), "/tmp", "--dir", "/home", "--bind", str(p.home), AGENT_HOME]
        for root in sorted({*visible_roots(), *(str(v) for v in p.visible if v.is_dir())}):
            # bwrap would create missing parents 0700 (unreadable for the agent's uid).
            args += [a for parent in _parents(root) for a in ("--dir", parent)] + ["--ro-bind", root, root]
        # Then blank out what must stay private even inside a bound folder (A2RL_HOME inside a
        # repository checkout, a data mirror under tests/ …), before the workspace is bound back.
        for hidden in p.hidden:
            if os.path.isdir(hidden):
                args += ["--tmpfs", str(hidden)]
        workspace = str(p.workspace)
        args += [a for parent in _parents(workspace) for a in ("--dir", parent)]
        args += ["--bind", workspace, workspace]
        for ro in p.read_only:
            if ro.exists():
                args += ["--ro-bind", str(ro), str(ro)]
        if self.gpus != "none":
            for device in gpu_device_nodes():
                args += ["--dev-bind", device, device]
        if p.socket_dir is not None:
            # connect() needs no write access: the agent must not replace the harness's sockets.
            args += ["--dir", "/run", "--ro-bind", str(p.socket_dir), SOCKET_DIR]
        args += ["--chdir", workspace, "--clearenv"]
        for key, value in sorted(env.items()):
            args += ["--setenv", key, value]
        return [*args, "--", *inner]


def _chown_tree(root: Path, uid: int) -> None:
    os.chown(root, uid, uid)
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            os.chown(os.path.join(folder, name), uid, uid, follow_symlinks=False)


def sandbox_env(env: dict[str, str], *, uid: int | None) -> dict[str, str]:
    """The agent's environment as the sandbox shows it: its own home, /tmp, user and PATH."""
    return {**env, "HOME": AGENT_HOME, "USER": AGENT_USER, "LOGNAME": AGENT_USER, "TMPDIR": "/tmp",
            "PATH": env.get("PATH") or _PATH, **({"A2RL_SANDBOX_UID": str(uid)} if uid is not None else {})}


# -- docker ------------------------------------------------------------------------------------
class DockerSandbox:
    """The same policy as a container: what `docker.containers.run` is given."""

    def __init__(self, paths: SandboxPaths, network: Network, limits: AgentLimits,
                 image: str = "a2rl-agent:latest") -> None:
        self.paths, self.network, self.limits, self.image = paths, network, limits, image

    def container_spec(self, inner: list[str], env: dict[str, str]) -> dict:
        """Keyword arguments for `docker.from_env().containers.run(**spec)`."""
        p, lim = self.paths, self.limits
        volumes = {str(p.workspace): {"bind": str(p.workspace), "mode": "rw"}}
        volumes.update({str(ro): {"bind": str(ro), "mode": "ro"} for ro in p.read_only if ro.exists()})
        volumes[str(PACKAGE_ROOT)] = {"bind": "/opt/a2rl", "mode": "ro"}
        if p.socket_dir is not None:
            volumes[str(p.socket_dir)] = {"bind": SOCKET_DIR, "mode": "ro"}
        spec: dict = {
            "image": self.image, "command": inner, "environment": {**env, "PYTHONPATH": "/opt/a2rl"},
            "working_dir": str(p.workspace), "volumes": volumes, "detach": True, "auto_remove": False,
            "network_mode": "bridge" if self.network == "open" else "none",
            "cap_drop": ["ALL"], "security_opt": ["no-new-privileges"], "init": True,
            # The image (system, Python) read-only as in bwrap; Docker's 64 MB /dev/shm is too small
            # for Ray's object store.
            "read_only": True, "shm_size": "2g",
            "user": f"{os.getuid()}:{os.getgid()}" if os.geteuid() != 0 else "10001:10001",
            "tmpfs": {"/tmp": "rw,exec,size=8g", AGENT_HOME: "rw,exec,size=2g"},
            "labels": {"a2rl.session": "agent"},
        }
        if lim.memory_bytes:
            spec["mem_limit"] = lim.memory_bytes
            spec["memswap_limit"] = lim.memory_bytes  # no swap beyond the limit
        if lim.pids:
            spec["pids_limit"] = lim.pids
        if lim.cpus:
            spec["cpuset_cpus"] = lim.cpus
        if lim.gpus != "none":
            import docker.types

            ids = None if lim.gpus in (None, "all") else lim.gpus.split(",")
            spec["device_requests"] = [docker.types.DeviceRequest(
                count=-1 if ids is None else None, device_ids=ids, capabilities=[["gpu"]])]
        return spec


# -- one session -------------------------------------------------------------------------------
def disk_usage(paths: list[Path]) -> int:
    """Bytes of disk the files under `paths` occupy (allocated blocks: a sparse file costs little)."""
    total = 0
    stack = [str(p) for p in paths if p.exists()]
    while stack:
        try:
            entries = list(os.scandir(stack.pop()))
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_dir(follow_symlinks=False):
                    stack.append(entry.path)
                else:
                    total += entry.stat(follow_symlinks=False).st_blocks * 512
            except OSError:
                continue
    return total


class DiskWatch:
    """Ends the session when the agent's files pass their quota; warns at 90 %.

    Checked every `every_s` seconds by the budget loop; a single file can never exceed the
    quota (RLIMIT_FSIZE), so what slips past between checks is at most one interval's writes.
    """

    def __init__(self, paths: list[Path], limit_bytes: int, warn: Callable[[int, int], None] | None = None,
                 every_s: float = 1.0) -> None:
        self.paths, self.limit, self.warn, self.every_s = paths, limit_bytes, warn, every_s
        self.peak = 0
        self._next = 0.0
        self._warned = False

    def __call__(self) -> str | None:
        now = time.monotonic()
        if now < self._next:
            return None
        self._next = now + self.every_s
        used = disk_usage(self.paths)
        self.peak = max(self.peak, used)
        if used > self.limit:
            return (f"the workspace, /tmp and home used {used / 2**30:.2f} GiB, over the {self.limit / 2**30:.2f} "
                    "GiB disk quota: the session was ended (keep fewer checkpoints, delete old ones)")
        if used > 0.9 * self.limit and not self._warned and self.warn:
            self._warned = True
            self.warn(used, self.limit)
        return None


class AgentSandbox:
    """The sandbox of one agent session: what it needs before, around and after the agent runs."""

    def __init__(self, backend: Literal["bwrap", "docker", "none"], network: Network, limits: AgentLimits,
                 paths: SandboxPaths, name: str) -> None:
        self.backend, self.network, self.limits, self.paths, self.name = backend, network, limits, paths, name
        self.uid = BwrapSandbox.pick_uid() if backend == "bwrap" else None
        self.cgroup = None
        self.report = SandboxReport(backend=backend, network=network, uid=self.uid)
        if network == "open" and backend != "none":
            self.report.notes.append(f"network open ({UNRESTRICTED}): the agent shared the host's network, the "
                                     "harness's own services on loopback included, and nothing it reached was "
                                     "recorded")
        self._socket_dir: Path | None = None
        self._relays: dict[str, str] = {}  # name → the loopback address it is served on inside

    @property
    def relays_grader(self) -> bool:
        """The agent reaches the harness only through Unix sockets (no shared network with it)."""
        return self.backend == "docker" or (self.backend == "bwrap" and self.network != "open")

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
        """Scratch folders, the uid's ownership, the cgroup; and the record of what is enforced."""
        if self.socket_path is not None:
            self.paths = self.paths.model_copy(update={"socket_dir": self.socket_path.parent})
        enforced = self.report.enforced
        lim = self.limits
        if self.backend == "bwrap":
            BwrapSandbox(self.paths, self.network, self.uid, lim.gpus).prepare()
            from infra._cgroups import CgroupLimits

            self.cgroup, how = CgroupLimits.create(f"a2rl-{self.name}", memory_bytes=lim.memory_bytes,
                                                   pids=lim.pids, cpus=lim.cpus)
            for key, value in (("memory", lim.memory_bytes), ("cpus", lim.cpus)):
                if value is not None:
                    enforced[key] = f"{_fmt(key, value)} ({how if self.cgroup else 'NOT enforced: ' + how})"
            if lim.pids is not None:
                ways = [how] if self.cgroup else []
                if self.uid is not None:
                    ways.append("RLIMIT_NPROC of the session's own uid")
                enforced["pids"] = f"{lim.pids} ({' + '.join(ways) or 'NOT enforced: ' + how})"
        elif self.backend == "docker":
            for key in ("memory", "pids", "cpus"):
                value = {"memory": lim.memory_bytes, "pids": lim.pids, "cpus": lim.cpus}[key]
                if value is not None:
                    enforced[key] = f"{_fmt(key, value)} (container limit)"
        else:
            for key in ("memory", "pids", "cpus"):
                value = {"memory": lim.memory_bytes, "pids": lim.pids, "cpus": lim.cpus}[key]
                if value is not None:
                    enforced[key] = f"{_fmt(key, value)} (NOT enforced: unsandboxed)"
            self.report.notes.append("unsandboxed: the agent ran as a plain process of the harness's user")
        if lim.disk_bytes is not None:
            enforced["disk"] = f"{_fmt('disk', lim.disk_bytes)} (watched every second; RLIMIT_FSIZE per file)"
        if lim.gpus is not None:
            enforced["gpus"] = lim.gpus

    def disk_paths(self) -> list[Path]:
        return [self.paths.workspace, self.paths.scratch]

    def command(self, inner: list[str], env: dict[str, str], listen: str | None = None) -> tuple[list[str], dict]:
        """(argv, environment) of the session's first process for the process backends.

        `inner` runs inside (the reaper and the launcher); `env` is the agent's environment.
        `listen` is the loopback address the agent calls the grader at (relayed backends).
        """
        lim = self.limits
        env = dict(env)
        if lim.gpus is not None:
            env["CUDA_VISIBLE_DEVICES"] = "" if lim.gpus == "none" else lim.gpus
        if lim.disk_bytes is not None:
            env["A2RL_SANDBOX_FSIZE"] = str(lim.disk_bytes)
        if self.backend == "none":
            return inner, env
        assert self.backend == "bwrap"
        env = sandbox_env(env, uid=self.uid)
        if lim.pids is not None and self.uid is not None:
            env["A2RL_SANDBOX_NPROC"] = str(lim.pids)
        env.update(self.relay_env(listen))
        argv = BwrapSandbox(self.paths, self.network, self.uid, lim.gpus).argv(inner, env)
        outer: dict[str, str] = {"PATH": os.environ.get("PATH", _PATH)}
        if self.cgroup is not None:
            argv = self.cgroup.join_prefix() + argv
            outer.update(self.cgroup.env())
        return argv, outer

    def finish(self) -> SandboxReport:
        """Usage from the cgroup; the cgroup and the socket folder removed."""
        if self.cgroup is not None:
            usage = self.cgroup.usage()
            if usage.peak_memory_bytes is not None:
                self.report.notes.append(f"peak memory {usage.peak_memory_bytes / 2**30:.2f} GiB")
            if usage.oom_kills:
                self.report.notes.append(f"{usage.oom_kills} process(es) killed at the memory limit")
            if usage.pids_refused:
                self.report.notes.append(f"{usage.pids_refused} fork(s) refused at the process limit")
            self.cgroup.remove()
        if self._socket_dir is not None:
            shutil.rmtree(self._socket_dir, ignore_errors=True)
        return self.report


def _fmt(key: str, value: object) -> str:
    if key in ("memory", "disk") and isinstance(value, int):
        return f"{value / 2**30:.1f} GiB"
    return str(value)
