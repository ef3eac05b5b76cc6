"""The engine's event loop: micro-batches that advance turn by turn, each at its own pace.

Every policy worker holds a contiguous block of episodes, cut into micro-batches (at most
`batch_size` episodes each; at least two per worker on a GPU). A micro-batch is played in lockstep:
its live episodes' chats go to its worker in one batched call, the actions go to the
environment actors holding those episodes, and when every actor has answered the
micro-batch's next turn is sent. Micro-batches do not wait for each other, so while one
micro-batch's environments step, its worker is already generating for another: neither
the policy nor the environments sit idle waiting for the slowest part of a turn.

Results do not depend on timing: a micro-batch's rows at each turn are its episodes still
live, and each worker keeps every episode's attention state by episode id.

An environment actor that dies (or stays silent past its calls' time limits) is replaced;
every live episode it held is rebuilt on the new actor from its recorded actions, and the
calls that were in flight are sent again, so no step is lost or taken twice.
"""

from __future__ import annotations

import itertools
import logging
import time
from collections.abc import Callable
from typing import Any, Literal

from graders.engine._envshard import EnvShards, Outcome
from graders.engine._episode import EpisodeSpec, PolicyError, RolloutConfig, Trajectory, Turn, build_chat
from graders.engine._inference import Chat, Completion, GenerationConfig
from graders.engine._ray import ray_cause
from graders.envs import Observation

log = logging.getLogger(__name__)


def time_limit_error(limit_s: float, where: str) -> str:
    return (f"the evaluation ran past its time limit of {limit_s:g} s ({where}); a checkpoint must load and "
            "answer at about the base model's speed (the limit is RolloutConfig/EvalConfig.time_limit_s)")


