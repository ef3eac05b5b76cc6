"""Whole benchmark runs: real Prefect flow, real Ray evaluation, real MLflow, real agents.

The runs (copy-base, example, and an agent that crashes) are made once per module and then
checked from several sides: the run itself, its report (iterations, process metrics, figures),
MLflow's names, and `a2rl report` / `a2rl ui` over them.
"""

import json
import os
import shutil
from pathlib import Path

import pytest
from mlflow.tracking import MlflowClient

CRASHER = Path(__file__).parent / "agents" / "crasher"
LINEUP = ("a2rl.task", "a2rl.agent", "a2rl.driver", "a2rl.model", "a2rl.seed", "a2rl.selection_rule")


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
    # One set of names for every run, so MLflow's compare view lines them up by task, agent and driver;
    # the child runs carry the same tags, so a search by agent finds them too.
    assert {k: run.data.tags[k] for k in LINEUP} == {
        "a2rl.task": summary["task"], "a2rl.agent": summary["agent"], "a2rl.driver": summary["driver"] or "none",
        "a2rl.model": summary["model"], "a2rl.seed": str(summary["seed"]),
        "a2rl.selection_rule": summary["selection"]["rule"]}
    assert params["driver"] == run.data.tags["a2rl.driver"]
    for child in children:
        assert {k: child.data.tags.get(k) for k in LINEUP} == {k: run.data.tags[k] for k in LINEUP}
    assert {"proc_attempts", "proc_valid_submissions", "proc_copy_model_count", "proc_time_used_ratio"} <= set(metrics)
    assert metrics["proc_attempts"] == summary["process_metrics"]["attempts"]


def _report_files(summary):
    """report/ as DESIGN.md lays it out, and summary.jsonl = the iterations."""
    report = Path(summary["run_dir"]) / "report"
    lines = [json.loads(line) for line in (report / "summary.jsonl").read_text().splitlines()]
    assert lines == summary["iterations"]
    for rel in summary["figures"].values():
        assert (report / rel).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", rel
    assert set(summary["figures"]) == {"score over time", "processes and submissions"}
    assert summary["report_problems"] == []
    md = (report / "summary.md").read_text()
    assert "## Process metrics" in md and "## Iterations" in md
    return md


@pytest.fixture(scope="module")
def copy_base_run(run_cli, home, tmp_path_factory):
    proc = run_cli("run", "--agent", "copy-base", "--model", "tiny", "--budget", "60", "--json",
                   "--home", str(home.root), timeout=300, cwd=tmp_path_factory.mktemp("copy-base"))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc


@pytest.fixture(scope="module")
def example_run(prefect_harness, home, tmp_path_factory):
    from flows import RunConfig, benchmark_run

    # The example agent with step caps in its config.json (agents/example/recipe.py). The caps end the
    # run long before the budget; the budget is a ceiling a loaded machine needs for both submissions
    # (at 150 s, in a suite on 2 busy cores: 20 SFT steps at 3.5 s, a 25 s evaluation, then too little
    # left for GRPO and the final one, so the agent rightly skipped it).
    agent = tmp_path_factory.mktemp("agent") / "example"
    shutil.copytree(Path(__file__).resolve().parents[2] / "agents" / "example", agent,
                    ignore=shutil.ignore_patterns("__pycache__"))
    (agent / "config.json").write_text(json.dumps({"static": {"sft_max_steps": 20, "grpo_max_steps": 4}}))
    config = RunConfig(task="arithmetic", agent=str(agent), model="tiny", budget_s=600, home=home.root)
    return benchmark_run(config).model_dump(mode="json")


@pytest.fixture(scope="module")
def crash_run(run_cli, home, tmp_path_factory):
    proc = run_cli("run", "--agent", str(CRASHER), "--model", "tiny", "--budget", "60", "--json",
                   "--home", str(home.root), timeout=300, cwd=tmp_path_factory.mktemp("crasher"))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_copy_base_improvement_is_exactly_zero(copy_base_run, home):
    """`a2rl run --agent copy-base --model tiny --budget 60 --json`, as the issue states it."""
    proc = copy_base_run
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
    assert [(f["kind"], f["submission"]) for f in summary["integrity"]["flags"]] == [("copy_of_base", 1)]
    # The submission's files are the base model's: both its scores come from the evaluation cache
    # (re-scoring them is tested in tests/graders/test_faults.py), with the base model's episodes.
    run_dir = summary["run_dir"]
    events = [json.loads(line) for line in open(f"{run_dir}/logs/events.jsonl")]
    assert [e.get("cached") for e in events if e["event"] in ("submission", "test_score")] == [True, True]
    assert "identical files already scored: cached" in proc.stderr
    assert open(f"{run_dir}/grader/trajectories/1.jsonl").read() == \
        open(f"{run_dir}/grader/trajectories/baseline-validation.jsonl").read()
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


