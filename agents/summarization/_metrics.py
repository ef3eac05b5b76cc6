"""Process metrics of one run: how the agent got to its score, not only what the score was.

Computed from the iterations (ledger + refusals + recording), never from the agent's claims.
Times are seconds since the agent's session started (run_meta.json `start_time`).
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, Field

from agents.summarization._iterations import Iteration


class ProcessMetrics(BaseModel):
    """The numbers a person compares agents by, besides the score (MLflow `proc_*`)."""

    version: int = Field(1, description="Schema version.")
    attempts: int = Field(description="Submission attempts: accepted submissions + refused /submit requests.")
    valid_submissions: int = Field(description="Submissions evaluated without error.")
    valid_submission_rate: float | None = Field(description="valid_submissions / attempts (None: no attempt).")
    first_valid_index: int | None = Field(description="1-based attempt number of the first valid submission.")
    first_valid_delay_s: float | None = Field(description="Seconds from the session's start to it.")
    time_to_first_improvement_s: float | None = Field(
        description="Seconds to the first valid submission whose validation score beat the baseline's.")
    time_to_best_s: float | None = Field(description="Seconds to the submission with the best validation score.")
    monotonic_ratio: float | None = Field(
        description="Share of consecutive valid submissions whose validation score did not drop "
                    "(None: fewer than two valid submissions).")
    copy_model_count: int = Field(description="Submissions whose weights are the base model's.")
    failures: dict[str, int] = Field(default_factory=dict, description="Failures seen, by kind.")
    time_used_s: float | None = Field(description="Seconds the session ran.")
    time_used_ratio: float | None = Field(description="time_used_s / budget.")
    last_submission_gap_s: float | None = Field(
        description="Seconds between the last submission attempt and the session's end (None: no attempt).")
    tokens: int | None = Field(None, description="Model tokens of the agent's CLI, when recorded.")
    cost_usd: float | None = Field(None, description="Their cost, when recorded.")

    def mlflow(self) -> dict[str, float]:
        """`proc_<field>` for every number that is known."""
        out = {f"proc_{k}": v for k, v in self.model_dump(exclude={"version", "failures"}).items()}
        out.update({f"proc_failures_{k}": n for k, n in self.failures.items()})
        return {k: float(v) for k, v in out.items() if v is not None}


def process_metrics(iterations: Sequence[Iteration], *, baseline_val: float | None, budget_s: float,
                    session_s: float | None, tokens: int | None = None,
                    cost_usd: float | None = None) -> ProcessMetrics:
    attempts = [it for it in iterations if it.kind in ("submission", "refused")]
    valid = [it for it in attempts if it.valid]
    first = valid[0] if valid else None
    improved = next((it for it in valid if baseline_val is not None and it.val_score is not None
                     and it.val_score > baseline_val), None)
    scored = [it for it in valid if it.val_score is not None]
    best = max(scored, key=lambda it: it.val_score) if scored else None  # the first of equals: max keeps it
    pairs = list(zip(scored, scored[1:]))
    failures: dict[str, int] = {}
    for it in iterations:
        for f in it.failures:
            failures[f.kind] = failures.get(f.kind, 0) + (it.attempts if f.kind == "invalid_submission" else 1)
    last = attempts[-1].elapsed_s if attempts else None
    n_attempts = sum(it.attempts for it in attempts)
    return ProcessMetrics(
        attempts=n_attempts, valid_submissions=len(valid),
        valid_submission_rate=round(len(valid) / n_attempts, 4) if n_attempts else None,
        first_valid_index=sum(it.attempts for it in attempts[:attempts.index(first)]) + 1 if first else None,
        first_valid_delay_s=first.elapsed_s if first else None,
        time_to_first_improvement_s=improved.elapsed_s if improved else None,
        time_to_best_s=best.elapsed_s if best else None,
        monotonic_ratio=round(sum(b.val_score >= a.val_score for a, b in pairs) / len(pairs), 4) if pairs else None,
        copy_model_count=sum(1 for it in attempts if it.copy_of_base),
        failures=failures,
        time_used_s=session_s,
        time_used_ratio=round(session_s / budget_s, 4) if session_s is not None and budget_s else None,
        last_submission_gap_s=round(session_s - last, 1) if session_s is not None and last is not None else None,
        tokens=tokens, cost_usd=cost_usd,
    )
