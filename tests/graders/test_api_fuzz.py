"""Property-based fuzzing of every grading API endpoint with schemathesis, over real HTTP.

A real `GradingService` and `GradingServer` (uvicorn on 127.0.0.1) with a real ledger; the
schema is what the server itself publishes at /openapi.json. Every generated request (the
schema's examples, its boundary/coverage cases, then random and invalid data) must get a
non-5xx answer that conforms to the schema, within a per-request timeout; afterwards the
ledger must hold exactly what the accepted submissions added and nothing else.

Evaluation itself is not what is fuzzed here: the service scores with a fast stand-in (the
real evaluation over Ray is exercised in test_grading_api.py).
"""

from __future__ import annotations

import os
import re
import shutil
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
import schemathesis
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

import graders
import infra

BUDGET_S = 30 * 24 * 3600.0  # far beyond the test: the service accepts throughout
REQUEST_TIMEOUT_S = 10.0  # no generated request may hang the API
MAX_EXAMPLES = 40  # per operation, fuzzing phase (examples and coverage phases come on top)
SEED = 20260101

# Values random generation seldom draws, mixed into it: ids of real submissions and ids past
# SQLite's 64-bit integers; paths to the real checkpoints, around them, and ones no file
# system can hold (a name over 255 bytes; lone surrogates, which schemathesis cannot encode
# in a dictionary, are sent by test_a_model_path_that_is_not_utf8_is_refused).
SUBMISSION_IDS = [1, 2, 3, 0, -1, 2**31, 2**63 - 1, 2**63, 2**64 + 1, -(2**63) - 1]
MODEL_PATHS = ["output/v1", "output/v2", "output/v1/", "./output/v1", "output/v1/config.json", "output",
               "output/", "output/missing", "output/../output/v1", "output/../../grader", "../grader/ledger.sqlite",
               "/etc/passwd", "/", "~", "output/v1\x00", " ", "output/" + "a" * 300, "output/" + "a/" * 3000]

# An explicit config: no schemathesis.toml anywhere can change the budget, seed or checks.
CONFIG = schemathesis.Config.from_dict({
    "seed": SEED,
    "request-timeout": REQUEST_TIMEOUT_S,
    "generation": {"max-examples": MAX_EXAMPLES, "deterministic": True, "database": "none"},
    "phases": {"examples": {"enabled": True}, "coverage": {"enabled": True}, "fuzzing": {"enabled": True},
               "stateful": {"enabled": False}},
    "dictionaries": {"ids": {"values": SUBMISSION_IDS}, "paths": {"values": MODEL_PATHS}},
    "parameters": {"path.submission_id": {"dictionary": "ids", "probability": 0.4},
                   "body.model_path": {"dictionary": "paths", "probability": 0.4}},
})
CHECKS = [
    schemathesis.checks.not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    # Invalid input (wrong types, missing fields, out-of-range values) must be refused with a 4xx.
    negative_data_rejection,
    # Not positive_data_acceptance: a body that is valid JSON for the schema, like
    # {"model_path": "x"}, is still rightly refused when x is not a checkpoint under output/.
]


def _fast_evaluate(snap: Path) -> graders.EvalResult:
    """Stand-in scorer (what is fuzzed is the API, not evaluation): one episode, score 1.0.

    Writes the episodes where the session's evaluation does (grader/trajectories/<id>.jsonl), so
    GET /submissions/{id}/trajectories has a 200 answer whose schema is checked too.
    """
    turn = graders.Turn(index=0, prompt=[{"role": "user", "content": "1+1?"}], action="2", observation="correct",
                        reward=1.0, done=True)
    episode = graders.Trajectory(episode_id="arithmetic-0", task="arithmetic", split="validation", seed=0,
                                 env="arithmetic", first_observation="1+1?", turns=[turn], status="done", score=1.0,
                                 total_reward=1.0)
    graders.write_trajectories(snap.parent.parent / "trajectories" / f"{snap.name}.jsonl", [episode])
    return graders.EvalResult(task="arithmetic", split="validation", split_hash="", model_path=str(snap),
                              status="done", score=1.0)


@dataclass
class Exchange:
    method: str
    path: str
    status: int
    body: object


