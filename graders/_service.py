"""The grading service: check → snapshot → record → queue → evaluate, one evaluation at a time.

Requests only admit submissions; one evaluator thread scores them from a bounded queue, so the
API stays responsive while a checkpoint is scored and an agent may poll instead of waiting.
"""

from __future__ import annotations

import json
import logging
import queue
import shutil
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from graders._api import SubmissionView, SubmitResponse, TimeResponse, TrajectoriesResponse
from graders._checks import check_checkpoint, hash_files, resolve_submission
from graders._evaluate import EvalResult
from graders._ledger import IN_FLIGHT, Ledger, LedgerError, SubmissionRecord
from graders._trajectories import count_trajectories, read_trajectories
from infra import SubmissionError, iso_utc

CODE_SNAPSHOT_MAX_FILE = 5 * 2**20
# A submission the harness died under this often is not evaluated again (it may be what kills it).
MAX_INTERRUPTIONS = 2


class GradingSettings(BaseModel):
    """Where the service reads and writes, and the budget it enforces."""

    model_config = ConfigDict(frozen=True)

    task: str
    workspace: Path
    grader_dir: Path
    start_time: float = Field(description="Epoch seconds the agent was started.")
    budget_s: float = Field(gt=0)
    max_artifact_bytes: int = Field(gt=0, description="Largest checkpoint accepted.")
    baseline_score: float | None = Field(None, description="Base model's validation score.")
    clock: Literal["wall", "exclude-scoring"] = Field("wall", description="exclude-scoring: the agent's clock "
                                                                          "stops while a submission is scored.")
    warn_s: float = Field(60.0, ge=0, description="The agent is warned this long before the end.")
    used_before_s: float = Field(0.0, ge=0, description="A continued session: budget the agent used before "
                                                         "the harness died (it counts against the budget).")
    max_waiting: int = Field(2, ge=0, description="Submissions that may wait for the one being scored; "
                                                  "more are refused with 429 and Retry-After.")

    @property
    def output_dir(self) -> Path:
        return self.workspace / "output"


