"""`a2rl sweep`: a real 2×2 matrix on the session's Prefect server, a cell's harness killed, a re-run.

Real parts throughout: the CLI as a subprocess, Prefect subflows in their own processes, the
grading server, MLflow on sqlite, the tiny model. Nothing is mocked.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from pathlib import Path

import pytest

from tests.flows.test_benchmark_run import CRASHER

pytestmark = pytest.mark.timeout(900)


def _last_json(proc):
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _kill_when_started(run_dir: Path, killed: dict, timeout_s: float = 400) -> None:
    """SIGKILL the harness of `run_dir` as soon as it holds the run (an OOM kill of one cell, say)."""
    lock = run_dir / "grader" / "harness.lock"
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            pid = int(lock.read_text().strip() or 0)
        except (OSError, ValueError):
            pid = 0
        if pid:
            os.kill(pid, signal.SIGKILL)
            killed["pid"] = pid
            return
        time.sleep(0.05)


def test_a_sweep_survives_a_killed_cell_and_a_rerun_finishes_it(run_cli, home, tmp_path):
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterTags

    args = ("sweep", "--agents", f"copy-base,{CRASHER}", "--tasks", "arithmetic", "--models", "tiny",
            "--seeds", "2", "--max-parallel", "2", "--budget", "60", "--name", "matrix", "--home", str(home.root),
            "--json")
    victim = home.runs / "matrix--arithmetic-crasher-tiny-s1"
    killed: dict = {}
    watcher = threading.Thread(target=_kill_when_started, args=(victim, killed), daemon=True)
    watcher.start()
    first = run_cli(*args, timeout=800, cwd=tmp_path)
    watcher.join(timeout=5)
    assert killed, "the cell's harness never started"
    assert first.returncode == 1, first.stderr[-3000:]
    result = _last_json(first)
    by_cell = {c["run_id"].split("--")[1]: c for c in result["cells"]}
    assert set(by_cell) == {f"arithmetic-{a}-tiny-s{s}" for a in ("copy-base", "crasher") for s in (0, 1)}
    assert by_cell["arithmetic-crasher-tiny-s1"]["status"] == "failed"
    assert "killed by signal 9" in by_cell["arithmetic-crasher-tiny-s1"]["error"]
    for cell in ("arithmetic-copy-base-tiny-s0", "arithmetic-copy-base-tiny-s1", "arithmetic-crasher-tiny-s0"):
        assert by_cell[cell]["status"] == "done", by_cell[cell]
    assert by_cell["arithmetic-copy-base-tiny-s0"]["improvement"] == 0.0
    # The others went on: their leaderboard is there, without the killed cell.
    board = Path(result["leaderboard"]).read_text()
    assert "| arithmetic | copy-base | — | 2 |" in board and "| arithmetic | crasher | — | 1 " in board
    assert "run the same command again" in first.stderr
    # One line per cell as it starts and ends (a sweep runs for hours).
    assert "sweep: matrix--arithmetic-copy-base-tiny-s0: started" in first.stderr
    assert "sweep: matrix--arithmetic-copy-base-tiny-s0: done, final 0.0" in first.stderr
    sweep_dir = home.root / "sweeps" / "matrix"
    assert json.loads((sweep_dir / "sweep.json").read_text())["agents"] == ["copy-base", str(CRASHER)]

    # Every cell is a benchmark_run subflow of the sweep's flow run, tagged with its cell.
    with get_client(sync_client=True) as client:
        runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(tags=FlowRunFilterTags(all_=["sweep:matrix"])))
        assert len(runs) == 4
        parents = {client.read_task_run(r.parent_task_run_id).flow_run_id for r in runs}
        assert len(parents) == 1
        assert client.read_flow(client.read_flow_run(parents.pop()).flow_id).name == "sweep"
        assert {r.name for r in runs} == {c["run_id"] for c in result["cells"]}

    again = run_cli(*args, timeout=600, cwd=tmp_path)
    assert again.returncode == 0, again.stderr[-3000:]
    statuses = {c["run_id"].split("--")[1]: c["status"] for c in _last_json(again)["cells"]}
    assert "sweep: matrix--arithmetic-crasher-tiny-s1: resuming" in again.stderr
    assert statuses == {"arithmetic-copy-base-tiny-s0": "skipped", "arithmetic-copy-base-tiny-s1": "skipped",
                        "arithmetic-crasher-tiny-s0": "skipped", "arithmetic-crasher-tiny-s1": "resumed"}
    summary = json.loads((victim / "report" / "metrics.json").read_text())
    assert summary["resumes"] == 1
    board = Path(_last_json(again)["leaderboard"]).read_text()
    assert "| arithmetic | crasher | — | 2 (2 no result) |" in board
    html = Path(_last_json(again)["html"]).read_text()
    assert html.count("matrix--arithmetic-") >= 4


def test_a_sweep_is_checked_before_any_cell_starts(run_cli, home, tmp_path):
    cases = [
        (("--agents", "copy-base", "--seeds", "two"), "--seeds 'two'"),
        (("--agents", "copy-base,no-such-agent"), "no-such-agent"),
        (("--agents", "copy-base", "--tasks", "nope"), "unknown task 'nope'"),
        (("--agents", "copy-base", "--max-parallel", "0"), "--max-parallel must be at least 1"),
        (("--agents", "copy-base", "--budget", "-5m"), "budget '-5m'"),
    ]
    for extra, message in cases:
        proc = run_cli("sweep", "--models", "tiny", "--home", str(home.root), *extra, timeout=120, cwd=tmp_path)
        assert proc.returncode == 2, (extra, proc.stderr[-2000:])
        assert message in proc.stderr, (extra, proc.stderr[-2000:])
        assert "Traceback" not in proc.stderr


def test_a_sweep_name_is_bound_to_its_matrix(home, tmp_path):
    """Resuming `--name X` with another matrix would mix two sweeps' runs in one leaderboard: refused."""
    from flows._sweep import SweepSpec, _record_spec
    from infra import UsageError

    where = tmp_path / "sweeps" / "x"
    first = SweepSpec(tasks=["arithmetic"], agents=["copy-base"], models=["tiny"], name="x", home=home.root)
    _record_spec(first, where)
    _record_spec(first.model_copy(update={"max_parallel": 4}), where)  # parallelism is not the matrix
    with pytest.raises(UsageError, match="different matrix"):
        _record_spec(SweepSpec(tasks=["arithmetic"], agents=["copy-base"], models=["tiny"], seeds=[0, 1],
                               name="x", home=home.root), where)