def test_a_run_is_self_describing(copy_base_run, home):
    """provenance.json holds versions, hashes, agent, sandbox and seed; its command rebuilds the config."""
    import shlex

    from flows._config import RunConfig
    from flows._provenance import Provenance
    from flows.cli import build_parser, normalise, run_settings
    from tasks import get_task

    summary = json.loads(copy_base_run.stdout.strip().splitlines()[-1])
    run_dir = Path(summary["run_dir"])
    prov = Provenance.model_validate_json((run_dir / "provenance.json").read_text())
    config = RunConfig.model_validate_json((run_dir / "grader" / "run_config.json").read_text())
    assert prov.config == config
    assert {"torch", "transformers", "trl", "prefect", "ray", "mlflow"} <= set(prov.libraries)
    assert prov.split_hashes == summary["split_hashes"] and prov.split_sizes["validation"] == 100
    assert prov.agent == "copy-base" and len(prov.agent_sha256) == 64 and prov.seed == 0
    assert "backend=" in prov.sandbox
    assert summary["reproduce"] == prov.command and summary["versions"]["a2rl"].startswith(prov.a2rl_version)
    assert prov.command in (run_dir / "report" / "summary.md").read_text()
    # The model hash is the one the baseline cache is keyed by.
    assert any(prov.model_sha256[:16] in p.name for p in home.eval_cache.glob("*.json"))

    args = build_parser().parse_args(normalise(shlex.split(prov.command)[1:]))
    task = get_task(args.task)
    rebuilt = RunConfig(task=task.name, agent=args.agent, model=args.model, seed=args.seed, driver=args.driver,
                        home=Path(args.home), **run_settings(args, task))
    assert rebuilt == config.model_copy(update={"run_id": None})

    run = MlflowClient(home.tracking_uri()).get_run(summary["mlflow_run_id"])
    assert run.data.params["model_sha256"] == prov.model_sha256
    assert run.data.params["a2rl_version"] == prov.a2rl_version
    assert run.data.tags["a2rl.reproduce"] == prov.command


def test_the_reproduce_command_covers_every_setting(home):
    """A config far from the defaults survives the round trip through its command line."""
    import shlex

    from agents.recording import RecordingConfig
    from flows._config import RunConfig, SandboxConfig
    from flows._options import command_line
    from flows.cli import build_parser, normalise, run_settings
    from graders import EvalConfig
    from infra import AgentLimits
    from tasks import get_task

    config = RunConfig(
        task="arithmetic", agent="copy-base", model="tiny", budget_s=95, seed=4, selection="best-test",
        agent_env={"A2RL_SFT_MAX_STEPS": "3", "NOTE": "two words"}, home=home.root, clock="exclude-scoring",
        warn_s=20, integrity="strict",
        sandbox=SandboxConfig(backend="bwrap", network="allow", allow_hosts=("pypi.org", ".pythonhosted.org"), limits=AgentLimits(
            memory_bytes=2**31, pids=100, disk_bytes=2**33, cpus="0", gpus="none")),
        recording=RecordingConfig(model_calls=False, revision_interval_s=60),
        eval=EvalConfig(backend="transformers", device="cpu"))
    command = command_line(config)
    args = build_parser().parse_args(normalise(shlex.split(command)[1:]))
    task = get_task(args.task)
    rebuilt = RunConfig(task=task.name, agent=args.agent, model=args.model, seed=args.seed, driver=args.driver,
                        home=Path(args.home), **run_settings(args, task))
    assert rebuilt == config, command


