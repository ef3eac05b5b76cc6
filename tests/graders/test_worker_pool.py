"""Warm policy workers reused across evaluations (graders.engine._worker_pool), on a real local Ray.

Real `tiny` checkpoints, real Ray actors; a worker is killed from outside with SIGKILL and a
checkpoint is broken by overwriting its weights, as in tests/graders/test_rollout.py and
test_faults.py.
"""

from __future__ import annotations

import os
import shutil
import signal
import time

import pytest

from graders import EpisodeSpec, GenerationConfig, PolicyError, RolloutConfig, RolloutEngine, evaluate_checkpoint
from graders.engine._policy import default_replicas
from graders.engine._worker_pool import POOL, shutdown_pool

GEN = GenerationConfig(max_new_tokens=8, stop=["\n", "<|im_end|>"], batch_size=4)
EXIT_WAIT_S = 60  # ray.kill is asynchronous: how long a killed worker may take to exit (not a speed check)


@pytest.fixture(autouse=True)
def pool(ray_session, monkeypatch):
    """Each test starts with an empty pool and the default idle time."""
    monkeypatch.setenv("A2RL_WORKER_IDLE_S", "60")
    shutdown_pool()
    yield POOL
    shutdown_pool()


def _episodes(n: int = 4) -> list[EpisodeSpec]:
    return [EpisodeSpec(id=f"frozenlake-{seed}", task="t", split="test", seed=seed, env="frozenlake",
                        system="Play the game. Answer with one action.") for seed in range(n)]


def _config(home, **extra) -> RolloutConfig:
    return RolloutConfig(max_turns=2, replicas=1, env_workers=1, device="cpu", cache_dir=home.env_cache, **extra)


def _evaluate(model_path, home, **extra) -> list[int]:
    """One evaluation; the pids of its policy workers."""
    import ray

    with RolloutEngine(model_path, _config(home, **extra)) as engine:
        pids = ray.get([w.pid.remote() for w in engine.workers])
        result = engine.run(_episodes(), GEN)
    assert result.stats.failed == 0 and len(result.trajectories) == 4
    return pids


def _gone(pid: int) -> bool:
    deadline = time.monotonic() + EXIT_WAIT_S
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.2)
    return False


def _all_cpus_free() -> bool:
    import ray

    deadline = time.monotonic() + EXIT_WAIT_S
    while ray.available_resources().get("CPU", 0) != ray.cluster_resources().get("CPU", 0):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.2)
    return True


def test_consecutive_evaluations_reuse_the_same_worker(tiny_model, home, pool, tmp_path):
    first = _evaluate(tiny_model.path, home)
    assert pool.idle_pids() == first
    # Another checkpoint (a copy), same worker settings: the same process loads it.
    other = tmp_path / "other"
    shutil.copytree(tiny_model.path, other)
    assert _evaluate(other, home) == first
    assert pool.idle_pids() == first
    # An idle worker holds a CPU in Ray's accounting but counts as free for the next evaluation.
    import ray

    assert default_replicas("cpu") == int(ray.cluster_resources()["CPU"])
    shutdown_pool()
    assert _gone(first[0]) and _all_cpus_free() and pool.idle_count() == 0


def test_a_worker_killed_while_idle_is_not_reused(tiny_model, home, pool):
    [pid] = _evaluate(tiny_model.path, home)
    os.kill(pid, signal.SIGKILL)
    assert _gone(pid)
    [again] = _evaluate(tiny_model.path, home)
    assert again != pid
    assert pool.idle_pids() == [again]


