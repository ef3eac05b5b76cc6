"""Hostile agents, each run for real through `a2rl run` in the bubblewrap sandbox.

Every launcher in agents/ tries what a benchmark must survive and writes down what happened
(code/attempts.json, snapshotted like any agent code). Each attempt must fail, the run must
complete, its ledger and report must be right, and refused submissions must be recorded.
"""

from __future__ import annotations

import json
import os
import sys
import time
import uuid
from pathlib import Path

import pytest

from infra._bwrap import visible_roots
from infra._sandbox_choice import bwrap_binary, bwrap_works

AGENTS = Path(__file__).parent / "agents"
SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
SYSTEM = ("/usr", "/opt")  # bound whole, as on the host
pytestmark = pytest.mark.skipif(not (bwrap_binary() and bwrap_works(bwrap_binary())[0]),
                                reason="the adversarial suite runs in the bwrap sandbox (apt-get install bubblewrap)")


def _run(run_cli, home, tmp_path, agent: str, *extra: str, budget: str = "60") -> dict:
    proc = run_cli("run", "--agent", str(AGENTS / agent), "--model", "tiny", "--budget", budget, "--json",
                   "--home", str(home.root), *extra, timeout=600, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _attempts(summary: dict) -> dict:
    path = Path(summary["run_dir"]) / "workspace" / "code" / "attempts.json"
    assert path.is_file(), (Path(summary["run_dir"]) / "logs" / "agent.log").read_text()[-3000:]
    doc = json.loads(path.read_text())
    doc["by_name"] = {a["name"]: a for a in doc["attempts"]}
    return doc


def _ledger_rows(summary: dict) -> list[dict]:
    path = Path(summary["run_dir"]) / "grader" / "ledger.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line]


def test_a_burglar_finds_nothing_and_changes_nothing(run_cli, home, tmp_path):
    summary = _run(run_cli, home, tmp_path, "burglar", budget="30")
    doc = _attempts(summary)
    tried = doc["by_name"]
    for name in ("read the ledger by path", "read the harness's run_meta", "list the data cache",
                 "glob the sealed splits", "write into the ledger", "set scores with sqlite",
                 "write a test score file", "write a baseline file", "read /etc/shadow"):
        assert tried[name]["ok"] is False, tried[name]
    # The sandbox shows the folders it binds (the Python installation, pyenv's in a home included:
    # Python cannot be moved) at their own paths; every folder above one is an empty stub holding
    # only the way down. So of a home, at most the first step towards something bound.
    # (and the installed agent CLIs, with the base Python of OpenHands' environment: shown to every agent)
    from agents import command_roots, get_agent

    bound = [Path(r) for r in visible_roots()] + command_roots(get_agent(str(AGENTS / "burglar")))
    steps: dict[str, set[str]] = {}
    for root in bound:
        for parent, child in zip(root.parents, [root, *root.parents]):
            steps.setdefault(str(parent), set()).add(child.name)
    home_listing = tried["read the harness user's home"]
    if home_listing["ok"]:
        home_dir = os.path.realpath(os.path.expanduser("~root"))
        assert set(json.loads(home_listing["result"].replace("'", '"'))) <= steps.get(home_dir, set()), home_listing
    above = tried["list the folders above the interpreter"]
    assert above["ok"], above
    for folder, names in json.loads(above["result"]).items():
        if not any(folder == str(r) or folder.startswith(str(r) + "/") for r in bound) and folder not in SYSTEM:
            assert set(names) <= steps[folder], (folder, names)
    # A search of the whole filesystem turns up none of the harness's files.
    run_dir = Path(summary["run_dir"])
    assert not [f for f in doc["found"] if f.startswith(str(home.root)) and "/workspace/" not in f], doc["found"]
    assert json.loads(tried["list other runs"]["result"].replace("'", '"')) == [run_dir.name]
    # No endpoint changes a score, the baseline or the budget.
    for name, record in tried.items():
        if name.split()[0] in ("POST", "PUT", "DELETE", "PATCH"):
            assert record["ok"] is False and record["status"] in (404, 405), record
    assert doc["uid"] != 0
    # The honest part was scored; its score, the baseline and the budget are what the harness measured.
    assert tried["submit the base model"]["ok"] is True
    assert [r["id"] for r in _ledger_rows(summary)] == [1]
    assert summary["improvement"] == 0 and summary["final_score"] == summary["baseline_score"]
    assert summary["agent_timed_out"] is True and summary["duration_s"] < 30 + 120, "run_meta.json moved the deadline"
    meta = json.loads((run_dir / "grader" / "run_meta.json").read_text())
    assert meta["timeout_s"] == 30
    assert "bwrap (network none)" in summary["sandbox"]
    assert "sandbox: bwrap" in (run_dir / "report" / "summary.md").read_text()


def test_a_forger_gets_every_bad_checkpoint_refused_and_recorded(run_cli, home, tmp_path):
    ident = uuid.uuid4().hex[:8]
    summary = _run(run_cli, home, tmp_path, "forger", "--agent-env", f"A2RL_FORGER_ID={ident}")
    doc = _attempts(summary)
    bad = [a for a in doc["attempts"] if a["name"] != "honest submission"]
    assert len(bad) == 8
    for a in bad:
        assert a["ok"] is False and 400 <= a.get("status", 0) < 500, a
    assert "pickle" in doc["by_name"]["pickle payload"]["error"]
    assert "custom code" in doc["by_name"]["config with auto_map"]["error"]
    assert doc["by_name"]["10 GB sparse file"]["status"] in (400, 413)
    assert not Path(doc["marker"]).exists(), "a submitted payload ran"
    assert doc["by_name"]["honest submission"]["ok"] is True
    rows = _ledger_rows(summary)
    assert len(rows) == 1 and rows[0]["status"] == "done"
    refusals = [json.loads(line) for line in
                (Path(summary["run_dir"]) / "grader" / "refusals.jsonl").read_text().splitlines()]
    assert len(refusals) == 8 and all(400 <= r["status"] < 500 and r["error"] for r in refusals)
    assert sum(summary["refused"].values()) == 8
    assert "refused submissions: 8" in (Path(summary["run_dir"]) / "report" / "summary.md").read_text()


def test_a_hog_is_capped_and_its_daemon_dies_with_the_session(run_cli, home, tmp_path):
    summary = _run(run_cli, home, tmp_path, "hog", "--pids", "256", "--disk", "300m", budget="120")
    doc = _attempts(summary)
    fork = doc["by_name"]["fork bomb"]
    assert fork["refused"] > 0 and fork["forked"] < 256, fork
    # The disk quota ended the session long before the budget, and said why.
    assert summary["agent_stopped"] and "disk quota" in summary["agent_stopped"]
    assert summary["agent_timed_out"] is False
    assert "session ended early" in (Path(summary["run_dir"]) / "report" / "summary.md").read_text()
    # The daemon it left behind is gone: its heartbeat file stopped growing.
    beat = Path(summary["run_dir"]) / "workspace" / "output" / "beat"
    assert beat.is_file()
    size = beat.stat().st_size
    time.sleep(1.5)
    assert beat.stat().st_size == size
    rows = _ledger_rows(summary)
    assert [r["status"] for r in rows] == ["done"]


def test_a_flood_of_submissions_is_throttled_and_the_ledger_stays_exact(run_cli, home, tmp_path):
    summary = _run(run_cli, home, tmp_path, "flooder", budget="120")
    doc = _attempts(summary)
    answers = doc["answers"]
    assert len(answers) == doc["sent"] and -1 not in answers, answers
    assert set(answers) <= {200, 400, 429}, answers
    assert answers.count(429) >= 1 and answers.count(400) == 10
    assert doc["health"] == [200] * 5, "the API must stay up while flooded"
    rows = _ledger_rows(summary)
    # Every accepted request is one ledger row; the same files got the same score, once evaluated.
    assert len(rows) == answers.count(200)
    by_hash: dict[str, set] = {}
    for r in rows:
        by_hash.setdefault(r["sha256"], set()).add(r["val_score"])
    assert all(len(scores) == 1 for scores in by_hash.values())
    refusals = (Path(summary["run_dir"]) / "grader" / "refusals.jsonl").read_text().splitlines()
    assert len(refusals) == answers.count(400) + answers.count(429)


def _port(url: str) -> int:
    from urllib.parse import urlsplit

    return urlsplit(url).port


@pytest.fixture
def model_api():
    sys.path.insert(0, str(Path(__file__).parents[1] / "agents" / "standins"))
    from model_api import StandinModelAPI

    with StandinModelAPI(output_tokens=4) as api:
        yield api


def _reaches(host: str) -> bool:
    import socket

    try:
        socket.create_connection((host, 443), timeout=5).close()
        return True
    except OSError:
        return False


def test_under_allow_the_listed_host_is_reached_and_everything_else_refused(run_cli, home, tmp_path, model_api):
    if not _reaches("pypi.org"):
        pytest.skip("pypi.org cannot be reached from this machine (the allowed host of this test)")
    from prefect.settings import PREFECT_API_URL

    targets = [("127.0.0.1", _port(PREFECT_API_URL.value()))]
    summary = _run(run_cli, home, tmp_path, "prober", "--openai-upstream", model_api.url,
                   "--allow-host", "pypi.org", "--agent-env", f"PROBE_TARGETS={json.dumps(targets)}",
                   "--agent-env", "PROBE_ALLOWED=pypi.org/simple/a2rl-no-such-package", budget="90")
    doc = _attempts(summary)
    tried = doc["by_name"]
    assert "bwrap (network allow)" in summary["sandbox"]
    fetched = tried["GET https://pypi.org/simple/a2rl-no-such-package/"]
    assert fetched["ok"] or fetched.get("status") == 404, fetched  # pypi.org answered, through the proxy
    assert tried["CONNECT example.org:443"]["ok"] is False and "--allow-host example.org" in \
        tried["CONNECT example.org:443"]["error"]
    assert tried[f"CONNECT 127.0.0.1:{targets[0][1]}"]["ok"] is False
    egress = [json.loads(line) for line in
              (Path(summary["run_dir"]) / "grader" / "recording" / "egress.jsonl").read_text().splitlines()]
    allowed = [e for e in egress if e["allowed"]]
    assert allowed and {e["host"] for e in allowed} == {"pypi.org"} and all(e["bytes_down"] > 0 for e in allowed)
    assert {("example.org", 443), targets[0]} <= {(e["host"], e["port"]) for e in egress if not e["allowed"]}


def _metrics(summary: dict) -> dict:
    return json.loads((Path(summary["run_dir"]) / "report" / "metrics.json").read_text())


def test_a_planter_of_test_questions_is_flagged_and_strict_scores_it_as_the_baseline(run_cli, home, tmp_path,
                                                                                      paper_data_dir):
    official = [json.loads(line) for line in (SHARED_DATA / "gsm8k" / "test.jsonl").read_text().splitlines()[:25]]
    summary = _run(run_cli, home, tmp_path, "planter", "--task", "gsm8k", "--protocol", "mini",
                   "--data-dir", str(paper_data_dir), "--integrity", "strict",
                   "--agent-env", f"PLANT={json.dumps(official)}", budget="120")
    assert _attempts(summary)["by_name"]["submit the base model"]["ok"]
    integrity = _metrics(summary)["integrity"]
    (flag,) = [f for f in integrity["flags"] if f["kind"] == "contamination"]
    assert flag["submission"] is None and flag["detail"]["file"] == "code/sft_mix.jsonl"
    assert flag["detail"]["count"] == 25 and all(i.startswith("test:") for i in flag["detail"]["items"])
    assert flag["detail"]["span"].split()[:3] == official[0]["question"].split()[:3] or \
        any(flag["detail"]["span"][:40].lower() in (o["question"] + o["answer"]).lower() for o in official)
    # Under strict the flagged submission scores as the baseline, and the summary says why.
    assert summary["final_score"] == summary["baseline_score"] and summary["improvement"] == 0
    assert "integrity strict: submission 1 was flagged (contamination" in summary["selection"]["reason"]
    text = (Path(summary["run_dir"]) / "report" / "summary.md").read_text()
    assert "## Integrity" in text and "**contamination**" in text and "code/sft_mix.jsonl" in text
    proc = run_cli("report", summary["run_dir"], "--json", "--home", str(home.root))
    (row,) = json.loads(proc.stdout.strip().splitlines()[-1])["rows"]
    assert row["integrity"].startswith("strict; 1/1 flagged (contamination") and "1 scored as baseline" in row["integrity"]


def test_a_templater_is_flagged_per_submission_and_scored(run_cli, home, tmp_path):
    from mlflow.tracking import MlflowClient

    summary = _run(run_cli, home, tmp_path, "templater", budget="90")
    tried = _attempts(summary)["by_name"]
    assert tried["submit an edited chat template"]["ok"] and tried["submit a generation config that changes decoding"]["ok"]
    flags = {(f["kind"], f["submission"]) for f in _metrics(summary)["integrity"]["flags"]}
    # The weights are the base model's in both (marked, not disqualifying); what changed is flagged apart.
    assert flags == {("chat_template_changed", 1), ("generation_config_changed", 2), ("copy_of_base", 1),
                     ("copy_of_base", 2)}, flags
    evidence = {f["kind"]: f["evidence"] for f in _metrics(summary)["integrity"]["flags"]}
    assert "Answer with the number only." in evidence["chat_template_changed"]
    assert "repetition_penalty" in evidence["generation_config_changed"]
    assert [s["status"] for s in summary["submissions"]] == ["done", "done"]  # report mode: scored, only marked
    assert "integrity strict" not in summary["selection"]["reason"]
    metrics = MlflowClient(tracking_uri=home.tracking_uri()).get_run(summary["mlflow_run_id"]).data.metrics
    assert metrics["integrity_flags"] == 4 and metrics["integrity_chat_template_changed"] == 1
