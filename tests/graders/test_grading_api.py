"""The grading API over real HTTP: a real uvicorn server, real evaluation on Ray, a real ledger.

One service and server are shared by the module (evaluation is the slow part); refusals are
checked against it, and cases that need other settings (deadline, size limit) get their own.
"""

from __future__ import annotations

import filecmp
import json
import os
import shutil
import time
import uuid
from pathlib import Path

import httpx
import pytest

import graders
import infra

BUDGET_S = 3600.0
BASELINE = 12.5


def _files(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


class Harness:
    """One run directory, grading service and server, plus an HTTP client."""

    def __init__(self, home, tiny_model, evaluate, *, budget_s=BUDGET_S, start_time=None,
                 max_artifact_bytes=2**30) -> None:
        self.run = infra.RunDir.create(home, f"test-grading-{uuid.uuid4().hex[:10]}")
        infra.copy_read_only(tiny_model.path, self.run.models / "tiny")
        self.tiny = tiny_model.path
        self.ledger = graders.Ledger(self.run.ledger)
        self.settings = graders.GradingSettings(
            task="arithmetic", workspace=self.run.workspace, grader_dir=self.run.grader,
            start_time=time.time() if start_time is None else start_time, budget_s=budget_s,
            max_artifact_bytes=max_artifact_bytes, baseline_score=BASELINE)
        self.evaluations: list[Path] = []

        def counted(snap: Path):
            self.evaluations.append(snap)
            return evaluate(snap)

        self.service = graders.GradingService(self.settings, self.ledger, counted, on_result=None)
        self.server = graders.GradingServer(self.service)

    def __enter__(self):
        self.server.__enter__()
        self.client = httpx.Client(base_url=self.server.url, timeout=300)
        return self

    def __exit__(self, *exc) -> None:
        self.client.close()
        self.server.__exit__(*exc)

    def checkpoint(self, name: str) -> Path:
        """A valid checkpoint (a copy of the tiny model) at output/<name>."""
        dst = self.run.output / name
        shutil.copytree(self.tiny, dst)
        return dst

    def assert_refused(self, status: int, hints: list[str], *, json_body=None, content: bytes | None = None):
        before = self.ledger.all()
        snapshots = sorted(os.listdir(self.run.submissions))
        evaluations = len(self.evaluations)
        if content is not None:
            r = self.client.post("/submit", content=content, headers={"Content-Type": "application/json"})
        else:
            r = self.client.post("/submit", json=json_body)
        assert r.status_code == status, r.text
        body = r.json()
        assert isinstance(body.get("error"), str) and len(body["error"]) > 20, body
        for hint in hints:
            assert hint in body["error"], f"{hint!r} not in {body['error']!r}"
        assert self.ledger.all() == before, "a refused submission changed the ledger"
        assert sorted(os.listdir(self.run.submissions)) == snapshots, "a refused submission left a snapshot"
        assert len(self.evaluations) == evaluations, "a refused submission was evaluated"
        health = self.client.get("/health")
        assert health.status_code == 200 and health.json()["status"] == "ok"
        return body["error"]


def _must_not_evaluate(snap: Path):
    raise AssertionError(f"evaluation must not run for a refused submission ({snap})")


@pytest.fixture(scope="module")
def evaluate(arithmetic, ray_session):
    task, data = arithmetic
    # As the session stage does: episodes to grader/trajectories/<submission id>.jsonl.
    return lambda snap: graders.evaluate_checkpoint(
        snap, task, data, "validation", trajectories=snap.parent.parent / "trajectories" / f"{snap.name}.jsonl")


@pytest.fixture(scope="module")
def grading(home, tiny_model, evaluate):
    with Harness(home, tiny_model, evaluate) as h:
        yield h


@pytest.fixture(scope="module")
def first(grading):
    """Submission 1: the tiny model copied to output/v1, with some agent code beside it; with the
    folders evaluated for it (later tests of the module submit more)."""
    (grading.run.code / "train.py").write_text("print('training')\n")
    folder = grading.checkpoint("v1")
    before = len(grading.evaluations)
    started = time.monotonic()
    r = grading.client.post("/submit", json={"model_path": "output/v1"})
    return r, folder, time.monotonic() - started, grading.evaluations[before:]


# -- a valid submission -------------------------------------------------------------------

def test_valid_submission_is_scored_on_validation(grading, first):
    r, _, seconds, evaluated = first
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["submission_id"] == 1
    assert body["status"] == "done"
    assert body["split"] == "validation"
    assert isinstance(body["score"], float) and 0.0 <= body["score"] <= 100.0
    assert body["baseline_score"] == BASELINE
    assert body["improvement"] == pytest.approx(body["score"] - BASELINE, abs=1e-3)
    assert body["best"] == body["score"]
    assert body["is_best"] is True
    assert body["total_submissions"] == 1
    assert body["eval_seconds"] is not None and 0 < body["eval_seconds"] <= seconds + 1
    assert body["error"] is None
    assert "test_score" not in body
    assert len(evaluated) == 1


def test_validation_trajectories_are_served_to_the_agent(grading, first, arithmetic):
    task, data = arithmetic
    r = grading.client.get("/submissions/1/trajectories", params={"limit": 1000})
    assert r.status_code == 200, r.text
    body = r.json()
    items = data.load("validation")
    assert body["split"] == "validation" and body["total"] == len(items) == len(body["trajectories"])
    by_id = {t["episode_id"]: t for t in body["trajectories"]}
    assert set(by_id) == {it.id for it in items}
    for item in items[:10]:
        t = by_id[item.id]
        assert t["split"] == "validation" and len(t["turns"]) == 1
        # The exact chat the grader sent, the completion, and its score.
        assert t["turns"][0]["prompt"] == task.messages(item)
        assert t["score"] == task.score(t["turns"][0]["action"], item)
    # The per-item scores behind the headline match the trajectories.
    score = 100 * sum(t["score"] for t in body["trajectories"]) / len(items)
    assert score == pytest.approx(first[0].json()["score"], abs=1e-3)
    page = grading.client.get("/submissions/1/trajectories", params={"offset": 5, "limit": 3}).json()
    assert [t["episode_id"] for t in page["trajectories"]] == [t["episode_id"] for t in body["trajectories"][5:8]]


def test_trajectories_of_unknown_or_unevaluated_submissions_are_404(grading, first):
    r = grading.client.get("/submissions/999/trajectories")
    assert r.status_code == 404 and "GET /submissions" in r.json()["error"]
    bad = grading.client.get("/submissions/1/trajectories", params={"limit": 0})
    assert bad.status_code == 400 and "limit" in bad.json()["error"]


def test_snapshot_is_an_exact_copy_and_the_ledger_has_its_hash(grading, first):
    r, folder, _, evaluated = first
    body = r.json()
    snapshot = grading.run.submissions / "1"
    assert snapshot.is_dir()
    names = _files(folder)
    assert _files(snapshot) == names
    _, mismatch, errors = filecmp.cmpfiles(folder, snapshot, names, shallow=False)
    assert not mismatch and not errors
    assert evaluated == [snapshot]  # the snapshot is evaluated, not the agent's folder

    expected_sha = graders.tree_sha256(snapshot, [Path(n) for n in names])
    record = grading.ledger.get(1)
    assert record is not None
    assert record.sha256 == expected_sha == body["sha256"]
    assert record.status == "done"
    assert record.val_score == body["score"]
    assert record.test_score is None
    assert record.model_path == "output/v1"
    assert Path(record.snapshot) == snapshot
    assert record.size_bytes == sum((folder / n).stat().st_size for n in names)
    # The agent's code is snapshotted with the submission.
    assert (grading.run.grader_code / "1" / "train.py").read_text() == "print('training')\n"
    meta = json.loads(grading.run.run_meta.read_text())
    assert meta["last_submit_time"]


def test_submissions_listing_and_lookup(grading, first):
    score = first[0].json()["score"]
    listing = grading.client.get("/submissions")
    assert listing.status_code == 200
    rows = listing.json()
    assert [row["submission_id"] for row in rows] == [rec.id for rec in grading.ledger.all()]
    assert rows[0]["submission_id"] == 1 and rows[0]["score"] == score and rows[0]["status"] == "done"
    for hidden in ("snapshot", "test_score", "code_snapshot"):
        assert hidden not in rows[0], f"{hidden} leaks to the agent"

    one = grading.client.get("/submissions/1")
    assert one.status_code == 200
    assert one.json()["submission_id"] == 1 and one.json()["model_path"] == "output/v1"
    assert one.json()["sha256"] == first[0].json()["sha256"]

    missing = grading.client.get("/submissions/999")
    assert missing.status_code == 404
    assert "/submissions" in missing.json()["error"]


def test_time_counts_down(grading):
    a = grading.client.get("/time")
    time.sleep(0.05)
    b = grading.client.get("/time")
    assert a.status_code == b.status_code == 200
    a, b = a.json(), b.json()
    assert a["budget_s"] == b["budget_s"] == BUDGET_S
    assert 0 < b["remaining_s"] < a["remaining_s"] <= BUDGET_S
    assert b["elapsed_s"] > a["elapsed_s"] >= 0
    assert b["elapsed_s"] + b["remaining_s"] == pytest.approx(BUDGET_S, abs=0.01)
    assert a["deadline"] > a["start_time"]


def test_health_and_openapi(grading):
    health = grading.client.get("/health")
    assert health.status_code == 200
    assert health.json() == {"status": "ok", "task": "arithmetic",
                             "submissions": len(grading.ledger.all()), "accepting": True, "evaluating": 0}
    spec = grading.client.get("/openapi.json")
    assert spec.status_code == 200
    doc = spec.json()
    for path in ("/submit", "/submissions", "/submissions/{submission_id}", "/submissions/{submission_id}/final",
                 "/time", "/health"):
        assert path in doc["paths"], path
    schemas = doc["components"]["schemas"]
    assert "model_path" in schemas["SubmitRequest"]["properties"]
    # Every body an agent sends or reads comes with an example.
    for name in ("SubmitRequest", "SubmitResponse", "SubmissionView", "ErrorResponse"):
        assert schemas[name].get("examples"), name
    submit = doc["paths"]["/submit"]["post"]
    assert {"200", "202", "422", "429"} <= set(submit["responses"]), submit["responses"].keys()
    assert {p["name"] for p in submit["parameters"]} == {"wait", "timeout"}


# -- refusals: 4xx with a message that says what to do; nothing recorded ------------------

def test_refuses_absolute_path_outside_workspace(grading):
    grading.assert_refused(400, ["outside the workspace", "output/"], json_body={"model_path": "/etc"})


def test_refuses_relative_escape(grading):
    grading.assert_refused(400, ["outside the workspace", "output/"], json_body={"model_path": "../../x"})


def test_refuses_workspace_path_not_under_output(grading):
    # A perfectly good model, but it is the base model under models/, not a submission.
    grading.assert_refused(400, ["output/"], json_body={"model_path": "models/tiny"})
    grading.assert_refused(400, ["output/"], json_body={"model_path": "output"})


def test_refuses_missing_path(grading):
    grading.assert_refused(404, ["does not exist", "save_pretrained"], json_body={"model_path": "output/never-saved"})


def test_refuses_folder_without_weights(grading):
    folder = grading.run.output / "no-weights"
    folder.mkdir()
    shutil.copy(grading.tiny / "config.json", folder / "config.json")
    grading.assert_refused(400, ["safetensors", "save_pretrained"], json_body={"model_path": "output/no-weights"})


def test_refuses_pickle_weights(grading):
    folder = grading.run.output / "pickled"
    folder.mkdir()
    shutil.copy(grading.tiny / "config.json", folder / "config.json")
    (folder / "pytorch_model.bin").write_bytes(b"\x80\x04K\x01." * 100)
    grading.assert_refused(400, ["pickle", "pytorch_model.bin", "safe_serialization=True"],
                           json_body={"model_path": "output/pickled"})


def test_refuses_adapter_only_folder(grading):
    folder = grading.run.output / "lora"
    folder.mkdir()
    (folder / "adapter_config.json").write_text(json.dumps({"peft_type": "LORA", "r": 8}))
    shutil.copy(grading.tiny / "model.safetensors", folder / "adapter_model.safetensors")
    grading.assert_refused(400, ["adapter", "merge_and_unload"], json_body={"model_path": "output/lora"})


def test_refuses_symlink_under_output_pointing_outside(grading, tmp_path):
    outside = tmp_path / "outside-model"
    shutil.copytree(grading.tiny, outside)  # a valid model, just not in the workspace
    (grading.run.output / "escape").symlink_to(outside, target_is_directory=True)
    grading.assert_refused(400, ["outside the workspace", "output/"], json_body={"model_path": "output/escape"})


def test_refuses_symlinked_file_pointing_outside(grading, tmp_path):
    outside = tmp_path / "weights.safetensors"
    shutil.copy(grading.tiny / "model.safetensors", outside)
    folder = grading.run.output / "linked-file"
    folder.mkdir()
    for name in os.listdir(grading.tiny):
        if name != "model.safetensors":
            shutil.copy(grading.tiny / name, folder / name)
    (folder / "model.safetensors").symlink_to(outside)
    grading.assert_refused(400, ["symlink", "copy the file in"], json_body={"model_path": "output/linked-file"})


def test_refuses_malformed_json(grading):
    grading.assert_refused(400, ["malformed", '"model_path"'], content=b"{not json")


def test_refuses_wrong_body_shape(grading):
    error = grading.assert_refused(400, ["malformed", "model_path"], json_body={"path": "x"})
    assert "output/v1" in error


def test_refuses_empty_model_path(grading):
    grading.assert_refused(400, ["empty", "output/v1"], json_body={"model_path": ""})
    grading.assert_refused(400, ["empty"], json_body={"model_path": "   "})


def test_refuses_file_instead_of_folder(grading):
    (grading.run.output / "weights.safetensors").write_bytes(b"x" * 32)
    grading.assert_refused(400, ["is a file", "config.json"], json_body={"model_path": "output/weights.safetensors"})


def test_refuses_nul_byte(grading):
    grading.assert_refused(400, ["NUL"], json_body={"model_path": "output/v1\u0000x"})


def _small_checkpoint(grading, name: str) -> Path:
    """Passes the checks (config.json + a *.safetensors file) but is tiny: safe to copy many times."""
    folder = grading.run.output / name
    folder.mkdir()
    shutil.copy(grading.tiny / "config.json", folder / "config.json")
    (folder / "model.safetensors").write_bytes(b"\x02\x00\x00\x00\x00\x00\x00\x00{}")
    return folder


def test_refuses_named_pipe_in_checkpoint(grading):
    """A FIFO is not a checkpoint file: it must be refused up front, not crash the copy (500)."""
    folder = _small_checkpoint(grading, "with-fifo")
    os.mkfifo(folder / "pipe")
    grading.assert_refused(400, ["pipe"], json_body={"model_path": "output/with-fifo"})


def test_refuses_symlinked_directory_loop_in_checkpoint(grading):
    """`loop -> .` stays inside the checkpoint, but copying it (symlinks followed) never ends
    well: it must be refused up front, not recursed into until the path is too long (500)."""
    folder = _small_checkpoint(grading, "with-loop")
    (folder / "loop").symlink_to(".", target_is_directory=True)
    grading.assert_refused(400, ["loop"], json_body={"model_path": "output/with-loop"})


def test_refuses_oversized_checkpoint(home, tiny_model):
    limit = 2**20  # the tiny model's weights alone are several MiB
    with Harness(home, tiny_model, _must_not_evaluate, max_artifact_bytes=limit) as h:
        h.checkpoint("big")
        error = h.assert_refused(413, ["limit", "weights only"], json_body={"model_path": "output/big"})
        assert "1 MiB" in error


# -- the deadline ----------------------------------------------------------------------------

def test_submission_after_deadline_is_409(home, tiny_model):
    with Harness(home, tiny_model, _must_not_evaluate, start_time=time.time() - 100, budget_s=10) as h:
        h.checkpoint("late")
        h.assert_refused(409, ["budget has ended"], json_body={"model_path": "output/late"})
        assert h.client.get("/health").json()["accepting"] is False
        assert h.client.get("/time").json()["remaining_s"] == 0


def test_submission_after_close_is_409(home, tiny_model):
    with Harness(home, tiny_model, _must_not_evaluate) as h:
        h.checkpoint("v1")
        assert h.client.get("/health").json()["accepting"] is True
        h.service.close()
        h.assert_refused(409, ["budget has ended"], json_body={"model_path": "output/v1"})
        assert h.client.get("/health").json()["accepting"] is False


# -- a checkpoint that passes the checks but does not load -----------------------------------

@pytest.fixture(scope="module")
def broken(grading, first):
    """A checkpoint that passes the checks (valid config.json and safetensors) but cannot be loaded:
    its config names an architecture transformers does not have."""
    folder = grading.checkpoint("broken")
    doc = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**doc, "model_type": "a2rl-no-such-architecture"}))
    n_before = len(grading.ledger.all())
    r = grading.client.post("/submit", json={"model_path": "output/broken"})
    return r, n_before


