"""Environments in worker processes: a shard of episodes per actor, and how a dead actor is replaced.

An environment's faults end its episode, never the evaluation: a raise, a step slower than
`step_timeout_s`, a score that is not a number in [0, 1] all come back as an outcome with an
error. An actor whose process dies is replaced by the scheduler (graders.engine._scheduler).
"""

from __future__ import annotations

import logging
import math
import os
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from graders.engine._episode import EpisodeSpec, RolloutConfig
from graders.envs import EnvContext, Environment, Observation, make_env

log = logging.getLogger(__name__)


def default_cache_dir() -> Path:
    from infra import A2RLHome

    return A2RLHome.resolve(None).env_cache


class Outcome(BaseModel):
    observation: Observation | None = None
    reward: float = 0.0
    done: bool = False
    score: float = 0.0
    error: str | None = None
    seconds: float = 0.0
    prefix: list[Outcome] = Field(default_factory=list, description="The answer to each action of the spec's prefix.")


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


class _Run:
    """One list of environment calls, run in order on a helper thread."""

    def __init__(self, jobs: list[tuple[float, Callable[[], Any]]], first: int, results: list) -> None:
        self.jobs, self.results = jobs, results
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.current, self.started, self.abandoned = first, time.monotonic(), False

    def __call__(self) -> None:
        for j in range(self.current, len(self.jobs)):
            with self.lock:
                if self.abandoned:
                    return
                self.current, self.started = j, time.monotonic()
            try:
                value: tuple[bool, Any] = (True, self.jobs[j][1]())
            except BaseException as exc:  # noqa: BLE001 - handed back to the caller
                value = (False, exc)
            with self.lock:
                if self.abandoned:
                    return
                self.results[j] = value
        self.done.set()


class _Helper:
    """A daemon thread running the calls handed to it, in order.

    Daemon, not a ThreadPoolExecutor's thread: those are joined when the interpreter exits, so an
    actor with a call abandoned in a hang (`time.sleep(3600)`) could not exit when Ray ended it
    gracefully (its handles dropped), and its process lived on for the hang's hour (seen in
    test_rollout's hanging-environment test on a loaded machine).
    """

    def __init__(self) -> None:
        self._calls: queue.SimpleQueue = queue.SimpleQueue()
        threading.Thread(target=self._loop, name="env-helper", daemon=True).start()

    def _loop(self) -> None:
        while (call := self._calls.get()) is not None:
            call()

    def submit(self, call: Callable[[], None]) -> None:
        self._calls.put(call)

    def retire(self) -> None:
        """Let the thread end once its current call returns (never, for a hung one: it is a daemon)."""
        self._calls.put(None)


