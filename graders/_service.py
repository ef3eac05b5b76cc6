"""The grading service: check → snapshot → record → evaluate, one submission at a time."""

from __future__ import annotations

import json
import shutil
import threading
import time
from pathlib import Path
from typing import Callable, Literal

from pydantic import BaseModel, ConfigDict, Field

from graders._api import SubmissionView, SubmitResponse, TimeResponse, TrajectoriesResponse
from graders._checks import check_checkpoint, hash_files, resolve_submission
from graders._evaluate import EvalResult
from graders._ledger import Ledger, SubmissionRecord
from graders._trajectories import count_trajectories, read_trajectories
from infra import SubmissionError, iso_utc

CODE_SNAPSHOT_MAX_FILE = 5 * 2**20


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
    max_waiting: int = Field(2, ge=0, description="Submissions that may wait for the one being scored; "
                                                  "more are refused with 429 and Retry-After.")

    @property
    def output_dir(self) -> Path:
        return self.workspace / "output"


class GradingService:
    """Owns the ledger and the submission snapshots; the HTTP layer only translates."""

    def __init__(self, settings: GradingSettings, ledger: Ledger,
                 evaluate: Callable[[Path], EvalResult],
                 on_result: Callable[[SubmissionRecord, EvalResult], None] | None = None) -> None:
        self.settings = settings
        self.ledger = ledger
        self._evaluate = evaluate
        self._on_result = on_result
        self._eval_lock = threading.Lock()
        self._accepting = True
        self._last_submit: float | None = None
        self._paused_s = 0.0
        self._scoring_since: float | None = None
        self._waiting = 0
        self._waiting_lock = threading.Lock()
        self._refusals_lock = threading.Lock()
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
        return self.settings.start_time + self.settings.budget_s + self.paused_s()

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
        """Wait until the evaluation in progress, if any, has been recorded."""
        with self._eval_lock:
            pass

    def time(self) -> TimeResponse:
        now = time.time()
        s = self.settings
        deadline, paused = self.deadline(), self.paused_s()
        return TimeResponse(start_time=iso_utc(s.start_time), deadline=iso_utc(deadline), budget_s=s.budget_s,
                            elapsed_s=round(now - s.start_time - paused, 3),
                            remaining_s=round(max(0.0, deadline - now), 3),
                            last_submit_time=iso_utc(self._last_submit) if self._last_submit else None,
                            clock=s.clock, paused_s=round(paused, 3), warning=self.warning())

    # -- submissions ------------------------------------------------------------------
    def submit(self, model_path: str, final: bool = False) -> SubmitResponse:
        try:
            return self._checked_submit(model_path, final)
        except SubmissionError as exc:
            self.record_refusal(model_path, exc.status_code, str(exc))
            raise

    def record_refusal(self, model_path: object, status: int, error: str) -> None:
        """Every refused request is part of the run's record (grader/refusals.jsonl)."""
        line = {"time": iso_utc(time.time()), "model_path": str(model_path)[:500], "status": status,
                "error": error[:1000]}
        with self._refusals_lock, open(self.settings.grader_dir / "refusals.jsonl", "a") as fh:
            fh.write(json.dumps(line) + "\n")

    def refusals(self) -> list[dict]:
        path = self.settings.grader_dir / "refusals.jsonl"
        return [json.loads(line) for line in path.read_text().splitlines() if line] if path.is_file() else []

    def _checked_submit(self, model_path: str, final: bool) -> SubmitResponse:
        if not self.accepting():
            raise SubmissionError("the budget has ended; no more submissions are accepted", status_code=409)
        s = self.settings
        folder = resolve_submission(model_path, s.workspace, s.output_dir)
        check_checkpoint(folder, s.max_artifact_bytes)
        with self._waiting_lock:
            if self._waiting > s.max_waiting:
                raise SubmissionError(
                    f"{self._waiting} submissions are already being scored or waiting: wait for their answers "
                    "(or GET /submissions) before submitting more", status_code=429, retry_after_s=self._last_eval_s)
            self._waiting += 1
        try:
            with self._eval_lock:
                return self._submit(model_path, folder, final)
        finally:
            with self._waiting_lock:
                self._waiting -= 1

    def _submit(self, model_path: str, folder: Path, final: bool) -> SubmitResponse:
        s = self.settings
        sid = self.ledger.next_id()
        snapshot = s.grader_dir / "submissions" / str(sid)
        if snapshot.exists():
            shutil.rmtree(snapshot)
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
        same = next((r for r in self.ledger.all() if r.sha256 == sha and r.status == "done"), None)
        if same is not None:
            shutil.rmtree(snapshot)  # identical files: the earlier snapshot stands for both
            snapshot = Path(same.snapshot)
        sid = self.ledger.add(model_path=model_path, snapshot=str(snapshot),
                              code_snapshot=str(code) if code else None, sha256=sha,
                              size_bytes=size, final=final)
        (s.grader_dir / "submissions" / f"{sid}.files.json").write_text(json.dumps(
            {"sha256": sha, "files": {f: {"sha256": h, "bytes": (snapshot / f).stat().st_size}
                                      for f, h in per_file.items()}}, indent=1))
        self._last_submit = time.time()
        self._touch_run_meta()
        if same is not None:
            result = self._cached_result(same.id, sid)
        else:
            self.ledger.set_status(sid, "evaluating")
            self._scoring_since = time.time()
            try:
                result = self._evaluate(snapshot)
            finally:
                self._last_eval_s = time.time() - self._scoring_since
                self._paused_s += self._last_eval_s
                self._scoring_since = None
        if result.status == "done" and result.score is not None:
            self.ledger.set_validation(sid, result.score, 0.0 if same is not None else result.seconds)
        else:
            # Say what failed in the agent's own terms: grader paths stay private.
            error = (result.error or "evaluation failed").replace(str(snapshot), model_path)
            result = result.model_copy(update={"error": error})
            self.ledger.set_status(sid, "failed", error)
        record = self.ledger.get(sid)
        assert record is not None
        if self._on_result:
            self._on_result(record, result)
        return self._response(record).model_copy(update={"metrics": dict(result.metrics),
                                                          "same_as": same.id if same is not None else None})

    def _cached_result(self, earlier: int, sid: int) -> EvalResult:
        """The earlier identical submission's evaluation, and its validation episodes for this one too."""
        grader = self.settings.grader_dir
        trajectories = self.validation_trajectories_path(earlier)
        if trajectories.is_file():
            shutil.copyfile(trajectories, self.validation_trajectories_path(sid))
        saved = grader / "submissions" / f"{earlier}.validation.json"
        if saved.is_file():
            return EvalResult.model_validate_json(saved.read_text())
        record = self.ledger.get(earlier)
        assert record is not None and record.val_score is not None
        return EvalResult(task=self.settings.task, split="validation", split_hash="", model_path=record.model_path,
                          status="done", score=record.val_score)

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

    def _response(self, record: SubmissionRecord) -> SubmitResponse:
        records = self.ledger.all()
        scores = [r.val_score for r in records if r.val_score is not None]
        best = max(scores) if scores else None
        base = self.settings.baseline_score
        score = record.val_score
        return SubmitResponse(
            submission_id=record.id, status=record.status, score=score, baseline_score=base,
            improvement=round(score - base, 4) if score is not None and base is not None else None,
            best=best, is_best=score is not None and score == best, total_submissions=len(records),
            eval_seconds=record.val_seconds, sha256=record.sha256, error=record.error,
        )

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
