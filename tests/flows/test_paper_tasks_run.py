"""Whole runs of the paper's static and judge-graded tasks with `tiny`, as a user starts them.

Real data (../shared/data through `--data-dir`), real sandbox, a real local judge (`tiny`
itself), real Prefect, Ray, MLflow and grading server. The `mini` protocol keeps them short.
"""

from __future__ import annotations

import json
from pathlib import Path

from mlflow.tracking import MlflowClient


def _run(run_cli, home, tmp_path, task: str, *extra: str, env: dict | None = None) -> dict:
    proc = run_cli("run", "--task", task, "--protocol", "mini", "--agent", "copy-base", "--model", "tiny",
                   "--budget", "60", "--json", "--home", str(home.root), *extra, timeout=900, cwd=tmp_path,
                   env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    # A copy of the base model is marked as one, and nothing else is flagged on any paper task.
    assert {f["kind"] for f in summary["integrity"]["flags"]} == {"copy_of_base"}, summary["integrity"]
    return summary


def _children(home, summary) -> list:
    client = MlflowClient(tracking_uri=home.tracking_uri())
    parent = client.get_run(summary["mlflow_run_id"])
    kids = client.search_runs([parent.info.experiment_id],
                              filter_string=f"tags.mlflow.parentRunId = '{summary['mlflow_run_id']}'")
    return parent, kids


def test_gsm8k_run_end_to_end(run_cli, home, tmp_path, paper_data_dir):
    summary = _run(run_cli, home, tmp_path, "gsm8k", "--data-dir", str(paper_data_dir))
    assert summary["task"] == "gsm8k:mini"
    assert summary["improvement"] == 0 and summary["submissions"][0]["status"] == "done"
    parent, _ = _children(home, summary)
    params = parent.data.params
    assert params["protocol"] == "mini" and params["split_size_test"] == "40"
    assert all(len(params[f"split_hash_{s}"]) == 64 for s in ("train", "validation", "test"))
    workspace = Path(summary["run_dir"]) / "workspace"
    train = [json.loads(line) for line in (workspace / "data" / "train.jsonl").read_text().split("\n") if line]
    assert len(train) == 7273 and "####" in train[0]["answer"]
    assert "#### <number>" in (workspace / "description.md").read_text()


def test_humaneval_run_end_to_end(run_cli, home, tmp_path):
    # This one unsandboxed (every other run here is in bubblewrap): the opt-in, and every report says so.
    summary = _run(run_cli, home, tmp_path, "humaneval", "--sandbox", "none", "--allow-unsandboxed")
    assert summary["task"] == "humaneval:mini" and summary["submissions"][0]["status"] == "done"
    report = (Path(summary["run_dir"]) / "report" / "summary.md").read_text()
    assert "protocol: **mini**" in report
    assert "UNSANDBOXED" in summary["sandbox"] and "UNSANDBOXED" in report
    parent, _ = _children(home, summary)
    assert parent.data.params["sandbox"] == "none"
    assert summary["improvement"] == 0
    trajectories = Path(summary["run_dir"]) / "grader" / "trajectories" / "1.jsonl"
    episodes = [json.loads(line) for line in trajectories.read_text().splitlines()]
    assert len(episodes) == 8 and all(e["status"] == "done" for e in episodes)
    train = (Path(summary["run_dir"]) / "workspace" / "data" / "train.jsonl").read_text().split("\n")[:-1]
    assert len(train) == 82 and '"test"' in train[0]  # the agent gets its training problems' tests


def test_alpaca_eval_run_end_to_end_with_a_local_judge(run_cli, home, tmp_path, paper_data_dir):
    summary = _run(run_cli, home, tmp_path, "alpaca_eval", "--data-dir", str(paper_data_dir),
                   "--judge", "local:tiny")
    assert summary["task"] == "alpaca_eval:mini" and summary["submissions"][0]["status"] == "done"
    # The base model's files: judged once for the baseline, then the submission is taken from the cache.
    assert summary["improvement"] == 0
    parent, kids = _children(home, summary)
    assert parent.data.params["judge"] == "local:tiny"
    sub = next(k for k in kids if k.data.tags.get("a2rl.kind") == "submission")
    base = next(k for k in kids if k.data.tags.get("a2rl.kind") == "baseline")
    metrics = sub.data.metrics
    assert 0 <= metrics["val_win_rate"] <= 100 and 0 <= metrics["val_lc_win_rate"] <= 100
    assert sub.data.params["eval_cached"] == "True"
    assert metrics["val_win_rate"] == base.data.metrics["validation_win_rate"]
    assert abs(metrics["val_lc_win_rate"] - summary["submissions"][0]["val_score"]) < 1e-3
    # The agent's /submit answer carries both rates (copy-base prints it to its log).
    log = (Path(summary["run_dir"]) / "logs" / "agent.log").read_text()
    response = json.loads(next(line for line in log.splitlines() if line.startswith("{")))
    assert abs(response["score"] - response["metrics"]["lc_win_rate"]) < 1e-3
    assert response["metrics"]["win_rate"] == metrics["val_win_rate"]


def test_alfworld_run_end_to_end_offline(run_cli, home, tmp_path):
    """ALFWorld's engine on the authored games: no download, per-task-type scores recorded."""
    summary = _run(run_cli, home, tmp_path, "alfworld")
    assert summary["task"] == "alfworld:mini" and summary["submissions"][0]["status"] == "done"
    assert summary["improvement"] == 0
    _, kids = _children(home, summary)
    sub = next(k for k in kids if k.data.tags.get("a2rl.kind") == "submission")
    per_type = {k: v for k, v in sub.data.metrics.items() if k.startswith("val_category/")}
    assert per_type and all(0 <= v <= 100 for v in per_type.values())
    workspace = Path(summary["run_dir"]) / "workspace"
    train = [json.loads(line) for line in (workspace / "data" / "train.jsonl").read_text().split("\n") if line]
    assert len(train) == 36 and "(:init" in train[0]["extra"]["problem"]
    assert "react_puttwo_0" in json.loads((workspace / "react_prompts.json").read_text())
    episodes = [json.loads(line) for line in
                (Path(summary["run_dir"]) / "grader" / "trajectories" / "1.jsonl").read_text().splitlines()]
    assert len(episodes) == 6 and all(e["status"] in ("done", "truncated") for e in episodes)
    assert episodes[0]["turns"][0]["prompt"][0]["content"].startswith("Interact with a household")
    assert all(len(e["turns"]) <= 8 for e in episodes)


def test_alfworld_eval_from_the_cli(run_cli, home, tmp_path):
    proc = run_cli("eval", "--task", "alfworld:mini", "--model", "tiny", "--split", "test", "--json",
                   "--home", str(home.root), timeout=600, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    doc = json.loads(proc.stdout.strip().splitlines()[-1])
    assert doc["status"] == "done" and doc["n_items"] == 6 and doc["score"] == 0.0
    assert any(k.startswith("category/") for k in doc["metrics"])


def test_webshop_eval_and_run_against_the_stand_in_server(run_cli, home, tmp_path):
    """WebShop's HTTP protocol, served by the stand-in (the real catalogue is a download)."""
    from tasks.webshop._standin_shop import load_catalogue
    from tasks.webshop.standin import StandinServer

    with StandinServer(load_catalogue(), port=0) as server:
        env = {"A2RL_WEBSHOP_URL": server.url}
        proc = run_cli("eval", "--task", "webshop:mini", "--model", "tiny", "--split", "test", "--json",
                       "--home", str(home.root), env=env, timeout=600, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr[-3000:]
        doc = json.loads(proc.stdout.strip().splitlines()[-1])
        assert doc["status"] == "done" and doc["n_items"] == 8 and 0.0 <= doc["score"] <= 100.0
        summary = _run(run_cli, home, tmp_path, "webshop", env=env)
    assert summary["task"] == "webshop:mini" and summary["submissions"][0]["status"] == "done"
    assert summary["improvement"] == 0
    episodes = [json.loads(line) for line in
                (Path(summary["run_dir"]) / "grader" / "trajectories" / "1.jsonl").read_text().splitlines()]
    assert len(episodes) == 8 and not [e["error"] for e in episodes if e["status"] == "failed"]
    assert "search[" in episodes[0]["turns"][0]["prompt"][-1]["content"]


def test_deepsearchqa_run_end_to_end_with_bm25(run_cli, home, tmp_path):
    """The hand-written mirror (questions + corpus) through --data-dir, as a user's mirror would be."""
    mirror = Path(__file__).resolve().parents[1] / "data"
    env = {"A2RL_DATA_DIR": "", "A2RL_SEARCH": "", "A2RL_SEARCH_CORPUS": ""}
    summary = _run(run_cli, home, tmp_path, "deepsearchqa", "--data-dir", str(mirror), env=env)
    assert summary["task"] == "deepsearchqa:mini" and summary["submissions"][0]["status"] == "done"
    workspace = Path(summary["run_dir"]) / "workspace"
    assert (workspace / "data" / "corpus.jsonl").read_bytes() == (mirror / "deepsearchqa" / "corpus.jsonl").read_bytes()
    train = [json.loads(line) for line in (workspace / "data" / "train.jsonl").read_text().split("\n") if line]
    assert len(train) == 8 and all(t["extra"]["answers"] for t in train)
    episodes = [json.loads(line) for line in
                (Path(summary["run_dir"]) / "grader" / "trajectories" / "1.jsonl").read_text().splitlines()]
    assert len(episodes) == 8 and not [e["error"] for e in episodes if e["status"] == "failed"]
