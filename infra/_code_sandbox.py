"""Running untrusted Python (a model's completion plus the problem's tests) to grade it.

Each call runs `python -I -S` in a fresh scratch directory (removed afterwards) with rlimits on
address space, file size, core dumps and processes, and returns only when nothing it started
is left: at the time limit or at its exit, its group, tree and tagged processes are killed.

bubblewrap: new mount, pid, network, ipc and uts namespaces. The program sees read-only /usr,
/lib*, /bin and the interpreter's prefix, a minimal /proc and /dev, and the scratch directory
as its cwd, HOME and /tmp; not /etc, the repository, A2RL_HOME or any home directory. It has
no network (not even the host's loopback) and no environment beyond PATH, HOME and LANG.

The weak fallback (only with `allow_weak` or A2RL_ALLOW_WEAK_SANDBOX=1) keeps the rlimits, the
scratch cwd/HOME/TMPDIR, a cleared environment and a session of its own, and nothing else. It
does NOT hide the filesystem: the program reads whatever the calling user can (/etc, the
repository, keys) and writes or deletes whatever that user can, by absolute path, and may
signal or trace the user's other processes (the grader included). It does NOT cut the
network. As root, RLIMIT_NPROC is ignored (no fork-bomb limit). A process that leaves the
session and clears its environment can outlive the call.
"""

from __future__ import annotations

import functools
import glob
import os
import resource
import secrets
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import suppress
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from infra._budget import TOKEN_VAR, _alive, _descendants, _signal_all, _tagged
from infra._errors import UsageError

SandboxKind = Literal["bubblewrap", "weak"]
_DRAIN_S = 0.5  # after the program ends, how long its pipes may still deliver output
_PATH = "/usr/local/bin:/usr/bin:/bin"
# Per-call uids come from 0x70000000-0x70FFFFFF, a range no distribution, systemd or
# container runtime hands out (systemd's UIDS-GIDS document lists it as unused).
_UID_BASE, _UID_SPAN = 0x7000_0000, 1 << 24
# Run as root inside bwrap, before any untrusted code: become the call's uid, then start the
# program in a fresh interpreter so nothing of the privileged process is left in it.
_DROP = ("import os, sys; u = int(sys.argv[1]); os.setgroups([]); os.setresgid(u, u, u); "
         "os.setresuid(u, u, u); os.execv(sys.executable, [sys.executable, '-I', '-S', *sys.argv[2:]])")


class SandboxLimits(BaseModel):
    """What one program may use."""

    model_config = ConfigDict(frozen=True)

    timeout_s: float = Field(10.0, gt=0, description="Wall clock; then the whole process tree is killed.")
    memory_mb: int = Field(1024, gt=0, description="Address space of each process (RLIMIT_AS).")
    file_size_mb: int = Field(16, ge=0, description="Largest file the program may write (RLIMIT_FSIZE).")
    max_processes: int = Field(32, ge=1, description="Processes and threads the program may have at once.")
    output_bytes: int = Field(20_000, ge=1, description="How much of the end of stdout and stderr is kept.")


class ExecResult(BaseModel):
    """How one program ended."""

    model_config = ConfigDict(frozen=True)

    passed: bool = Field(description="It exited with status 0 within the time limit.")
    status: Literal["passed", "failed", "timeout", "error"] = Field(
        description="`error`: the sandbox itself could not start the program.")
    returncode: int | None = Field(description="Exit status; death by signal N is -N (weak) or 128+N "
                                               "(bubblewrap). None after a timeout or an error.")
    stdout: str = Field(description="The end of standard output, decoded with errors='replace'.")
    stderr: str = Field(description="The end of standard error (or why the sandbox failed).")
    seconds: float = Field(description="Wall-clock time of the call.")
    sandbox: SandboxKind = Field(description="Which isolation the program ran under.")


class SandboxUnavailableError(UsageError):
    """No working bubblewrap here, and the weaker fallback was not allowed."""


def _bwrap_binary() -> str | None:
    return shutil.which(os.environ.get("A2RL_BWRAP") or "bwrap")


@functools.cache
def _probe(bwrap: str) -> tuple[bool, str]:
    """Does `bwrap` really isolate a program here? (Asked once per binary.)"""
    # As root the program must have dropped to its own uid; under a user namespace it is never 0.
    check = "import os, sys; sys.exit(os.path.exists('/etc/passwd') or os.getuid() == 0)"
    result = _run(bwrap, check, SandboxLimits(timeout_s=30))
    return result.passed, f"{result.status}, returncode {result.returncode}: {result.stderr.strip()[-500:]}"


