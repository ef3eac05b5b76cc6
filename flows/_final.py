"""Stage 4: choose the submission and score it on the sealed test split."""

from __future__ import annotations

from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE
from pydantic import BaseModel, Field

from flows._context import RunContext, Scores, log_trajectory_sample
from flows._eval_cache import evaluate_cached
from flows._integrity import IntegrityReport
from flows._journal import Journal
from graders import Ledger, SubmissionRecord, time_limit_for
from infra import append_event, write_atomic
from tasks import get_task


class Selection(BaseModel):
    """Which submission the headline score belongs to, and why."""

    rule: str = Field(description="validation (the default) or best-test (the paper's rule).")
    submission_id: int | None
    reason: str


class FinalResult(BaseModel):
    selection: Selection
    final_score: float | None = Field(description="Test score of the chosen submission.")
    final_val_score: float | None
    improvement: float | None = Field(description="final_score - baseline test score.")
    submissions: list[SubmissionRecord]
    integrity_override: str | None = Field(None, description="Under --integrity strict: why the chosen submission "
                                                             "scored as the baseline.")


def choose(records: list[SubmissionRecord], rule: str) -> Selection:
    """Pick by the agent's last `final` mark, else by best validation score (earliest on ties)."""
    done = [r for r in records if r.status == "done" and r.val_score is not None]
    if not done:
        return Selection(rule=rule, submission_id=None, reason="no submission was evaluated successfully")
    if rule == "best-test":
        scored = [r for r in done if r.test_score is not None]
        best = max(scored, key=lambda r: (r.test_score, -r.id))
        return Selection(rule=rule, submission_id=best.id, reason="best test score (paper's rule)")
    finals = [r for r in done if r.final]
    if finals:
        return Selection(rule=rule, submission_id=finals[-1].id, reason="marked final by the agent")
    best = max(done, key=lambda r: (r.val_score, -r.id))
    failed_final = next((r for r in records if r.final), None)
    if failed_final is not None:
        return Selection(rule=rule, submission_id=best.id, reason=f"best validation score (submission "
                         f"{failed_final.id}, marked final, could not be evaluated)")
    return Selection(rule=rule, submission_id=best.id, reason="best validation score")


def _strict(records: list[SubmissionRecord], base: Scores,
            checks: IntegrityReport) -> tuple[list[SubmissionRecord], dict[int, str]]:
    """Under --integrity strict: flagged submissions take the baseline's scores (validation and, for the
    best-test rule, test) when the final one is chosen; submission id → why."""
    why = {}
    for r in records:
        flags = checks.disqualified(r.id)
        if flags:
            why[r.id] = ", ".join(sorted({f.kind for f in flags}))
    # A baseline that could not be scored counts as 0: a flagged submission must not win on a missing score.
    floor = {"val_score": base.validation if base.validation is not None else 0.0,
             "test_score": base.test if base.test is not None else 0.0}
    scored = [r.model_copy(update={k: v for k, v in floor.items() if getattr(r, k) is not None or k == "val_score"})
              if r.id in why and r.val_score is not None else r for r in records]
    return scored, why


@task(name="final", cache_policy=NO_CACHE)
def final(ctx: RunContext, base: Scores, checks: IntegrityReport | None = None) -> FinalResult:
    """`checks`: the integrity stage's report; used under --integrity strict."""
    run, cfg = ctx.run, ctx.config
    append_event(run.events, "stage", stage="final")
    task_ = get_task(cfg.task)
    ledger = Ledger(run.ledger)
    tracker = ctx.tracker()

    def score_on_test(record: SubmissionRecord) -> None:
        append_event(run.events, "test_evaluating", id=record.id)
        trajectories = run.grader / "trajectories" / f"{record.id}-test.jsonl"
        result, cached = evaluate_cached(ctx.home.eval_cache, Path(record.snapshot), record.sha256, task_, ctx.data,
                                         "test", time_limit_for(base.test_s, cfg.eval), trajectories)
        write_atomic(run.grader / "submissions" / f"{record.id}.test.json", result.model_dump_json(indent=1))
        if result.status == "done" and result.score is not None:
            ledger.set_test(record.id, result.score)
        child = tracker.child(ctx.mlflow_run_id, f"final-test-{record.id}", tags={"a2rl.kind": "final"})
        tracker.params(child, {"submission_id": record.id, "split": "test", "error": result.error or "",
                               "eval_cached": cached})
        tracker.metrics(child, {"test_score": result.score, "eval_seconds": result.seconds,
                                "failed_episodes": result.failed_episodes,
                                **{f"test_{k}": v for k, v in result.metrics.items()}})
        log_trajectory_sample(tracker, child, trajectories)
        tracker.finish(child, "FINISHED" if result.status == "done" else "FAILED")
        append_event(run.events, "test_score", id=record.id, score=result.score, error=result.error, cached=cached)

    records = ledger.all()
    if cfg.selection == "best-test":
        for record in records:
            # Identical files are scored once; a resumed run keeps the scores it has.
            if record.status == "done" and record.test_score is None and record.same_as is None:
                score_on_test(record)
        records = ledger.all()
    flagged: dict[int, str] = {}
    if cfg.integrity == "strict" and checks is not None:
        records, flagged = _strict(records, base, checks)
    selection = choose(records, cfg.selection)
    chosen = next((r for r in records if r.id == selection.submission_id), None)
    if chosen is not None and chosen.test_score is None:
        score_on_test(chosen)
        chosen = ledger.get(chosen.id)
    final_score = chosen.test_score if chosen else None
    override = None
    if chosen is not None and chosen.id in flagged:
        override = (f"integrity strict: submission {chosen.id} was flagged ({flagged[chosen.id]}), so it scores as "
                    "the baseline")
        final_score = base.test
        selection = selection.model_copy(update={"reason": f"{selection.reason}; {override}"})
    improvement = round(final_score - base.test, 4) if final_score is not None and base.test is not None else None
    tracker.metrics(ctx.mlflow_run_id, {"final_score": final_score, "improvement": improvement})
    tracker.tag(ctx.mlflow_run_id, "a2rl.selection", f"{selection.rule}: {selection.reason}")
    append_event(run.events, "final", submission_id=selection.submission_id, score=final_score,
                 improvement=improvement, reason=selection.reason)
    result = FinalResult(selection=selection, final_score=final_score,
                         final_val_score=(base.validation if override else chosen.val_score) if chosen else None,
                         improvement=improvement, submissions=ledger.all(), integrity_override=override)
    Journal(run.ledger).record_stage("final", result)
    return result
