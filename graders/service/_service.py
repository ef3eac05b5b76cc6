"""The grading service: check → snapshot → record → queue → evaluate, one evaluation at a time.

Requests only admit submissions; one evaluator thread scores them from a bounded queue, so the
API stays responsive while a checkpoint is scored and an agent may poll instead of waiting.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path

from graders._evaluate import EvalResult
from graders.engine import count_trajectories, read_trajectories
from graders.service._admission import Admission
from graders.service._api import SubmissionView, SubmitResponse, TimeResponse, TrajectoriesResponse
from graders.service._evaluations import EvaluationQueue
from graders.service._ledger import IN_FLIGHT, Ledger, LedgerError, SubmissionRecord
from graders.service._settings import GradingSettings
from infra import SubmissionError, iso_utc


class GradingService(Admission, EvaluationQueue):
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


    # -- answers ----------------------------------------------------------------------
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
