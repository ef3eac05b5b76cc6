"""The evaluation queue: one thread scores admitted submissions in order, and a crashed run's
submissions are put back in it on resume.

A submission with the same files as an earlier one is never scored twice: it follows the
earlier one's outcome.
"""

from __future__ import annotations

import queue
import shutil
import threading
import time
from collections.abc import Callable
from pathlib import Path

from graders._evaluate import EvalResult
from graders.service._checks import check_checkpoint, hash_files
from graders.service._ledger import IN_FLIGHT, Ledger, SubmissionRecord
from graders.service._settings import GradingSettings
from infra import SubmissionError

# A submission the harness died under this often is not evaluated again (it may be what kills it).
MAX_INTERRUPTIONS = 2


class EvaluationQueue:
    """The scoring half of `GradingService`; it writes refusals and manifests through the admitting
    half (`record_refusal`, `_write_manifest`)."""

    settings: GradingSettings
    ledger: Ledger
    _evaluate: Callable[[Path], EvalResult]
    _on_result: Callable[[SubmissionRecord, EvalResult], None] | None
    _paused_s: float
    _scoring_since: float | None
    _current: int | None
    _pending: int
    _pending_lock: threading.Lock
    _state_lock: threading.Lock
    _queue: queue.Queue[int | None]
    _worker: threading.Thread | None
    _finished: dict[int, threading.Event]
    _results: dict[int, EvalResult]
    _last_eval_s: float

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
