"""Rollouts for agents: play training episodes with a checkpoint, from the workspace.

This is the entry point an agent's online-RL code calls (`from graders import rollout`, or
`a2rl rollout`). It only ever plays **train** seeds: the episodes are built exactly as the
grader builds them, so what the agent optimises is what it is scored on.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from graders.engine._envshard import EnvShard, default_cache_dir
from graders.engine._rollout import EpisodeSpec, RolloutConfig, RolloutResult, Trajectory, rollout_expert, run_rollouts
from graders.engine._trajectories import write_trajectories
from infra import UsageError
from tasks import Item, Task, get_task

EXPERT = "expert"
"""`model=` value (and `a2rl rollout --expert`) that plays with the environment's expert."""


def train_items(task: Task, data_path: Path | None = None) -> list[Item]:
    """The task's training items: `$DATA_PATH/train.jsonl` in a workspace, else rebuilt in memory."""
    folder = data_path or (Path(os.environ["DATA_PATH"]) if os.environ.get("DATA_PATH") else None)
    if folder is not None and (folder / "train.jsonl").is_file():
        with open(folder / "train.jsonl") as fh:
            return [Item.model_validate_json(line) for line in fh if line.strip()]
    return task.assign_splits(task.source_items(None))["train"]


def training_episodes(task: Task, episodes: int, samples: int = 1, offset: int = 0,
                      seeds: list[int] | None = None, data_path: Path | None = None,
                      prefixes: list[list[str]] | None = None) -> list[EpisodeSpec]:
    """`episodes` training items from `offset` (or exactly `seeds`), each played `samples` times.

    With `prefixes` (one per entry of `seeds`, which may then repeat a seed), each episode first
    plays its prefix's actions as forced turns and the policy goes on from there.
    """
    # The evaluator is built on this engine: imported when called, so the engine loads without it.
    from graders._evaluate import episodes_for

    if episodes <= 0 or samples <= 0:
        raise UsageError("--episodes and --samples must be positive")
    items = train_items(task, data_path)
    if prefixes is not None and (seeds is None or len(prefixes) != len(seeds)):
        raise UsageError(f"prefixes= needs seeds= of the same length, one seed per prefix (got "
                         f"{len(prefixes)} prefixes and {'no' if seeds is None else len(seeds)} seeds)")
    if seeds is not None:
        by_seed = {it.seed: it for it in items if it.seed is not None}
        missing = [s for s in seeds if s not in by_seed]
        if missing:
            raise UsageError(f"seeds {missing[:5]} are not training seeds of {task.name}; rollouts play "
                             f"train seeds only (see data/train.jsonl)")
        chosen = [by_seed[s] for s in seeds]
    else:
        if offset < 0 or offset >= len(items):
            raise UsageError(f"--offset must be in [0, {len(items)}): {task.name} has {len(items)} training items")
        chosen = items[offset : offset + episodes]
    base = episodes_for(task, chosen, "train")
    if prefixes is not None:
        bad = [p for p in prefixes if not isinstance(p, list) or not all(isinstance(a, str) for a in p)]
        if bad:
            raise UsageError(f"each prefix must be a list of action strings, got {bad[0]!r}")
        # A seed may start from several states: the id names the restart so that every episode's is unique.
        base = [spec.model_copy(update={"id": f"{spec.id}@{i}", "prefix": list(p)})
                for i, (spec, p) in enumerate(zip(base, prefixes))]
    if samples == 1:
        return base
    return [spec.model_copy(update={"id": f"{spec.id}#{k}", "sample": k}) for spec in base for k in range(samples)]


