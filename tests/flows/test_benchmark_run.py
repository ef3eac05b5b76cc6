"""Whole benchmark runs: real Prefect flow, real Ray evaluation, real MLflow, real agents."""

import json
import os

import pytest
from mlflow.tracking import MlflowClient


def _mlflow_checks(summary, home, min_submissions):
    client = MlflowClient(tracking_uri=home.tracking_uri())
    run = client.get_run(summary["mlflow_run_id"])
    params = run.data.params
    for key in ("task", "agent", "model", "budget_s", "seed", "selection",
                "split_hash_train", "split_hash_validation", "split_hash_test"):
        assert key in params, key
    metrics = run.data.metrics
    for key in ("baseline_score", "final_score", "improvement"):
        assert key in metrics, key
    history = client.get_metric_history(run.info.run_id, "val_score")
    assert sorted(m.step for m in history) == [s["id"] for s in summary["submissions"] if s["val_score"] is not None]
    assert len(history) >= min_submissions
    artifacts = {a.path for a in client.list_artifacts(run.info.run_id)}
    assert {"run_meta.json", "ledger.jsonl", "logs", "report"} <= artifacts
    report = {a.path for a in client.list_artifacts(run.info.run_id, "report")}
    assert "report/summary.md" in report
    children = client.search_runs([run.info.experiment_id],
                                  filter_string=f"tags.mlflow.parentRunId = '{run.info.run_id}'")
    kinds = sorted(c.data.tags.get("a2rl.kind") for c in children)
    assert "baseline" in kinds and kinds.count("submission") == len(summary["submissions"])
    assert run.info.status == "FINISHED"


def test_copy_base_improvement_is_exactly_zero(run_cli, home, tmp_path):
    """`a2rl run --agent copy-base --model tiny --budget 60 --json`, as the issue states it."""
    proc = run_cli("run", "--agent", "copy-base", "--model", "tiny", "--budget", "60", "--json",
                   "--home", str(home.root), timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    # With --json, progress goes to stderr as plain lines (stdout is not a terminal here).
    assert "submission 1: validation score" in proc.stderr and "stage: final" in proc.stderr
    for key in ("run_id", "task", "agent", "model", "baseline_score", "final_score", "improvement",
                "submissions", "selection", "duration_s", "budget_s", "mlflow_run_id", "run_dir"):
        assert key in summary, key
    assert summary["agent"] == "copy-base" and summary["model"] == "tiny"
    assert set(summary["split_hashes"]) == {"train", "validation", "test"}
    assert len(summary["submissions"]) == 1
    assert summary["improvement"] == 0
    assert summary["final_score"] == summary["baseline_score"]
    # Same weights, greedy decoding: not only the score, every completion is the same.
    run_dir = summary["run_dir"]
    with open(f"{run_dir}/grader/baseline_test.json") as fh:
        base_items = json.load(fh)["items"]
    with open(f"{run_dir}/grader/submissions/1.test.json") as fh:
        sub_items = json.load(fh)["items"]
    assert [i["completion"] for i in base_items] == [i["completion"] for i in sub_items]
    assert len(base_items) == 200
    # The run directory as DESIGN.md lays it out.
    for rel in ("workspace/code", "workspace/output/base", "workspace/data/train.jsonl",
                "workspace/models/tiny/config.json", "workspace/description.md", "workspace/instructions.md",
                "workspace/run_meta.json", "grader/ledger.sqlite", "grader/submissions/1/config.json",
                "grader/code/1", "report/summary.md", "report/summary.jsonl", "report/metrics.json",
                "logs/agent.log", "logs/grader.log"):
        assert os.path.exists(f"{run_dir}/{rel}"), rel
    meta = json.load(open(f"{run_dir}/workspace/run_meta.json"))
    assert meta["timeout_s"] == 60 and meta["start_time"] and meta["end_time"] and meta["last_submit_time"]
    assert "validation" not in os.listdir(f"{run_dir}/workspace/data")
    _mlflow_checks(summary, home, min_submissions=1)


@pytest.mark.usefixtures("prefect_harness")
def test_example_agent_submits_twice(home):
    """The `example` agent (SFT then GRPO with TRL) on `tiny`, through the Prefect flow."""
    from flows import RunConfig, benchmark_run

    config = RunConfig(task="arithmetic", agent="example", model="tiny", budget_s=150, home=home.root,
                       agent_env={"A2RL_SFT_MAX_STEPS": "20", "A2RL_GRPO_MAX_STEPS": "4"})
    summary = benchmark_run(config).model_dump(mode="json")
    assert len(summary["submissions"]) >= 2, open(f"{summary['run_dir']}/logs/agent.log").read()[-3000:]
    assert all(s["status"] == "done" for s in summary["submissions"])
    assert summary["selection"]["submission_id"] is not None
    assert summary["final_score"] is not None
    # The agent wrote its training code into code/, and each submission snapshotted it.
    run_dir = summary["run_dir"]
    assert os.path.exists(f"{run_dir}/workspace/code/train.py")
    assert os.path.exists(f"{run_dir}/grader/code/1/train.py")
    _mlflow_checks(summary, home, min_submissions=2)
