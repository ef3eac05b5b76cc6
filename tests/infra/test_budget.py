"""`run_with_budget`: the agent is stopped at the deadline and nothing it started survives."""

from __future__ import annotations

import os
import time
from pathlib import Path

from infra import TOKEN_VAR, run_with_budget


def _state(pid: int) -> str | None:
    """The process state letter, or None when the process is gone."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return None


def _alive(pid: int) -> bool:
    state = _state(pid)
    return state is not None and state != "Z"


def _wait_for_pids(folder: Path, names: list[str], timeout: float = 10.0) -> dict[str, int]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = {}
        for name in names:
            path = folder / f"{name}.pid"
            text = path.read_text().strip() if path.exists() else ""
            if text.isdigit():
                found[name] = int(text)
        if len(found) == len(names):
            return found
        time.sleep(0.05)
    raise AssertionError(f"agent did not record all pids in {timeout} s: {sorted(p.name for p in folder.iterdir())}")


def _kill_leftovers(pids: list[int]) -> None:
    """Never leave stray sleeps behind, even when an assertion failed."""
    import signal

    for pid in pids:
        if _alive(pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


def _env(**extra: str) -> dict[str, str]:
    return {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"), **extra}


STUBBORN_AGENT = r"""
set -u
P="$PIDS"
trap '' TERM
sleep 1000 & echo $! > "$P/child.pid"
setsid sleep 1000 & echo $! > "$P/setsid.pid"
nohup sleep 1000 >/dev/null 2>&1 & echo $! > "$P/nohup.pid"
( ( sleep 1000 & echo $! > "$P/daemon.pid" ) & )
echo $$ > "$P/agent.pid"
echo "agent started"
while true; do sleep 1; done
"""


def test_stubborn_agent_and_everything_it_started_is_killed_at_the_deadline(tmp_path):
    pids_dir = tmp_path / "pids"
    pids_dir.mkdir()
    script = tmp_path / "agent.sh"
    script.write_text(STUBBORN_AGENT)
    log = tmp_path / "agent.log"
    names = ["agent", "child", "setsid", "nohup", "daemon"]
    started = time.monotonic()
    try:
        outcome = run_with_budget(["bash", str(script)], env=_env(PIDS=str(pids_dir)), cwd=tmp_path,
                                  log_path=log, budget_s=2, grace_s=1)
        elapsed = time.monotonic() - started
        pids = _wait_for_pids(pids_dir, names, timeout=1)
        assert outcome.timed_out is True
        assert outcome.exit_code is None
        assert elapsed < 12, f"run_with_budget took {elapsed:.1f} s for a 2 s budget and 1 s grace"
        assert elapsed >= 2 - 0.2
        assert outcome.duration_s >= 2 - 0.2
        survivors = {name: (pid, _state(pid)) for name, pid in pids.items() if _alive(pid)}
        assert not survivors, f"still alive after the budget: {survivors}"
        assert pids["agent"] in outcome.killed_pids
        assert "agent started" in log.read_text()
    finally:
        if pids_dir.exists():
            _kill_leftovers([int(p.read_text()) for p in pids_dir.glob("*.pid") if p.read_text().strip().isdigit()])


QUICK_AGENT = r"""
P="$PIDS"
echo "secret=$MY_VAR cwd=$(pwd) token_set=${A2RL_SESSION_TOKEN:+yes}"
sleep 1000 & echo $! > "$P/child.pid"
setsid sleep 1000 & echo $! > "$P/setsid.pid"
exit 0
"""


def test_quick_exit_is_not_a_timeout_and_leftovers_are_killed(tmp_path):
    pids_dir = tmp_path / "pids"
    pids_dir.mkdir()
    work = tmp_path / "work"
    work.mkdir()
    script = tmp_path / "agent.sh"
    script.write_text(QUICK_AGENT)
    log = tmp_path / "agent.log"
    started = time.monotonic()
    try:
        outcome = run_with_budget(["bash", str(script)], env=_env(PIDS=str(pids_dir), MY_VAR="hello-42"),
                                  cwd=work, log_path=log, budget_s=60, grace_s=1)
        elapsed = time.monotonic() - started
        pids = _wait_for_pids(pids_dir, ["child", "setsid"], timeout=1)
        assert outcome.timed_out is False
        assert outcome.exit_code == 0
        assert elapsed < 10, f"a quick agent kept run_with_budget busy for {elapsed:.1f} s"
        for name, pid in pids.items():
            assert not _alive(pid), f"{name} ({pid}) survived the agent's exit: state {_state(pid)}"
        text = log.read_text()
        assert "secret=hello-42" in text
        assert f"cwd={work}" in text
        assert "token_set=yes" in text
    finally:
        _kill_leftovers([int(p.read_text()) for p in pids_dir.glob("*.pid") if p.read_text().strip().isdigit()])


def test_exit_code_and_log_are_kept(tmp_path):
    log = tmp_path / "agent.log"
    log.write_text("earlier line\n")
    outcome = run_with_budget(["bash", "-c", "echo out; echo err >&2; exit 3"], env=_env(), cwd=tmp_path,
                              log_path=log, budget_s=30, grace_s=1)
    assert outcome.timed_out is False
    assert outcome.exit_code == 3
    text = log.read_text()
    assert text.startswith("earlier line\n")  # appended, not truncated
    assert "out" in text and "err" in text


def test_only_the_given_environment_reaches_the_agent(tmp_path, monkeypatch):
    monkeypatch.setenv("A2RL_TEST_PARENT_ONLY", "leak")
    log = tmp_path / "agent.log"
    script = 'echo "parent=[${A2RL_TEST_PARENT_ONLY:-}] token=${' + TOKEN_VAR + ':-}"'
    outcome = run_with_budget(["bash", "-c", script],
                              env=_env(), cwd=tmp_path, log_path=log, budget_s=30, grace_s=1)
    assert outcome.exit_code == 0
    text = log.read_text()
    assert "parent=[]" in text
    token = text.split("token=", 1)[1].strip()
    assert len(token) >= 16


def test_agent_ignoring_term_is_killed_after_grace(tmp_path):
    """A launcher that traps TERM is SIGKILLed once the grace period has passed."""
    budget_s = 1.0
    log = tmp_path / "agent.log"
    pid_file = tmp_path / "agent.pid"
    script = f"trap '' TERM; echo $$ > {pid_file}; while true; do sleep 0.2; done"
    started = time.monotonic()
    outcome = run_with_budget(["bash", "-c", script], env=_env(), cwd=tmp_path, log_path=log,
                              budget_s=budget_s, grace_s=1)
    elapsed = time.monotonic() - started
    pid = int(pid_file.read_text())
    try:
        assert outcome.timed_out is True
        assert not _alive(pid)
        assert elapsed < budget_s + 1 + 8
    finally:
        _kill_leftovers([pid])


def test_detached_process_with_a_cleared_environment_is_killed(tmp_path):
    """`setsid env -i …` leaves the process group, drops the run token and is reparented away
    from the agent: neither the token scan nor the tree walk finds it, yet it must not survive."""
    pid_file = tmp_path / "daemon.pid"
    script = f"( setsid env -i sleep 1000 & echo $! > {pid_file} ); sleep 0.3; exit 0"
    outcome = run_with_budget(["bash", "-c", script], env=_env(), cwd=tmp_path, log_path=tmp_path / "agent.log",
                              budget_s=30, grace_s=1)
    pid = int(pid_file.read_text())
    try:
        assert outcome.exit_code == 0
        assert not _alive(pid), f"env -i daemon {pid} survived the session (state {_state(pid)})"
    finally:
        _kill_leftovers([pid])