def test_unloadable_checkpoint_is_recorded_as_failed_not_zero(grading, first, broken):
    best_before = first[0].json()["score"]
    r, n_before = broken
    assert r.status_code == 422, r.text
    body = r.json()
    assert body["status"] == "failed"
    assert body["score"] is None and body["improvement"] is None
    assert body["error"] and body["error"].startswith("loading the policy failed")
    assert body["is_best"] is False
    assert body["best"] == best_before
    assert body["total_submissions"] == n_before + 1

    record = grading.ledger.get(body["submission_id"])
    assert record is not None
    assert record.status == "failed"
    assert record.val_score is None
    assert record.error == body["error"]
    assert (grading.run.submissions / str(record.id) / "config.json").is_file()

    view = grading.client.get(f"/submissions/{record.id}")
    assert view.status_code == 200
    assert view.json()["status"] == "failed" and view.json()["score"] is None
    missing = grading.client.get(f"/submissions/{record.id}/trajectories")
    assert missing.status_code == 404 and "no trajectories" in missing.json()["error"]
    health = grading.client.get("/health")
    assert health.status_code == 200 and health.json()["submissions"] == n_before + 1


def test_failure_message_does_not_reveal_grader_paths(grading, broken):
    """SubmissionView promises "no grader paths"; the agent submitted output/broken, and the
    error it reads should name that, not the private snapshot under grader/."""
    r, _ = broken
    sid = r.json()["submission_id"]
    for text in (r.json()["error"], grading.client.get(f"/submissions/{sid}").json()["error"]):
        assert str(grading.run.grader) not in text, text


