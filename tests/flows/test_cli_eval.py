"""`a2rl eval` as a user runs it: a real Prefect flow in a subprocess, real Ray, real MLflow."""

import json

from mlflow.tracking import MlflowClient


def test_eval_any_checkpoint(run_cli, home, tiny_model, arithmetic, tmp_path):
    _, data = arithmetic
    proc = run_cli("eval", "--model", str(tiny_model.path), "--split", "test", "--json",
                   "--home", str(home.root), timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["status"] == "done" and summary["split"] == "test" and summary["n_items"] == 200
    assert summary["split_hash"] == data.hashes["test"]
    assert 0.0 <= summary["score"] <= 100.0
    with open(summary["results_path"]) as fh:
        items = json.load(fh)["items"]
    assert len(items) == 200 and all("completion" in i for i in items)
    run = MlflowClient(tracking_uri=home.tracking_uri()).get_run(summary["mlflow_run_id"])
    assert run.data.params["split"] == "test" and "test_score" in run.data.metrics