@dataclass
class FuzzHarness:
    """One run directory, a grading service and its server; every fuzzed exchange is logged."""

    home: object
    tiny: Path
    exchanges: list[Exchange] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.run = infra.RunDir.create(self.home, f"test-fuzz-{uuid.uuid4().hex[:10]}")
        self.ledger = graders.Ledger(self.run.ledger)
        # budget_s far away, max_waiting left at its default.
        self.settings = graders.GradingSettings(
            task="arithmetic", workspace=self.run.workspace, grader_dir=self.run.grader, start_time=time.time(),
            budget_s=BUDGET_S, max_artifact_bytes=2**30, baseline_score=12.5)
        self.service = graders.GradingService(self.settings, self.ledger, _fast_evaluate, on_result=None)
        self.server = graders.GradingServer(self.service)

    def __enter__(self) -> FuzzHarness:
        self.server.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.service.drain()
        self.server.__exit__(*exc)

    def checkpoint(self, name: str) -> Path:
        dst = self.run.output / name
        shutil.copytree(self.tiny, dst)
        return dst

    def log(self, case, response) -> None:
        try:
            body = response.json()
        except ValueError:
            body = None
        self.exchanges.append(Exchange(case.method.upper(), case.operation.path, response.status_code, body))

    def submits(self) -> list[Exchange]:
        return [e for e in self.exchanges if e.method == "POST" and e.path == "/submit"]


@pytest.fixture(scope="module")
def fuzz(home, tiny_model):
    """The server with output/v1 (the tiny model) submitted and scored, and the state before fuzzing."""
    with FuzzHarness(home, tiny_model.path) as h:
        h.checkpoint("v1")  # a valid folder: some fuzzed /submit requests may name it
        h.checkpoint("v2")
        (h.run.output / "v2" / "note.txt").write_text("other files than v1: a real second evaluation")
        with httpx.Client(base_url=h.server.url, timeout=60) as client:
            r = client.post("/submit", json={"model_path": "output/v1"})
        assert r.status_code == 200 and r.json()["status"] == "done", r.text
        h.rows_before = h.ledger.all()
        h.transitions_before = h.ledger.transitions()
        h.refusals_before = len(h.service.refusals())
        h.snapshots_before = set(os.listdir(h.run.submissions))
        assert [r.id for r in h.rows_before] == [1] and h.refusals_before == 0
        yield h


@pytest.fixture(scope="module")
def api_schema(fuzz):
    return schemathesis.openapi.from_url(f"{fuzz.server.url}/openapi.json", config=CONFIG,
                                         timeout=REQUEST_TIMEOUT_S)


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
def test_every_endpoint_survives_fuzzing(case, fuzz):
    """No 5xx, no undeclared status, body or content type, invalid input refused, none hangs."""
    started = time.monotonic()
    response = case.call(timeout=REQUEST_TIMEOUT_S)  # raises on a hang: that fails the test too
    fuzz.log(case, response)
    assert time.monotonic() - started < REQUEST_TIMEOUT_S
    case.validate_response(response, checks=CHECKS)
    if response.status_code >= 400 and response.status_code != 405:
        # Every refusal says why, in the documented shape (405 is Starlette's, for undeclared methods).
        body = response.json()
        assert isinstance(body, dict) and isinstance(body.get("error"), str) and body["error"], response.text


@pytest.mark.parametrize("raw", [rb'"output/\ud800"', rb'"output/v1\udcff"', rb'"\udfff"'])
def test_a_model_path_that_is_not_utf8_is_refused(fuzz, raw):
    """A lone surrogate escape in the JSON (what an agent's json.dumps of a non-UTF-8 file name
    gives): schemathesis cannot put one in a dictionary, so it is sent here, counted with the rest."""
    r = httpx.post(f"{fuzz.server.url}/submit", content=b'{"model_path": ' + raw + b"}",
                   headers={"Content-Type": "application/json"}, timeout=REQUEST_TIMEOUT_S)
    fuzz.exchanges.append(Exchange("POST", "/submit", r.status_code, r.json()))
    assert r.status_code == 400, r.text
    assert "not valid UTF-8" in r.json()["error"]