# -- hostile checkpoints (issue: sealed, sandboxed sessions) ------------------------------------
def _tamper_header(folder: Path, header: bytes, claim: int | None = None) -> None:
    path = folder / "model.safetensors"
    data = path.read_bytes()
    n = int.from_bytes(data[:8], "little")
    path.write_bytes((claim if claim is not None else len(header)).to_bytes(8, "little") + header + data[8 + n:])


def test_refuses_a_safetensors_header_that_claims_more_bytes_than_the_file(grading):
    folder = grading.checkpoint("liar")
    _tamper_header(folder, b"{}", claim=10**12)
    grading.assert_refused(400, ["model.safetensors is not a valid safetensors file", "header claims"],
                           json_body={"model_path": "output/liar"})


def test_refuses_tensors_that_point_past_the_end_of_the_file(grading):
    folder = grading.checkpoint("offsets")
    header = json.dumps({"w": {"dtype": "F32", "shape": [10**9], "data_offsets": [0, 4 * 10**9]}}).encode()
    _tamper_header(folder, header)
    grading.assert_refused(400, ["claims bytes the file does not hold", "save_pretrained"],
                           json_body={"model_path": "output/offsets"})


def test_refuses_a_header_that_is_not_json(grading):
    folder = grading.checkpoint("garbage")
    _tamper_header(folder, b"\xff\xfe not json at all")
    grading.assert_refused(400, ["not JSON"], json_body={"model_path": "output/garbage"})


