"""Memory, process and CPU limits for a whole agent session, as a cgroup (v2, else v1).

The session's first process joins the group before it execs the sandbox, so everything the
agent starts is counted, detached processes included. Where no cgroup can be made (not root,
no delegated hierarchy) the limits say so instead of pretending: `CgroupLimits.create` returns
None and the caller records why.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from pydantic import BaseModel

CGROUP_ROOT = Path(os.environ.get("A2RL_CGROUP_ROOT", "/sys/fs/cgroup"))


class CgroupUsage(BaseModel):
    """What the session used, read from its cgroup when it ended."""

    peak_memory_bytes: int | None = None
    oom_kills: int | None = None
    pids_refused: int | None = None


def _write(path: Path, value: str) -> None:
    with open(path, "w") as fh:
        fh.write(value)


def _read(path: Path) -> str | None:
    try:
        return path.read_text().strip()
    except OSError:
        return None


class CgroupLimits:
    """One cgroup (or one per v1 controller) holding an agent session."""

    def __init__(self, version: int, dirs: dict[str, Path]) -> None:
        self.version, self.dirs = version, dirs

    @classmethod
    def create(cls, name: str, *, memory_bytes: int | None, pids: int | None,
               cpus: str | None) -> tuple[CgroupLimits | None, str]:
        """The group with these limits set, or (None, why it could not be made)."""
        wanted = {"memory": memory_bytes is not None, "pids": pids is not None, "cpuset": cpus is not None}
        if not any(wanted.values()):
            return None, "no limits asked for"
        try:
            if (CGROUP_ROOT / "cgroup.controllers").is_file():
                group = cls._v2(name, wanted)
            elif (CGROUP_ROOT / "memory").is_dir() or (CGROUP_ROOT / "pids").is_dir():
                group = cls._v1(name, wanted)
            else:
                return None, f"no cgroup hierarchy at {CGROUP_ROOT}"
            group._set(memory_bytes, pids, cpus)
            return group, f"cgroup v{group.version}"
        except OSError as exc:
            return None, f"could not make a cgroup under {CGROUP_ROOT} ({exc.strerror or exc}); run as root " \
                         "or give a2rl a delegated cgroup (A2RL_CGROUP_ROOT)"

    @classmethod
    def _v2(cls, name: str, wanted: dict[str, bool]) -> CgroupLimits:
        available = set((_read(CGROUP_ROOT / "cgroup.controllers") or "").split())
        missing = [c for c, on in wanted.items() if on and c not in available]
        if missing:
            raise OSError(0, f"controllers {', '.join(missing)} are not delegated here")
        enabled = set((_read(CGROUP_ROOT / "cgroup.subtree_control") or "").split())
        for controller in (c for c, on in wanted.items() if on and c not in enabled):
            _write(CGROUP_ROOT / "cgroup.subtree_control", f"+{controller}")
        path = CGROUP_ROOT / name
        path.mkdir(exist_ok=True)
        return cls(2, {c: path for c, on in wanted.items() if on})

    @classmethod
    def _v1(cls, name: str, wanted: dict[str, bool]) -> CgroupLimits:
        dirs = {}
        for controller, on in wanted.items():
            if not on:
                continue
            path = CGROUP_ROOT / controller / name
            path.mkdir(exist_ok=True)
            dirs[controller] = path
        if "cpuset" in dirs:  # a v1 cpuset group runs nothing until its memory nodes are set
            _write(dirs["cpuset"] / "cpuset.mems", _read(CGROUP_ROOT / "cpuset" / "cpuset.mems") or "0")
        return cls(1, dirs)

    def _set(self, memory_bytes: int | None, pids: int | None, cpus: str | None) -> None:
        if memory_bytes is not None:
            if self.version == 2:
                _write(self.dirs["memory"] / "memory.max", str(memory_bytes))
                _write(self.dirs["memory"] / "memory.swap.max", "0")
            else:
                _write(self.dirs["memory"] / "memory.limit_in_bytes", str(memory_bytes))
        if pids is not None:
            _write(self.dirs["pids"] / "pids.max", str(pids))
        if cpus is not None:
            _write(self.dirs["cpuset"] / ("cpuset.cpus"), cpus)

    def join(self, pid: int) -> None:
        """Move process `pid` (and so everything it starts later) into the group."""
        for procs in self.procs_files():
            _write(Path(procs), str(pid))

    @staticmethod
    def sweep(prefix: str) -> None:
        """Remove empty groups named `prefix*` that earlier processes left behind."""
        for parent in [CGROUP_ROOT, *(CGROUP_ROOT / c for c in ("memory", "pids", "cpuset"))]:
            for path in parent.glob(f"{prefix}*") if parent.is_dir() else []:
                if path.is_dir() and not (_read(path / "cgroup.procs") or ""):
                    try:
                        path.rmdir()
                    except OSError:
                        pass

    def procs_files(self) -> list[str]:
        """The `cgroup.procs` files the session's first process writes its pid to."""
        return sorted({str(d / "cgroup.procs") for d in self.dirs.values()})

    def join_prefix(self) -> list[str]:
        """A command prefix that moves itself into the group, then execs the rest."""
        script = 'for f in $A2RL_CGROUP_PROCS; do echo $$ > "$f" || exit 125; done; exec "$@"'
        return ["/bin/sh", "-c", script, "a2rl-cgroup"]

    def env(self) -> dict[str, str]:
        return {"A2RL_CGROUP_PROCS": " ".join(self.procs_files())}

    def usage(self) -> CgroupUsage:
        mem, pids = self.dirs.get("memory"), self.dirs.get("pids")
        out = CgroupUsage()
        if mem is not None:
            if self.version == 2:
                peak = _read(mem / "memory.peak")
                events = dict(line.split() for line in (_read(mem / "memory.events") or "").splitlines() if line)
                out.oom_kills = int(events.get("oom_kill", 0))
            else:
                peak = _read(mem / "memory.max_usage_in_bytes")
                control = dict(line.split() for line in (_read(mem / "memory.oom_control") or "").splitlines()
                               if len(line.split()) == 2)
                out.oom_kills = int(control["oom_kill"]) if "oom_kill" in control else None
            out.peak_memory_bytes = int(peak) if peak and peak.isdigit() else None
        if pids is not None:
            events = dict(line.split() for line in (_read(pids / "pids.events") or "").splitlines() if line)
            out.pids_refused = int(events.get("max", 0))
        return out

    def remove(self, timeout_s: float = 5.0) -> None:
        """Remove the group once it is empty (processes killed at the deadline take a moment)."""
        end = time.monotonic() + timeout_s
        for path in set(self.dirs.values()):
            while True:
                try:
                    path.rmdir()
                    break
                except OSError:
                    if time.monotonic() > end:
                        break
                    time.sleep(0.1)
