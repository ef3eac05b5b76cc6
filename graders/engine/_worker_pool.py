"""Warm CPU policy workers kept between evaluations, so each one does not pay the start-up.

A run evaluates checkpoint after checkpoint (the baseline, every submission, the final
test), and a new policy worker process spends ~6-8 s importing torch and transformers
before it reads a single weight. An evaluation that ended cleanly hands its CPU workers
back here, unloaded; the next evaluation with the same worker settings takes them and
loads its own checkpoint (graders.engine._policy.start_workers).

Why a reused worker is as good as a fresh one:
- it carries no code of the submissions it served: a checkpoint is weights and JSON only
  (the grader refuses pickles and `auto_map` / `trust_remote_code`, graders.service._checks), and
  chat templates run in transformers' sandboxed Jinja;
- it keeps none of their memory: `PolicyWorker.unload` drops the model, tokenizer and kept
  attention state, collects, and hands freed heap back to the system;
- it runs under the cap it was asked for: the memory cap, backend, device and thread count
  are its key, and only a worker of the same key is reused;
- a worker that failed in any way is never reused: after an error, a time-out, a lost
  worker, a failed load or an `unload` that did not answer, the engine kills it as before.

Only CPU workers with the transformers backend are pooled (an idle GPU worker would hold a
GPU for nothing). An idle worker still holds its CPU in Ray's accounting, so the engine
counts idle workers as free (`idle_count`) and kills some before starting new workers that
would otherwise wait for their CPUs (`make_room`).

`A2RL_WORKER_IDLE_S` (default 60): an idle worker is killed after this many seconds;
`0` turns pooling off (a fresh worker for every evaluation, killed at its end).
`shutdown_pool()` kills every idle worker; it runs at exit, and must run before
`ray.shutdown()` wherever that is called.
"""

from __future__ import annotations

import atexit
import logging
import os
import threading
import time
from dataclasses import dataclass
from typing import Any, NamedTuple

from infra import UsageError

log = logging.getLogger(__name__)
IDLE_S_DEFAULT = 60.0
ALIVE_TIMEOUT_S = 10.0  # an idle worker that does not say its pid within this is dropped


class WorkerKey(NamedTuple):
    """Everything that makes one policy worker interchangeable with another."""

    backend: str
    device: str
    memory_bytes: int | None
    threads: int


def idle_seconds() -> float:
    """How long an idle worker is kept (`A2RL_WORKER_IDLE_S`); 0 = no pooling."""
    raw = os.environ.get("A2RL_WORKER_IDLE_S", "").strip()
    if not raw:
        return IDLE_S_DEFAULT
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not value >= 0:
        raise UsageError(f"A2RL_WORKER_IDLE_S={raw!r}: set it to seconds an idle policy worker is kept "
                         f"(default {IDLE_S_DEFAULT:g}; 0 turns the pool off)")
    return value


@dataclass(eq=False)  # compared by identity
class _Idle:
    key: WorkerKey
    handle: Any
    expires: float  # time.monotonic()


class WorkerPool:
    """Idle policy workers (Ray actor handles) by key; thread-safe (evaluations run in threads)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._idle: list[_Idle] = []
        self._timer: threading.Timer | None = None
        self._at_exit = False

    def idle_count(self) -> int:
        """Idle workers of any key: each holds one CPU that `make_room` can free."""
        self._expire()
        with self._lock:
            return len(self._idle)

    def idle_pids(self) -> list[int]:
        """Process ids of the idle workers, oldest first (a dead one is left out)."""
        import ray

        with self._lock:
            handles = [e.handle for e in self._idle]
        pids = []
        for handle in handles:
            try:
                pids.append(ray.get(handle.pid.remote(), timeout=ALIVE_TIMEOUT_S))
            except (ray.exceptions.RayError, TimeoutError):
                pass
        return pids

    def take(self, key: WorkerKey, n: int) -> list:
        """Up to `n` live idle workers of `key` (the most recently returned first)."""
        import ray

        self._expire()
        if n <= 0 or idle_seconds() == 0:
            return []
        with self._lock:
            mine = [e for e in reversed(self._idle) if e.key == key][:n]
            self._idle = [e for e in self._idle if e not in mine]
        if not mine:
            return []
        # A worker may have died while idle (killed, out of memory, its node gone).
        refs = [e.handle.pid.remote() for e in mine]
        ready, _ = ray.wait(refs, num_returns=len(refs), timeout=ALIVE_TIMEOUT_S)
        alive = []
        for entry, ref in zip(mine, refs):
            try:
                if ref not in ready:
                    raise TimeoutError(f"no answer within {ALIVE_TIMEOUT_S:g} s")
                ray.get(ref)
                alive.append(entry.handle)
            except (ray.exceptions.RayError, TimeoutError) as exc:
                log.info("an idle policy worker is gone (%s); starting another", type(exc).__name__)
                _kill(entry.handle)
        return alive

    def give_back(self, key: WorkerKey, handles: list) -> None:
        """Keep `handles` (unloaded, healthy) idle, as many as the cluster has CPUs; kill the rest."""
        from graders.engine._ray import cluster_cpus

        self._expire()
        idle_s = idle_seconds()
        room = cluster_cpus()
        with self._lock:
            keep = handles[:max(0, room - len(self._idle))] if idle_s > 0 else []
            expires = time.monotonic() + idle_s
            self._idle.extend(_Idle(key, h, expires) for h in keep)
            if keep and not self._at_exit:
                # Registered after ray.init, so it runs before Ray's own exit hook shuts Ray down.
                atexit.register(shutdown_pool)
                self._at_exit = True
            self._arm_locked()
        for handle in handles[len(keep):]:
            _kill(handle)

    def make_room(self, cpus: int) -> None:
        """Kill idle workers (oldest first) until `cpus` CPUs are free for new workers, or none is idle."""
        import ray

        free = int(ray.available_resources().get("CPU", 0))
        with self._lock:
            n = max(0, min(cpus - free, len(self._idle)))
            gone, self._idle = self._idle[:n], self._idle[n:]
        for entry in gone:
            _kill(entry.handle)

    def shutdown(self) -> None:
        with self._lock:
            gone, self._idle = self._idle, []
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
        for entry in gone:
            _kill(entry.handle)

    def _expire(self) -> None:
        now = time.monotonic()
        with self._lock:
            gone = [e for e in self._idle if e.expires <= now]
            self._idle = [e for e in self._idle if e.expires > now]
        for entry in gone:
            _kill(entry.handle)

    def _arm_locked(self) -> None:
        """A daemon timer for the next expiry, so idle workers go even if no evaluation follows."""
        if self._timer is not None or not self._idle:
            return
        delay = max(0.0, min(e.expires for e in self._idle) - time.monotonic()) + 0.05
        self._timer = threading.Timer(delay, self._tick)
        self._timer.daemon = True
        self._timer.start()

    def _tick(self) -> None:
        with self._lock:
            self._timer = None
        self._expire()
        with self._lock:
            self._arm_locked()


def _kill(handle: Any) -> None:
    import ray

    if not ray.is_initialized():
        return  # Ray is gone, and its actors with it
    try:
        ray.kill(handle, no_restart=True)
    except ray.exceptions.RayError as exc:  # already dead, or Ray is shutting down
        log.debug("killing an idle policy worker: %s", exc)


# One pool per process, as there is one Ray per process (graders.engine._ray.ensure_ray).
POOL = WorkerPool()


def shutdown_pool() -> None:
    """Kill every idle policy worker (call it before `ray.shutdown()`; it also runs at exit)."""
    POOL.shutdown()
