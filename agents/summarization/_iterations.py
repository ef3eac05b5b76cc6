"""Iterations: one per submission attempt (accepted or refused), plus the stretch after the last one.

An iteration is the agent's work between two submission attempts and what became of it: the
ledger says its status and scores, the code revision says what training it ran and with which
hyperparameters, the diff says what changed, and the log window and the process recording say
what failed on the way. Nothing here is taken from the agent's own account of itself.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from agents.summarization._hyperparameters import HyperparameterChange
from agents.summarization._training import TrainingDetection

FailureKind = Literal["code_error", "training_diverged", "invalid_submission", "eval_error",
                      "timeout_without_submission", "copy_model_fallback"]


class Failure(BaseModel):
    """Something that went wrong in an iteration, with the recorded lines that show it."""

    kind: FailureKind
    detail: str = Field(description="One line: what failed.")
    log_lines: list[str] = Field(default_factory=list, description="The lines that show it (at most 12).")
    source: str = Field(description="Where they come from: logs/agent.log, grader/refusals.jsonl, the ledger, "
                                    "grader/recording/processes.jsonl or events.jsonl.")


class CodeChange(BaseModel):
    """What changed in the agent's code since the previous iteration's revision."""

    since: int | None = Field(description="Submission the diff is against (None: the first revision).")
    files_changed: int
    insertions: int
    deletions: int
    files: list[str] = Field(default_factory=list, description="Changed paths (at most 20).")
    diff: str | None = Field(None, description="report/code_diffs/<a>-<b>.diff")
    hyperparameters: list[HyperparameterChange] = Field(default_factory=list)
    training_type: tuple[str, str] | None = Field(None, description="(before, after) when the type changed.")

    def line(self) -> str:
        if not self.files_changed and not self.hyperparameters:
            return "no code" if self.since is None else "code unchanged"
        parts = [f"{self.files_changed} files (+{self.insertions}/−{self.deletions})"
                 + (f": {', '.join(self.files[:4])}" + ("…" if len(self.files) > 4 else "") if self.files else "")]
        if self.training_type:
            parts.append(f"training {self.training_type[0]} → {self.training_type[1]}")
        parts += [_change(c) for c in self.hyperparameters[:6]]
        return "; ".join(parts)


def _change(c: HyperparameterChange) -> str:
    name = c.name + (f" ({c.context})" if c.context else "")
    shown = lambda v, expr: expr if v is None and expr else v  # noqa: E731
    if c.change == "added":
        return f"{name} set to {shown(c.new, c.new_expr)}"
    if c.change == "removed":
        return f"{name} removed (was {shown(c.old, c.old_expr)})"
    return f"{name} {shown(c.old, c.old_expr)} → {shown(c.new, c.new_expr)}"


class Iteration(BaseModel):
    """One line of report/summary.jsonl."""

    version: int = Field(1, description="Schema version of a summary.jsonl line.")
    index: int = Field(description="1, 2, … in time order.")
    kind: Literal["submission", "refused", "no_submission"] = Field(
        description="submission: accepted by /submit; refused: /submit said 4xx; no_submission: the work after "
                    "the last attempt (or the whole session when there was none), which produced nothing scored.")
    submission_id: int | None = None
    attempts: int = Field(1, description="Refused requests identical to the one before are folded into one "
                                         "iteration (an agent can send thousands): how many it stands for.")
    time: str | None = Field(None, description="UTC ISO time of the attempt (no_submission: the session's end).")
    elapsed_s: float | None = Field(None, description="Seconds since the session started.")
    status: str = Field(description="done | failed (evaluation) | refused | none")
    valid: bool = Field(False, description="Evaluated without error.")
    val_score: float | None = None
    test_score: float | None = Field(None, description="Only the submissions scored on test in the final stage.")
    improvement: float | None = Field(None, description="val_score − the baseline's validation score.")
    best_so_far: float | None = Field(None, description="Best validation score up to and including this one.")
    new_best: bool = False
    final_pick: bool = Field(False, description="The submission the selection rule chose.")
    copy_of_base: bool = Field(False, description="Its weights are the base model's.")
    copy_check: str | None = Field(None, description="How copy_of_base was decided.")
    revision: str | None = Field(None, description="Commit of the code in grader/recording/code.git.")
    training: TrainingDetection | None = None
    hyperparameters: dict[str, Any] = Field(default_factory=dict, description="Key hyperparameters found in the "
                                                                              "code (see the detector).")
    changes: CodeChange | None = None
    processes: int = Field(0, description="Processes started in this iteration's window.")
    failed_processes: int = 0
    failures: list[Failure] = Field(default_factory=list)
    window: tuple[float, float] | None = Field(None, description="Epoch seconds this iteration covers.")
