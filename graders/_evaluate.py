"""Evaluation of one checkpoint on one split, through the rollout engine.

A static item is a one-turn episode of the `single-turn` environment; an online task's item
is an episode of its environment, played for up to `env.max_turns` turns. Either way the
policy's generation is batched across episodes and the environments live in Ray actors.
The task's scorer (`Task.scorer`) then scores the whole split once: a rule per item, the
environment's outcome, or a judge the evaluator lends it.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from graders.engine import (
    EpisodeSpec,
    GenerationConfig,
    PolicyDtype,
    PolicyError,
    RayCluster,
    RolloutConfig,
    Trajectory,
    cluster_gpus,
    current_cluster,
    ensure_ray,
    ray_address,
    run_rollouts,
    write_trajectories,
)
from infra import A2RLError
from tasks import Episode, Item, PreparedData, Scores, SplitName, Task

log = logging.getLogger(__name__)


class EvalConfig(BaseModel):
    """How evaluation runs (not what it measures: decoding comes from the task's prompt format)."""

    model_config = ConfigDict(frozen=True)

    batch_size: int = Field(16, gt=0, description="Episodes per generate call (micro-batch).")
    replicas: int = Field(0, ge=0, description="Policy workers; 0 = one per GPU, else one per CPU.")
    env_workers: int = Field(0, ge=0, description="Environment actors; 0 = one per CPU.")
    step_timeout_s: float = Field(60.0, gt=0, description="An environment step slower than this ends its episode.")
    retries: int = Field(1, ge=0, le=5, description="Tries after a lost policy worker or out-of-memory (the batch "
                                                    "is halved after an out-of-memory); then it fails with why.")
    time_limit_s: float | None = Field(None, gt=0, description="The whole evaluation; past it, it fails. A run sets "
                                                               "it from the base model's own time (time_limit_for).")
    device: str = Field("auto", description="auto, cpu or cuda.")
    backend: Literal["auto", "transformers", "vllm"] = Field("auto", description="vLLM when installed and on GPU.")
    dtype: PolicyDtype = Field("auto", description="The policy's precision: auto = bfloat16 on a GPU, float32 on "
                                                   "the CPU.")
    judge: str | None = Field(None, description="Tasks that need a judge (`Task.needs_judge`): `openai:<model>` "
                                                "or `local:<model>` (the entry point fills it from --judge / "
                                                "A2RL_JUDGE).")


class ItemScore(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    completion: str = Field(description="The answer (static tasks) or the last action (online tasks).")
    score: float = Field(ge=0.0, le=1.0)
    turns: int = 1
    error: str | None = None


class EvalResult(BaseModel):
    """What one evaluation produced. `status` is `failed` (with `error`) rather than a 0."""

    version: int = 1
    task: str
    split: SplitName
    split_hash: str
    model_path: str
    status: Literal["done", "failed"]
    score: float | None = Field(None, description="0-100, None when the evaluation failed.")
    n_items: int = 0
    failed_episodes: int = Field(0, description="Episodes whose environment broke (scored 0, error kept).")
    retried: list[str] = Field(default_factory=list, description="Why earlier attempts failed (a lost worker, "
                                                                 "out of memory), when it was retried.")
    seconds: float = 0.0
    error: str | None = None
    items: list[ItemScore] = Field(default_factory=list)
    metrics: dict[str, float] = Field(default_factory=dict, description="Task metrics besides the score "
                                                                       "(judge-graded: win_rate, lc_win_rate …).")
    ray: RayCluster | None = Field(None, description="The Ray it ran on: local or the cluster's address, "
                                                   "its nodes, CPUs and GPUs.")


def check_gradable(task: Task, judge: str | None = None) -> str | None:
    """Raise `UsageError` (saying what to set) when this machine cannot grade `task`.

    Returns the judge spec to grade with (`--judge`, else `A2RL_JUDGE`), None for tasks
    that need no judge. The CLI calls it before anything starts; the flows call it again
    because sweeps and deployments build their settings without the CLI.
    """
    task.check_ready()
    if not task.needs_judge:
        return None
    from graders.judges import require_judge

    require_judge(judge)
    return judge or os.environ.get("A2RL_JUDGE")


def generation_config(task: Task, config: EvalConfig) -> GenerationConfig:
    prompt = task.spec.prompt
    return GenerationConfig(max_new_tokens=prompt.max_new_tokens, stop=list(prompt.stop),
                            batch_size=config.batch_size, chat=prompt.chat)


def rollout_config(task: Task, config: EvalConfig) -> RolloutConfig:
    env = task.spec.env
    return RolloutConfig(max_turns=env.max_turns if env else 1, history_turns=env.history_turns if env else 0,
                         replicas=config.replicas, env_workers=config.env_workers,
                         step_timeout_s=config.step_timeout_s, device=config.device, backend=config.backend,
                         dtype=config.dtype)


def episodes_for(task: Task, items: list[Item], split: SplitName) -> list[EpisodeSpec]:
    """Each item as an episode: (task, split, seed) names it, so it can be played again."""
    env = task.spec.env
    if env is None:
        return [EpisodeSpec(id=it.id, task=task.name, split=split, seed=i, env="single-turn",
                            item=it.model_dump(), system=task.system_prompt(it)) for i, it in enumerate(items)]
    # An online item with `extra` carries its episode's data (an ALFWorld problem, a question):
    # the environment reads it from its context, so no sealed file is needed where it runs.
    return [EpisodeSpec(id=it.id, task=task.name, split=split, seed=int(it.seed or 0), env=env.name,
                        options=dict(env.options), system=task.system_prompt(it),
                        item=it.model_dump() if it.extra else None) for it in items]


def eval_fingerprint(task: Task, data: PreparedData, split: SplitName, config: EvalConfig) -> str:
    """Hash of everything that decides a score except the weights (for the evaluation cache)."""
    import torch

    # Where it runs changes the numbers (bf16 on GPU, float32 on CPU; vLLM's kernels).
    placement = {"backend": config.backend, "device": config.device, "cuda": torch.cuda.is_available()}
    if config.dtype != "auto":
        placement["dtype"] = config.dtype
    if ray_address() is not None:
        # On a cluster the policy runs on its nodes' GPUs (or CPUs), whatever this machine has.
        ensure_ray()
        placement["cuda"] = cluster_gpus() > 0
    blob = json.dumps({"task": task.spec.model_dump(mode="json"), "split_hash": data.hashes[split],
                       "generation": generation_config(task, config).model_dump(mode="json"),
                       "placement": placement, "version": task.data_version, "engine": 2,
                       "judge": config.judge if task.needs_judge else None}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def time_limit_for(base_seconds: float | None, config: EvalConfig) -> EvalConfig:
    """The evaluation config for a submission: its time limit, unless set, from the base model's.

    A checkpoint of the same size answers in about the base model's time; ten times that (and at
    least ten minutes, for a slower but honest model) bounds one built to generate forever.
    """
    if config.time_limit_s is not None or base_seconds is None:
        return config
    return config.model_copy(update={"time_limit_s": max(600.0, 10.0 * base_seconds)})


def evaluate_checkpoint(model_path: Path, task: Task, data: PreparedData, split: SplitName,
                        config: EvalConfig | None = None, trajectories: Path | None = None,
                        progress: Callable[[int, int, int], None] | None = None) -> EvalResult:
    """Score `model_path` on `split`. Never raises for a bad checkpoint: returns status=failed.

    Every episode is written to `trajectories` (JSON lines) when it is given.
    """
    # The grading service is built on this evaluator: imported when called, so this module loads without it.
    from graders.service import weights_bytes

    config = config or EvalConfig()
    started = time.monotonic()
    items = data.load(split)
    base = dict(task=task.name, split=split, split_hash=data.hashes[split], model_path=str(model_path))
    weights = weights_bytes(model_path)
    # Each policy worker is a fresh process, capped at a few times its checkpoint's size.
    rollout = rollout_config(task, config).model_copy(update={"worker_memory_bytes": max(4 * 2**30, 8 * weights),
                                                              "time_limit_s": config.time_limit_s})
    generation = generation_config(task, config)
    retried: list[str] = []
    while True:
        try:
            result = run_rollouts(model_path, episodes_for(task, items, split), generation, rollout, progress)
            break
        except PolicyError as exc:
            left = None if config.time_limit_s is None else config.time_limit_s - (time.monotonic() - started)
            if not exc.retryable or len(retried) >= config.retries or (left is not None and left < 10):
                error = str(exc) + (f" (attempt {len(retried) + 1}; earlier: {'; '.join(retried)})" if retried else "")
                return EvalResult(**base, status="failed", seconds=time.monotonic() - started, error=error,
                                  retried=retried, ray=current_cluster())
            retried.append(str(exc))
            log.warning("evaluation of %s: %s; trying again", model_path, exc)
            # The time limit holds for all attempts together; a smaller batch may fit in memory.
            rollout = rollout.model_copy(update={"time_limit_s": left})
            if exc.kind == "oom":
                generation = generation.model_copy(update={"batch_size": max(1, generation.batch_size // 2)})
    ray = current_cluster()
    try:
        scores = score_episodes(task, items, result.trajectories, config)
    except A2RLError as exc:
        # The completions are kept (trajectories) so a re-score after fixing the judge is cheap.
        if trajectories is not None:
            write_trajectories(trajectories, result.trajectories)
        return EvalResult(**base, status="failed", seconds=time.monotonic() - started,
                          error=f"judging failed: {exc}", ray=ray)
    scored_trajectories = [t.model_copy(update={"score": s}) for t, s in zip(result.trajectories, scores.scores,
                                                                             strict=True)]
    if trajectories is not None:
        write_trajectories(trajectories, scored_trajectories)
    scored = [_item_score(t) for t in scored_trajectories]
    metrics = {**scores.metrics, **category_scores(items, scored)}
    return EvalResult(**base, status="done", score=round(scores.score, 4), n_items=len(scored),
                      failed_episodes=result.stats.failed, seconds=time.monotonic() - started, items=scored,
                      metrics=metrics, retried=retried, ray=ray)


def score_episodes(task: Task, items: list[Item], trajectories: list[Trajectory], config: EvalConfig) -> Scores:
    """The task's scorer over a split's played episodes, with a judge lent when it needs one."""
    by_id = {it.id: it for it in items}
    episodes = [Episode(item=by_id[t.episode_id], last_action=t.turns[-1].action if t.turns else None,
                        status=t.status, outcome=t.score) for t in trajectories]
    scorer = task.scorer()
    if not scorer.needs_judge:
        return scorer.score(episodes)
    from graders.judges import LentJudges

    judges = LentJudges(config.judge)
    try:
        scores = scorer.score(episodes, judges)
    finally:
        judges.close()
    return scores.model_copy(update={"metrics": {**scores.metrics, **judges.metrics()}})


def category_scores(items: list[Item], scored: list[ItemScore]) -> dict[str, float]:
    """Mean score ×100 per `extra["category"]` (ALFWorld's task types), as `category/<name>` metrics."""
    category = {it.id: (it.extra or {}).get("category") for it in items}
    groups: dict[str, list[float]] = {}
    for s in scored:
        if category.get(s.id):
            groups.setdefault(category[s.id], []).append(s.score)
    return {f"category/{name}": round(100.0 * sum(v) / len(v), 4) for name, v in sorted(groups.items())}


def _item_score(t: Trajectory) -> ItemScore:
    return ItemScore(id=t.episode_id, completion=t.turns[-1].action if t.turns else "", score=t.score,
                     turns=len(t.turns), error=t.error)
