"""Stage 2: score the base model once per task + model content + eval config + split (cached).

The cache (`flows._eval_cache`) is shared by every run under one A2RL_HOME and keyed by what
decides the score — the model's files (not its name), the task's evaluation settings and the
split's hash — so a renamed copy of a model hits it and a changed tokenizer misses it.
"""

from __future__ import annotations

from prefect import task
from prefect.cache_policies import NO_CACHE

from flows._context import RunContext, Scores
from flows._eval_cache import evaluate_cached, model_sha256
from flows._journal import Journal
from infra import EvaluationError, append_event
from tasks import get_task


@task(name="baseline", cache_policy=NO_CACHE)
def baseline(ctx: RunContext) -> Scores:
    run, cfg = ctx.run, ctx.config
    append_event(run.events, "stage", stage="baseline")
    task_ = get_task(cfg.task)
    journal = Journal(run.ledger)
    weights = ctx.model_sha256 or model_sha256(ctx.model.path)
    scores = Scores()
    tracker = ctx.tracker()
    child = tracker.child(ctx.mlflow_run_id, "baseline", tags={"a2rl.kind": "baseline"})
    for split in ("validation", "test"):
        trajectories = run.grader / "trajectories" / f"baseline-{split}.jsonl"
        result, cached = evaluate_cached(ctx.home.eval_cache, ctx.model.path, weights, task_, ctx.data, split,
                                         cfg.eval, trajectories)
        (run.grader / f"baseline_{split}.json").write_text(result.model_dump_json(indent=1))
        if result.status != "done":
            tracker.finish(child, "FAILED")
            raise EvaluationError(f"the base model could not be evaluated on {split}: {result.error}")
        setattr(scores, split, result.score)
        setattr(scores, f"{split}_s", result.seconds)
        tracker.metrics(child, {f"{split}_score": result.score, f"{split}_seconds": result.seconds,
                                **{f"{split}_{k}": v for k, v in result.metrics.items()}})
        append_event(run.events, "baseline", split=split, score=result.score, cached=cached,
                     seconds=round(result.seconds, 1))
    tracker.params(child, {"model_sha256": weights})
    tracker.finish(child)
    tracker.metrics(ctx.mlflow_run_id, {"baseline_score": scores.test, "baseline_val_score": scores.validation})
    journal.record_stage("baseline", scores)
    return scores