def plan_micro_batches(n_episodes: int, n_workers: int, batch_size: int,
                       per_worker: int = 1) -> list[tuple[int, list[int]]]:
    """(worker, episode indices) of every micro-batch.

    Contiguous blocks per worker, each cut into at least `per_worker` micro-batches (when
    it holds that many episodes) of at most `batch_size`. Two per worker let a worker
    generate for one while the other's environments step; on a CPU, where the environments
    need the same cores, one larger batch costs less.

    >>> plan_micro_batches(8, 2, 32, per_worker=2)
    [(0, [0, 1]), (0, [2, 3]), (1, [4, 5]), (1, [6, 7])]
    >>> [len(rows) for _, rows in plan_micro_batches(100, 1, 32)]
    [25, 25, 25, 25]
    """
    plan: list[tuple[int, list[int]]] = []
    owners = [i * n_workers // max(1, n_episodes) for i in range(n_episodes)]
    for worker in range(n_workers):
        mine = [i for i, w in enumerate(owners) if w == worker]
        if not mine:
            continue
        parts = max(min(per_worker, len(mine)), -(-len(mine) // batch_size))
        size = -(-len(mine) // parts)
        plan.extend((worker, mine[start : start + size]) for start in range(0, len(mine), size))
    return plan


def assign_shards(plan: list[tuple[int, list[int]]], n_shards: int) -> dict[int, int]:
    """Episode index → environment actor: each micro-batch on as few actors as keeps them all busy.

    With at least as many micro-batches as actors, a micro-batch's episodes share one actor
    (one call per turn, and different micro-batches step in parallel); with fewer, each
    micro-batch is spread round-robin over its share of the actors.

    >>> assign_shards([(0, [0, 1]), (1, [2, 3])], 2)
    {0: 0, 1: 0, 2: 1, 3: 1}
    >>> assign_shards([(0, [0, 1, 2])], 2)
    {0: 0, 1: 1, 2: 0}
    """
    per_batch = max(1, n_shards // max(1, len(plan)))
    return {i: (b * per_batch + j % per_batch) % n_shards
            for b, (_, rows) in enumerate(plan) for j, i in enumerate(rows)}


class Episode:
    """One episode while it is being played."""

    def __init__(self, spec: EpisodeSpec, shard: int, history_turns: int) -> None:
        self.spec, self.shard = spec, shard
        self.history_turns = history_turns  # for the prompts of the prefix's forced turns
        self.batch: MicroBatch | None = None
        self.first: Observation | None = None
        self.turns: list[Turn] = []
        self.done = False
        self.status = "truncated"
        self.score = 0.0
        self.error: str | None = None
        self.retries = 0
        self.env_seconds = 0.0
        self.started = time.monotonic()
        self.ended: float | None = None

    def fail(self, error: str) -> None:
        self.done, self.status, self.score, self.error = True, "failed", 0.0, error
        self.ended = time.monotonic()

    def apply(self, outcome: dict, turn: dict | None) -> None:
        """Take in an environment's answer (an `Outcome` as a dict): to the first observation
        (`turn` None) or to the turn whose action it answers (`turn`: that turn's fields so far)."""
        if outcome["error"] is not None:
            if turn is not None:
                self.turns.append(Turn(**turn, observation=""))
            self.fail(outcome["error"])
            return
        self.env_seconds += outcome["seconds"]
        obs = outcome["observation"]
        if turn is not None:
            self.turns.append(Turn(
                **turn, observation=obs["text"], admissible_actions=obs["admissible_actions"],
                reward=outcome["reward"], done=outcome["done"], env_s=round(outcome["seconds"], 4)))
        else:
            self.first = Observation(**obs)
            for step in outcome.get("prefix") or ():
                # Shown to the policy as if it had played them: the prompt it would have had, no tokens.
                forced = {"index": len(self.turns), "action": self.spec.prefix[len(self.turns)], "forced": True,
                          "prompt": build_chat(self.spec, self.first, self.turns, self.history_turns)}
                self.apply({**step, "error": None, "score": outcome["score"]}, forced)
                if self.done:
                    break
        self.score = max(0.0, min(1.0, outcome["score"]))
        if outcome["done"]:
            self.done, self.status, self.ended = True, "done", time.monotonic()

    def open_request(self) -> dict:
        """What `EnvShard.open` needs to (re)build this episode: its spec and the actions so far."""
        return {"spec": self.spec.model_dump(), "actions": [t.action for t in self.turns]}

    def trajectory(self) -> Trajectory:
        return Trajectory(
            episode_id=self.spec.id, task=self.spec.task, split=self.spec.split, seed=self.spec.seed,
            env=self.spec.env, sample=self.spec.sample, first_observation=self.first.text if self.first else "",
            turns=self.turns, status=self.status, score=self.score if self.status != "failed" else 0.0,
            total_reward=sum(t.reward for t in self.turns), error=self.error, retries=self.retries,
            seconds=round((self.ended or time.monotonic()) - self.started, 4))


class MicroBatch:
    """Episodes that share one policy worker and advance turn by turn together."""

    def __init__(self, worker: int, episodes: list[Episode]) -> None:
        self.worker, self.episodes = worker, episodes
        self.turn = 0  # turns completed
        self.finished = False
        self.waiting: set[int] = set()  # environment actors still to answer this turn
        self.pending: dict[str, dict] = {}  # turns sent to the environments, not answered yet (their fields)
        for e in episodes:
            e.batch = self


class _EnvCall:
    """A call in flight to an environment actor.

    A step call made with the generation it answers (`gen`) starts on the actor as soon as
    the policy worker has answered, without a round trip through this process; `request`
    holds its episode ids until the actions are known here.
    """

    __slots__ = ("kind", "batch", "shard", "request", "seq", "budget_s", "gen")

    def __init__(self, kind: Literal["open", "step"], batch: MicroBatch, shard: int, request: dict[str, str],
                 seq: int, budget_s: float, gen: Any = None) -> None:
        self.kind, self.batch, self.shard, self.request, self.seq = kind, batch, shard, request, seq
        self.budget_s, self.gen = budget_s, gen


class Scheduler:
    """Plays episodes to the end: the event loop over generation and environment calls."""

    def __init__(self, episodes: list[Episode], batches: list[MicroBatch], workers: list, shards: EnvShards,
                 generation: GenerationConfig, config: RolloutConfig,
                 progress: Callable[[int, int, int], None] | None = None, ends: float | None = None) -> None:
        self.episodes, self.batches, self.workers, self.shards = episodes, batches, workers, shards
        self.generation, self.gen = generation, generation.model_dump()
        self.config, self.progress = config, progress
        self.index = {e.spec.id: e for e in episodes}
        self.gens: dict[Any, tuple[MicroBatch, list[Episode], list[Chat], float]] = {}
        self.calls: dict[Any, _EnvCall] = {}
        self.queues: dict[int, list[Any]] = {s: [] for s in range(len(shards.actors))}  # refs in send order
        self.busy_since: dict[int, float] = {}  # when each actor began its oldest call in flight
        self.seq = itertools.count()
        self.reported = -1
        self.stats = {"calls": 0, "completion": 0, "prompt": 0}
        self.ends = ends  # monotonic time the evaluation's time limit ends

    # -- the loop ---------------------------------------------------------------------------
    def run(self) -> None:
        import ray

        self._report()
        for batch in self.batches:
            self._open(batch)
        while self.gens or self.calls:
            ready, _ = ray.wait([*self.gens, *self.calls], num_returns=1, timeout=self._time_left())
            if self.ends is not None and time.monotonic() >= self.ends:
                # The callers kill the workers: an unfinished generate call goes with them.
                finished = sum(e.done for e in self.episodes)
                raise PolicyError(time_limit_error(self.config.time_limit_s or 0,
                                                   f"{finished}/{len(self.episodes)} episodes finished"), kind="time")
            if not ready:
                self._replace_silent_actors()
            elif ready[0] in self.gens:
                self._generated(ready[0])
            else:
                self._answered(ready[0])
        self._report()

    def _report(self) -> None:
        low = min((b.turn if not b.finished else self.config.max_turns for b in self.batches),
                  default=self.config.max_turns)
        if self.progress and low > self.reported:
            live = 0 if all(b.finished for b in self.batches) else sum(not e.done for e in self.episodes)
            self.progress(low, live, len(self.episodes) - live)
        self.reported = max(self.reported, low)

    # -- environment calls --------------------------------------------------------------------
    def _budget(self, request: dict[str, str], replayed: int = 0) -> float:
        # make_env + reset (open) or step + score: two calls an episode, each under the step timeout.
        return self.config.step_timeout_s * (2 * len(request) + replayed + 1) + 30

    def _send(self, kind: Literal["open", "step"], batch: MicroBatch, shard: int, request: dict[str, str],
              gen: Any = None, gen_ids: list[str] | None = None) -> None:
        actor = self.shards.actors[shard]
        if kind == "open":
            ref = actor.open.remote([self.index[eid].open_request() for eid in request])
        elif gen is not None:
            ref = actor.act.remote(gen, gen_ids, list(request))
        else:
            ref = actor.step.remote(request)
        self.calls[ref] = _EnvCall(kind, batch, shard, request, next(self.seq), self._budget(request), gen)
        if not self.queues[shard]:
            self.busy_since[shard] = time.monotonic()
        self.queues[shard].append(ref)
        batch.waiting.add(shard)

    def _open(self, batch: MicroBatch) -> None:
        by_shard: dict[int, dict[str, str]] = {}
        for e in batch.episodes:
            by_shard.setdefault(e.shard, {})[e.spec.id] = ""
        for shard, request in by_shard.items():
            self._send("open", batch, shard, request)

    def _answered(self, ref) -> None:
        import ray

        call = self.calls[ref]
        if call.gen in self.gens:
            self._generated(call.gen)  # the actions it answers first (a PolicyError if there are none)
        del self.calls[ref]
        self.queues[call.shard].remove(ref)
        self.busy_since[call.shard] = time.monotonic()  # an actor runs its calls in order: the next began
        try:
            raw = ray.get(ref)
        except (ray.exceptions.RayActorError, ray.exceptions.RayTaskError) as exc:
            self._replace(call.shard, [call], exc)
            return
        for eid, value in raw.items():
            e = self.index[eid]
            turn = call.batch.pending.pop(eid, None)
            if not e.done:
                e.apply(value, turn if call.kind == "step" else None)
        self._shard_done(call.batch, call.shard, stepped=call.kind == "step")

    def _shard_done(self, batch: MicroBatch, shard: int, stepped: bool) -> None:
        batch.waiting.discard(shard)
        if not batch.waiting:
            if stepped:
                batch.turn += 1
            self._next_turn(batch)

    def _started(self, shard: int) -> float | None:
        """When the actor's oldest call in flight began (None: it still waits for its actions)."""
        queue = self.queues[shard]
        if not queue or self.calls[queue[0]].gen in self.gens:
            return None
        return self.busy_since[shard]

    def _time_left(self) -> float | None:
        deadlines = [started + self.calls[self.queues[s][0]].budget_s
                     for s in self.queues if (started := self._started(s)) is not None]
        if self.ends is not None:
            deadlines.append(self.ends)
        return max(0.0, min(deadlines) - time.monotonic()) if deadlines else None

    def _replace_silent_actors(self) -> None:
        now = time.monotonic()
        for shard in list(self.queues):
            started = self._started(shard)
            if started is not None and now > started + self.calls[self.queues[shard][0]].budget_s:
                budget = self.calls[self.queues[shard][0]].budget_s
                # A hang the step timeout could not interrupt (the whole process stuck): replace it.
                self._replace(shard, [], TimeoutError(f"environment actor silent for {budget:g} s"))

    def _replace(self, shard: int, lost: list[_EnvCall], err: BaseException) -> None:
        """A dead or stuck actor: a fresh one, its live episodes rebuilt, its calls in flight sent again."""
        import ray

        lost = sorted(lost + [self.calls.pop(ref) for ref in self.queues[shard]], key=lambda c: c.seq)
        self.queues[shard] = []
        for call in lost:
            if call.gen in self.gens:
                ray.wait([call.gen])  # its actions must be known to send it again
                self._generated(call.gen)
        restored: dict[str, dict] = {}
        while True:
            victims = [e for e in self.episodes if e.shard == shard and not e.done]
            for e in victims:
                e.retries += 1
            self.shards.replace(shard)
            for e in victims:
                if e.retries > self.config.shard_retries:
                    self._fail(e, f"environment worker died {e.retries} times (last: {ray_cause(err)})")
            survivors = [e for e in victims if not e.done]
            if not survivors:
                break
            log.warning("environment actor %d died (%s); replaying its episodes", shard, ray_cause(err))
            requests = [e.open_request() for e in survivors]
            timeout = self._budget({e.spec.id: "" for e in survivors}, sum(len(r["actions"]) for r in requests))
            try:
                restored = ray.get(self.shards.actors[shard].open.remote(requests), timeout=timeout)
                break
            except (ray.exceptions.RayActorError, ray.exceptions.RayTaskError, ray.exceptions.GetTimeoutError) as exc:
                err = exc
        for eid, value in restored.items():
            if value["error"]:
                self._fail(self.index[eid], value["error"])
        for call in lost:
            if call.kind == "open":
                # The rebuild opened these episodes too: its answers are the open's answers.
                for eid in call.request:
                    e = self.index[eid]
                    if not e.done and eid in restored:
                        e.apply(restored[eid], None)
                self._shard_done(call.batch, shard, stepped=False)
                continue
            pending = call.batch.pending
            request = {eid: pending[eid]["action"] for eid in call.request
                       if eid in pending and not self.index[eid].done}
            if request:
                self._send("step", call.batch, shard, request)
            else:
                self._shard_done(call.batch, shard, stepped=True)

    def _fail(self, e: Episode, error: str) -> None:
        assert e.batch is not None
        e.apply(Outcome(error=error).model_dump(), e.batch.pending.pop(e.spec.id, None))

    # -- generation ---------------------------------------------------------------------------
    def _next_turn(self, batch: MicroBatch) -> None:
        # An episode restarted along a path has played its prefix: the turn limit counts those turns too.
        active = [e for e in batch.episodes if not e.done and len(e.turns) < self.config.max_turns]
        if not active or batch.turn >= self.config.max_turns:
            batch.finished = True
        else:
            chats = [build_chat(e.spec, e.first, e.turns, self.config.history_turns) for e in active]
            ids = [e.spec.id for e in active]
            ref = self.workers[batch.worker].complete.remote(chats, self.gen, ids)
            self.gens[ref] = (batch, active, chats, time.monotonic())
            by_shard: dict[int, dict[str, str]] = {}
            for e in active:
                by_shard.setdefault(e.shard, {})[e.spec.id] = ""
            for shard, request in by_shard.items():
                self._send("step", batch, shard, request, gen=ref, gen_ids=ids)
        self._report()

    def _generated(self, ref) -> None:
        """Take in a micro-batch's actions (already on their way to the environment actors)."""
        import ray

        batch, active, chats, sent = self.gens.pop(ref)
        try:
            completions: list[Completion] = ray.get(ref)
        except (ray.exceptions.RayActorError, ray.exceptions.RayTaskError, ray.exceptions.OutOfMemoryError) as exc:
            raise PolicyError.from_ray("generation failed", exc) from exc
        elapsed = round(time.monotonic() - sent, 4)
        self.stats["calls"] += 1
        now = time.monotonic()
        for e, chat, completion in zip(active, chats, completions):
            self.stats["completion"] += completion.completion_tokens
            self.stats["prompt"] += completion.prompt_tokens
            if not e.done:  # (not failed meanwhile: its actor could not be rebuilt)
                batch.pending[e.spec.id] = {
                    "index": len(e.turns), "prompt": chat, "action": completion.text,
                    "prompt_tokens": completion.prompt_tokens, "completion_tokens": completion.completion_tokens,
                    "generate_s": elapsed}
        for shard, queue in self.queues.items():
            if queue and self.calls[queue[0]].gen is ref:
                self.busy_since[shard] = now  # its step can begin now