def test_example_agent_submits_twice(example_run, home):
    """The `example` agent (SFT then GRPO with TRL) on `tiny`, through the Prefect flow."""
    summary = example_run
    assert len(summary["submissions"]) >= 2, open(f"{summary['run_dir']}/logs/agent.log").read()[-3000:]
    assert all(s["status"] == "done" for s in summary["submissions"])
    assert summary["selection"]["submission_id"] is not None
    assert summary["final_score"] is not None
    # An honest agent that trains for real raises no integrity flag (its weights moved, a little).
    checks = summary["integrity"]
    assert checks["flags"] == [], checks["flags"]
    assert all(0 < d < 0.5 for d in checks["weight_distance"].values()), checks["weight_distance"]
    assert checks["scanned"]["files"] > 0 and checks["network"] == "none" and not checks["unrestricted"]
    # The agent wrote its training code into code/, and each submission snapshotted it.
    run_dir = summary["run_dir"]
    assert os.path.exists(f"{run_dir}/workspace/code/train.py")
    assert os.path.exists(f"{run_dir}/grader/code/1/train.py")
    _mlflow_checks(summary, home, min_submissions=2)


def test_copy_base_report(copy_base_run):
    summary = json.loads(copy_base_run.stdout.strip().splitlines()[-1])
    md = _report_files(summary)
    (it,) = summary["iterations"]
    assert it["kind"] == "submission" and it["copy_of_base"] and it["training"]["type"] == "copy-of-base"
    assert [f["kind"] for f in it["failures"]] == ["copy_model_fallback"]
    m = summary["process_metrics"]
    assert (m["attempts"], m["valid_submissions"], m["copy_model_count"], m["first_valid_index"]) == (1, 1, 1, 1)
    assert m["time_to_first_improvement_s"] is None  # a copy never beats the baseline
    assert m["time_used_s"] is not None and 0 < m["time_used_ratio"] <= 1.2
    assert m["last_submission_gap_s"] is not None and m["last_submission_gap_s"] >= 0
    assert "copy_model_fallback" in md


def test_example_report(example_run):
    summary = example_run
    md = _report_files(summary)
    subs = [it for it in summary["iterations"] if it["kind"] == "submission"]
    assert [it["submission_id"] for it in subs] == [s["id"] for s in summary["submissions"]]
    first, second = subs[:2]
    # One train.py does SFT then GRPO; the log of each iteration's window says which one it ran.
    assert first["training"]["type"] == "SFT" and second["training"]["type"] == "GRPO", (first, second)
    assert set(first["training"]["methods"]) >= {"SFT", "GRPO"}
    assert any(k.startswith("learning_rate") for k in first["hyperparameters"]), first["hyperparameters"]
    assert not first["copy_of_base"] and first["elapsed_s"] < second["elapsed_s"]
    assert second["changes"] is not None and second["changes"]["since"] == first["submission_id"]
    # Scores and best-so-far as the ledger has them.
    vals = [s["val_score"] for s in summary["submissions"]]
    assert [it["val_score"] for it in subs] == vals
    assert [it["best_so_far"] for it in subs] == [max(vals[:i + 1]) for i in range(len(vals))]
    m = summary["process_metrics"]
    assert (m["attempts"], m["valid_submissions"], m["valid_submission_rate"]) == (len(vals), len(vals), 1.0)
    assert m["time_to_best_s"] == subs[vals.index(max(vals))]["elapsed_s"]
    pairs = list(zip(vals, vals[1:]))
    assert m["monotonic_ratio"] == pytest.approx(sum(b >= a for a, b in pairs) / len(pairs))
    assert "training: **SFT**" in md and "training: **GRPO**" in md


def test_crashing_agent_report(crash_run):
    """An agent whose submission is refused and whose training code diverges and dies: nothing scored,
    and the report says what failed with the lines that show it."""
    summary = crash_run
    assert summary["final_score"] is None and summary["submissions"] == []
    assert summary["agent_exit_code"] == 1 and not summary["agent_timed_out"]
    _report_files(summary)
    refused, tail = summary["iterations"]
    assert refused["kind"] == "refused" and refused["failures"][-1]["kind"] == "invalid_submission"
    assert "output/not-there" in refused["failures"][-1]["log_lines"][0]
    assert tail["kind"] == "no_submission"
    kinds = [f["kind"] for f in tail["failures"]]
    assert "code_error" in kinds and "training_diverged" in kinds, tail["failures"]
    crash = next(f for f in tail["failures"] if f["kind"] == "code_error")
    assert crash["log_lines"][0] == "Traceback (most recent call last):"
    assert crash["log_lines"][-1] == "KeyError: 'layer.1'" and crash["detail"] == "KeyError: 'layer.1'"
    diverged = next(f for f in tail["failures"] if f["kind"] == "training_diverged")
    assert any("'loss': nan" in line for line in diverged["log_lines"])
    assert tail["hyperparameters"].get("learning_rate") == 3.0, tail["hyperparameters"]
    m = summary["process_metrics"]
    assert (m["attempts"], m["valid_submissions"], m["valid_submission_rate"]) == (1, 0, 0.0)
    assert m["first_valid_index"] is None and m["failures"]["invalid_submission"] == 1


