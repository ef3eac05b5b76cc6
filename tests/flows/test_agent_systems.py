"""Whole runs of each real agent CLI through its adapter, driven by the scripted driver.

The CLIs are the real ones (`a2rl agents install all`). The vendors' APIs, which cannot be
reached from here, are played by the scripted driver (agents.driver) behind the recording
proxy; everything else — Prefect, the sandbox, Ray, MLflow — is real. `check_cli` is what
`a2rl agents check` runs and judges; these tests look further into what each run left.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mlflow.tracking import MlflowClient

from agents import cli_pins
from flows._agent_check import check_cli

CLIS = list(cli_pins())  # every CLI a2rl pins


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.is_file() else []


@pytest.mark.usefixtures("prefect_harness")
@pytest.mark.parametrize("cli", CLIS)
def test_each_cli_plays_the_plan_and_everything_is_recorded(cli, home):
    result = check_cli(cli, home)
    assert result.ok, result.model_dump_json(indent=1)
    assert result.served_calls >= 7 and result.scored_submissions == 1
    run_dir = Path(result.run_dir)
    summary = json.loads((run_dir / "report" / "metrics.json").read_text())
    rec = run_dir / "grader" / "recording"

    # The submission links to the commit of the code the CLI wrote.
    [sub] = summary["submissions"]
    linked = [r for r in _jsonl(rec / "revisions.jsonl") if r["submission_id"] == sub["id"]]
    assert linked and sub["revision"] == linked[0]["sha"] and sub["final"]
    assert "+++ b/train.py" in Path(summary["code_diffs"][0]["path"]).read_text()

    # Processes, from the sandbox's PID namespace: the CLI itself and the training it ran.
    procs = _jsonl(rec / "processes.jsonl")
    training = [p for p in procs if any(a.endswith("code/train.py") for a in p["cmd"])]
    assert training and training[0]["exit_code"] == 0 and training[0]["ns_pid"] is not None, procs
    assert any(any(cli in a for a in p["cmd"]) for p in procs)

    # The CLI's own output as events, and the proxy's account of its calls, in the summary and MLflow.
    events = _jsonl(rec / "events.jsonl")
    shells = [e for e in events if e["kind"] == "shell"]
    assert any("code/train.py" in (e.get("command") or "") for e in shells)
    if cli != "gemini":  # Gemini CLI's stream carries no exit codes (the process record above has them)
        assert any("code/train.py" in (e.get("command") or "") and e.get("exit_code") == 0 for e in shells)
    calls = _jsonl(rec / "model_calls.jsonl")
    metrics = MlflowClient(tracking_uri=home.tracking_uri()).get_run(summary["mlflow_run_id"]).data.metrics
    assert metrics["rec_tokens"] == sum(c["input_tokens"] + c["output_tokens"] for c in calls
                                        if c["input_tokens"] is not None) == result.tokens_served
    assert metrics["rec_model_calls"] == len(calls) == result.served_calls
    assert metrics["rec_shell_commands"] == len(shells) >= 5
    assert "What the agent did" in (run_dir / "report" / "summary.md").read_text()