def rollout(model: str | Path, task: str | None = None, episodes: int = 16, samples: int = 1,
            temperature: float = 0.0, seed: int = 0, offset: int = 0, seeds: list[int] | None = None,
            max_turns: int | None = None, out: str | Path | None = None, batch_size: int = 16,
            config: RolloutConfig | None = None,
            progress: Callable[[int, int, int], None] | None = None,
            prefixes: list[list[str]] | None = None) -> RolloutResult:
    """Play training episodes of `task` (default `$TASK`) with the checkpoint at `model`.

    `model="expert"` plays them with the environment's expert instead (TextWorld's
    walkthrough, FrozenLake's shortest path): demonstrations for an SFT warm-up.

    `samples` > 1 plays each seed several times (a GRPO group; use `temperature` > 0 so the
    samples differ). Prompts, decoding limits and turn limits are the grader's. Writes the
    trajectories as JSON lines to `out` when given.

    `prefixes` (with `seeds`, one each) restarts each episode from a state along a known path:
    its actions are played first, as forced turns (`Turn.forced`) shown in the policy's history
    as if it had played them, and the policy plays the rest of the same turn limit. Restarts
    along the expert's path put the policy in the states its own games must get through.
    """
    from graders._evaluate import EvalConfig, generation_config, rollout_config

    name = task or os.environ.get("TASK")
    if not name:
        raise UsageError("no task given: pass task=... (or --task), or set TASK")
    task_ = get_task(name)
    expert = str(model) == EXPERT
    path = Path(model)
    if not expert and not (path / "config.json").is_file():
        raise UsageError(f"{path} is not a model folder (no config.json); pass a checkpoint such as output/v1")
    # One demonstration per seed: an expert does not sample (ALFWorld's breaks rare ties at random).
    specs = training_episodes(task_, episodes, 1 if expert else samples, offset, seeds, prefixes=prefixes)
    cfg = config or rollout_config(task_, EvalConfig(batch_size=batch_size))
    if max_turns is not None:
        cfg = cfg.model_copy(update={"max_turns": max_turns})
    long = [p for p in prefixes or () if len(p) >= cfg.max_turns]
    if long:
        raise UsageError(f"a prefix of {len(long[0])} actions leaves the policy no turn of the {cfg.max_turns} "
                         f"allowed: give prefixes shorter than the turn limit")
    if expert:
        result = rollout_expert(specs, cfg)
        if progress is not None:
            progress(cfg.max_turns, 0, len(specs))
    else:
        gen = generation_config(task_, EvalConfig(batch_size=batch_size)).model_copy(
            update={"temperature": temperature, "seed": seed})
        result = run_rollouts(path, specs, gen, cfg, progress)
    if out is not None:
        write_trajectories(Path(out), result.trajectories)
    return result


def expert_moves(trajectories: list[Trajectory], task: str | None = None,
                 config: RolloutConfig | None = None) -> dict[str, list[str | None]]:
    """The expert's move in every state the episodes were in: episode id → one per turn (None: none).

    Each episode's training game is played again with its recorded actions, asking the
    environment's expert (TextWorld's walkthrough from the current state, ALFWorld's planner)
    before every one: labels for the states the policy itself reached, which the expert's own
    games never visit (on-policy imitation, DAgger; expert-guided credit). Games are rebuilt from
    the task's **training** items by seed, never from what the trajectories say, so a trajectory
    of another split is refused like a rollout of it. An episode whose game no longer answers
    (the environment failed) keeps None from there on.
    """
    from graders._evaluate import EvalConfig, rollout_config

    name = task or os.environ.get("TASK")
    if not name:
        raise UsageError("no task given: pass task=... (or --task), or set TASK")
    task_ = get_task(name)
    wanted = sorted({t.seed for t in trajectories})
    if not wanted:
        return {}
    specs = {s.seed: s for s in training_episodes(task_, len(wanted), seeds=wanted)}
    cfg = config or rollout_config(task_, EvalConfig())
    shard = EnvShard(str(cfg.cache_dir or default_cache_dir()), cfg.step_timeout_s)
    out: dict[str, list[str | None]] = {}
    try:
        for t in trajectories:
            spec = specs[t.seed].model_copy(update={"id": t.episode_id})
            moves: list[str | None] = [None] * len(t.turns)
            live = not shard.open([{"spec": spec.model_dump()}])[spec.id]["error"]
            for i, turn in enumerate(t.turns):
                if not live:
                    break
                moves[i] = shard.expert([spec.id])[spec.id]
                answer = shard.step({spec.id: turn.action})[spec.id]
                live = not answer.get("error") and not answer.get("done")
            shard.close([spec.id])
            out[t.episode_id] = moves
    finally:
        shard.close()
    return out


def summary(result: RolloutResult, out: str | Path | None) -> dict:
    return {"episodes": result.stats.episodes, "failed": result.stats.failed,
            "mean_score": round(result.mean_score, 4), "turns": result.stats.turns,
            "completion_tokens": result.stats.completion_tokens, "seconds": result.stats.seconds,
            "out": str(out) if out else None}