@pytest.mark.parametrize("file,extra", [
    ("config.json", {"auto_map": {"AutoModelForCausalLM": "evil.EvilModel"}}),
    ("config.json", {"trust_remote_code": True}),
    ("tokenizer_config.json", {"auto_map": {"AutoTokenizer": ["evil.Tok", None]}}),
])
def test_refuses_checkpoints_that_ask_for_custom_code(grading, file, extra):
    name = f"code-{uuid.uuid4().hex[:6]}"
    folder = grading.checkpoint(name)
    doc = json.loads((folder / file).read_text())
    (folder / file).write_text(json.dumps({**doc, **extra}))
    (folder / "evil.py").write_text("open('/tmp/a2rl-pwned', 'w').write('x')\n")
    grading.assert_refused(400, [file, "custom code", "never runs code"], json_body={"model_path": f"output/{name}"})
    assert not Path("/tmp/a2rl-pwned").exists()


def test_refuses_a_config_far_larger_than_its_weights(grading):
    """Loading it would allocate the missing tensors: the cheap way to exhaust the grader's memory."""
    folder = grading.checkpoint("huge")
    doc = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**doc, "hidden_size": 65536, "intermediate_size": 262144,
                                                    "num_hidden_layers": 512}))
    grading.assert_refused(400, ["describes a model of about", "the weights hold"],
                           json_body={"model_path": "output/huge"})


