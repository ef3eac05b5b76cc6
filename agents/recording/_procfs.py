"""Reading processes from /proc: their stat line, status, command line, PID namespace; wait statuses."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from typing import Literal

# Nothing public: only ProcessRecorder reads /proc this way.
__all__: list[str] = []

_TICK = os.sysconf("SC_CLK_TCK")


@dataclass
class _Stat:
    ppid: int
    state: str
    cpu_ticks: int
    start_ticks: int


def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except OSError:
        return None


def _stat(pid: int) -> _Stat | None:
    raw = _read(f"/proc/{pid}/stat")
    if not raw:
        return None
    # The command name may hold spaces and parentheses: the fields start after the last ')'.
    f = raw.rsplit(b")", 1)[1].split()
    return _Stat(ppid=int(f[1]), state=f[0].decode(), cpu_ticks=int(f[11]) + int(f[12]), start_ticks=int(f[19]))


def _scan() -> dict[int, _Stat]:
    table = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit() and (st := _stat(int(entry.name))) is not None:
            table[int(entry.name)] = st
    return table


def _status(pid: int) -> dict[str, str]:
    raw = _read(f"/proc/{pid}/status") or b""
    out = {}
    for line in raw.decode(errors="replace").splitlines():
        key, _, value = line.partition(":")
        out[key] = value.strip()
    return out


def _kib(value: str | None) -> int | None:
    return int(value.split()[0]) * 1024 if value else None


def _ns(pid: int) -> str | None:
    try:
        return os.readlink(f"/proc/{pid}/ns/pid")
    except OSError:
        return None


def _argv(pid: int) -> tuple[list[str], Literal["cmdline", "comm", "unknown"]]:
    raw = _read(f"/proc/{pid}/cmdline")
    if raw:
        argv = [a.decode(errors="replace") for a in raw.rstrip(b"\0").split(b"\0")]
        if os.path.basename(argv[0]) == "bwrap":
            # The sandbox's own command line carries the agent's environment (--setenv KEY VALUE),
            # API keys included: keep the names, not the values.
            argv = [("…" if i > 1 and argv[i - 2] == "--setenv" else a) for i, a in enumerate(argv)]
        return argv, "cmdline"
    comm = _read(f"/proc/{pid}/comm")  # a zombie keeps its name after its memory (argv) is gone
    return ([f"[{comm.decode(errors='replace').strip()}]"], "comm") if comm else ([], "unknown")


def _boot_epoch() -> float:
    """Epoch seconds of boot, to the microsecond (/proc/stat's btime is whole seconds)."""
    return time.time() - time.clock_gettime(time.CLOCK_BOOTTIME)


def _decode(status: int) -> tuple[int | None, int | None]:
    """A wait status as (exit code, killing signal)."""
    return ((status >> 8) & 0xFF, None) if status & 0x7F == 0 else (None, status & 0x7F)
