"""Evaluation of one checkpoint on one split: items sharded over Ray, scored by the task."""

from __future__ import annotations

import hashlib
import json
import math
import time
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from graders._inference import Chat, GenerationConfig, TransformersBackend
from graders._ray import cluster_cpus, ensure_ray
from tasks import PreparedData, SplitName, Task


class EvalConfig(BaseModel):
    """How evaluation runs (not what it measures: decoding comes from the task's prompt format)."""

    model_config = ConfigDict(frozen=True)

    batch_size: int = Field(16, gt=0, description="Prompts per generate call inside a shard.")
    shards: int = Field(0, ge=0, description="Ray tasks per evaluation; 0 = one per CPU in the cluster.")
    device: str = Field("auto", description="auto, cpu or cuda.")


class ItemScore(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    completion: str
    score: float = Field(ge=0.0, le=1.0)


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
    seconds: float = 0.0
    error: str | None = None
    items: list[ItemScore] = Field(default_factory=list)


def generation_config(task: Task, config: EvalConfig) -> GenerationConfig:
    prompt = task.spec.prompt
    return GenerationConfig(max_new_tokens=prompt.max_new_tokens, stop=list(prompt.stop),
                            batch_size=config.batch_size, chat=prompt.chat)


def eval_fingerprint(task: Task, data: PreparedData, split: SplitName, config: EvalConfig) -> str:
    """Hash of everything that decides a score except the weights (for the baseline cache)."""
    blob = json.dumps({"task": task.spec.model_dump(mode="json"), "split_hash": data.hashes[split],
                       "generation": generation_config(task, config).model_dump(mode="json"),
                       "version": task.data_version}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _generate_shard(model_path: str, chats: list[Chat], gen: dict, device: str) -> list[str]:
    import torch

    torch.set_num_threads(1)
    backend = TransformersBackend(model_path, device=device)
    try:
        return backend.generate(chats, GenerationConfig.model_validate(gen))
    finally:
        backend.close()


def evaluate_checkpoint(model_path: Path, task: Task, data: PreparedData, split: SplitName,
                        config: EvalConfig | None = None) -> EvalResult:
    """Score `model_path` on `split`. Never raises for a bad checkpoint: returns status=failed."""
    import ray

    config = config or EvalConfig()
    started = time.monotonic()
    items = data.load(split)
    base = dict(task=task.name, split=split, split_hash=data.hashes[split], model_path=str(model_path))
    gen = generation_config(task, config)
    ensure_ray()
    shards = config.shards or cluster_cpus()
    n_batches = math.ceil(len(items) / gen.batch_size)
    shards = max(1, min(shards, n_batches))
    # Shards hold whole batches, so every batch (and so every padded input, and so every
    # greedy completion) is the same whatever the number of shards or CPUs.
    size = math.ceil(n_batches / shards) * gen.batch_size
    chunks = [items[i : i + size] for i in range(0, len(items), size)]
    remote = ray.remote(num_cpus=1, max_retries=0)(_generate_shard)
    refs = [remote.remote(str(model_path), [task.messages(it) for it in chunk],
                          gen.model_dump(), config.device) for chunk in chunks]
    try:
        completions = [c for part in ray.get(refs) for c in part]
    except ray.exceptions.RayTaskError as exc:
        cause = exc.cause if getattr(exc, "cause", None) is not None else exc
        return EvalResult(**base, status="failed", seconds=time.monotonic() - started,
                          error=f"generation failed: {type(cause).__name__}: {str(cause).splitlines()[0][:300]}")
    scored = [ItemScore(id=it.id, completion=c, score=task.score(c, it)) for it, c in zip(items, completions)]
    score = 100.0 * sum(s.score for s in scored) / len(scored)
    return EvalResult(**base, status="done", score=round(score, 4), n_items=len(scored),
                      seconds=time.monotonic() - started, items=scored)
