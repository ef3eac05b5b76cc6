"""The disk quota of an agent session: what its files occupy, checked while it runs."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

__all__ = ["DiskWatch", "disk_usage"]


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