def test_identical_files_get_the_earlier_score_without_a_second_evaluation(grading, first):
    grading.checkpoint("again")
    evaluations = len(grading.evaluations)
    r = grading.client.post("/submit", json={"model_path": "output/again"})
    assert r.status_code == 200, r.text
    body = r.json()
    first_body = first[0].json()
    assert body["same_as"] == first_body["submission_id"] and body["score"] == first_body["score"]
    assert body["sha256"] == first_body["sha256"] and body["submission_id"] != first_body["submission_id"]
    assert len(grading.evaluations) == evaluations, "identical files were evaluated again"
    manifest = json.loads((grading.run.submissions / f"{body['submission_id']}.files.json").read_text())
    assert manifest["sha256"] == body["sha256"] and "model.safetensors" in manifest["files"]
    assert all(len(f["sha256"]) == 64 for f in manifest["files"].values())
    # Its episodes are served like any other submission's.
    t = grading.client.get(f"/submissions/{body['submission_id']}/trajectories?limit=2")
    assert t.status_code == 200 and t.json()["total"] > 0


def test_a_flood_of_submissions_gets_429_with_retry_after(home, tiny_model):
    import threading

    release = threading.Event()

    def slow(snap: Path):
        release.wait(60)
        return graders.EvalResult(task="arithmetic", split="validation", split_hash="", model_path=str(snap),
                                  status="done", score=1.0)

    with Harness(home, tiny_model, slow) as h:
        names = [f"f{i}" for i in range(6)]
        for i, name in enumerate(names):
            folder = h.checkpoint(name)
            (folder / "marker.txt").write_text(str(i))  # different files: no cached answer
        answers: list[httpx.Response] = []

        def post(name: str) -> None:
            with httpx.Client(base_url=h.server.url, timeout=120) as c:
                answers.append(c.post("/submit", json={"model_path": f"output/{name}"}))

        threads = [threading.Thread(target=post, args=(n,)) for n in names]
        for t in threads:
            t.start()
            time.sleep(0.2)
        time.sleep(1.0)
        assert h.client.get("/health").status_code == 200, "the API must stay up under a flood"
        release.set()
        for t in threads:
            t.join(60)
    codes = sorted(a.status_code for a in answers)
    assert codes.count(200) == 3 and codes.count(429) == 3, codes
    refused = [a for a in answers if a.status_code == 429]
    assert all(int(a.headers["Retry-After"]) >= 1 and "waiting" in a.json()["error"] for a in refused)
    assert len(h.ledger.all()) == 3