class GradingService:
    """Owns the ledger and the submission snapshots; the HTTP layer only translates."""

    def __init__(self, settings: GradingSettings, ledger: Ledger,
                 evaluate: Callable[[Path], EvalResult],
                 on_result: Callable[[SubmissionRecord, EvalResult], None] | None = None,
                 on_accept: Callable[[SubmissionRecord], None] | None = None) -> None:
        self.settings = settings
        self._on_accept = on_accept
        self.ledger = ledger
        self._evaluate = evaluate
        self._on_result = on_result
        self._accepting = True
        self._last_submit: float | None = None
        self._paused_s = 0.0
        self._scoring_since: float | None = None
        self._current: int | None = None
        self._pending = 0  # queued or being scored
        self._pending_lock = threading.Lock()
        self._admit_lock = threading.Lock()
        self._state_lock = threading.Lock()
        self._refusals_lock = threading.Lock()
        self._queue: queue.Queue[int | None] = queue.Queue()
        self._worker: threading.Thread | None = None
        self._finished: dict[int, threading.Event] = {}
        self._results: dict[int, EvalResult] = {}
        self._last_eval_s = 60.0
        (settings.grader_dir / "submissions").mkdir(parents=True, exist_ok=True)
        (settings.grader_dir / "code").mkdir(parents=True, exist_ok=True)
        (settings.grader_dir / "trajectories").mkdir(parents=True, exist_ok=True)

    # -- budget -----------------------------------------------------------------------
    def paused_s(self) -> float:
        """Seconds the agent's clock has stood still (only with the exclude-scoring clock)."""
        if self.settings.clock != "exclude-scoring":
            return 0.0
        running = time.time() - self._scoring_since if self._scoring_since is not None else 0.0
        return self._paused_s + running

    def deadline(self) -> float:
        """Epoch seconds the agent is stopped at (it moves while scoring with exclude-scoring)."""
        s = self.settings
        return s.start_time + s.budget_s - s.used_before_s + self.paused_s()

    def warning(self) -> str | None:
        remaining = self.deadline() - time.time()
        if remaining > self.settings.warn_s:
            return None
        return (f"{max(0.0, remaining):.0f} s left: submit your best checkpoint now; every process you started "
                "is stopped at the deadline")

    def accepting(self) -> bool:
        return self._accepting and time.time() < self.deadline()

    def close(self) -> None:
        """Stop taking submissions (the session is over)."""
        self._accepting = False

    def drain(self) -> None:
        """Wait until every queued evaluation has been recorded (the session's end, or a resume)."""
        self._queue.join()

    def time(self) -> TimeResponse:
        now = time.time()
        s = self.settings
        deadline, paused = self.deadline(), self.paused_s()
        return TimeResponse(start_time=iso_utc(s.start_time), deadline=iso_utc(deadline), budget_s=s.budget_s,
                            elapsed_s=round(now - s.start_time - paused + s.used_before_s, 3),
                            remaining_s=round(max(0.0, deadline - now), 3),
                            last_submit_time=iso_utc(self._last_submit) if self._last_submit else None,
                            clock=s.clock, paused_s=round(paused, 3), warning=self.warning())

    # -- submissions ------------------------------------------------------------------
    def submit(self, model_path: str, final: bool = False, wait: bool = True,
               timeout_s: float | None = None) -> SubmitResponse:
        """Accept a submission and (by default) wait for its score; `wait=False` answers at once."""
        sid = self.accept(model_path, final)
        if wait:
            self.wait(sid, timeout_s)
        return self.response(sid)

    def accept(self, model_path: str, final: bool = False) -> int:
        """Check, snapshot and record a submission, and queue its evaluation; returns its id.

        Raises `SubmissionError` (recorded in refusals.jsonl, the ledger untouched) for anything
        that cannot be scored, and with 429 when the queue is full.
        """
        try:
            return self._accept(model_path, final)
        except SubmissionError as exc:
            self.record_refusal(model_path, exc.status_code, str(exc))
            raise

    def record_refusal(self, model_path: object, status: int, error: str) -> None:
        """Every refused request is part of the run's record (grader/refusals.jsonl)."""
        line = {"time": iso_utc(time.time(), "milliseconds"), "model_path": str(model_path)[:500], "status": status,
                "error": error[:1000]}
        with self._refusals_lock, open(self.settings.grader_dir / "refusals.jsonl", "a") as fh:
            fh.write(json.dumps(line) + "\n")

    def refusals(self) -> list[dict]:
        path = self.settings.grader_dir / "refusals.jsonl"
        return [json.loads(line) for line in path.read_text().splitlines() if line] if path.is_file() else []

    def _accept(self, model_path: str, final: bool) -> int:
        if not self.accepting():
            raise SubmissionError("the budget has ended; no more submissions are accepted", status_code=409)
        s = self.settings
        folder = resolve_submission(model_path, s.workspace, s.output_dir)
        check_checkpoint(folder, s.max_artifact_bytes)
        with self._pending_lock:
            if self._pending > s.max_waiting:
                raise SubmissionError(
                    f"{self._pending} submissions are already being scored or waiting: wait for their answers "
                    "(or GET /submissions) before submitting more", status_code=429,
                    retry_after_s=self._last_eval_s)
            self._pending += 1
        try:
            with self._admit_lock:  # ids, snapshots and ledger rows in one order
                sid, same = self._snapshot_and_record(model_path, folder, final)
        except BaseException:
            with self._pending_lock:
                self._pending -= 1
            raise
        self._last_submit = time.time()
        self._touch_run_meta()
        if self._on_accept is not None:
            record = self.ledger.get(sid)
            assert record is not None
            try:
                self._on_accept(record)  # the run's recording (its code revision); never the submission's fate
            except Exception:
                logging.getLogger("uvicorn.error").exception("recording submission %s failed", sid)
        if same is not None:
            with self._pending_lock:
                self._pending -= 1  # answered from an identical submission: nothing to evaluate
            self._follow(sid, same)
        else:
            self.ledger.queue(sid)
            self._enqueue(sid)
        return sid

    def _snapshot_and_record(self, model_path: str, folder: Path, final: bool) -> tuple[int, SubmissionRecord | None]:
        s = self.settings
        sid = self.ledger.next_id()
        snapshot = s.grader_dir / "submissions" / str(sid)
        if snapshot.exists():
            shutil.rmtree(snapshot)  # left by a harness that died while copying
        # Copy first, hash the copy: the agent may keep writing to its folder.
        try:
            shutil.copytree(folder, snapshot, symlinks=False)
            files = check_checkpoint(snapshot, s.max_artifact_bytes)
        except (OSError, shutil.Error, SubmissionError) as exc:
            shutil.rmtree(snapshot, ignore_errors=True)
            if isinstance(exc, SubmissionError):
                raise
            raise SubmissionError(f"{model_path} could not be copied ({type(exc).__name__}); "
                                  "make sure it holds only regular files and is not being rewritten") from exc
        sha, per_file = hash_files(snapshot, files)
        size = sum((snapshot / f).stat().st_size for f in files)
        code = self._snapshot_code(sid)
        same = next((r for r in self.ledger.all() if r.sha256 == sha and r.same_as is None
                     and r.status != "failed"), None)
        if same is not None:
            shutil.rmtree(snapshot)  # identical files: the earlier snapshot stands for both
            snapshot = Path(same.snapshot)
        sid = self.ledger.add(model_path=model_path, snapshot=str(snapshot),
                              code_snapshot=str(code) if code else None, sha256=sha,
                              size_bytes=size, final=final, same_as=same.id if same else None)
        self._write_manifest(sid, snapshot, sha, per_file)
        return sid, same

    def _write_manifest(self, sid: int, snapshot: Path, sha: str, per_file: dict[str, str]) -> None:
        (self.settings.grader_dir / "submissions" / f"{sid}.files.json").write_text(json.dumps(
            {"sha256": sha, "files": {f: {"sha256": h, "bytes": (snapshot / f).stat().st_size}
                                      for f, h in per_file.items()}}, indent=1))

    # -- the evaluation queue ---------------------------------------------------------
    def _enqueue(self, sid: int) -> None:
        with self._state_lock:
            self._finished.setdefault(sid, threading.Event())
            if self._worker is None or not self._worker.is_alive():
                self._worker = threading.Thread(target=self._work, name="a2rl-evaluations", daemon=True)
                self._worker.start()
        self._queue.put(sid)

    def _work(self) -> None:
        while True:
            sid = self._queue.get()
            try:
                if sid is None:
                    return
                self._evaluate_one(sid)
            finally:
                self._queue.task_done()

    def _evaluate_one(self, sid: int) -> None:
        record = self.ledger.get(sid)
        assert record is not None
        attempt = self.ledger.start_evaluation(sid)
        self._current = sid
        self._scoring_since = time.time()
        try:
            result = self._evaluate(Path(record.snapshot))
        except Exception as exc:  # noqa: BLE001 - a grader bug fails this submission, never the server
            result = EvalResult(task=self.settings.task, split="validation", split_hash="",
                                model_path=record.snapshot, status="failed",
                                error=f"internal grader error ({type(exc).__name__}: {exc}); it was recorded")
        finally:
            self._last_eval_s = max(1.0, time.time() - self._scoring_since)
            self._paused_s += time.time() - self._scoring_since
            self._scoring_since = None
            self._current = None
        note = f"attempt {attempt}" + (f"; retried after: {'; '.join(result.retried)}" if result.retried else "")
        self._record(sid, result, seconds=result.seconds, note=note)
        with self._pending_lock:
            self._pending -= 1
        for follower in self.ledger.all():
            if follower.same_as == sid and follower.status in IN_FLIGHT:
                self._follow(follower.id, self.ledger.get(sid))

    def _record(self, sid: int, result: EvalResult, seconds: float, note: str | None = None) -> None:
        """Write an evaluation's outcome (once), tell MLflow, and wake whoever waits for it."""
        record = self.ledger.get(sid)
        assert record is not None
        if result.status == "done" and result.score is not None:
            self.ledger.set_validation(sid, result.score, seconds, note)
        else:
            # Say what failed in the agent's own terms: grader paths stay private.
            error = (result.error or "evaluation failed").replace(record.snapshot, record.model_path)
            result = result.model_copy(update={"error": error})
            self.ledger.set_failed(sid, error)
        self._results[sid] = result
        self._track(sid, result)
        with self._state_lock:
            self._finished.setdefault(sid, threading.Event()).set()

    def _track(self, sid: int, result: EvalResult) -> None:
        if self._on_result is None:
            return
        record = self.ledger.get(sid)
        assert record is not None
        try:
            self._on_result(record, result)
        except Exception as exc:  # noqa: BLE001 - MLflow down must not lose the score; resume logs it
            self.record_refusal(record.model_path, 0, f"tracking submission {sid} failed: {exc}")
            return
        self.ledger.set_tracked(sid)

    def _follow(self, sid: int, same: SubmissionRecord | None) -> None:
        """`sid` has the same files as `same`: its outcome, once `same` has one."""
        if same is None or same.status in IN_FLIGHT:
            with self._state_lock:
                self._finished.setdefault(sid, threading.Event())
            return  # resolved when `same` is recorded (_evaluate_one)
        result = self._cached_result(same.id, sid)
        if same.status == "failed":
            result = result.model_copy(update={"status": "failed", "score": None,
                                               "error": same.error or "evaluation failed"})
        self._record(sid, result, seconds=0.0, note=f"identical to submission {same.id}")

    def finished(self, sid: int) -> bool:
        record = self.ledger.get(sid)
        return record is not None and record.status not in IN_FLIGHT

    def wait(self, sid: int, timeout_s: float | None = None) -> bool:
        """Block until `sid` has an outcome (True) or `timeout_s` passes (False)."""
        with self._state_lock:
            event = self._finished.setdefault(sid, threading.Event())
        if self.finished(sid):
            return True
        return event.wait(timeout_s) or self.finished(sid)

    def pending(self) -> int:
        """Submissions being scored or waiting for it."""
        with self._pending_lock:
            return self._pending

    def recover(self) -> list[int]:
        """After a harness crash: put every submission that was in flight back in the queue.

        Each is re-run once; one whose snapshot is not what the ledger hashed, or that has seen
        the harness die under it too often, is recorded as failed with the reason.
        """
        requeued = []
        for record in self.ledger.in_flight():
            if record.interrupted >= MAX_INTERRUPTIONS:
                self.ledger.set_failed(record.id, f"the harness died {record.interrupted} times while this "
                                                  "submission was being evaluated; it is not tried again")
                continue
            if record.same_as is None and not self._snapshot_intact(record):
                self.ledger.set_failed(record.id, "the harness died before its snapshot was complete; "
                                                  "submit the checkpoint again")
                continue
            self.ledger.interrupted(record.id)
            if record.same_as is not None:
                self._follow(record.id, self.ledger.get(record.same_as))
            else:
                with self._pending_lock:
                    self._pending += 1
                self._enqueue(record.id)
            requeued.append(record.id)
        for record in self.ledger.all():  # scored, but MLflow never heard of it
            if record.status not in IN_FLIGHT and not record.tracked and record.id not in requeued:
                self._track(record.id, self._saved_result(record))
        return requeued

    def _snapshot_intact(self, record: SubmissionRecord) -> bool:
        snapshot = Path(record.snapshot)
        try:
            files = check_checkpoint(snapshot, self.settings.max_artifact_bytes)
            sha, per_file = hash_files(snapshot, files)
        except (OSError, SubmissionError):
            return False
        if sha != record.sha256:
            return False
        if not (self.settings.grader_dir / "submissions" / f"{record.id}.files.json").is_file():
            self._write_manifest(record.id, snapshot, sha, per_file)
        return True

    def _saved_result(self, record: SubmissionRecord) -> EvalResult:
        saved = self.settings.grader_dir / "submissions" / f"{record.id}.validation.json"
        if saved.is_file():
            return EvalResult.model_validate_json(saved.read_text())
        return EvalResult(task=self.settings.task, split="validation", split_hash="", model_path=record.model_path,
                          status="done" if record.status == "done" else "failed", score=record.val_score,
                          seconds=record.val_seconds or 0.0, error=record.error)

    def _cached_result(self, earlier: int, sid: int) -> EvalResult:
        """The earlier identical submission's evaluation, and its validation episodes for this one too."""
        trajectories = self.validation_trajectories_path(earlier)
        if trajectories.is_file():
            shutil.copyfile(trajectories, self.validation_trajectories_path(sid))
        record = self.ledger.get(earlier)
        assert record is not None
        return self._saved_result(record)

    def _snapshot_code(self, sid: int) -> Path | None:
        src = self.settings.workspace / "code"
        if not src.is_dir():
            return None
        dst = self.settings.grader_dir / "code" / str(sid)

        def ignore(folder: str, names: list[str]) -> list[str]:
            skip = []
            for name in names:
                p = Path(folder) / name
                if p.is_symlink() or (p.is_file() and p.stat().st_size > CODE_SNAPSHOT_MAX_FILE) \
                        or name == "__pycache__":
                    skip.append(name)
            return skip

        shutil.copytree(src, dst, ignore=ignore, dirs_exist_ok=True)
        return dst

    def _touch_run_meta(self) -> None:
        path = self.settings.workspace / "run_meta.json"
        try:
            meta = json.loads(path.read_text())
        except (OSError, ValueError):
            meta = {}
        meta["last_submit_time"] = iso_utc(self._last_submit or time.time())
        path.write_text(json.dumps(meta, indent=2))

    def response(self, sid: int) -> SubmitResponse:
        """What `/submit` answers for `sid`: its score when it has one, else where to poll."""
        record = self.ledger.get(sid)
        assert record is not None
        records = self.ledger.all()
        scores = [r.val_score for r in records if r.val_score is not None]
        best = max(scores) if scores else None
        base = self.settings.baseline_score
        score = record.val_score
        result = self._results.get(sid)
        return SubmitResponse(
            submission_id=record.id, status=record.status, score=score, baseline_score=base,
            improvement=round(score - base, 4) if score is not None and base is not None else None,
            best=best, is_best=score is not None and score == best, total_submissions=len(records),
            eval_seconds=record.val_seconds, sha256=record.sha256, error=record.error,
            metrics=dict(result.metrics) if result else {}, same_as=record.same_as,
            poll=None if record.status not in IN_FLIGHT else f"/submissions/{record.id}",
        )

    def mark_final(self, sid: int) -> SubmissionView:
        """`POST /submissions/{id}/final`: this submission is the agent's answer (one at a time)."""
        if not self.accepting():
            raise SubmissionError("the budget has ended; the final mark can no longer change", status_code=409)
        try:
            self.ledger.mark_final(sid)
        except LedgerError as exc:
            code = 404 if "no submission" in str(exc) else 409
            raise SubmissionError(f"{exc}; GET /submissions lists them", status_code=code) from exc
        return self.submission(sid)

    def submissions(self) -> list[SubmissionView]:
        return [SubmissionView.of(r) for r in self.ledger.all()]

    def submission(self, sid: int) -> SubmissionView:
        record = self.ledger.get(sid)
        if record is None:
            raise SubmissionError(f"no submission {sid}; GET /submissions lists them", status_code=404)
        return SubmissionView.of(record)

    def validation_trajectories_path(self, sid: int) -> Path:
        """Where the evaluation of submission `sid` on validation writes its episodes."""
        return self.settings.grader_dir / "trajectories" / f"{sid}.jsonl"

    def trajectories(self, sid: int, offset: int = 0, limit: int = 100) -> TrajectoriesResponse:
        record = self.ledger.get(sid)
        if record is None:
            raise SubmissionError(f"no submission {sid}; GET /submissions lists them", status_code=404)
        if offset < 0 or not 1 <= limit <= 1000:
            raise SubmissionError("offset must be >= 0 and limit between 1 and 1000", status_code=400)
        path = self.validation_trajectories_path(sid)
        if not path.is_file():
            why = record.error or f"its status is {record.status}"
            raise SubmissionError(f"submission {sid} has no trajectories ({why}); only evaluated submissions do",
                                  status_code=404)
        return TrajectoriesResponse(submission_id=sid, total=count_trajectories(path), offset=offset,
                                    trajectories=read_trajectories(path, offset, limit))
