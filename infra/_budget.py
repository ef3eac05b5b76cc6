"""Running an agent under a wall-clock budget, and making sure nothing it started survives.

The agent runs in its own session and process group, below a child subreaper
(`infra._reaper`) so that processes which leave the group (`setsid`, double forks,
`nohup … &`) stay in its process tree. At the deadline the group and the tree get SIGTERM,
then SIGKILL after a grace period; processes carrying the run token in their environment
are killed the same way, as a second net.
"""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from pydantic import BaseModel, Field

TOKEN_VAR = "A2RL_SESSION_TOKEN"
_PACKAGE_ROOT = str(Path(__file__).resolve().parents[1])


class BudgetOutcome(BaseModel):
    """How the agent's session ended."""

    exit_code: int | None = Field(description="The launcher's exit status (None if it had to be killed).")
    timed_out: bool = Field(description="The budget ran out before the launcher exited.")
    duration_s: float
    killed_pids: list[int] = Field(default_factory=list, description="Processes killed at the end.")
    stopped: str | None = Field(None, description="Why the session was ended before the budget, if it was "
                                                  "(a quota it went over).")


def _children_map() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as fh:
                stat = fh.read()
        except OSError:
            continue
        # The command name may contain spaces and parentheses: split after the last ')'.
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    return children


def _descendants(pid: int) -> set[int]:
    tree = _children_map()
    found: set[int] = set()
    stack = [pid]
    while stack:
        for child in tree.get(stack.pop(), []):
            if child not in found:
                found.add(child)
                stack.append(child)
    return found


def _tagged(token: str) -> set[int]:
    needle = f"{TOKEN_VAR}={token}".encode()
    found: set[int] = set()
    me = os.getpid()
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit() or int(entry.name) == me:
            continue
        try:
            with open(f"/proc/{entry.name}/environ", "rb") as fh:
                if needle in fh.read().split(b"\0"):
                    found.add(int(entry.name))
        except OSError:
            continue
    return found


def _signal_all(pids: set[int], sig: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, sig)
        except (ProcessLookupError, PermissionError):
            pass


def _alive(pids: set[int]) -> set[int]:
    alive = set()
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as fh:
                state = fh.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            alive.add(pid)
    return alive


def run_with_budget(
    argv: Sequence[str], *, env: Mapping[str, str], cwd: Path, log_path: Path, budget_s: float,
    grace_s: float = 5.0, on_start: Callable[[float], None] | None = None,
    poll_s: float = 0.5, sandbox=None, listen: str | None = None,
    deadline: Callable[[], float] | None = None, watch: Callable[[], str | None] | None = None,
    on_spawn: Callable[[int], None] | None = None,
) -> BudgetOutcome:
    """Run `argv` until it exits or `budget_s` passes; then end it and everything it started.

    `sandbox` (an `infra.AgentSandbox`) wraps the session; `listen` is where the agent calls the
    grader inside it. `deadline()` (epoch seconds), when given, replaces the fixed budget and may
    move (a clock paused while submissions are scored). `watch()` may end the session early by
    returning the reason (a disk quota). `on_spawn(pid)` gets the session's outer process (bwrap, or
    the reaper) as soon as it exists, for recorders that watch it from outside.
    """
    token = secrets.token_hex(16)
    full_env = {**env, TOKEN_VAR: token, "A2RL_GRACE_S": str(max(0.5, grace_s - 0.5))}
    # The reaper is the agent's first process: a subreaper keeps detached processes below it.
    # (Started by path, not via PYTHONPATH, so the agent's environment stays as given.)
    bootstrap = (f"import sys; sys.path.insert(0, {_PACKAGE_ROOT!r}); "
                 "from infra._reaper import main; sys.exit(main(sys.argv[1:]))")
    reaper = [sys.executable, "-c", bootstrap, *argv]
    command, process_env = (sandbox.command(reaper, full_env, listen) if sandbox is not None
                            else (reaper, full_env))
    if sandbox is not None and sandbox.backend != "none":
        # The sandbox starts the agent with exactly `full_env`; outside it only the tag matters.
        process_env = {**process_env, TOKEN_VAR: token}
    with open(log_path, "ab", buffering=0) as log:
        started = time.monotonic()
        wall_start = time.time()
        proc = subprocess.Popen(command, cwd=cwd, env=process_env, stdin=subprocess.DEVNULL,
                                stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        if on_spawn:
            try:
                on_spawn(proc.pid)
            except BaseException:
                terminate_session(proc, token, grace_s)  # nothing of the session outlives the failure
                raise
        if on_start:
            on_start(time.time())
        end_at = deadline or (lambda: wall_start + budget_s)
        exit_code: int | None = None
        stopped: str | None = None
        while True:
            exit_code = proc.poll()
            if exit_code is not None or time.time() >= end_at():
                break
            if watch is not None and (stopped := watch()):
                break
            time.sleep(min(poll_s, max(0.0, end_at() - time.time())))
        timed_out = exit_code is None and stopped is None
        killed = terminate_session(proc, token, grace_s)
        if exit_code is None:
            try:
                proc.wait(timeout=1)
            except subprocess.TimeoutExpired:
                pass
        return BudgetOutcome(exit_code=exit_code, timed_out=timed_out, stopped=stopped,
                             duration_s=round(time.monotonic() - started, 3), killed_pids=sorted(killed))


def terminate_session(proc: subprocess.Popen, token: str, grace_s: float) -> set[int]:
    """SIGTERM then SIGKILL: the process group, its descendants, and every tagged process."""

    def targets() -> set[int]:
        pids = _tagged(token) | _descendants(proc.pid)
        if proc.poll() is None:
            pids.add(proc.pid)
        return _alive(pids)

    first = targets()
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        pass
    _signal_all(first, signal.SIGTERM)
    end = time.monotonic() + grace_s
    while time.monotonic() < end and targets():
        time.sleep(0.1)
    remaining = targets()
    # Kill until nothing tagged is left: a process may fork while we signal.
    for _ in range(20):
        if not remaining:
            break
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        _signal_all(remaining, signal.SIGKILL)
        time.sleep(0.05)
        remaining = targets()
    return first | remaining
