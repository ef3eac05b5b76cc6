"""Whole runs of each agent system through its adapter, and the runtime recording they leave.

The agent CLIs (Claude Code, Codex, Gemini CLI, opencode, OpenHands) cannot be installed here,
so stand-ins for them are put on PATH (tests/agents/standins: each emits its CLI's real output
format and really writes training code, trains `tiny` and submits). The paid model APIs they
call are stood in for by a local server in the real wire formats (tests/agents/standins/
model_api.py); everything else — Prefect, the sandbox, Ray, MLflow, the recording proxy — is
real.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from mlflow.tracking import MlflowClient

REPO = Path(__file__).resolve().parents[2]
STANDINS = REPO / "tests" / "agents" / "standins"
KEYS = {"claude": "ANTHROPIC_API_KEY", "codex": "OPENAI_API_KEY", "gemini": "GEMINI_API_KEY",
        "opencode": "ANTHROPIC_API_KEY", "openhands": "LLM_API_KEY"}

sys.path.insert(0, str(STANDINS))
from model_api import StandinModelAPI  # noqa: E402


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.is_file() else []


@pytest.fixture(scope="module")
def model_api():
    with StandinModelAPI(output_tokens=20) as api:
        yield api


@pytest.fixture
def standins_on_path(monkeypatch):
    monkeypatch.setenv("PATH", f"{STANDINS / 'bin'}:{os.environ['PATH']}")
    for var in set(KEYS.values()):
        monkeypatch.setenv(var, "sk-standin-key")


def _run(home, agent: str, model_api, driver: str | None = None, **recording):
    from agents.recording import RecordingConfig
    from flows import RunConfig, benchmark_run

    config = RunConfig(task="arithmetic", agent=agent, model="tiny", budget_s=150, home=home.root,
                       driver=driver, recording=RecordingConfig(
                           openai_upstream=model_api.url, anthropic_upstream=model_api.url,
                           resource_interval_s=0.5, revision_interval_s=1.0, **recording))
    return benchmark_run(config).model_dump(mode="json")


def _log(summary) -> str:
    return Path(summary["run_dir"], "logs", "agent.log").read_text()[-4000:]


@pytest.mark.usefixtures("prefect_harness", "standins_on_path")
@pytest.mark.parametrize("cli", sorted(KEYS))
def test_agent_cli_run_is_recorded(cli, home, model_api):
    # OpenHands has no default model; the others run on their CLI's own default.
    summary = _run(home, cli, model_api, driver="openai/gpt-5-mini" if cli == "openhands" else None)
    run_dir = Path(summary["run_dir"])
    rec = run_dir / "grader" / "recording"
    subs = summary["submissions"]
    assert len(subs) == 1 and subs[0]["status"] == "done", _log(summary)
    assert summary["agent_exit_code"] == 0, _log(summary)

    # Code revisions: the submission links to the commit of the code it was submitted with.
    revisions = _jsonl(rec / "revisions.jsonl")
    linked = [r for r in revisions if r["submission_id"] == 1]
    assert linked and subs[0]["revision"] == linked[0]["sha"]
    assert {"interval", "end"} <= {r["reason"] for r in revisions}  # every --revision-interval (1 s here)
    diff = Path(summary["code_diffs"][0]["path"]).read_text()
    assert "+++ b/train.py" in diff and "save_pretrained" in diff

    # Processes, from the sandbox's PID namespace: the CLI itself and the training it ran.
    procs = _jsonl(rec / "processes.jsonl")
    training = [p for p in procs if any("code/train.py" in a for a in p["cmd"])]
    assert training and training[0]["exit_code"] == 0, procs
    assert training[0]["peak_rss_bytes"] and training[0]["ns_pid"] is not None
    assert any(any("standin_cli.py" in a for a in p["cmd"]) for p in procs)

    # Resources over time and the CLI's output as normalised events.
    assert len(_jsonl(rec / "resources.jsonl")) >= 1
    events = _jsonl(rec / "events.jsonl")
    kinds = {e["kind"] for e in events}
    assert {"message", "file_edit", "shell", "usage"} <= kinds, kinds
    assert any(e["kind"] == "file_edit" and (e.get("path") or "").endswith("train.py") for e in events)
    assert any(e["kind"] == "shell" and "train.py" in (e.get("command") or "") and e.get("exit_code") == 0 for e in events)
    assert sum(e.get("input_tokens") or 0 for e in events if e["kind"] == "usage") > 0

    # Summarised into the run's summary and MLflow.
    recording = summary["recording"]
    assert recording["processes"]["processes"] == len(procs) and recording["events"]["events"] == len(events)
    metrics = MlflowClient(tracking_uri=home.tracking_uri()).get_run(summary["mlflow_run_id"]).data.metrics
    for key in ("rec_processes", "rec_events", "rec_code_revisions", "rec_cpu_seconds", "rec_gpu_hours",
                "rec_tokens"):
        assert key in metrics, key
    if cli in ("claude", "codex", "opencode", "openhands"):  # CLIs on an OpenAI/Anthropic API: the proxy saw it
        calls = _jsonl(rec / "model_calls.jsonl")
        assert calls and all(c["status"] == 200 for c in calls), calls
        assert metrics["rec_tokens"] == sum(c["input_tokens"] + c["output_tokens"] for c in calls)
    report = (run_dir / "report" / "summary.md").read_text()
    assert "What the agent did" in report and "processes started" in report and "0-1.diff" in report


@pytest.mark.usefixtures("prefect_harness")
def test_autorl_bench_agent_folder_runs_unchanged(home, model_api):
    folder = REPO / "tests" / "flows" / "agents" / "autorl_example"
    summary = _run(home, f"autorl-compat:{folder}", model_api)
    assert summary["agent"] == "autorl-compat"
    assert [s["status"] for s in summary["submissions"]] == ["done"], _log(summary)
    assert "Epochs: 1" in _log(summary)  # config.yaml's env_vars reached its start.sh
    assert summary["improvement"] == 0  # it submitted the base model


@pytest.mark.usefixtures("prefect_harness", "standins_on_path")
def test_token_budget_ends_the_run_and_totals_reach_mlflow(home, model_api, monkeypatch):
    monkeypatch.setenv("STANDIN_TURN_DELAY_S", "1")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-real-key-held-by-the-harness")
    seen = len(model_api.requests)
    summary = _run(home, "claude", model_api, max_tokens=1500, hold_keys=True)
    # --hold-keys: the agent got a placeholder; the proxy put the harness's key on every call it forwarded.
    keys = {r.headers.get("x-api-key") for r in model_api.requests[seen:]}
    assert keys == {"sk-real-key-held-by-the-harness"}, keys
    rec = Path(summary["run_dir"]) / "grader" / "recording"
    calls = _jsonl(rec / "model_calls.jsonl")
    assert calls, _log(summary)
    stop = summary["agent_stopped"] or ""
    assert "token budget" in stop, (stop, _log(summary))
    assert summary["recording"]["budget_stop"] and not summary["agent_timed_out"]
    finished = [e for e in _jsonl(Path(summary["run_dir"]) / "logs" / "events.jsonl")
                if e.get("event") == "agent_finished"]
    assert finished and finished[-1]["duration_s"] < 100  # ended by the token budget, long before its 150 s
    spent = sum((c["input_tokens"] or 0) + (c["output_tokens"] or 0) for c in calls if c["status"] == 200)
    assert spent >= 1500
    metrics = MlflowClient(tracking_uri=home.tracking_uri()).get_run(summary["mlflow_run_id"]).data.metrics
    assert metrics["rec_tokens"] == spent and metrics["rec_cost_usd"] > 0
    assert "ended by its model-call budget" in (Path(summary["run_dir"]) / "report" / "summary.md").read_text()
