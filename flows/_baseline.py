"""Stage 2: score the base model once per task + model content + eval config + split (cached).

The cache is shared by every run under one A2RL_HOME and keyed by what decides the score —
the model's files (not its name), the task's evaluation settings and the split's hash — so a
renamed copy of a model hits it and a changed tokenizer misses it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE

from flows._context import RunContext, Scores
from graders import EvalResult, Ledger, eval_fingerprint, evaluate_checkpoint, tree_sha256
from infra import EvaluationError, append_event, file_lock, write_atomic
from tasks import get_task


def model_sha256(path: Path) -> str:
    """Hash of every file of a model folder (weights, config, tokenizer): what is evaluated."""
    return tree_sha256(path, sorted(p.relative_to(path) for p in path.rglob("*") if p.is_file()))


def baseline_cache_key(task, data, split: str, config, content_sha256: str) -> str:
    """The baseline cache entry's name: task, evaluation fingerprint (incl. split hash), model content."""
    return f"{task.name.replace(':', '-')}-{split}-{eval_fingerprint(task, data, split, config)}-{content_sha256[:16]}"


def _cached(cache: Path) -> EvalResult | None:
    try:
        return EvalResult.model_validate_json(cache.read_text())
    except FileNotFoundError:
        return None
    except ValueError:
        cache.unlink(missing_ok=True)  # unreadable (an older version's): evaluate again
        return None


@task(name="baseline", cache_policy=NO_CACHE)
def baseline(ctx: RunContext) -> Scores:
    run, cfg = ctx.run, ctx.config
    append_event(run.events, "stage", stage="baseline")
    task_ = get_task(cfg.task)
    journal = Ledger(run.ledger)
    weights = ctx.model_sha256 or model_sha256(ctx.model.path)
    scores = Scores()
    tracker = ctx.tracker()
    child = tracker.child(ctx.mlflow_run_id, "baseline", tags={"a2rl.kind": "baseline"})
    for split in ("validation", "test"):
        cache = ctx.home.eval_cache / f"{baseline_cache_key(task_, ctx.data, split, cfg.eval, weights)}.json"
        trajectories = run.grader / "trajectories" / f"baseline-{split}.jsonl"
        cached_trajectories = cache.with_suffix(".jsonl")
        # Runs of one sweep start together: the first evaluates, the others wait and read its entry.
        with file_lock(cache):
            result = _cached(cache)
            if result is not None:
                cached = True
                if cached_trajectories.is_file():
                    trajectories.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(cached_trajectories, trajectories)
            else:
                result = evaluate_checkpoint(ctx.model.path, task_, ctx.data, split, cfg.eval,
                                             trajectories=trajectories)
                cached = False
                if result.status == "done":
                    if trajectories.is_file():
                        shutil.copyfile(trajectories, cached_trajectories)
                    write_atomic(cache, result.model_dump_json())
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
