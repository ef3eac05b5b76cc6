"""The rollout engine: many episodes in lockstep, batched generation, environments in Ray actors.

Each turn, the chats of all live episodes are cut into micro-batches of `batch_size` and
sent to the policy workers at once. As each micro-batch comes back, its actions go to the
environment actors holding those episodes, so stepping overlaps with the generation still
running. Finished episodes drop out. A static task is a one-turn episode, so rule- and
judge-graded evaluation run through here too.

Faults are the environment's, never the evaluation's: an environment that raises or
hangs past `step_timeout_s` ends that episode (score 0, error kept in its trajectory); an
environment actor that dies is replaced and its live episodes are replayed from their
recorded actions, so nothing is lost or counted twice.
"""

from __future__ import annotations

import concurrent.futures as cf
import gc
import logging
import math
import os
import re
import time
from pathlib import Path
from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field

from graders._inference import Chat, Completion, GenerationConfig, InferenceBackend
from graders._policy import BackendName, default_replicas, start_workers
from graders._ray import cluster_cpus, cluster_gpus, ensure_ray
from graders.envs import EnvContext, Environment, Observation, make_env
from infra import UsageError

log = logging.getLogger(__name__)
STARTUP_TIMEOUT_S = 600


class EpisodeSpec(BaseModel):
    """One episode, identified by (task, split, seed) so it can be played again."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(description="Unique within one rollout.")
    task: str | None = None
    split: str | None = None
    seed: int = 0
    env: str = Field(description="Environment name (see graders.envs.list_envs()).")
    options: dict[str, Any] = Field(default_factory=dict, description="Environment options.")
    item: dict[str, Any] | None = Field(None, description="Task item, for single-turn episodes.")
    system: str | None = Field(None, description="System message of every prompt.")
    sample: int = Field(0, description="Index within a group of samples of the same seed (GRPO).")


class RolloutConfig(BaseModel):
    """How episodes are played (the decoding itself is in GenerationConfig)."""

    model_config = ConfigDict(frozen=True)

    max_turns: int = Field(20, gt=0, description="Turn limit per episode.")
    history_turns: int = Field(6, ge=0, description="Most past exchanges shown after the first observation "
                                                    "(dropped half a window at a time; 0 = only the last).")
    replicas: int = Field(0, ge=0, description="Policy workers; 0 = one per GPU, else one per CPU.")
    env_workers: int = Field(0, ge=0, description="Environment actors; 0 = one per CPU.")
    step_timeout_s: float = Field(60.0, gt=0, description="An environment call slower than this ends its episode.")
    shard_retries: int = Field(2, ge=0, description="Times a dead environment actor is replaced.")
    backend: BackendName = "auto"
    device: str = Field("auto", description="auto, cpu or cuda.")
    cache_dir: Path | None = Field(None, description="Where environments keep generated games; default A2RL_HOME/cache/envs.")


class Turn(BaseModel):
    index: int
    prompt: Chat = Field(description="The chat the policy was given.")
    action: str
    observation: str = Field(description="What the environment answered ('' when the episode broke).")
    admissible_actions: list[str] | None = None
    reward: float = 0.0
    done: bool = False
    prompt_tokens: int = 0
    completion_tokens: int = 0
    generate_s: float = Field(0.0, description="Wall time of the micro-batch that produced the action.")
    env_s: float = Field(0.0, description="Wall time of the environment step.")


class Trajectory(BaseModel):
    """One episode as it was played: written one per line to grader/trajectories/*.jsonl."""

    version: int = 1
    episode_id: str
    task: str | None
    split: str | None
    seed: int
    env: str
    sample: int = 0
    first_observation: str = ""
    turns: list[Turn] = Field(default_factory=list)
    status: Literal["done", "truncated", "failed"] = Field(
        description="done: the environment ended it; truncated: turn limit; failed: see error.")
    score: float = Field(ge=0.0, le=1.0, description="Episode score 0-1 (0 when failed).")
    total_reward: float = 0.0
    error: str | None = None
    seconds: float = 0.0
    retries: int = Field(0, description="Times its environment actor died and the episode was replayed.")


class RolloutStats(BaseModel):
    episodes: int
    failed: int
    turns: int
    generate_calls: int
    completion_tokens: int
    prompt_tokens: int
    seconds: float


class RolloutResult(BaseModel):
    trajectories: list[Trajectory]
    stats: RolloutStats

    @property
    def mean_score(self) -> float:
        return sum(t.score for t in self.trajectories) / max(1, len(self.trajectories))


# -- prompts ------------------------------------------------------------------------------
def render_observation(obs: Observation) -> str:
    if obs.admissible_actions:
        return f"{obs.text}\n\nValid actions: {', '.join(obs.admissible_actions)}"
    return obs.text


def kept_turns(n_turns: int, history_turns: int) -> int:
    """Index of the first past turn still shown.

    Old turns are dropped in blocks of half the window, so between drops every prompt
    extends the previous one and the policy can reuse its cached attention state.

    >>> [kept_turns(n, 4) for n in range(8)]
    [0, 0, 0, 0, 0, 2, 2, 4]
    """
    if n_turns <= history_turns:
        return 0
    half = max(1, history_turns // 2)
    return -(-(n_turns - history_turns) // half) * half


def build_chat(spec: EpisodeSpec, first: Observation, turns: list[Turn], history_turns: int) -> Chat:
    """System, the first observation (it holds the goal), then the most recent exchanges.

    Only the newest observation lists the valid actions (older lists are stale and long);
    everything before it is unchanged from the previous turn's prompt, so the policy can
    reuse its cached attention state for all of it.
    """
    chat: Chat = []
    if spec.system is not None:
        chat.append({"role": "system", "content": spec.system})
    chat.append({"role": "user", "content": first.text if turns else render_observation(first)})
    shown = turns[kept_turns(len(turns), history_turns):] if history_turns else turns[-1:]
    for i, turn in enumerate(shown):
        obs = Observation(text=turn.observation,
                          admissible_actions=turn.admissible_actions if i == len(shown) - 1 else None)
        chat.append({"role": "assistant", "content": turn.action})
        chat.append({"role": "user", "content": render_observation(obs)})
    return chat


# -- environments in actors ----------------------------------------------------------------
def default_cache_dir() -> Path:
    from infra import A2RLHome

    return A2RLHome.resolve(None).env_cache


class _Outcome(BaseModel):
    observation: Observation | None = None
    reward: float = 0.0
    done: bool = False
    score: float = 0.0
    error: str | None = None
    seconds: float = 0.0


def _finite(value: Any, what: str) -> float:
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(f"the environment returned a {what} that is not a finite number: {value!r}")
    return number


def _checked_score(value: Any) -> float:
    """An environment's score, refused (the episode fails) unless it is a number in [0, 1]."""
    score = _finite(value, "score")
    if not 0.0 <= score <= 1.0:
        raise ValueError(f"the environment's score must be in [0, 1], got {score}")
    return score


class EnvShard:
    """Holds the environments of a shard of episodes (a Ray actor, or in-process)."""

    def __init__(self, cache_dir: str, step_timeout_s: float) -> None:
        self.cache_dir = Path(cache_dir)
        self.timeout = step_timeout_s
        self.envs: dict[str, Environment] = {}
        self._pool = cf.ThreadPoolExecutor(max_workers=1)

    def pid(self) -> int:
        return os.getpid()

    def _call(self, fn: Callable[[], Any]) -> Any:
        # A hung environment call is abandoned with its thread; a fresh pool keeps the shard going.
        future = self._pool.submit(fn)
        try:
            return future.result(timeout=self.timeout)
        except cf.TimeoutError:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = cf.ThreadPoolExecutor(max_workers=1)
            raise TimeoutError(f"environment did not answer within {self.timeout:g} s") from None

    @staticmethod
    def _close(env: Environment) -> None:
        try:
            env.close()
        except Exception:  # noqa: BLE001 - the episode is over either way; keep the shard alive
            log.warning("closing an environment failed", exc_info=True)

    def _fail(self, eid: str, exc: BaseException, started: float) -> _Outcome:
        env = self.envs.pop(eid, None)
        if env is not None:
            self._close(env)
        return _Outcome(error=f"{type(exc).__name__}: {str(exc)[:500]}", seconds=time.monotonic() - started)

    def open(self, episodes: list[dict]) -> dict[str, dict]:
        """Create and reset each episode's environment, replaying `actions` if given."""
        out = {}
        for ep in episodes:
            spec = EpisodeSpec.model_validate(ep["spec"])
            started = time.monotonic()
            try:
                context = EnvContext(cache_dir=self.cache_dir, task=spec.task, item=spec.item)
                env = self._call(lambda: make_env(spec.env, context, spec.options))
                self.envs[spec.id] = env
                obs = self._call(lambda: env.reset(spec.seed))
                result = _Outcome(observation=obs)
                for action in ep.get("actions", []):
                    step = self._call(lambda a=action: env.step(a))
                    result = _Outcome(observation=step.observation, reward=step.reward, done=step.done)
                result.score = _checked_score(env.score())
                result.seconds = time.monotonic() - started
                out[spec.id] = result.model_dump()
            except Exception as exc:  # noqa: BLE001 - recorded in the trajectory
                out[spec.id] = self._fail(spec.id, exc, started).model_dump()
        return out

    def step(self, actions: dict[str, str]) -> dict[str, dict]:
        out = {}
        for eid, action in actions.items():
            started = time.monotonic()
            env = self.envs.get(eid)
            try:
                if env is None:
                    raise RuntimeError("episode has no environment (it failed earlier)")
                result = self._call(lambda: env.step(action))
                score = _checked_score(self._call(env.score))
                out[eid] = _Outcome(observation=result.observation, reward=_finite(result.reward, "reward"),
                                    done=result.done, score=score, seconds=time.monotonic() - started).model_dump()
                if result.done:
                    self._close(self.envs.pop(eid))
            except Exception as exc:  # noqa: BLE001 - recorded in the trajectory
                out[eid] = self._fail(eid, exc, started).model_dump()
        return out

    def expert(self, ids: list[str]) -> dict[str, str | None]:
        """Each live episode's expert action (None where the environment has no expert)."""
        return {eid: self._call(self.envs[eid].expert_action) if eid in self.envs else None for eid in ids}

    def close(self, ids: list[str] | None = None) -> None:
        """Close the environments of episodes `ids` (ended by the turn limit), or all of them."""
        for eid in list(self.envs) if ids is None else ids:
            env = self.envs.pop(eid, None)
            if env is not None:
                self._close(env)


# -- the engine ----------------------------------------------------------------------------
class _Episode:
    def __init__(self, spec: EpisodeSpec, shard: int, worker: int = 0) -> None:
        self.spec, self.shard, self.worker = spec, shard, worker
        self.first: Observation | None = None
        self.turns: list[Turn] = []
        self.done = False
        self.status = "truncated"
        self.score = 0.0
        self.error: str | None = None
        self.retries = 0
        self.started = time.monotonic()
        self.ended: float | None = None

    def fail(self, error: str) -> None:
        self.done, self.status, self.score, self.error = True, "failed", 0.0, error
        self.ended = time.monotonic()

    def apply(self, outcome: _Outcome, turn: Turn | None) -> None:
        if outcome.error is not None:
            if turn is not None:
                self.turns.append(turn)
            self.fail(outcome.error)
            return
        if turn is not None:
            assert outcome.observation is not None
            turn.observation, turn.reward, turn.done = outcome.observation.text, outcome.reward, outcome.done
            turn.admissible_actions = outcome.observation.admissible_actions
            turn.env_s = round(outcome.seconds, 4)
            self.turns.append(turn)
        else:
            self.first = outcome.observation
        self.score = max(0.0, min(1.0, outcome.score))
        if outcome.done:
            self.done, self.status, self.ended = True, "done", time.monotonic()

    def trajectory(self) -> Trajectory:
        return Trajectory(
            episode_id=self.spec.id, task=self.spec.task, split=self.spec.split, seed=self.spec.seed,
            env=self.spec.env, sample=self.spec.sample, first_observation=self.first.text if self.first else "",
            turns=self.turns, status=self.status, score=self.score if self.status != "failed" else 0.0,
            total_reward=sum(t.reward for t in self.turns), error=self.error, retries=self.retries,
            seconds=round((self.ended or time.monotonic()) - self.started, 4))


class PolicyError(Exception):
    """The policy could not generate (a checkpoint that does not load, a worker that died)."""


def _ray_cause(exc: BaseException) -> str:
    cause = getattr(exc, "cause", None) or exc
    text = str(cause).strip().splitlines()
    useful = [line for line in text if line.strip() and not line.startswith(("Traceback", "  "))]
    last = (useful[-1] if useful else str(cause))[:300]
    # Ray wraps the real error ("ActorDiedError: ... OSError: ..."): name the real one.
    return last if re.match(r"^[A-Za-z_.]+(Error|Exception)\b", last) else f"{type(cause).__name__}: {last}"


class _Shards:
    """The environment actors, and how a dead one is replaced."""

    def __init__(self, n: int, config: RolloutConfig) -> None:
        import ray

        self.config = config
        self.cache_dir = str(config.cache_dir or default_cache_dir())
        self._actor = ray.remote(num_cpus=0, max_restarts=0, max_task_retries=0)(EnvShard)
        self.actors = [self._new() for _ in range(n)]

    def _new(self):
        return self._actor.remote(self.cache_dir, self.config.step_timeout_s)

    def replace(self, shard: int) -> None:
        import ray

        ray.kill(self.actors[shard], no_restart=True)
        self.actors[shard] = self._new()

    def close(self) -> None:
        import ray

        for actor in self.actors:
            ray.kill(actor, no_restart=True)


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
        self.shards: _Shards | None = None

    def __enter__(self) -> "RolloutEngine":
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> None:
        """Start the workers and wait until the policy is loaded (PolicyError if it cannot be)."""
        import ray

        ensure_ray()
        cfg = self.config
        replicas = cfg.replicas or default_replicas(cfg.device)
        if self._max_episodes is not None:
            replicas = min(replicas, max(1, -(-self._max_episodes // self._batch_size)))
        self.workers = start_workers(self.model_path, replicas, cfg.backend, cfg.device)
        n_shards = cfg.env_workers or cluster_cpus()
        if self._max_episodes is not None:
            n_shards = min(n_shards, max(1, self._max_episodes))
        self.shards = _Shards(n_shards, cfg)
        try:
            ray.get([w.pid.remote() for w in self.workers], timeout=STARTUP_TIMEOUT_S)
        except (ray.exceptions.RayActorError, ray.exceptions.RayTaskError) as exc:
            self.close()
            raise PolicyError(f"loading the policy failed: {_ray_cause(exc)}") from exc
        except ray.exceptions.GetTimeoutError as exc:
            self.close()
            raise PolicyError(f"the policy workers did not start within {STARTUP_TIMEOUT_S} s: no free "
                              f"{'GPU' if cfg.device != 'cpu' and cluster_gpus() else 'CPU'} in the Ray cluster "
                              f"(another evaluation holding it?); set replicas= to fewer workers") from exc

    def close(self) -> None:
        import ray

        if self.shards is not None:
            self.shards.close()
            self.shards = None
        for worker in self.workers:
            ray.kill(worker, no_restart=True)
        self.workers = []

    def run(self, episodes: list[EpisodeSpec], generation: GenerationConfig,
            progress: Callable[[int, int, int], None] | None = None) -> RolloutResult:
        """Play `episodes`; the result keeps their order.

        Raises PolicyError when the policy itself cannot generate; environment faults are
        recorded per episode instead. `progress(turn, live, finished)` is called each turn.
        """
        import ray

        if not self.workers or self.shards is None:
            self.start()
        assert self.shards is not None
        if len({e.id for e in episodes}) != len(episodes):
            raise ValueError("episode ids must be unique within a rollout")
        started = time.monotonic()
        cfg, shards = self.config, self.shards
        n_shards = len(shards.actors)
        # Round-robin, so every micro-batch has work for every environment actor.
        n_workers = len(self.workers)
        # Contiguous blocks per policy worker (its micro-batches), round-robin over environment
        # actors (every micro-batch has work for each of them).
        live = [_Episode(spec, i % n_shards, i * n_workers // max(1, len(episodes)))
                for i, spec in enumerate(episodes)]
        stats = {"turns": 0, "calls": 0, "completion": 0, "prompt": 0}
        # The loop makes many small objects and no cycles worth collecting mid-run; a full
        # collection over a large heap (earlier results still held) would stall every turn.
        gc_was_enabled = gc.isenabled()
        gc.disable()
        try:
            _open(live, shards, cfg.step_timeout_s * (-(-len(live) // n_shards) + 1) + 30)
            for turn_index in range(cfg.max_turns):
                active = [e for e in live if not e.done]
                if progress:
                    progress(turn_index, len(active), len(live) - len(active))
                if not active:
                    break
                stats["turns"] += 1
                _turn(active, turn_index, self.workers, shards, generation, cfg, stats)
            if progress:
                progress(cfg.max_turns, 0, len(live))
        finally:
            if gc_was_enabled:
                gc.enable()
            try:
                ray.get([worker.forget.remote() for worker in self.workers])
            except ray.exceptions.RayActorError:
                pass  # a dead worker has nothing to forget; the PolicyError that says so must get out
            for shard, actor in enumerate(shards.actors):
                try:
                    ray.get(actor.close.remote())
                except ray.exceptions.RayActorError:
                    shards.replace(shard)  # so the next run starts with a live actor
        trajectories = [e.trajectory() for e in live]
        return RolloutResult(trajectories=trajectories, stats=RolloutStats(
            episodes=len(trajectories), failed=sum(t.status == "failed" for t in trajectories),
            turns=stats["turns"], generate_calls=stats["calls"], completion_tokens=stats["completion"],
            prompt_tokens=stats["prompt"], seconds=round(time.monotonic() - started, 3)))


    def generate_only(self, trajectories: list[Trajectory], generation: GenerationConfig) -> RolloutStats:
        """Replay the policy calls behind `trajectories` with no environment at all.

        Same prompts, same micro-batches on the same workers, turn by turn: the time this
        takes is the floor of the engine's design (what it costs with infinitely fast
        environments and no orchestration). Benchmarks use it to measure overhead.
        """
        import ray

        if not self.workers:
            self.start()
        started = time.monotonic()
        n_workers, size, gen = len(self.workers), generation.batch_size, generation.model_dump()
        owner = {t.episode_id: i * n_workers // max(1, len(trajectories)) for i, t in enumerate(trajectories)}
        calls = tokens = prompt_tokens = 0
        for turn in range(max((len(t.turns) for t in trajectories), default=0)):
            refs = []
            for w, worker in enumerate(self.workers):
                rows = [t for t in trajectories if owner[t.episode_id] == w and len(t.turns) > turn]
                for start in range(0, len(rows), size):
                    chunk = rows[start : start + size]
                    refs.append(worker.complete.remote([t.turns[turn].prompt for t in chunk], gen,
                                                       [t.episode_id for t in chunk]))
            for completions in ray.get(refs):
                calls += 1
                tokens += sum(c.completion_tokens for c in completions)
                prompt_tokens += sum(c.prompt_tokens for c in completions)
        ray.get([worker.forget.remote() for worker in self.workers])
        return RolloutStats(episodes=len(trajectories), failed=0, turns=turn + 1 if trajectories else 0,
                            generate_calls=calls, completion_tokens=tokens, prompt_tokens=prompt_tokens,
                            seconds=round(time.monotonic() - started, 3))


def run_rollouts(model_path: str | Path, episodes: list[EpisodeSpec], generation: GenerationConfig,
                 config: RolloutConfig | None = None,
                 progress: Callable[[int, int, int], None] | None = None) -> RolloutResult:
    """Start an engine for `model_path`, play `episodes`, shut it down."""
    with RolloutEngine(model_path, config, max_episodes=len(episodes), batch_size=generation.batch_size) as engine:
        return engine.run(episodes, generation, progress)


def _open(episodes: list[_Episode], shards: _Shards, timeout: float) -> None:
    by_shard: dict[int, list[_Episode]] = {}
    for e in episodes:
        by_shard.setdefault(e.shard, []).append(e)
    requests = {s: {e.spec.id: [] for e in eps} for s, eps in by_shard.items()}
    index = {e.spec.id: e for e in episodes}
    results = _call_shards(shards, requests, index, timeout, first=True)
    for eid, outcome in results.items():
        index[eid].apply(outcome, None)


def _call_shards(shards: _Shards, requests: dict[int, dict[str, Any]], index: dict[str, _Episode],
                 timeout: float, first: bool = False, refs: dict | None = None) -> dict[str, _Outcome]:
    """Run `open` (first) or `step` on each shard; replace dead actors and replay their episodes.

    `requests[shard]` maps episode id → action (step) or → [] (open). `refs` holds calls
    already in flight, so stepping can start while other micro-batches are generating.
    """
    import ray

    refs = dict(refs or {})
    for shard, req in requests.items():
        if shard not in refs:
            refs[shard] = _dispatch(shards, shard, req, index, first)
    out: dict[str, _Outcome] = {}
    while refs:
        ready, _ = ray.wait(list(refs.values()), num_returns=1, timeout=timeout)
        if not ready:
            # A whole actor stuck (a hang the step timeout could not interrupt): replace it.
            shard = next(iter(refs))
            ready_ref, err = refs[shard], TimeoutError(f"environment actor silent for {timeout:g} s")
        else:
            ready_ref = ready[0]
            shard = next(s for s, r in refs.items() if r == ready_ref)
            err = None
        del refs[shard]
        if err is None:
            try:
                raw = ray.get(ready_ref)
                out.update({eid: _Outcome.model_validate(v) for eid, v in raw.items()})
                continue
            except (ray.exceptions.RayActorError, ray.exceptions.RayTaskError) as exc:
                err = exc
        # The actor is gone: replay this shard's request on a fresh one (its live episodes
        # are rebuilt from their recorded actions, so no step is lost or taken twice).
        victims = [index[eid] for eid in requests[shard]]
        for e in victims:
            e.retries += 1
        if max(e.retries for e in victims) > shards.config.shard_retries:
            for e in victims:
                out[e.spec.id] = _Outcome(error=f"environment worker died {e.retries} times "
                                                f"(last: {_ray_cause(err)})")
            shards.replace(shard)
            continue
        log.warning("environment actor %d died (%s); replaying its episodes", shard, _ray_cause(err))
        shards.replace(shard)
        live_in_shard = [e for e in index.values() if e.shard == shard and not e.done and e.spec.id not in requests[shard]]
        if live_in_shard:
            # Episodes of this shard not in this request still need their state back.
            restore = ray.get(shards.actors[shard].open.remote([_open_request(e) for e in live_in_shard]),
                              timeout=timeout)
            for e in live_in_shard:
                o = _Outcome.model_validate(restore[e.spec.id])
                if o.error:
                    e.fail(o.error)
        refs[shard] = _dispatch(shards, shard, requests[shard], index, first, replay=True)
    return out


def _open_request(e: _Episode) -> dict:
    """What `EnvShard.open` needs to (re)build an episode: its spec and the actions taken so far."""
    return {"spec": e.spec.model_dump(), "actions": [t.action for t in e.turns]}


def _dispatch(shards: _Shards, shard: int, req: dict[str, Any], index: dict[str, _Episode], first: bool,
              replay: bool = False):
    actor = shards.actors[shard]
    if first or replay:
        # On a fresh actor, rebuild each episode up to this turn first; the actor runs calls
        # in order, so the step below sees the rebuilt environments.
        opened = actor.open.remote([_open_request(index[eid]) for eid in req])
        if first:
            return opened
    return actor.step.remote(req)


def _turn(active: list[_Episode], turn_index: int, workers: list, shards: _Shards,
          generation: GenerationConfig, config: RolloutConfig, stats: dict) -> None:
    import ray

    chats = [build_chat(e.spec, e.first, e.turns, config.history_turns) for e in active]
    size, gen = generation.batch_size, generation.model_dump()
    # An episode stays on one policy worker, which keeps its prompt's attention state
    # between turns; micro-batches are cut per worker.
    batches = {}
    for w, worker in enumerate(workers):
        mine = [i for i, e in enumerate(active) if e.worker == w]
        for start in range(0, len(mine), size):
            rows = mine[start : start + size]
            ref = worker.complete.remote([chats[i] for i in rows], gen, [active[i].spec.id for i in rows])
            batches[ref] = (rows, time.monotonic())
    index = {e.spec.id: e for e in active}
    pending: dict[str, Turn] = {}
    in_flight: dict[int, tuple[Any, dict[str, str]]] = {}  # one step call per shard at a time
    queued: dict[int, dict[str, str]] = {}

    def send() -> None:
        for shard in [s for s in queued if s not in in_flight]:
            request = queued.pop(shard)
            in_flight[shard] = (shards.actors[shard].step.remote(request), request)

    def harvest(shard: int) -> None:
        ref, request = in_flight.pop(shard)
        timeout = config.step_timeout_s * (len(request) + 1) + 30
        for eid, outcome in _call_shards(shards, {shard: request}, index, timeout, refs={shard: ref}).items():
            index[eid].apply(outcome, pending.pop(eid))

    while batches:
        ready, _ = ray.wait(list(batches), num_returns=1)
        rows, sent = batches.pop(ready[0])
        try:
            completions: list[Completion] = ray.get(ready[0])
        except (ray.exceptions.RayActorError, ray.exceptions.RayTaskError) as exc:
            raise PolicyError(f"generation failed: {_ray_cause(exc)}") from exc
        elapsed = round(time.monotonic() - sent, 4)
        stats["calls"] += 1
        for i, completion in zip(rows, completions):
            e = active[i]
            stats["completion"] += completion.completion_tokens
            stats["prompt"] += completion.prompt_tokens
            pending[e.spec.id] = Turn(index=turn_index, prompt=chats[i], action=completion.text,
                                      observation="", prompt_tokens=completion.prompt_tokens,
                                      completion_tokens=completion.completion_tokens, generate_s=elapsed)
            queued.setdefault(e.shard, {})[e.spec.id] = completion.text
        send()
        # Take in the steps that are done without waiting for the ones that are not.
        refs = [ref for ref, _ in in_flight.values()]
        done, _ = ray.wait(refs, num_returns=len(refs), timeout=0) if refs else ([], [])
        for shard in [s for s, (ref, _) in in_flight.items() if ref in done]:
            harvest(shard)
        send()
    while in_flight:
        harvest(next(iter(in_flight)))
        send()


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
    out, calls, tokens, prompt_tokens, turns = [], 0, 0, 0, 0
    try:
        for spec in episodes:
            e = _Episode(spec, 0)
            e.apply(_Outcome.model_validate(shard.open([{"spec": spec.model_dump()}])[spec.id]), None)
            for turn_index in range(config.max_turns):
                if e.done:
                    break
                turns += 1
                chat = build_chat(spec, e.first, e.turns, config.history_turns)
                sent = time.monotonic()
                completion = act(shard, spec, chat)
                calls += 1
                tokens += completion.completion_tokens
                prompt_tokens += completion.prompt_tokens
                turn = Turn(index=turn_index, prompt=chat, action=completion.text, observation="",
                            prompt_tokens=completion.prompt_tokens, completion_tokens=completion.completion_tokens,
                            generate_s=round(time.monotonic() - sent, 4))
                e.apply(_Outcome.model_validate(shard.step({spec.id: completion.text})[spec.id]), turn)
            shard.close([spec.id])  # an episode cut by the turn limit still holds its game
            out.append(e.trajectory())
    finally:
        shard.close()
    return RolloutResult(trajectories=out, stats=RolloutStats(
        episodes=len(out), failed=sum(t.status == "failed" for t in out), turns=turns, generate_calls=calls,
        completion_tokens=tokens, prompt_tokens=prompt_tokens, seconds=round(time.monotonic() - started, 3)))
