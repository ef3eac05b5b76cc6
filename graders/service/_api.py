"""Bodies of the grading API (served as OpenAPI at /openapi.json)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from graders.engine import Trajectory
from graders.service._ledger import SubmissionRecord


class SubmitRequest(BaseModel):
    """`POST /submit` body."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={
        "examples": [{"model_path": "output/v1"}, {"model_path": "output/v2", "final": True}]})

    model_path: str = Field(description="Checkpoint folder under output/, relative to the workspace (e.g. output/v1).")
    # strict: true or false only; 0, 1, "yes", "false" … are refused, not guessed (it picks the scored answer).
    final: bool = Field(False, strict=True, description="Mark this submission as your final answer "
                                                       "(overrides selection by validation score).")

    @field_validator("model_path")
    @classmethod
    def _a_path_a_file_system_can_hold(cls, value: str) -> str:
        # Refused here (400), before the path reaches os calls that would raise on it (500).
        try:
            raw = value.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("model_path is not valid UTF-8 (it holds a lone surrogate)") from None
        if len(raw) > 4096 or any(len(name) > 255 for name in raw.split(b"/")):
            raise ValueError("model_path is too long (at most 255 bytes a name, 4096 in all)")
        return value


class SubmitResponse(BaseModel):
    """What the agent learns from a submission: validation scores only."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "submission_id": 2, "status": "done", "split": "validation", "score": 41.5, "baseline_score": 12.5,
        "improvement": 29.0, "best": 41.5, "is_best": True, "total_submissions": 2, "eval_seconds": 38.2,
        "sha256": "9f2c…", "error": None, "metrics": {}, "same_as": None, "poll": None}]})

    submission_id: int
    status: str = Field(description="done, failed (then `error` says why), or — answered with 202 — queued / "
                                    "evaluating: poll `poll` until it is done.")
    split: str = Field("validation", description="The split `score` was measured on.")
    score: float | None = Field(description="Validation score 0-100.")
    baseline_score: float | None = Field(description="The base model's validation score.")
    improvement: float | None = Field(description="score - baseline_score.")
    best: float | None = Field(description="Best validation score over all submissions so far.")
    is_best: bool = Field(description="This submission holds the best validation score.")
    total_submissions: int
    eval_seconds: float | None
    sha256: str
    error: str | None = None
    metrics: dict[str, float] = Field(default_factory=dict, description="Validation metrics besides the "
                                                                       "score (AlpacaEval: win_rate, lc_win_rate …).")
    same_as: int | None = Field(None, description="An earlier submission with identical files: its score is "
                                                  "this one's, without a second evaluation.")
    poll: str | None = Field(None, description="While not scored yet: GET this for its status and score.")


class SubmissionView(BaseModel):
    """A ledger row as the agent may see it (no test score, no grader paths)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "submission_id": 1, "created_at": "2026-12-01T14:03:07.120+00:00", "model_path": "output/v1",
        "sha256": "9f2c…", "final": False, "status": "done", "score": 41.5, "eval_seconds": 38.2, "error": None,
        "same_as": None, "attempts": 1}]})

    submission_id: int
    created_at: str
    model_path: str
    sha256: str
    final: bool = Field(description="The agent's chosen answer (POST /submissions/{id}/final).")
    status: str = Field(description="received → queued → evaluating → done | failed.")
    score: float | None = Field(description="Validation score 0-100, once done.")
    eval_seconds: float | None
    error: str | None
    same_as: int | None = None
    attempts: int = Field(0, description="Evaluation attempts (a lost worker is retried; so is an evaluation "
                                         "the harness died in).")

    @classmethod
    def of(cls, r: SubmissionRecord) -> SubmissionView:
        return cls(submission_id=r.id, created_at=r.created_at, model_path=r.model_path, sha256=r.sha256,
                   final=r.final, status=r.status, score=r.val_score, eval_seconds=r.val_seconds, error=r.error,
                   same_as=r.same_as, attempts=r.attempts)


class TimeResponse(BaseModel):
    """`GET /time`: the budget as the harness enforces it."""

    start_time: str = Field(description="UTC ISO time the agent was started.")
    deadline: str = Field(description="UTC ISO time the agent will be stopped.")
    budget_s: float
    elapsed_s: float
    remaining_s: float
    last_submit_time: str | None
    clock: Literal["wall", "exclude-scoring"] = Field(
        "wall", description="exclude-scoring: the clock stops while your submissions are scored.")
    paused_s: float = Field(0.0, description="Seconds the clock has stood still (exclude-scoring).")
    warning: str | None = Field(None, description="Set when the end is near: submit your best checkpoint.")


class HealthResponse(BaseModel):
    status: str
    task: str
    submissions: int
    accepting: bool = Field(description="False once the budget has ended.")
    evaluating: int = Field(0, description="Submissions being scored or queued for it.")


class ErrorResponse(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "error": "output/../../grader is outside output/: save checkpoints under output/ (e.g. output/v1)"}]})

    error: str = Field(description="What went wrong and how to fix it.")


class TrajectoriesResponse(BaseModel):
    """`GET /submissions/{id}/trajectories`: the validation episodes behind a score."""

    submission_id: int
    split: str = Field("validation", description="Always validation: test episodes are never shown.")
    total: int = Field(description="Episodes in the evaluation.")
    offset: int
    trajectories: list[Trajectory] = Field(description="Each episode: every turn's prompt, action, observation, reward.")
