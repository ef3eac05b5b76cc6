"""Evaluations cached by what decides a score: the checkpoint's files and the evaluation's fingerprint.

One cache per A2RL_HOME, shared by every run in it. The base model is scored once per task,
evaluation settings and split; a submission whose files are identical to something already
scored the same way (a copy of the base model, the same checkpoint submitted in another run of
a sweep) gets that result instead of a second evaluation. Decoding is greedy, so the score
would be the same; and re-submitting cannot fish for a luckier one where it is not.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import NamedTuple

from graders import EvalConfig, EvalResult, eval_fingerprint, evaluate_checkpoint, tree_sha256
from infra import file_lock, write_atomic
from tasks import PreparedData, SplitName, Task


class Evaluated(NamedTuple):
    result: EvalResult
    cached: bool


def model_sha256(path: Path) -> str:
    """Hash of every file of a model folder (weights, config, tokenizer): what is evaluated.

    The same hash the grading server gives a submission, so a copied model is recognised.
    """
    return tree_sha256(path, sorted(p.relative_to(path) for p in path.rglob("*") if p.is_file()))


def cache_key(task: Task, data: PreparedData, split: SplitName, config: EvalConfig, content_sha256: str) -> str:
    """The cache entry's name: task, evaluation fingerprint (incl. split hash), model content."""
    return f"{task.name.replace(':', '-')}-{split}-{eval_fingerprint(task, data, split, config)}-{content_sha256[:16]}"


def _read(entry: Path) -> EvalResult | None:
    try:
        return EvalResult.model_validate_json(entry.read_text())
    except FileNotFoundError:
        return None
    except ValueError:
        entry.unlink(missing_ok=True)  # unreadable (an older version's): evaluate again
        return None


def evaluate_cached(cache_dir: Path, checkpoint: Path, content_sha256: str, task: Task, data: PreparedData,
                    split: SplitName, config: EvalConfig, trajectories: Path) -> Evaluated:
    """`evaluate_checkpoint`, unless these files were already scored with these settings.

    A hit copies the stored trajectories to `trajectories` and returns the stored result (its
    `seconds` are the original evaluation's, which time limits are derived from). Only clean
    results are stored: a failed evaluation, or one where environments broke, is run again.
    """
    entry = cache_dir / f"{cache_key(task, data, split, config, content_sha256)}.json"
    stored_trajectories = entry.with_suffix(".jsonl")
    # Runs of one sweep start together: the first evaluates, the others wait and read its entry.
    with file_lock(entry):
        hit = _read(entry)
        if hit is not None:
            if stored_trajectories.is_file():
                trajectories.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(stored_trajectories, trajectories)
            return Evaluated(hit.model_copy(update={"model_path": str(checkpoint)}), True)
        result = evaluate_checkpoint(checkpoint, task, data, split, config, trajectories=trajectories)
        if result.status == "done" and not result.failed_episodes:
            if trajectories.is_file():
                shutil.copyfile(trajectories, stored_trajectories)
            write_atomic(entry, result.model_dump_json())
        return Evaluated(result, False)
