"""The code sandbox against hostile programs: real bubblewrap, real processes, real limits."""

from __future__ import annotations

import os
import secrets
import socket
import sys
import textwrap
import time
from pathlib import Path

import pytest

from infra import ExecResult, SandboxLimits, SandboxUnavailableError, run_python, sandbox_kind

REPO = Path(__file__).resolve().parents[2]
QUICK = SandboxLimits(timeout_s=2)


def _bwrap_works() -> bool:
    try:
        return sandbox_kind(allow_weak=False) == "bubblewrap"
    except SandboxUnavailableError:
        return False


needs_bwrap = pytest.mark.skipif(
    not _bwrap_works(), reason="bubblewrap is missing or cannot sandbox here (apt-get install bubblewrap)")


@pytest.fixture(autouse=True)
def _no_env_overrides(monkeypatch):
    monkeypatch.delenv("A2RL_BWRAP", raising=False)
    monkeypatch.delenv("A2RL_ALLOW_WEAK_SANDBOX", raising=False)


@pytest.fixture
def weak(monkeypatch):
    """No bubblewrap (as on a machine without it), the weak fallback opted in."""
    monkeypatch.setenv("A2RL_BWRAP", "/nonexistent/bwrap")
    monkeypatch.setenv("A2RL_ALLOW_WEAK_SANDBOX", "1")


def run(source: str, limits: SandboxLimits = QUICK) -> ExecResult:
    return run_python(textwrap.dedent(source), limits)


def processes_with(marker: str) -> list[int]:
    """Host processes whose command line contains `marker`."""
    found = []
    for entry in os.scandir("/proc"):
        try:
            with open(f"/proc/{entry.name}/cmdline", "rb") as fh:
                if marker.encode() in fh.read():
                    found.append(int(entry.name))
        except (OSError, ValueError):
            continue
    return found


# A program that detaches a marked `sleep` (setsid + double fork, as a daemon would),
# then never ends on its own.
ORPHAN = """
    import os
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execv("/bin/sleep", ["sleep", "{marker}"])
        os._exit(0)
    while True:
        pass
"""


def _marker() -> str:
    return f"1000.{secrets.randbelow(10**9)}"


@needs_bwrap
def test_correct_program_passes():
    result = run("def add(a, b):\n    return a + b\nassert add(2, 3) == 5\nprint('ok')")
    assert (result.passed, result.status, result.returncode) == (True, "passed", 0)
    assert result.sandbox == "bubblewrap"
    assert result.stdout == "ok\n"


@needs_bwrap
def test_failing_assertion_fails_with_its_traceback():
    result = run("assert False, 'wrong answer'")
    assert (result.passed, result.status, result.returncode) == (False, "failed", 1)
    assert "AssertionError: wrong answer" in result.stderr


@needs_bwrap
def test_only_the_tail_of_the_output_is_kept():
    result = run("print('a' * 100_000 + 'END')", SandboxLimits(output_bytes=100))
    assert result.passed and len(result.stdout) == 100 and result.stdout.endswith("END\n")


@needs_bwrap
def test_infinite_loop_times_out_and_nothing_it_started_survives():
    marker = _marker()
    started = time.monotonic()
    result = run(ORPHAN.format(marker=marker), SandboxLimits(timeout_s=1))
    assert (result.status, result.passed, result.returncode) == ("timeout", False, None)
    assert time.monotonic() - started < 3
    assert processes_with(marker) == []


@needs_bwrap
def test_detached_process_dies_with_a_program_that_exits():
    marker = _marker()
    result = run(ORPHAN.format(marker=marker).replace("while True:\n        pass", "print('done')"))
    assert result.passed and result.stdout == "done\n"
    assert processes_with(marker) == []


@needs_bwrap
def test_destructive_program_harms_nothing_outside(tmp_path, monkeypatch):
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    sentinels = [tmp_path / "sentinel", cwd / "sentinel"]
    for s in sentinels:
        s.write_text("keep")
    outside = [str(REPO), str(tmp_path), *map(str, sentinels), os.environ["A2RL_HOME"], "/etc"]
    result = run(f"""
        import os, shutil
        outside = {outside!r}
        os.system("rm -rf ~ 2>/dev/null")
        shutil.rmtree(os.getcwd(), ignore_errors=True)
        for path in outside:
            os.system(f"rm -rf {{path}} 2>/dev/null")
        seen = [p for p in outside if os.path.exists(p)]
        print("seen:", seen)
        raise SystemExit(1 if seen else 0)
    """)
    assert result.passed, result.stdout + result.stderr
    assert all(s.read_text() == "keep" for s in sentinels)
    assert (REPO / "infra" / "_code_sandbox.py").exists()