def _hostile_round(fuzz: FuzzHarness) -> None:
    """Every endpoint with the dictionaries' values and malformed bodies, logged like fuzzed requests:
    the ledger check below holds over these whether or not the fuzzer ran first (or at all)."""
    bodies = [{"model_path": p} for p in MODEL_PATHS] + [
        {}, {"model_path": 1}, {"model_path": None}, {"model_path": "output/v2", "final": "yes"}, [], "output/v1",
        {"model_path": "output/v2", "final": True}]
    with httpx.Client(base_url=fuzz.server.url, timeout=REQUEST_TIMEOUT_S * 6) as client:
        def send(method: str, template: str, url: str, **kw) -> None:
            r = client.request(method, url, **kw)
            assert r.status_code < 500, (method, url, r.status_code, r.text)
            body = r.json() if r.headers.get("content-type", "").startswith("application/json") else None
            fuzz.exchanges.append(Exchange(method, template, r.status_code, body))

        for body in bodies:
            send("POST", "/submit", "/submit", json=body)
        for i in SUBMISSION_IDS:
            send("GET", "/submissions/{submission_id}", f"/submissions/{i}")
            send("GET", "/submissions/{submission_id}/trajectories", f"/submissions/{i}/trajectories")
            send("POST", "/submissions/{submission_id}/final", f"/submissions/{i}/final")
        for path in ("/submissions", "/best", "/time", "/health"):
            send("GET", path, path)


def test_fuzzing_changed_the_ledger_only_through_accepted_submissions(fuzz):
    _hostile_round(fuzz)
    assert {e.path for e in fuzz.exchanges} >= {"/submit", "/submissions", "/submissions/{submission_id}",
                                                "/submissions/{submission_id}/final",
                                                "/submissions/{submission_id}/trajectories", "/best", "/time",
                                                "/health"}, "some endpoint was not called"
    fuzz.service.drain()
    submits = fuzz.submits()
    accepted = [e for e in submits if 200 <= e.status < 300]
    refused = [e for e in submits if e.status >= 400]
    # The stand-in evaluation always scores: /submit's 422 (recorded, not evaluable) cannot occur.
    assert not [e for e in submits if e.status == 422], "a fuzzed submission was recorded as failed"

    rows = fuzz.ledger.all()
    old = {r.id: r for r in fuzz.rows_before}
    # Rows that existed before are unchanged, but for the final mark (POST /submissions/1/final is legitimate).
    for r in rows:
        if r.id in old:
            assert r.model_copy(update={"final": old[r.id].final}) == old[r.id], (old[r.id], r)
    # New rows: exactly the accepted /submit requests, one each.
    new_ids = sorted(r.id for r in rows if r.id not in old)
    assert new_ids == sorted(e.body["submission_id"] for e in accepted), (new_ids, accepted)
    assert all(fuzz.ledger.get(i).status == "done" for i in new_ids)

    transitions = fuzz.ledger.transitions()
    assert transitions[:len(fuzz.transitions_before)] == fuzz.transitions_before, "a transition was rewritten"
    for t in transitions[len(fuzz.transitions_before):]:
        if t.submission_id not in new_ids:  # an old row only ever gains or loses the final mark
            assert t.from_status == t.to_status and t.note is not None and (
                t.note == "marked final" or t.note.startswith("final mark moved to submission")), t

    # Every refused /submit is in the run's record; nothing else is.
    refusals = fuzz.service.refusals()
    assert len(refusals) - fuzz.refusals_before == len(refused), (len(refusals), fuzz.refusals_before, len(refused))
    assert all(line["status"] >= 400 for line in refusals)
    # With milliseconds, as the ledger's times: the run's summary puts refusals and submissions in one order.
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00", line["time"]) for line in refusals)
    # Refused requests left no snapshot: only the accepted ones added files under grader/submissions.
    added = set(os.listdir(fuzz.run.submissions)) - fuzz.snapshots_before
    assert added <= {str(i) for i in new_ids} | {f"{i}.files.json" for i in new_ids}, added

    health = httpx.get(f"{fuzz.server.url}/health", timeout=REQUEST_TIMEOUT_S)
    assert health.status_code == 200 and health.json()["submissions"] == len(rows)