def test_cells_and_their_run_ids(home):
    from flows._sweep import SweepSpec

    spec = SweepSpec(tasks=["arithmetic", "humaneval:paper"], agents=["copy-base", str(CRASHER)],
                     models=["tiny", "org/Model-7B"], seeds=[0, 3], run={"budget_s": 90, "selection": "best-test"},
                     home=home.root)
    cells = spec.cells()
    assert len(cells) == 16 and len({c.run_id for c in cells}) == 16
    assert {c.config.budget_s for c in cells} == {90} and {c.config.selection for c in cells} == {"best-test"}
    assert f"{spec.sweep_name}--humaneval_paper-crasher-org_Model-7B-s3" in {c.run_id for c in cells}
    # Same matrix, same name: a re-run finds its cells.
    assert SweepSpec.model_validate(spec.model_dump(mode="json")).sweep_name == spec.sweep_name
    assert SweepSpec(**{**spec.model_dump(), "seeds": [0]}).sweep_name != spec.sweep_name
    # Drivers multiply the agents that take one; the others run once.
    mixed = SweepSpec(tasks=["arithmetic"], agents=["copy-base", "claude"], models=["tiny"],
                      drivers=["claude-sonnet-4-5", "claude-opus-4-1"], home=home.root)
    assert sorted(c.config.driver or "-" for c in mixed.cells()) == ["-", "claude-opus-4-1", "claude-sonnet-4-5"]
    with pytest.raises(ValueError, match="set by each cell"):
        SweepSpec(tasks=["arithmetic"], agents=["copy-base"], models=["tiny"], run={"seed": 3}, home=home.root)
    with pytest.raises(ValueError, match="budget_s"):
        SweepSpec(tasks=["arithmetic"], agents=["copy-base"], models=["tiny"], run={"budget_s": -1}, home=home.root)


def test_gpus_are_handed_out_one_per_cell(monkeypatch):
    from flows._sweep import visible_gpus

    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "2,5")
    assert visible_gpus() == ["2", "5"]
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "")
    assert visible_gpus() == []