def test_an_evaluation_past_its_time_limit_fails_that_submission_only(home, tiny_model, arithmetic, ray_session):
    """A checkpoint that generates too slowly (here: a limit far below the tiny model's time) fails
    with the reason; its workers are gone and the next submission is scored normally."""
    task, data = arithmetic
    limits = iter([graders.EvalConfig(time_limit_s=0.5), graders.EvalConfig()])

    def evaluate(snap: Path):
        return graders.evaluate_checkpoint(snap, task, data, "validation", next(limits))

    with Harness(home, tiny_model, evaluate) as h:
        h.checkpoint("slow")
        r = h.client.post("/submit", json={"model_path": "output/slow"})
        assert r.status_code == 422, r.text
        assert r.json()["status"] == "failed" and "past its time limit" in r.json()["error"]
        assert h.ledger.get(r.json()["submission_id"]).status == "failed"
        (h.checkpoint("next") / "note.txt").write_text("other files: evaluated, not answered from the cache")
        ok = h.client.post("/submit", json={"model_path": "output/next"})
        assert ok.status_code == 200 and ok.json()["status"] == "done", ok.text


def test_a_runs_time_limit_comes_from_the_base_models_time():
    config = graders.EvalConfig()
    assert graders.time_limit_for(None, config).time_limit_s is None
    assert graders.time_limit_for(30.0, config).time_limit_s == 600.0
    assert graders.time_limit_for(120.0, config).time_limit_s == 1200.0
    assert graders.time_limit_for(120.0, graders.EvalConfig(time_limit_s=50)).time_limit_s == 50
