"""The rollout engine: many episodes at once, batched generation, environments in Ray actors.

Policy workers (Ray actors, one per GPU or per CPU) generate; environment actors, each
holding a shard of the episodes, step. Episodes are played in micro-batches that advance
turn by turn: a micro-batch's live chats go to its worker in one batched call, its actions
to the environment actors, and its next turn starts when they have answered, while the
worker generates for another micro-batch (graders.engine._scheduler). Finished episodes drop out.
A static task is a one-turn episode, so rule- and judge-graded evaluation run through here too.

Faults are the environment's, never the evaluation's: an environment that raises or
hangs past `step_timeout_s` ends that episode (score 0, error kept in its trajectory); an
environment actor that dies is replaced and its live episodes are replayed from their
recorded actions, so nothing is lost or counted twice.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import time
from collections.abc import Callable
from pathlib import Path

from graders.engine._envshard import EnvShard, EnvShards, default_cache_dir
from graders.engine._episode import (
    EpisodeSpec,
    PolicyError,
    RolloutConfig,
    RolloutResult,
    RolloutStats,
    Trajectory,
    Turn,
    build_chat,
    kept_turns,
    render_observation,
)
from graders.engine._inference import Chat, Completion, GenerationConfig, InferenceBackend
from graders.engine._policy import PolicyWorkers, default_replicas, policy_on_gpu, start_workers
from graders.engine._ray import cluster_cpus, cluster_gpus, ensure_ray
from graders.engine._ray_cluster import check_resources
from graders.engine._scheduler import (
    Episode,
    MicroBatch,
    Scheduler,
    assign_shards,
    plan_micro_batches,
    time_limit_error,
)
from infra import UsageError

__all__ = [
    "EnvShard", "EpisodeSpec", "PolicyError", "RolloutConfig", "RolloutEngine", "RolloutResult", "RolloutStats",
    "Trajectory", "Turn", "build_chat", "default_cache_dir", "kept_turns", "render_observation",
    "rollout_expert", "rollout_sequential", "run_rollouts",
]
log = logging.getLogger(__name__)
STARTUP_TIMEOUT_S = 600


class RolloutEngine:
    """Policy workers and environment actors, started once and reused across `run` calls.

    >>> # with RolloutEngine("output/v1", RolloutConfig(max_turns=10)) as engine:
    >>> #     result = engine.run(episodes, GenerationConfig(max_new_tokens=16, stop=["\\n"]))
    """

    def __init__(self, model_path: str | Path, config: RolloutConfig | None = None,
                 max_episodes: int | None = None, batch_size: int = 16) -> None:
        self.model_path = str(model_path)
        self.config = config or RolloutConfig()
        self._max_episodes = max_episodes
        self._batch_size = batch_size
        self.workers: list = []
        self.on_gpu = False
        self._policy: PolicyWorkers | None = None
        # Whether anything failed since start: only then are the workers killed, not pooled.
        self._failed = False
        self.shards: EnvShards | None = None
        self.ends: float | None = None  # monotonic time the time limit ends (set by start)

    def __enter__(self) -> RolloutEngine:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is not None:
            self._failed = True
        self.close()

    @contextlib.contextmanager
    def _failure_kills_workers(self):
        """Anything raised inside marks the workers failed: `close` kills them instead of pooling."""
        try:
            yield
        except BaseException:
            self._failed = True
            raise

    def start(self) -> None:
        """Start the workers and wait until the policy is loaded (PolicyError if it cannot be)."""
        import ray

        ensure_ray()
        cfg = self.config
        check_resources(cfg.device)  # e.g. --device cuda on a cluster with no GPU: say so, do not wait
        # The time limit counts from here: loading a checkpoint is part of evaluating it.
        self.ends = time.monotonic() + cfg.time_limit_s if cfg.time_limit_s else None
        replicas = cfg.replicas or default_replicas(cfg.device)
        if self._max_episodes is not None:
            replicas = min(replicas, max(1, -(-self._max_episodes // self._batch_size)))
        self._failed = False
        self._policy = start_workers(self.model_path, replicas, cfg.backend, cfg.device, cfg.worker_memory_bytes,
                                     cfg.dtype)
        self.workers = self._policy.handles
        self.on_gpu = policy_on_gpu(cfg.device)
        n_shards = cfg.env_workers or cluster_cpus()
        if self._max_episodes is not None:
            n_shards = min(n_shards, max(1, self._max_episodes))
        self.shards = EnvShards(n_shards, cfg)
        wait = STARTUP_TIMEOUT_S if self.ends is None else min(STARTUP_TIMEOUT_S, cfg.time_limit_s)
        try:
            self._policy.wait(wait)
        except (ray.exceptions.RayActorError, ray.exceptions.RayTaskError, ray.exceptions.OutOfMemoryError) as exc:
            self._failed = True
            self.close()
            raise PolicyError.from_ray("loading the policy failed", exc) from exc
        except ray.exceptions.GetTimeoutError as exc:
            self._failed = True
            self.close()
            if wait < STARTUP_TIMEOUT_S:
                raise PolicyError(time_limit_error(cfg.time_limit_s, "while the policy was loading"), kind="time") from exc
            raise PolicyError(f"the policy workers did not start within {STARTUP_TIMEOUT_S} s: no free "
                              f"{'GPU' if cfg.device != 'cpu' and cluster_gpus() else 'CPU'} in the Ray cluster "
                              f"(another evaluation holding it?); set replicas= to fewer workers") from exc
        except BaseException:
            # Anything else (an interrupt, a Ray error of another kind): `with` never reaches
            # __exit__ when __enter__ raises, so the actors started above are stopped here.
            self._failed = True
            self.close()
            raise

    def close(self) -> None:
        """Stop the environment actors; hand the policy workers back to the pool if nothing failed
        (graders.engine._worker_pool), else kill them."""
        if self.shards is not None:
            self.shards.close()
            self.shards = None
        if self._policy is not None:
            self._policy.close(clean=not self._failed)
            self._policy = None
        self.workers = []

    def _plan(self, n_episodes: int, batch_size: int) -> list[tuple[int, list[int]]]:
        per_worker = self.config.micro_batches or (2 if self.on_gpu else 1)
        return plan_micro_batches(n_episodes, len(self.workers), batch_size, per_worker)

    def _batches(self, specs: list[EpisodeSpec], batch_size: int) -> tuple[list[Episode], list[MicroBatch]]:
        assert self.shards is not None
        plan = self._plan(len(specs), batch_size)
        shard_of = assign_shards(plan, len(self.shards.actors))
        episodes = [Episode(spec, shard_of[i], self.config.history_turns) for i, spec in enumerate(specs)]
        return episodes, [MicroBatch(worker, [episodes[i] for i in rows]) for worker, rows in plan]

    def run(self, episodes: list[EpisodeSpec], generation: GenerationConfig,
            progress: Callable[[int, int, int], None] | None = None) -> RolloutResult:
        """Play `episodes`; the result keeps their order.

        Raises PolicyError when the policy itself cannot generate; environment faults are
        recorded per episode instead. `progress(turn, live, finished)` is called whenever
        every micro-batch has completed another turn.
        """
        import ray

        if not self.workers or self.shards is None:
            self.start()
        assert self.shards is not None
        if len({e.id for e in episodes}) != len(episodes):
            raise ValueError("episode ids must be unique within a rollout")
        started = time.monotonic()
        live, batches = self._batches(episodes, generation.batch_size)
        scheduler = Scheduler(live, batches, self.workers, self.shards, generation, self.config, progress,
                              ends=self.ends)
        with self._failure_kills_workers():
            # The loop makes many small objects and no cycles worth collecting mid-run; a full
            # collection over a large heap (earlier results still held) would stall every turn.
            gc_was_enabled = gc.isenabled()
            gc.disable()
            try:
                scheduler.run()
            finally:
                if gc_was_enabled:
                    gc.enable()
                try:
                    ray.get([worker.forget.remote() for worker in self.workers])
                except ray.exceptions.RayActorError:
                    pass  # a dead worker has nothing to forget; the PolicyError that says so must get out
                for shard, actor in enumerate(self.shards.actors):
                    try:
                        ray.get(actor.close.remote())
                    except ray.exceptions.RayActorError:
                        self.shards.replace(shard)  # so the next run starts with a live actor
        trajectories = [e.trajectory() for e in live]
        stats = scheduler.stats
        return RolloutResult(trajectories=trajectories, stats=RolloutStats(
            episodes=len(trajectories), failed=sum(t.status == "failed" for t in trajectories),
            turns=max((len(t.turns) for t in trajectories), default=0), generate_calls=stats["calls"],
            completion_tokens=stats["completion"], prompt_tokens=stats["prompt"],
            seconds=round(time.monotonic() - started, 3), env_seconds=round(sum(e.env_seconds for e in live), 3)))

    def generate_only(self, trajectories: list[Trajectory], generation: GenerationConfig) -> RolloutStats:
        """Replay the policy calls behind `trajectories` with no environment at all.

        Same prompts, same micro-batches on the same workers, turn by turn, all sent at once
        so no worker ever waits: the time this takes is the floor of the engine's design
        (what it costs with infinitely fast environments and no orchestration). Benchmarks
        use it to measure overhead.
        """
        import ray

        if not self.workers:
            self.start()
        started = time.monotonic()
        gen = generation.model_dump()
        plan = self._plan(len(trajectories), generation.batch_size)
        n_turns = max((len(t.turns) for t in trajectories), default=0)
        refs = []
        for turn in range(n_turns):
            for worker, rows in plan:
                chunk = [trajectories[i] for i in rows if len(trajectories[i].turns) > turn]
                if chunk:
                    refs.append(self.workers[worker].complete.remote(
                        [t.turns[turn].prompt for t in chunk], gen, [t.episode_id for t in chunk]))
        with self._failure_kills_workers():
            calls = tokens = prompt_tokens = 0
            for completions in ray.get(refs):
                calls += 1
                tokens += sum(c.completion_tokens for c in completions)
                prompt_tokens += sum(c.prompt_tokens for c in completions)
            ray.get([worker.forget.remote() for worker in self.workers])
        return RolloutStats(episodes=len(trajectories), failed=0, turns=n_turns, generate_calls=calls,
                            completion_tokens=tokens, prompt_tokens=prompt_tokens,
                            seconds=round(time.monotonic() - started, 3))


def run_rollouts(model_path: str | Path, episodes: list[EpisodeSpec], generation: GenerationConfig,
                 config: RolloutConfig | None = None,
                 progress: Callable[[int, int, int], None] | None = None) -> RolloutResult:
    """Start an engine for `model_path`, play `episodes`, shut it down."""
    with RolloutEngine(model_path, config, max_episodes=len(episodes), batch_size=generation.batch_size) as engine:
        return engine.run(episodes, generation, progress)


# -- the reference loop --------------------------------------------------------------------
def rollout_sequential(backend: InferenceBackend, episodes: list[EpisodeSpec], generation: GenerationConfig,
                       config: RolloutConfig | None = None) -> RolloutResult:
    """One episode at a time, one generate call per step, in this process.

    This is how most harnesses evaluate (AutoRL-Bench's evaluators among them). It is kept
    as the reference the engine is checked and benchmarked against, not for production use.
    """
    single = generation.model_copy(update={"batch_size": 1})
    return _one_at_a_time(episodes, config or RolloutConfig(),
                          lambda shard, spec, chat: backend.complete([chat], single)[0])


def rollout_expert(episodes: list[EpisodeSpec], config: RolloutConfig | None = None) -> RolloutResult:
    """Play each episode with its environment's expert (walkthrough, shortest path): SFT data.

    Prompts are built exactly as the engine builds them for the policy, so (prompt, action)
    pairs from these trajectories teach the format the grader asks in.
    """
    def act(shard: EnvShard, spec: EpisodeSpec, chat: Chat) -> Completion:
        action = shard.expert([spec.id])[spec.id]
        if action is None:
            raise UsageError(f"the {spec.env} environment has no expert action here (episode {spec.id}); "
                             "only environments with a walkthrough or a planner have one")
        return Completion(text=action, prompt_tokens=0, completion_tokens=0)

    return _one_at_a_time(episodes, config or RolloutConfig(), act)


def _one_at_a_time(episodes: list[EpisodeSpec], config: RolloutConfig,
                   act: Callable[[EnvShard, EpisodeSpec, Chat], Completion]) -> RolloutResult:
    started = time.monotonic()
    shard = EnvShard(str(config.cache_dir or default_cache_dir()), config.step_timeout_s)
    out, calls, tokens, prompt_tokens, turns, env_s = [], 0, 0, 0, 0, 0.0
    try:
        for spec in episodes:
            e = Episode(spec, 0, config.history_turns)
            e.apply(shard.open([{"spec": spec.model_dump()}])[spec.id], None)
            for turn_index in range(len(e.turns), config.max_turns):
                if e.done:
                    break
                turns += 1
                chat = build_chat(spec, e.first, e.turns, config.history_turns)
                sent = time.monotonic()
                completion = act(shard, spec, chat)
                calls += 1
                tokens += completion.completion_tokens
                prompt_tokens += completion.prompt_tokens
                turn = {"index": turn_index, "prompt": chat, "action": completion.text,
                        "prompt_tokens": completion.prompt_tokens, "completion_tokens": completion.completion_tokens,
                        "generate_s": round(time.monotonic() - sent, 4)}
                e.apply(shard.step({spec.id: completion.text})[spec.id], turn)
            shard.close([spec.id])  # an episode cut by the turn limit still holds its game
            out.append(e.trajectory())
            env_s += e.env_seconds
    finally:
        shard.close()
    return RolloutResult(trajectories=out, stats=RolloutStats(
        episodes=len(out), failed=sum(t.status == "failed" for t in out), turns=turns, generate_calls=calls,
        completion_tokens=tokens, prompt_tokens=prompt_tokens, seconds=round(time.monotonic() - started, 3),
        env_seconds=round(env_s, 3)))
