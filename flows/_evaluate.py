"""The `evaluate` flow: score any checkpoint on a task's validation or test split."""

from __future__ import annotations

from pathlib import Path

from prefect import flow
from pydantic import BaseModel

from flows._context import log_trajectory_sample
from graders import EvalConfig, RayCluster, check_gradable, evaluate_checkpoint
from infra import A2RLHome, resolve_model
from tasks import SplitName, get_task, prepare_data


class EvalSummary(BaseModel):
    """`a2rl eval --json` prints this."""

    version: int = 1
    task: str
    model: str
    model_path: str
    split: SplitName
    split_hash: str
    status: str
    score: float | None
    n_items: int
    seconds: float
    error: str | None
    mlflow_run_id: str
    results_path: str
    trajectories_path: str | None = None
    metrics: dict[str, float] = {}
    ray: RayCluster | None = None


@flow(name="evaluate", log_prints=False, validate_parameters=False)
def evaluate_model(task: str, model: str, split: SplitName, home: Path, data_dir: Path | None = None,
                   eval_config: EvalConfig | None = None) -> EvalSummary:
    a2rl_home = A2RLHome.resolve(home).ensure()
    task_ = get_task(task)
    check_gradable(task_, (eval_config or EvalConfig()).judge)
    resolved = resolve_model(model, a2rl_home)
    data = prepare_data(task_, a2rl_home, data_dir)
    out = a2rl_home.root / "evals"
    out.mkdir(exist_ok=True)
    results_path = out / f"{task_.name.replace(':', '-')}-{resolved.name}-{split}.json"
    trajectories = results_path.with_suffix(".jsonl")
    result = evaluate_checkpoint(resolved.path, task_, data, split, eval_config or EvalConfig(),
                                 trajectories=trajectories)
    results_path.write_text(result.model_dump_json(indent=1))
    tracker = a2rl_home.tracker()
    run_id = tracker.start(f"eval-{task_.name}-{resolved.name}-{split}",
                           tags={"a2rl.kind": "eval", "a2rl.task": task_.name, "a2rl.model": resolved.name})
    tracker.params(run_id, {"task": task_.name, "model": model, "split": split,
                            f"split_hash_{split}": data.hashes[split], **(result.ray.params() if result.ray else {})})
    tracker.metrics(run_id, {f"{split}_score": result.score, "eval_seconds": result.seconds,
                             **{f"{split}_{k}": v for k, v in result.metrics.items()}})
    tracker.artifact(run_id, results_path)
    log_trajectory_sample(tracker, run_id, trajectories)
    tracker.finish(run_id, "FINISHED" if result.status == "done" else "FAILED")
    return EvalSummary(task=task_.name, model=model, model_path=str(resolved.path), split=split,
                       split_hash=data.hashes[split], status=result.status, score=result.score,
                       n_items=result.n_items, seconds=round(result.seconds, 2), error=result.error,
                       mlflow_run_id=run_id, results_path=str(results_path), metrics=result.metrics,
                       trajectories_path=str(trajectories) if trajectories.is_file() else None, ray=result.ray)
