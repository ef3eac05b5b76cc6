"""Crash and resume: `kill -9` the harness during baseline, the session, an evaluation and final.

One run is killed at each of the four points in turn and resumed by `a2rl resume` each time
(real processes, real SIGKILL, real Prefect/Ray/MLflow). After the last resume the run must be
complete with nothing lost and nothing duplicated: every submission evaluated once to a score
(the one in flight re-run once), one MLflow parent run, one child per stage and submission.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from mlflow.tracking import MlflowClient

from tests.conftest import REPO

AGENT = Path(__file__).parent / "agents" / "resumer"


@pytest.fixture(scope="module")
def fresh_home(home, tmp_path_factory):
    """A state folder of its own (so the baseline is not cached), sharing the converted models."""
    from infra import A2RLHome

    h = A2RLHome.resolve(tmp_path_factory.mktemp("resume") / "home").ensure()
    h.model_cache.rmdir()
    h.model_cache.symlink_to(home.model_cache.resolve())
    return h


@pytest.fixture(scope="module")
def cli_env(prefect_harness):
    from prefect.settings import PREFECT_API_URL

    return {**os.environ, "PREFECT_API_URL": PREFECT_API_URL.value()}


def _start(cli_env, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "flows.cli", *args], cwd=str(REPO), env=cli_env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _events(run_dir: Path) -> list[dict]:
    path = run_dir / "logs" / "events.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line] if path.is_file() else []


def _kill_when(proc: subprocess.Popen, run_dir, match, after_s: float, timeout: float = 300) -> list[dict]:
    """SIGKILL the harness `after_s` after the first event `match` accepts; returns the events then."""
    ends = time.monotonic() + timeout
    while time.monotonic() < ends:
        if proc.poll() is not None:
            out, err = proc.communicate()
            raise AssertionError(f"the harness ended (rc {proc.returncode}) before the kill point:\n{err[-3000:]}")
        directory = run_dir() if callable(run_dir) else run_dir
        if directory is not None and any(match(e) for e in _events(directory)):
            time.sleep(after_s)
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(30)
            return _events(directory)
        time.sleep(0.1)
    proc.kill()
    raise AssertionError("the kill point was never reached")


def _journal(run_dir: Path) -> dict[str, str]:
    with sqlite3.connect(run_dir / "grader" / "ledger.sqlite") as db:
        return dict(db.execute("SELECT key, value FROM meta").fetchall())


def _rows(run_dir: Path) -> list[dict]:
    with sqlite3.connect(run_dir / "grader" / "ledger.sqlite") as db:
        db.row_factory = sqlite3.Row
        return [dict(r) for r in db.execute("SELECT * FROM submissions ORDER BY id")]


def _resume(cli_env, run_id: str, home, *extra: str) -> subprocess.Popen:
    return _start(cli_env, "resume", run_id, "--home", str(home.root), "--json", *extra)


def test_a_run_killed_at_every_stage_resumes_to_one_complete_record(cli_env, fresh_home):
    home = fresh_home
    runs = home.runs

    def run_dir():
        found = sorted(runs.iterdir()) if runs.is_dir() else []
        return found[0] if found else None

    # 1. Killed while the base model is being evaluated.
    proc = _start(cli_env, "run", "--agent", str(AGENT), "--model", "tiny", "--budget", "120", "--json",
                  "--home", str(home.root))
    _kill_when(proc, run_dir, lambda e: e.get("stage") == "baseline", after_s=3.0)
    rd = run_dir()
    run_id = rd.name
    journal = _journal(rd)
    assert "stage.setup" in journal and "stage.baseline" not in journal, journal.keys()
    tracking = MlflowClient(tracking_uri=home.tracking_uri())
    parent = json.loads(journal["stage.setup"])["mlflow_run_id"]
    assert tracking.get_run(parent).info.status == "RUNNING"

    # A second harness may not run it while one still does (here: a stand-in holding the lock).
    holder = subprocess.Popen([sys.executable, "-c", (
        f"import sys, time; sys.path.insert(0, {str(REPO)!r}); from infra import RunDir; "
        f"RunDir(root=__import__('pathlib').Path({str(rd)!r})).lock(); print('held', flush=True); time.sleep(60)")
        ], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    busy = subprocess.run([sys.executable, "-m", "flows.cli", "resume", run_id, "--home", str(home.root)],
                          cwd=str(REPO), env=cli_env, capture_output=True, text=True, timeout=120)
    holder.kill()
    holder.wait()
    assert busy.returncode == 2 and "is still being run" in busy.stderr, busy.stderr[-2000:]

    # 2. Resumed (baseline again), killed as the agent starts: once it has said what it saw (a fixed
    # delay after `agent_started` could come before a loaded machine's Python had started; the
    # first session then sleeps 5 s before it submits).
    proc = _resume(cli_env, run_id, home)
    agent_log = rd / "logs" / "agent.log"
    _kill_when(proc, rd, lambda e: e.get("event") == "agent_started" and agent_log.is_file()
               and "session continuation=0" in agent_log.read_text(errors="replace"), after_s=0.2)
    journal = _journal(rd)
    assert "stage.baseline" in journal and "stage.clock" in journal and "stage.session" not in journal

    # 3. Resumed with the session continued; killed while the agent's submission is evaluated.
    proc = _resume(cli_env, run_id, home, "--continue-session")
    _kill_when(proc, rd, lambda e: e.get("event") == "evaluating", after_s=1.5)
    rows = _rows(rd)
    assert [r["status"] for r in rows] == ["evaluating"], rows
    assert rows[0]["model_path"] == "output/s1" and rows[0]["val_score"] is None

    # 4. Resumed again: the in-flight evaluation re-run, the agent continued once more; killed in final,
    # as the chosen submission's test evaluation starts (a fixed delay after the stage began could land
    # after a fast final stage had ended).
    proc = _resume(cli_env, run_id, home, "--continue-session")
    events = _kill_when(proc, rd, lambda e: e.get("event") == "test_evaluating", after_s=0.0)
    assert "stage.session" in _journal(rd) and "stage.final" not in _journal(rd)
    scored = [e for e in events if e["event"] == "submission"]
    assert sorted(e["id"] for e in scored) == [1, 2], scored

    # 5. Resumed to the end.
    proc = _resume(cli_env, run_id, home)
    out, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err[-4000:]
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["resumes"] == 4 and summary["session_continuations"] == 2
    assert summary["rerun_evaluations"] == [1]
    assert [(s["id"], s["status"]) for s in summary["submissions"]] == [(1, "done"), (2, "done")]
    assert summary["final_score"] is not None and summary["selection"]["submission_id"] in (1, 2)
    assert summary["final_score"] == summary["baseline_score"], "copies of the base model score as the base model"

    rows = _rows(rd)
    assert [r["interrupted"] for r in rows] == [1, 0] and [r["attempts"] for r in rows] == [2, 1]
    with sqlite3.connect(rd / "grader" / "ledger.sqlite") as db:
        moves = [m for (m,) in db.execute("SELECT to_status FROM transitions WHERE submission_id=1 ORDER BY seq")]
    assert moves == ["received", "queued", "evaluating", "queued", "evaluating", "done"], moves
    chosen = next(r for r in rows if r["id"] == summary["selection"]["submission_id"])
    assert chosen["test_score"] == summary["final_score"]

    # The agent was told, each time, that it was continuing.
    log = (rd / "logs" / "agent.log").read_text()
    assert "session continuation=0 instructions_note=False" in log
    assert "session continuation=1 instructions_note=True run_meta_continuation=1" in log
    assert "session continuation=2 instructions_note=True run_meta_continuation=2" in log
    # The agent killed with the harness never saw its submission scored: it did not outlive the harness.
    assert "scored 1:" not in log and "scored 2: done" in log, log

    # One MLflow run, continued to the end; one child per stage and submission.
    parents = tracking.search_runs([tracking.get_run(parent).info.experiment_id],
                                   filter_string=f"attributes.run_name = '{run_id}'")
    assert [p.info.run_id for p in parents] == [parent]
    assert parents[0].info.status == "FINISHED" and parents[0].data.tags["a2rl.resumes"] == "4"
    children = tracking.search_runs([parents[0].info.experiment_id],
                                    filter_string=f"tags.mlflow.parentRunId = '{parent}'")
    keys = sorted(c.data.tags.get("a2rl.key") for c in children)
    assert keys == sorted(["baseline", "submission-1", "submission-2",
                           f"final-test-{summary['selection']['submission_id']}"]), keys
    history = tracking.get_metric_history(parent, "val_score")
    assert sorted(m.step for m in history) == [1, 2]

    # In Prefect, the four killed flow runs say Crashed (they would say Running forever).
    from prefect.client.orchestration import get_client

    flow_runs = json.loads(_journal(rd)["prefect.flow_runs"])
    assert len(flow_runs) == 5
    with get_client(sync_client=True) as client:
        states = [client.read_flow_run(i).state.type.value for i in flow_runs]
    assert states == ["CRASHED"] * 4 + ["COMPLETED"], states

    # Resuming a complete run changes nothing.
    again = subprocess.run([sys.executable, "-m", "flows.cli", "resume", run_id, "--home", str(home.root), "--json"],
                           cwd=str(REPO), env=cli_env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 0 and "is complete" in again.stderr
    assert json.loads(again.stdout.strip().splitlines()[-1])["final_score"] == summary["final_score"]
    assert _rows(rd) == rows


def test_the_temporary_prefect_server_of_a_killed_harness_is_stopped_by_the_next_command(fresh_home, tmp_path):
    """Without a Prefect API, `a2rl run` starts a temporary Prefect server; `kill -9` orphans it."""
    from infra._orphans import _SERVER_APP, orphaned_prefect_servers

    home = fresh_home.__class__.resolve(tmp_path / "home").ensure()
    env = {k: v for k, v in os.environ.items() if k not in ("PREFECT_API_URL", "PREFECT_HOME")}
    proc = subprocess.Popen([sys.executable, "-m", "flows.cli", "run", "--agent", "copy-base", "--model", "tiny",
                             "--budget", "60", "--home", str(home.root)], cwd=str(REPO), env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)

    def run_dir():
        found = sorted(home.runs.iterdir()) if home.runs.is_dir() else []
        return found[0] if found else None

    _kill_when(proc, run_dir, lambda e: e.get("event") == "stage", after_s=0.5)
    ends = time.monotonic() + 10
    while not (orphans := orphaned_prefect_servers(home.prefect_home)) and time.monotonic() < ends:
        time.sleep(0.2)
    if not orphans:
        servers = [p for p in os.listdir("/proc") if p.isdigit() and _SERVER_APP in open(f"/proc/{p}/cmdline", "rb").read()]
        pytest.skip(f"no orphan with init as parent here (a subreaper adopts them?): servers {servers}")
    again = subprocess.run([sys.executable, "-m", "flows.cli", "resume", "nope", "--home", str(home.root)],
                           cwd=str(REPO), env=env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 2
    ends = time.monotonic() + 15
    while any(os.path.exists(f"/proc/{pid}") for pid in orphans) and time.monotonic() < ends:
        time.sleep(0.2)
    assert not any(os.path.exists(f"/proc/{pid}") for pid in orphans), "the orphaned Prefect server still runs"