class EnvShard:
    """Holds the environments of a shard of episodes (a Ray actor, or in-process)."""

    def __init__(self, cache_dir: str, step_timeout_s: float) -> None:
        self.cache_dir = Path(cache_dir)
        self.timeout = step_timeout_s
        self.envs: dict[str, Environment] = {}
        self._helper = _Helper()

    def pid(self) -> int:
        return os.getpid()

    def _run(self, jobs: list[tuple[float, Callable[[], Any]]]) -> list[tuple[bool, Any]]:
        """Run `(time limit, call)` jobs in order on the helper thread: (True, value) or (False, error) each.

        One hand-off to the thread per list, not per call: for a small environment the
        hand-off costs more than the step. A call that overruns its limit is abandoned with
        its thread (Python cannot interrupt it) and the rest go on on a fresh one.
        """
        results: list = [None] * len(jobs)
        first = 0
        while first < len(jobs):
            run = _Run(jobs, first, results)
            self._helper.submit(run)
            first = len(jobs)
            while not run.done.is_set():
                with run.lock:
                    current, started = run.current, run.started
                    late = time.monotonic() - started >= jobs[current][0]
                    if late:
                        run.abandoned = True
                if late:
                    results[current] = (False, TimeoutError(
                        f"environment did not answer within {jobs[current][0]:g} s"))
                    self._helper.retire()
                    self._helper = _Helper()
                    first = current + 1
                    break
                run.done.wait(max(0.0, started + jobs[current][0] - time.monotonic()))
        return results

    def _call(self, fn: Callable[[], Any]) -> Any:
        ok, value = self._run([(self.timeout, fn)])[0]
        if not ok:
            raise value
        return value

    @staticmethod
    def _close(env: Environment) -> None:
        try:
            env.close()
        except Exception:
            log.warning("closing an environment failed", exc_info=True)

    def _failed(self, eid: str, exc: BaseException, seconds: float) -> dict:
        env = self.envs.pop(eid, None)
        if env is not None:
            self._close(env)
        return Outcome(error=f"{type(exc).__name__}: {str(exc)[:500]}", seconds=seconds).model_dump()

    def open(self, episodes: list[dict]) -> dict[str, dict]:
        """Create and reset each episode's environment, replaying `actions` if given.

        Each episode may take the step timeout for its creation, its reset and each replayed action.
        """
        def build(spec: EpisodeSpec, actions: list[str]) -> tuple[Environment, Outcome, float]:
            started = time.monotonic()
            env = make_env(spec.env, EnvContext(cache_dir=self.cache_dir, task=spec.task, item=spec.item),
                           spec.options)
            try:
                result = Outcome(observation=env.reset(spec.seed))
                # A first open plays the spec's prefix and answers each of its actions (they become the
                # episode's forced turns); a rebuild replays every recorded action, the prefix's among them.
                steps: list[Outcome] = []
                for action in actions or spec.prefix:
                    step = env.step(action)
                    steps.append(Outcome(observation=step.observation, reward=step.reward, done=step.done))
                    if step.done and not actions:
                        break  # a prefix that ends the game: the rest of it is never played
                if steps:
                    result = steps[-1].model_copy() if actions else result.model_copy(update={"prefix": steps})
                result.score = _checked_score(env.score())
            except BaseException:
                self._close(env)
                raise
            return env, result, time.monotonic() - started

        specs = [(EpisodeSpec.model_validate(ep["spec"]), list(ep.get("actions", []))) for ep in episodes]
        jobs = [(self.timeout * (2 + len(actions or spec.prefix)), lambda s=spec, a=actions: build(s, a))
                for spec, actions in specs]
        out = {}
        for (spec, _actions), (ok, value) in zip(specs, self._run(jobs)):
            old = self.envs.pop(spec.id, None)
            if old is not None:  # opened again (a restore): the new one replaces it
                self._close(old)
            if not ok:
                out[spec.id] = self._failed(spec.id, value, 0.0)
                continue
            env, result, seconds = value
            self.envs[spec.id] = env
            result.seconds = seconds
            out[spec.id] = result.model_dump()
        return out

    def step(self, actions: dict[str, str]) -> dict[str, dict]:
        def play(env: Environment, action: str) -> tuple[Any, float, float]:
            started = time.monotonic()
            result = env.step(action)
            return result, _checked_score(env.score()), time.monotonic() - started

        def missing() -> None:
            raise RuntimeError("episode has no environment (it failed earlier)")

        ids = list(actions)
        jobs = [(self.timeout, (lambda e=self.envs[eid], a=actions[eid]: play(e, a)) if eid in self.envs else missing)
                for eid in ids]
        out = {}
        for eid, (ok, value) in zip(ids, self._run(jobs)):
            try:
                if not ok:
                    raise value
                result, score, seconds = value
                out[eid] = Outcome(observation=result.observation, reward=_finite(result.reward, "reward"),
                                   done=result.done, score=score, seconds=seconds).model_dump()
                if result.done:
                    self._close(self.envs.pop(eid))
            except Exception as exc:  # noqa: BLE001 - recorded in the trajectory
                out[eid] = self._failed(eid, exc, 0.0)
        return out

    def act(self, completions: list, ids: list[str], mine: list[str]) -> dict[str, dict]:
        """Step the episodes `mine` with their completions (`completions[i]` is episode `ids[i]`'s).

        Called with the policy worker's answer directly, so stepping starts the moment it exists.
        """
        position = {eid: i for i, eid in enumerate(ids)}
        return self.step({eid: completions[position[eid]].text for eid in mine})

    def expert(self, ids: list[str]) -> dict[str, str | None]:
        """Each live episode's expert action (None where the environment has no expert)."""
        return {eid: self._call(self.envs[eid].expert_action) if eid in self.envs else None for eid in ids}

    def close(self, ids: list[str] | None = None) -> None:
        """Close the environments of episodes `ids` (ended by the turn limit), or all of them."""
        for eid in list(self.envs) if ids is None else ids:
            env = self.envs.pop(eid, None)
            if env is not None:
                self._close(env)


class EnvShards:
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
