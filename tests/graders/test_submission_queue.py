"""The evaluation queue, `wait=false`, the final mark and crash recovery, over real HTTP.

The evaluations here are stand-ins that block until released (what is tested is the queue and
the ledger around them; real evaluations are in test_grading_api.py and test_faults.py).
"""

from __future__ import annotations

import shutil
import threading
import time
import uuid
from pathlib import Path

import httpx
import pytest

import graders
import infra


class Gate:
    """An evaluate callable that blocks until `release()`, counting what it was asked to score."""

    def __init__(self, score: float = 40.0) -> None:
        self.released = threading.Event()
        self.calls: list[str] = []
        self.score = score

    def __call__(self, snap: Path) -> graders.EvalResult:
        self.calls.append(snap.name)
        if not self.released.wait(60):
            raise TimeoutError("never released")
        if (snap / "explode.txt").exists():
            raise RuntimeError("a grader bug")
        return graders.EvalResult(task="arithmetic", split="validation", split_hash="", model_path=str(snap),
                                  status="done", score=self.score + len(self.calls))

    def release(self) -> None:
        self.released.set()


@pytest.fixture()
def harness(home, tiny_model):
    run = infra.RunDir.create(home, f"test-queue-{uuid.uuid4().hex[:8]}")
    gate = Gate()
    settings = graders.GradingSettings(task="arithmetic", workspace=run.workspace, grader_dir=run.grader,
                                       start_time=time.time(), budget_s=3600, max_artifact_bytes=2**30,
                                       baseline_score=10.0)
    ledger = graders.Ledger(run.ledger)
    service = graders.GradingService(settings, ledger, gate)

    def checkpoint(name: str, marker: str | None = None) -> str:
        shutil.copytree(tiny_model.path, run.output / name)
        if marker is not None:
            (run.output / name / "note.txt").write_text(marker)
        return f"output/{name}"

    with graders.GradingServer(service) as server, httpx.Client(base_url=server.url, timeout=60) as client:
        yield type("H", (), dict(run=run, gate=gate, ledger=ledger, service=service, client=client,
                                 checkpoint=staticmethod(checkpoint)))
        gate.release()


def _until_done(client, sid: int, timeout: float = 30) -> dict:
    ends = time.monotonic() + timeout
    while time.monotonic() < ends:
        body = client.get(f"/submissions/{sid}").json()
        if body["status"] in ("done", "failed"):
            return body
        time.sleep(0.05)
    raise AssertionError(f"submission {sid} never finished")


def test_wait_false_answers_202_at_once_and_the_score_arrives_by_polling(harness):
    path = harness.checkpoint("v1", "a")
    started = time.monotonic()
    r = harness.client.post("/submit?wait=false", json={"model_path": path})
    assert r.status_code == 202, r.text
    body = r.json()
    assert body["status"] in ("queued", "evaluating") and body["score"] is None
    assert body["poll"] == f"/submissions/{body['submission_id']}"
    assert time.monotonic() - started < 10, "wait=false must not wait for the evaluation"
    # The API answers while the evaluation runs.
    assert harness.client.get("/time").status_code == 200
    health = harness.client.get("/health").json()
    assert health["evaluating"] == 1 and health["submissions"] == 1
    assert harness.client.get(body["poll"]).json()["status"] in ("queued", "evaluating")
    harness.gate.release()
    done = _until_done(harness.client, body["submission_id"])
    assert done["status"] == "done" and done["score"] == 41.0 and done["attempts"] == 1
    moves = [t.to_status for t in harness.ledger.transitions(body["submission_id"])]
    assert moves == ["received", "queued", "evaluating", "done"]


def test_a_wait_that_times_out_answers_202_and_the_evaluation_goes_on(harness):
    path = harness.checkpoint("v1", "a")
    r = harness.client.post("/submit?timeout=0.5", json={"model_path": path})
    assert r.status_code == 202 and r.json()["poll"], r.text
    harness.gate.release()
    assert _until_done(harness.client, r.json()["submission_id"])["status"] == "done"
    # A waiting submit (the default) gets its score in the answer.
    r2 = harness.client.post("/submit", json={"model_path": harness.checkpoint("v2", "b")})
    assert r2.status_code == 200 and r2.json()["score"] == 42.0 and r2.json()["poll"] is None


def test_bad_query_parameters_are_400_with_an_example(harness):
    r = harness.client.post("/submit?timeout=-1", json={"model_path": harness.checkpoint("v1")})
    assert r.status_code == 400 and "wait=false" in r.json()["error"], r.text
    assert harness.ledger.all() == []


