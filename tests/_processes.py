"""The processes a test session started, found the way the cleanup checks need them.

A process "of this session" is a descendant of the test process or any process carrying the
session's A2RL_HOME in its environment (Ray passes it to its workers, and whatever an
environment starts inherits it), so a server or VM that outlived its parent and was
re-parented to init is still found. Import it as `from tests._processes import session_processes`.
"""

from __future__ import annotations

import os

import psutil


def _title(proc) -> str | None:
    """The process's command line (Ray workers set it to `ray::<what they run>`); None when it is gone."""
    try:
        if proc.status() == psutil.STATUS_ZOMBIE:
            return None  # exited; only its parent's bookkeeping is left
        return " ".join(proc.cmdline()) or proc.name()
    except (psutil.NoSuchProcess, psutil.AccessDenied):
        return None


def session_processes() -> dict[int, str]:
    """pid → title of every live process this test session started (see the module docstring)."""
    me = psutil.Process()
    procs = {p.pid: p for p in me.children(recursive=True)}
    home = os.environ["A2RL_HOME"]
    for p in psutil.process_iter():
        if p.pid != me.pid and p.pid not in procs:
            try:
                if p.environ().get("A2RL_HOME") == home:
                    procs[p.pid] = p
            except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
                continue
    titles = {pid: _title(p) for pid, p in procs.items()}
    return {pid: t for pid, t in titles.items() if t is not None}