def sandbox_kind(allow_weak: bool | None = None) -> SandboxKind:
    """`bubblewrap` if it works here, else `weak` if allowed (None: A2RL_ALLOW_WEAK_SANDBOX=1)."""
    bwrap = _bwrap_binary()
    ok, detail = _probe(bwrap) if bwrap else (False, "")
    if ok:
        return "bubblewrap"
    if allow_weak is None:
        allow_weak = os.environ.get("A2RL_ALLOW_WEAK_SANDBOX") == "1"
    if allow_weak:
        return "weak"
    found = (f"bwrap at {bwrap} did not start a sandbox ({detail})" if bwrap
             else f"no bubblewrap binary ({os.environ.get('A2RL_BWRAP') or 'bwrap'}) was found")
    raise SandboxUnavailableError(
        f"Cannot run untrusted code safely: {found}. Install bubblewrap (`apt-get install bubblewrap`), "
        "or opt in to the weaker fallback with A2RL_ALLOW_WEAK_SANDBOX=1, which keeps the time, memory, "
        "file-size and process limits but leaves the whole filesystem visible (and writable where the "
        "user can write) and the network reachable.")


def run_python(source: str, limits: SandboxLimits | None = None,
               allow_weak: bool | None = None) -> ExecResult:
    """Run `source` as a Python program in the best sandbox available; a failure is a result."""
    kind = sandbox_kind(allow_weak)
    return _run(_bwrap_binary() if kind == "bubblewrap" else None, source, limits or SandboxLimits())


def _uid_tasks(uid: int) -> int:
    """Tasks (processes and threads) of a real uid: what RLIMIT_NPROC counts."""
    count = 0
    for entry in os.scandir("/proc"):
        with suppress(OSError, KeyError, ValueError), open(f"/proc/{entry.name}/status") as fh:
            fields = dict(line.split(":", 1) for line in fh if ":" in line)
            count += int(fields["Threads"]) if int(fields["Uid"].split()[0]) == uid else 0
    return count


