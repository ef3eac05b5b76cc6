"""Whole runs on the online `textworld` task: real TextWorld games, engine, grader and MLflow."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from mlflow.tracking import MlflowClient


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_online_run_records_every_episode(run_cli, home, tmp_path):
    proc = run_cli("run", "--task", "textworld", "--protocol", "mini", "--agent", "copy-base", "--model", "tiny",
                   "--budget", "60", "--json", "--home", str(home.root), timeout=600, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["task"] == "textworld:mini" and len(summary["submissions"]) == 1
    assert summary["improvement"] == 0  # the base model resubmitted, greedy: the same episodes
    assert [f["kind"] for f in summary["integrity"]["flags"]] == ["copy_of_base"]
    grader = Path(summary["run_dir"]) / "grader" / "trajectories"
    sizes = {"validation": 8, "test": 8}
    for name, split in (("baseline-validation", "validation"), ("baseline-test", "test"),
                        ("1", "validation"), ("1-test", "test")):
        episodes = _lines(grader / f"{name}.jsonl")
        assert len(episodes) == sizes[split], name
        assert {e["split"] for e in episodes} == {split} and {e["task"] for e in episodes} == {"textworld:mini"}
        assert all(e["status"] in ("done", "truncated") and e["turns"] for e in episodes), name
        assert all(len(e["turns"]) <= 12 for e in episodes)
    base, sub = _lines(grader / "baseline-test.jsonl"), _lines(grader / "1-test.jsonl")
    assert [[t["action"] for t in e["turns"]] for e in base] == [[t["action"] for t in e["turns"]] for e in sub]
    # No test episode in the workspace: the agent only ever gets validation ones, over the API.
    workspace = Path(summary["run_dir"]) / "workspace"
    assert not list(workspace.rglob("*test*.jsonl"))
    client = MlflowClient(tracking_uri=home.tracking_uri())
    children = client.search_runs(
        [client.get_run(summary["mlflow_run_id"]).info.experiment_id],
        filter_string=f"tags.mlflow.parentRunId = '{summary['mlflow_run_id']}'")
    submission = next(c for c in children if c.data.tags.get("a2rl.kind") == "submission")
    assert "1.sample.json" in {a.path for a in client.list_artifacts(submission.info.run_id)}
    assert submission.data.metrics["failed_episodes"] == 0


def test_example_agent_collects_rollouts_on_an_online_task(run_cli, home, tmp_path):
    # The example agent, shrunk by its config.json (agents/example/recipe.py). The budget is a ceiling,
    # not the length: rounds=1 ends the agent after its round (about a minute on an idle machine), and
    # a loaded one must not cut that round short.
    agent = tmp_path / "agent" / "example"
    shutil.copytree(Path(__file__).resolve().parents[2] / "agents" / "example", agent,
                    ignore=shutil.ignore_patterns("__pycache__"))
    (agent / "config.json").write_text(json.dumps(
        {"online": {"episodes": 2, "samples": 2, "demos": 2, "sft_steps": 2, "rounds": 1}}))
    proc = run_cli("run", "--task", "textworld", "--protocol", "mini", "--agent", str(agent), "--model", "tiny",
                   "--budget", "600", "--json", "--home", str(home.root), timeout=900, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    log = (Path(summary["run_dir"]) / "logs" / "agent.log").read_text()
    assert "round 1: mean score" in log, log[-3000:]
    # tiny never scores, so round 1 is an SFT warm-up on the expert's demonstrations.
    assert "SFT warm-up on" in log and "turns of expert demonstrations" in log, log[-3000:]
    assert "SFT warm-up on 0 turns" not in log, log[-3000:]
    # The config's rounds end the agent before its budget does.
    assert "stopping: rounds=1 done" in log and "round 2:" not in log, log[-3000:]
    assert summary["submissions"] and summary["submissions"][0]["status"] == "done", log[-3000:]
    assert "Traceback" not in log, log[-3000:]
    assert summary["integrity"]["flags"] == [], summary["integrity"]["flags"]  # its episode logs are no leak
