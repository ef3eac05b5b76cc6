"""Stage 2: score the base model once per task + model + eval config (cached)."""

from __future__ import annotations

import shutil
from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE

from flows._context import RunContext, Scores
from graders import EvalResult, eval_fingerprint, evaluate_checkpoint, tree_sha256
from infra import EvaluationError, append_event
from tasks import get_task


def weights_sha256(path: Path) -> str:
    """Hash of the base model's weights: the baseline cache is keyed by what is evaluated."""
    return tree_sha256(path, sorted(p.relative_to(path) for p in path.glob("*.safetensors")))


@task(name="baseline", cache_policy=NO_CACHE)
def baseline(ctx: RunContext) -> Scores:
    run, cfg = ctx.run, ctx.config
    append_event(run.events, "stage", stage="baseline")
    task_ = get_task(cfg.task)
    weights = weights_sha256(ctx.model.path)
    scores = Scores()
    tracker = ctx.tracker()
    child = tracker.start("baseline", tags={"a2rl.kind": "baseline"}, parent=ctx.mlflow_run_id)
    for split in ("validation", "test"):
        key = f"{eval_fingerprint(task_, ctx.data, split, cfg.eval)}-{weights[:16]}"
        cache = ctx.home.eval_cache / f"{task_.name}-{split}-{key}.json"
        trajectories = run.grader / "trajectories" / f"baseline-{split}.jsonl"
        cached_trajectories = cache.with_suffix(".jsonl")
        if cache.is_file():
            result = EvalResult.model_validate_json(cache.read_text())
            cached = True
            if cached_trajectories.is_file():
                trajectories.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(cached_trajectories, trajectories)
        else:
            result = evaluate_checkpoint(ctx.model.path, task_, ctx.data, split, cfg.eval, trajectories=trajectories)
            cached = False
            if result.status == "done":
                cache.write_text(result.model_dump_json())
                if trajectories.is_file():
                    shutil.copyfile(trajectories, cached_trajectories)
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
    tracker.params(child, {"weights_sha256": weights})
    tracker.finish(child)
    tracker.metrics(ctx.mlflow_run_id, {"baseline_score": scores.test, "baseline_val_score": scores.validation})
    return scores