def test_identical_files_while_the_first_is_queued_are_scored_once(harness):
    first = harness.client.post("/submit?wait=false", json={"model_path": harness.checkpoint("v1", "same")}).json()
    twin = harness.client.post("/submit?wait=false", json={"model_path": harness.checkpoint("v2", "same")}).json()
    assert twin["same_as"] == first["submission_id"]
    harness.gate.release()
    a, b = _until_done(harness.client, first["submission_id"]), _until_done(harness.client, twin["submission_id"])
    assert a["score"] == b["score"] == 41.0 and harness.gate.calls == [str(first["submission_id"])]


def test_the_final_mark_moves_and_only_what_can_be_scored_can_carry_it(harness):
    harness.gate.release()
    ids = [harness.client.post("/submit", json={"model_path": harness.checkpoint(f"v{i}", str(i))}).json()
           ["submission_id"] for i in range(2)]
    broken = harness.checkpoint("broken", "x")
    (harness.run.output / "broken" / "explode.txt").write_text("1")
    bad = harness.client.post("/submit", json={"model_path": broken})
    assert bad.status_code == 422 and "internal grader error" in bad.json()["error"], bad.text
    assert harness.client.get("/health").status_code == 200, "a grader bug fails the submission, not the server"

    r = harness.client.post(f"/submissions/{ids[0]}/final")
    assert r.status_code == 200 and r.json()["final"] is True
    r = harness.client.post(f"/submissions/{ids[1]}/final")
    assert r.status_code == 200
    finals = [s["submission_id"] for s in harness.client.get("/submissions").json() if s["final"]]
    assert finals == [ids[1]], "one final answer at a time: the latest mark wins"
    assert harness.client.post("/submissions/99/final").status_code == 404
    r = harness.client.post(f"/submissions/{bad.json()['submission_id']}/final")
    assert r.status_code == 409 and "failed" in r.json()["error"]
    notes = [t.note for t in harness.ledger.transitions(ids[0])]
    assert "marked final" in notes and f"final mark moved to submission {ids[1]}" in notes
    harness.service.close()
    assert harness.client.post(f"/submissions/{ids[0]}/final").status_code == 409


def test_recovery_requeues_what_was_in_flight_and_fails_what_cannot_be_trusted(home, tiny_model):
    """A ledger as a killed harness leaves it: rows received, queued and evaluating."""
    from graders.service._checks import check_checkpoint, hash_files

    run = infra.RunDir.create(home, f"test-recover-{uuid.uuid4().hex[:8]}")
    ledger = graders.Ledger(run.ledger)
    rows = {}
    for name, state in (("a", "received"), ("b", "queued"), ("c", "evaluating"), ("tampered", "evaluating"),
                        ("cursed", "evaluating")):
        sid = ledger.next_id()
        snap = run.submissions / str(sid)
        shutil.copytree(tiny_model.path, snap)
        (snap / "note.txt").write_text(name)
        sha, _ = hash_files(snap, check_checkpoint(snap, 2**30))
        assert ledger.add(model_path=f"output/{name}", snapshot=str(snap), code_snapshot=None, sha256=sha,
                          size_bytes=1, final=False) == sid
        if state != "received":
            ledger.queue(sid)
        if state == "evaluating":
            ledger.start_evaluation(sid)
        rows[name] = sid
    (run.submissions / str(rows["tampered"]) / "note.txt").write_text("changed after hashing")
    for _ in range(2):
        ledger.interrupted(rows["cursed"])
        ledger.start_evaluation(rows["cursed"])
    gate = Gate()
    gate.release()
    settings = graders.GradingSettings(task="arithmetic", workspace=run.workspace, grader_dir=run.grader,
                                       start_time=time.time(), budget_s=3600, max_artifact_bytes=2**30)
    service = graders.GradingService(settings, ledger, gate)
    assert service.recover() == [rows["a"], rows["b"], rows["c"]]
    service.drain()
    by_id = {r.id: r for r in ledger.all()}
    assert [by_id[rows[n]].status for n in ("a", "b", "c")] == ["done"] * 3
    assert sorted(gate.calls) == sorted(str(rows[n]) for n in ("a", "b", "c")), "each re-run exactly once"
    assert by_id[rows["c"]].interrupted == 1 and by_id[rows["c"]].attempts == 2
    assert by_id[rows["tampered"]].status == "failed" and "snapshot" in by_id[rows["tampered"]].error
    assert by_id[rows["cursed"]].status == "failed" and "died 2 times" in by_id[rows["cursed"]].error
    # Scores are written once: a second outcome for a finished row is refused.
    with pytest.raises(graders.service.LedgerError):
        ledger.set_validation(rows["a"], 99.0, 1.0)
    assert ledger.get(rows["a"]).val_score != 99.0