def test_report_compares_the_runs(run_cli, home, copy_base_run, example_run, crash_run, tmp_path):
    """`a2rl report RUN… [--format html]` over real runs: the leaderboard, and an HTML file that
    renders in headless Chromium with every figure decoded and no console error."""
    from tests._chromium import chromium_binary, render_in_chromium

    copy_base = json.loads(copy_base_run.stdout.strip().splitlines()[-1])
    runs = [copy_base, example_run, crash_run]
    dirs = [r["run_dir"] for r in runs]
    proc = run_cli("report", *dirs, "--home", str(home.root))
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [line for line in proc.stdout.splitlines() if line.startswith("| arithmetic")]
    assert sorted(r.split("|")[2].strip() for r in rows) == ["copy-base", "crasher", "example"], proc.stdout
    crasher_row = next(r for r in rows if "| crasher |" in r)
    assert "0%" in crasher_row  # no success: nothing was scored

    proc = run_cli("report", *dirs, "--json", "--home", str(home.root))
    board = json.loads(proc.stdout.strip().splitlines()[-1])
    assert board["n_runs"] == 3 and len(board["rows"]) == 3 and board["file"] is None

    # A narrative for the crashed run, by the judge's LLM (a stand-in OpenAI-compatible server here).
    import sys
    sys.path.insert(0, str(Path(__file__).parents[1] / "agents" / "standins"))
    from model_api import StandinModelAPI

    with StandinModelAPI(output_tokens=8) as api:
        proc = run_cli("report", crash_run["run_dir"], "--narrative", "--judge", "openai:stand-in",
                       "--home", str(home.root), env={"A2RL_JUDGE_BASE_URL": f"{api.url}/v1",
                                                      "A2RL_JUDGE_API_KEY": "sk-test"})
        assert proc.returncode == 0, proc.stderr[-3000:]
        (request,) = api.requests
    assert "KeyError" in request.body["messages"][1]["content"]  # it was given the measured failures
    narrative = (Path(crash_run["run_dir"]) / "report" / "narrative.md").read_text()
    assert "Generated by an LLM (openai:stand-in@" in narrative and "w0 w1" in narrative

    html = tmp_path / "report.html"
    proc = run_cli("report", *dirs, "--format", "html", "-o", str(html), "--home", str(home.root))
    assert proc.returncode == 0, proc.stderr[-3000:]
    text = html.read_text()
    import re
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", text), "loads something from outside"
    if chromium_binary() is None:
        pytest.skip("no Chromium here (CI installs Debian's chromium)")
    result = render_in_chromium(html, ["document.images.length",
                                       "[...document.images].every(i => i.complete && i.naturalWidth > 0)",
                                       "[...document.querySelectorAll('section[id]')].map(s => s.id)"])
    assert result.console_errors == []
    n_images, all_decoded, sections = result.values
    assert n_images == 1 + 2 * len(runs) and all_decoded  # the leaderboard's figure + two per run
    assert set(sections) >= {r["run_id"] for r in runs}
    assert "Generated by an LLM" in result.dom and "w0 w1" in result.dom


def test_ui_serves_the_tracking_store(home, copy_base_run):
    """`a2rl ui` starts MLflow's UI on 127.0.0.1 over the project's store; runs are found by their tags."""
    import signal
    import socket
    import subprocess
    import sys
    import time

    import httpx

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "flows.cli", "ui", "--port", str(port), "--home", str(home.root)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline, found = time.monotonic() + 120, None
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                found = httpx.post(f"{base}/api/2.0/mlflow/runs/search", timeout=5, json={
                    "experiment_ids": [MlflowClient(home.tracking_uri()).get_experiment_by_name("a2rl").experiment_id],
                    "filter": "tags.`a2rl.agent` = 'copy-base' and tags.`a2rl.kind` = 'benchmark_run'"})
                break
            except httpx.TransportError:
                time.sleep(0.5)
        assert found is not None and found.status_code == 200, (found, proc.poll())
        assert found.json()["runs"], found.text[:500]
        assert "MLflow" in httpx.get(base + "/", timeout=10).text
    finally:
        os.killpg(proc.pid, signal.SIGINT)
        try:
            out, _ = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, _ = proc.communicate()
    assert f"MLflow UI: http://127.0.0.1:{port}" in out
