"""The agent's first process: a child subreaper that takes everything the agent starts down with it.

    python -m infra._reaper <launcher argv…>

Linux reparents an orphan to its nearest subreaper ancestor, so processes that detach with
`setsid`, double forks or `nohup` — even with a cleared environment — stay below this
process, where the harness (and this process itself) can find them. When the launcher exits,
or when this process gets SIGTERM (the budget ended) or its parent dies, every descendant
gets SIGTERM, then SIGKILL after `A2RL_GRACE_S` seconds.
"""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import time

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36


def _prctl(option: int, value: int) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(option, value, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), f"prctl({option}) failed")


def _reap() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def main(argv: list[str]) -> int:
    from infra._budget import _alive, _descendants, _signal_all

    if not argv:
        print("usage: python -m infra._reaper <command> [args…]", file=sys.stderr)
        return 2
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    _prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    grace = float(os.environ.get("A2RL_GRACE_S", "5"))
    stopping = {"flag": False}
    signal.signal(signal.SIGTERM, lambda *_: stopping.__setitem__("flag", True))
    signal.signal(signal.SIGINT, lambda *_: stopping.__setitem__("flag", True))
    child = subprocess.Popen(argv)
    code: int | None = None
    while code is None and not stopping["flag"]:
        try:
            pid, status = os.waitpid(child.pid, os.WNOHANG)
        except ChildProcessError:
            break
        if pid:
            code = os.waitstatus_to_exitcode(status)
            break
        _reap()
        time.sleep(0.1)
    # Take down whatever is left: background jobs, daemons, the launcher if still running.
    me = os.getpid()
    targets = _alive(_descendants(me))
    _signal_all(targets, signal.SIGTERM)
    end = time.monotonic() + grace
    while time.monotonic() < end:
        _reap()
        if not _alive(_descendants(me)):
            break
        time.sleep(0.1)
    for _ in range(50):
        left = _alive(_descendants(me))
        if not left:
            break
        _signal_all(left, signal.SIGKILL)
        time.sleep(0.05)
        _reap()
    if code is None:
        try:
            _, status = os.waitpid(child.pid, os.WNOHANG)
            code = os.waitstatus_to_exitcode(status) if status else 128 + signal.SIGTERM
        except ChildProcessError:
            code = 128 + signal.SIGTERM
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
