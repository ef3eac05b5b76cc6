"""The agent's first process: a child subreaper that takes everything the agent starts down with it.

    python -m infra._reaper <launcher argv…>

Linux reparents an orphan to its nearest subreaper ancestor, so processes that detach with
`setsid`, double forks or `nohup` — even with a cleared environment — stay below this
process, where the harness (and this process itself) can find them. When the launcher exits,
or when this process gets SIGTERM (the budget ended) or its parent dies, every descendant
gets SIGTERM, then SIGKILL after `A2RL_GRACE_S` seconds.

Inside a sandbox it first sets the session up, in this order, from its environment:
`A2RL_RELAYS` (a JSON list of [host:port, Unix socket]) serves each of the harness's sockets
(the grading API; the model proxy and the egress proxy where the policy allows them) on a
loopback port of the sandbox's own network (the agent reaches them at the URLs it was given);
`A2RL_SANDBOX_UID` drops to the session's own uid (root only: the agent never runs as root);
`A2RL_SANDBOX_NPROC` / `A2RL_SANDBOX_FSIZE` cap its processes and the size of any file it writes.

`A2RL_REPROMPT=N` (`a2rl run --reprompt N`): when the launcher exits with budget left, whatever
it left running is taken down and it is started again with a continuation note, up to N times
(`infra._reprompt`).
"""

from __future__ import annotations

import ctypes
import json
import os
import resource
import signal
import socket
import subprocess
import sys
import threading
import time

from infra._reprompt import MIN_REPROMPT_S, continue_note, time_left

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


def _pipe(src: socket.socket, dst: socket.socket) -> None:
    try:
        while data := src.recv(65536):
            dst.sendall(data)
    except OSError:
        pass
    finally:
        for sock, how in ((dst, socket.SHUT_WR), (src, socket.SHUT_RD)):
            try:
                sock.shutdown(how)
            except OSError:
                pass


def _serve_socket(listen: str, target: str) -> None:
    """Accept on `listen` (host:port) and relay each connection to the Unix socket `target`."""
    host, _, port = listen.rpartition(":")
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind((host or "127.0.0.1", int(port)))
    server.listen(64)

    def accept() -> None:
        while True:
            client, _ = server.accept()
            # Without it every answer on a kept-alive connection waits ~40 ms (Nagle vs delayed ACK).
            client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            upstream = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                upstream.connect(target)
            except OSError:
                client.close()
                upstream.close()
                continue
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=_pipe, args=(a, b), daemon=True).start()

    threading.Thread(target=accept, name=f"a2rl-relay-{port}", daemon=True).start()


def _enter_sandbox() -> None:
    """Relay, uid and limits, as the environment asks (see the module docstring)."""
    env = os.environ
    for listen, target in json.loads(env.pop("A2RL_RELAYS", "") or "[]"):
        _serve_socket(listen, target)
    uid = env.pop("A2RL_SANDBOX_UID", None)
    if uid is not None and os.getuid() == 0:
        u = int(uid)
        os.setgroups([])
        os.setresgid(u, u, u)
        os.setresuid(u, u, u)  # all of root's capabilities go with it
    for var, limit in (("A2RL_SANDBOX_NPROC", resource.RLIMIT_NPROC), ("A2RL_SANDBOX_FSIZE", resource.RLIMIT_FSIZE)):
        value = env.pop(var, None)
        if value:
            resource.setrlimit(limit, (int(value), int(value)))


def _take_down(grace: float) -> None:
    """SIGTERM to every descendant, SIGKILL to those left after `grace` seconds."""
    from infra._budget import _alive, _descendants, _signal_all

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


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python -m infra._reaper <command> [args…]", file=sys.stderr)
        return 2
    reprompts = int(os.environ.pop("A2RL_REPROMPT", "0") or 0)
    _enter_sandbox()
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    _prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    grace = float(os.environ.get("A2RL_GRACE_S", "5"))
    stopping = {"flag": False}
    signal.signal(signal.SIGTERM, lambda *_: stopping.__setitem__("flag", True))
    signal.signal(signal.SIGINT, lambda *_: stopping.__setitem__("flag", True))
    for restart in range(reprompts + 1):
        child, code = _run_once(argv, stopping)
        if stopping["flag"] or code is None or restart == reprompts:
            break
        left = time_left()
        if left is None or left < MIN_REPROMPT_S or stopping["flag"]:
            break
        _take_down(grace)  # what the last start left running does not outlive it
        if stopping["flag"]:  # the budget ended while it was taken down
            break
        continue_note(restart + 1, reprompts, code, left)
    _take_down(grace)  # whatever is left: background jobs, daemons, the launcher if still running
    if code is None:
        try:
            _, status = os.waitpid(child.pid, os.WNOHANG)
            code = os.waitstatus_to_exitcode(status) if status else 128 + signal.SIGTERM
        except ChildProcessError:
            code = 128 + signal.SIGTERM
    return code


def _run_once(argv: list[str], stopping: dict[str, bool]) -> tuple[subprocess.Popen, int | None]:
    """Start the launcher and wait for it (or for the budget's SIGTERM); its exit code."""
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
    return child, code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