def _bwrap_argv(bwrap: str, scratch: str, uid: int | None, status_fd: int) -> list[str]:
    python = os.path.realpath(sys.executable)
    prefix = os.path.realpath(sys.base_prefix)
    # Without a user namespace the program can be a real, unprivileged uid of the host (see
    # _run); root needs none to create the others. Otherwise --unshare-all (user included).
    unshare = (["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
               if uid is not None else ["--unshare-all"])
    argv = [bwrap, *unshare, "--die-with-parent", "--new-session", "--json-status-fd", str(status_fd),
            "--clearenv", "--setenv", "PATH", _PATH, "--setenv", "HOME", "/tmp",
            "--setenv", "LANG", "C.UTF-8"]
    for top in sorted({"/usr", "/bin", *glob.glob("/lib*")}):
        if os.path.islink(top):
            argv += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            argv += ["--ro-bind", top, top]
    if not any(prefix == top or prefix.startswith(top + "/") for top in ("/usr", "/bin")):
        # bwrap would create the prefix's parents 0700 (unreadable for the program's uid).
        parents = [str(p) for p in reversed(Path(prefix).parents) if str(p) != "/"]
        argv += [arg for p in parents for arg in ("--dir", p)] + ["--ro-bind", prefix, prefix]
    argv += ["--proc", "/proc", "--dev", "/dev", "--bind", scratch, "/tmp", "--chdir", "/tmp"]
    if uid is not None:
        return argv + [python, "-I", "-S", "-c", _DROP, str(uid), "main.py"]
    return argv + [python, "-I", "-S", "main.py"]


def _run(bwrap: str | None, source: str, limits: SandboxLimits) -> ExecResult:
    started = time.monotonic()
    kind: SandboxKind = "bubblewrap" if bwrap else "weak"

    def result(status: str, rc: int | None, out: str, err: str) -> ExecResult:
        return ExecResult(passed=status == "passed", status=status, returncode=rc, stdout=out, stderr=err,
                          seconds=round(time.monotonic() - started, 3), sandbox=kind)

    token = secrets.token_hex(16)
    root = os.geteuid() == 0
    # RLIMIT_NPROC counts every process of a uid, and root is exempt from it. As root the
    # program gets a uid of its own for this call, so the limit counts exactly its processes,
    # however many calls run at once (and no call's program can signal another's). bwrap
    # itself stays root: run as that uid it could not reach an interpreter under a 0700 home
    # such as /root/.pyenv, so the program drops to the uid inside, before its code runs.
    uid = _UID_BASE + secrets.randbelow(_UID_SPAN) if bwrap and root else None
    # Otherwise the uid is the caller's: leave room for its processes (and bwrap's two).
    nproc = limits.max_processes if root else _uid_tasks(os.getuid()) + limits.max_processes + 2
    scratch = tempfile.mkdtemp(prefix="a2rl-sandbox-")
    status_r, status_w = os.pipe() if bwrap else (-1, -1)  # bwrap says there whether the program ran
    try:
        Path(scratch, "main.py").write_text(source, encoding="utf-8", errors="replace")
        if uid is not None:
            os.chown(scratch, uid, uid)
        if bwrap:
            argv = _bwrap_argv(bwrap, scratch, uid, status_w)
            env, cwd = {TOKEN_VAR: token}, None  # tags bwrap's own processes; cleared inside
        else:
            argv = [os.path.realpath(sys.executable), "-I", "-S", "main.py"]
            env = {"PATH": _PATH, "HOME": scratch, "TMPDIR": scratch, "LANG": "C.UTF-8", TOKEN_VAR: token}
            cwd = scratch
        try:
            proc = subprocess.Popen(
                argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, start_new_session=True, pass_fds=(status_w,) if bwrap else (),
                # Between fork and exec it only calls setrlimit, which takes no lock another
                # thread could hold, so it is safe in a threaded caller.
                preexec_fn=functools.partial(_set_limits, limits, nproc))
        except (OSError, subprocess.SubprocessError) as exc:  # no such binary, limits refused
            return result("error", None, "", str(exc))
        finally:
            if bwrap:
                os.close(status_w)
                status_w = -1
        with proc:
            out, err, timed_out = _collect(proc, limits, token)
            _end_tree(proc, token)
        if timed_out:
            return result("timeout", None, out, err)
        if bwrap and not _ran(status_r):
            return result("error", None, out, err)
        return result("passed" if proc.returncode == 0 else "failed", proc.returncode, out, err)
    finally:
        for fd in (status_r, status_w):
            if fd >= 0:
                os.close(fd)
        _remove(scratch)


def _set_limits(limits: SandboxLimits, nproc: int) -> None:
    """In the child before exec; inherited by bwrap and everything below it."""
    mb = 1024 * 1024
    for kind, value in ((resource.RLIMIT_AS, limits.memory_mb * mb), (resource.RLIMIT_CORE, 0),
                        (resource.RLIMIT_FSIZE, limits.file_size_mb * mb), (resource.RLIMIT_NPROC, nproc)):
        hard = resource.getrlimit(kind)[1]  # raising it needs CAP_SYS_RESOURCE, which root may lack
        soft = value if hard == resource.RLIM_INFINITY else min(value, hard)
        resource.setrlimit(kind, (soft, soft))


def _collect(proc: subprocess.Popen, limits: SandboxLimits, token: str) -> tuple[str, str, bool]:
    """The tails of stdout and stderr, and whether the time limit ended the program."""
    tails = {proc.stdout.fileno(): bytearray(), proc.stderr.fileno(): bytearray()}
    pidfd = os.pidfd_open(proc.pid)  # readable once the process exits: no polling
    timed_out = ended = False
    end = time.monotonic() + limits.timeout_s
    with selectors.DefaultSelector() as sel:
        for fd in (*tails, pidfd):
            sel.register(fd, selectors.EVENT_READ)
        # Stop when the program ended and its pipes are closed; a process that keeps them
        # open after the program exited (weak sandbox) only gets _DRAIN_S more.
        while not ended or tails.keys() & sel.get_map().keys():
            left = end - time.monotonic()
            if left <= 0:
                if ended:
                    break
                timed_out = ended = True
                _end_tree(proc, token)  # its pipes close; what they still hold is read
                end = time.monotonic() + _DRAIN_S
                continue
            for key, _ in sel.select(left):
                if key.fd == pidfd:
                    sel.unregister(pidfd)
                    ended, end = True, min(end, time.monotonic() + _DRAIN_S)
                    continue
                chunk = os.read(key.fd, 1 << 16)
                if not chunk:
                    sel.unregister(key.fd)
                    continue
                tail = tails[key.fd]
                tail += chunk
                del tail[:-limits.output_bytes]
    os.close(pidfd)
    out, err = (tails[p.fileno()].decode(errors="replace") for p in (proc.stdout, proc.stderr))
    return out, err, timed_out


def _end_tree(proc: subprocess.Popen, token: str) -> None:
    """SIGKILL the group, the tree and the tagged processes; return once all of them are gone."""
    if proc.returncode is not None:  # reaped by an earlier call, which left nothing behind
        return
    # Until it is reaped (we watch a pidfd, never poll), proc's pid and group cannot be reused.
    pids = _descendants(proc.pid) | _tagged(token)
    with suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    _signal_all(pids, signal.SIGKILL)
    proc.wait()
    # A killed bwrap takes its pid namespace down asynchronously: wait until its init is gone.
    for _ in range(200):
        left = _alive(pids | _tagged(token))
        if not left:
            return
        _signal_all(left, signal.SIGKILL)
        time.sleep(0.01)


def _ran(status_r: int) -> bool:
    """bwrap reports an exit code only for a program it started (not when setup or exec failed)."""
    os.set_blocking(status_r, False)
    with suppress(BlockingIOError):
        return b'"exit-code"' in os.read(status_r, 1 << 16)
    return False


def _remove(path: str) -> None:
    shutil.rmtree(path, ignore_errors=True)
    if not os.path.lexists(path):
        return
    # The program made some of its directories unreadable. It is dead, so restoring access
    # (never through a symlink, never above `path`) cannot be raced.
    with suppress(OSError):
        os.chmod(path, 0o700)
    for top, dirs, _ in os.walk(path):
        for sub in (os.path.join(top, d) for d in dirs if not os.path.islink(os.path.join(top, d))):
            with suppress(OSError):
                os.chmod(sub, 0o700)
    shutil.rmtree(path, ignore_errors=True)