def test_a_failed_evaluation_does_not_return_its_worker(tiny_model, home, pool, arithmetic, tmp_path):
    task, data = arithmetic
    good = evaluate_checkpoint(tiny_model.path, task, data, "validation")
    assert good.status == "done", good.error
    warm = pool.idle_pids()
    assert warm
    broken = tmp_path / "broken"
    shutil.copytree(tiny_model.path, broken)
    (broken / "model.safetensors").write_bytes(b"not a safetensors file")
    result = evaluate_checkpoint(broken, task, data, "validation")
    # Reported as that submission's failure, worded as without the pool (a fresh worker's
    # creation failing), and retried once as before.
    assert result.status == "failed" and result.score is None
    assert result.error.startswith("loading the policy failed: the policy worker was lost ("), result.error
    assert "SafetensorError" in result.error and "attempt 2" in result.error and len(result.retried) == 1
    # The warm workers that tried to load it were killed; no worker of the failed attempts is pooled.
    assert all(_gone(pid) for pid in warm)
    assert pool.idle_count() == 0 and _all_cpus_free()
    again = evaluate_checkpoint(tiny_model.path, task, data, "validation")
    assert again.status == "done" and again.score == good.score


def test_an_error_during_an_evaluation_kills_its_workers(tiny_model, home, pool):
    import ray

    [warm] = _evaluate(tiny_model.path, home)
    engine = RolloutEngine(tiny_model.path, _config(home))
    with pytest.raises(RuntimeError, match="the caller gave up"), engine:
        assert ray.get([w.pid.remote() for w in engine.workers]) == [warm]
        raise RuntimeError("the caller gave up")
    assert _gone(warm) and pool.idle_count() == 0


def test_an_evaluation_past_its_time_limit_kills_its_worker(tiny_model, home, pool):
    [warm] = _evaluate(tiny_model.path, home)
    slow = [EpisodeSpec(id=f"chaos-{seed}", seed=seed, env="chaos", options={"goal_turns": 50, "step_delay_s": 0.5})
            for seed in range(2)]
    limited = _config(home, time_limit_s=4.0).model_copy(update={"max_turns": 50})
    with pytest.raises(PolicyError) as caught, RolloutEngine(tiny_model.path, limited) as engine:
        engine.run(slow, GEN)
    assert caught.value.kind == "time"
    assert _gone(warm) and pool.idle_count() == 0


def test_idle_seconds_zero_gives_a_fresh_worker_every_time(tiny_model, home, pool, monkeypatch):
    monkeypatch.setenv("A2RL_WORKER_IDLE_S", "0")
    [first] = _evaluate(tiny_model.path, home)
    assert pool.idle_count() == 0 and _gone(first)
    [second] = _evaluate(tiny_model.path, home)
    assert second != first and pool.idle_count() == 0


def test_an_idle_worker_expires(tiny_model, home, pool, monkeypatch):
    monkeypatch.setenv("A2RL_WORKER_IDLE_S", "1.5")
    [pid] = _evaluate(tiny_model.path, home)
    assert pool.idle_pids() == [pid]
    # Nothing else happens: the pool's own timer kills it.
    assert _gone(pid)
    assert pool.idle_count() == 0 and _all_cpus_free()


def test_idle_workers_of_other_settings_make_room_instead_of_blocking(tiny_model, home, pool):
    """The cluster's every CPU held by idle workers of one memory cap; an engine with another
    cap wanting every CPU kills them to start its own, instead of waiting for them."""
    import ray

    cpus = int(ray.cluster_resources()["CPU"])
    with RolloutEngine(tiny_model.path, _config(home).model_copy(update={"replicas": cpus})) as engine:
        idle = ray.get([w.pid.remote() for w in engine.workers])
        engine.run(_episodes(), GEN)
    assert sorted(pool.idle_pids()) == sorted(idle)
    capped = _config(home, worker_memory_bytes=4 * 2**30, time_limit_s=300).model_copy(update={"replicas": 0})
    with RolloutEngine(tiny_model.path, capped) as engine:
        assert len(engine.workers) == cpus
        assert set(ray.get([w.pid.remote() for w in engine.workers])).isdisjoint(idle)
        assert engine.run(_episodes(), GEN).stats.failed == 0
    assert all(_gone(pid) for pid in idle)


def test_a_malformed_idle_setting_names_the_fix(tiny_model, home, monkeypatch):
    from infra import UsageError

    monkeypatch.setenv("A2RL_WORKER_IDLE_S", "soon")
    with pytest.raises(UsageError, match="A2RL_WORKER_IDLE_S='soon'.*0 turns the pool off"):
        RolloutEngine(tiny_model.path, _config(home)).start()