@needs_bwrap
def test_fork_bomb_is_capped_and_leaves_nothing():
    marker = _marker()
    # The /proc guard (only the bomb's pid namespace) stops it near 200 if the limit failed.
    result = run(f"""
        import os
        first = os.getpid()
        for _ in range(2000):
            if sum(p.isdigit() for p in os.listdir("/proc")) > 200:
                break
            try:
                os.fork()
            except OSError:
                break
        if os.getpid() == first:
            print("processes:", sum(p.isdigit() for p in os.listdir("/proc")), flush=True)
        os.execv("/bin/sleep", ["sleep", "{marker}"])
    """, SandboxLimits(timeout_s=2, max_processes=16))
    assert result.status == "timeout"
    count = int(result.stdout.split("processes:")[1])
    assert count <= 16 + 2  # the limit, bwrap's init and (not as root) bwrap's own share of the limit
    assert processes_with(marker) == []


@needs_bwrap
def test_huge_allocation_fails_without_getting_the_memory():
    result = run("""
        import resource
        try:
            bytearray(10 * 1024**3)
        finally:
            print("peak_kb", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    """)
    assert result.status == "failed" and "MemoryError" in result.stderr
    assert int(result.stdout.split()[1]) < 200 * 1024


@needs_bwrap
def test_etc_passwd_is_not_readable():
    result = run("print(open('/etc/passwd').read())")
    assert result.status == "failed" and "FileNotFoundError" in result.stderr
    assert "root:" not in result.stdout


@needs_bwrap
def test_no_network_not_even_the_hosts_loopback():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        server.setblocking(False)
        port = server.getsockname()[1]
        result = run(f"""
            import socket
            reached = []
            for address in [("1.1.1.1", 53), ("127.0.0.1", {port})]:
                try:
                    socket.create_connection(address, timeout=1).close()
                    reached.append(address)
                except OSError as exc:
                    print(address, exc)
            raise SystemExit(1 if reached else 0)
        """)
        assert result.passed, result.stdout + result.stderr
        with pytest.raises(BlockingIOError):
            server.accept()


@needs_bwrap
def test_writing_past_the_file_size_limit_fails():
    result = run("""
        import signal
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        with open("big", "wb") as fh:
            fh.write(b"x" * (2 * 1024 * 1024))
    """, SandboxLimits(timeout_s=5, file_size_mb=1))
    assert result.status == "failed" and "File too large" in result.stderr


@needs_bwrap
def test_bwrap_failing_to_start_the_program_is_an_error(monkeypatch):
    import infra._code_sandbox as sandbox

    real, python = sandbox._bwrap_argv, os.path.realpath(sys.executable)
    monkeypatch.setattr(sandbox, "_bwrap_argv",
                        lambda *a: ["/nonexistent/python" if arg == python else arg for arg in real(*a)])
    result = run_python("pass")
    assert (result.status, result.passed, result.returncode) == ("error", False, None)
    assert "bwrap" in result.stderr


def test_missing_bwrap_without_opt_in_says_how_to_fix_it(monkeypatch):
    monkeypatch.setenv("A2RL_BWRAP", "/nonexistent/bwrap")
    with pytest.raises(SandboxUnavailableError) as info:
        run_python("pass")
    message = str(info.value)
    assert "A2RL_ALLOW_WEAK_SANDBOX=1" in message and "apt-get install bubblewrap" in message
    assert "network" in message and "filesystem" in message
    assert sandbox_kind(allow_weak=True) == "weak"


def test_weak_sandbox_runs_a_passing_program(weak, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("import os; open('out.txt', 'w').write('x'); print(sorted(os.environ))")
    assert (result.passed, result.sandbox) == (True, "weak")
    assert "A2RL_HOME" not in result.stdout and not (tmp_path / "out.txt").exists()


def test_weak_sandbox_enforces_the_timeout_and_kills_the_tree(weak):
    marker = _marker()
    started = time.monotonic()
    result = run(ORPHAN.format(marker=marker), SandboxLimits(timeout_s=1))
    assert (result.status, result.sandbox) == ("timeout", "weak")
    assert time.monotonic() - started < 3
    assert processes_with(marker) == []


def test_weak_sandbox_enforces_the_memory_limit(weak):
    result = run("bytearray(10 * 1024**3)")
    assert result.status == "failed" and "MemoryError" in result.stderr


def test_limits_are_validated():
    with pytest.raises(ValueError):
        SandboxLimits(timeout_s=0)
