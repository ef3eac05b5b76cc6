"""Temporary Prefect servers left behind by a harness that was killed.

With no Prefect API configured, each `a2rl` process gets a temporary server as a child
process; `kill -9` of the harness leaves it running (≈250 MB, a busy event loop) with init as
its parent. The next `a2rl` command in the same state folder stops those orphans.
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

_SERVER_APP = b"prefect.server.api.server:create_app"


def orphaned_prefect_servers(prefect_home: Path) -> list[int]:
    """Pids of temporary Prefect servers for `prefect_home` whose parent has died (now init's)."""
    found = []
    want = f"PREFECT_HOME={prefect_home}".encode()
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/cmdline", "rb") as fh:
                if _SERVER_APP not in fh.read():
                    continue
            with open(f"/proc/{entry.name}/stat", "rb") as fh:
                ppid = int(fh.read().rsplit(b")", 1)[1].split()[1])
            with open(f"/proc/{entry.name}/environ", "rb") as fh:
                env = fh.read().split(b"\0")
        except (OSError, ValueError, IndexError):
            continue  # gone, or not ours to read
        if ppid == 1 and want in env:
            found.append(int(entry.name))
    return found


def stop_orphaned_prefect_servers(prefect_home: Path) -> list[int]:
    stopped = []
    for pid in orphaned_prefect_servers(prefect_home):
        try:
            os.kill(pid, signal.SIGTERM)
            stopped.append(pid)
        except OSError:
            pass
    return stopped
