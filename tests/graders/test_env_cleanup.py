"""Evaluations clean up after themselves: no process outlives one, and memory stays flat.

Real evaluations of the `tiny` model on `alfworld:mini` (the real ALFWorld engine: TextWorld's
PDDL engine with fast-downward loaded through ctypes) through `evaluate_checkpoint`, on the
session's local Ray. A process "of this session" is a descendant of the test process or any
process carrying the session's A2RL_HOME in its environment (Ray passes it to its workers, and
whatever an environment starts inherits it), so a server or VM that outlived its parent and
was re-parented to init is still found. Ray keeps a pool of idle worker processes
(`ray::IDLE`) to reuse: those are Ray's, not leaks; an actor's process is titled
`ray::<ActorClass>` and must be gone once its evaluation has returned.
"""

from __future__ import annotations

import gc
import os
import shutil
import time
from pathlib import Path

import pytest

psutil = pytest.importorskip("psutil")

ACTORS = ("ray::EnvShard", "ray::PolicyWorker")
EVALUATIONS = 10
EXIT_WAIT_S = 60  # ray.kill is asynchronous: how long a killed actor may take to exit (not a speed check)


def _title(proc) -> str | None:
    """The process's command line (Ray workers set it to `ray::<what they run>`); None when it is gone."""
    try:
        if proc.status() == psutil.STATUS_ZOMBIE:
            return None  # exited; only its parent's bookkeeping is left
        return " ".join(proc.cmdline()) or proc.name()
    except (psutil.NoSuchProcess, psutil.AccessDenied):
        return None


def _session_processes() -> dict[int, str]:
    """pid → title of every live process this test session started (see the module docstring)."""
    me = psutil.Process()
    procs = {p.pid: p for p in me.children(recursive=True)}
    home = os.environ["A2RL_HOME"]
    for p in psutil.process_iter():
        if p.pid != me.pid and p.pid not in procs:
            try:
                if p.environ().get("A2RL_HOME") == home:
                    procs[p.pid] = p
            except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
                continue
    titles = {pid: _title(p) for pid, p in procs.items()}
    return {pid: t for pid, t in titles.items() if t is not None}


def _pooled(title: str) -> bool:
    """Ray's idle worker pool: an idle worker, or one still starting (before it renames itself)."""
    return title.startswith("ray::IDLE") or (not title.startswith("ray::") and "default_worker.py" in title)


def _left_behind(baseline: dict[int, str] | None) -> dict[int, str]:
    """Actor processes, and processes not in `baseline` (when given) other than Ray's idle pool.

    Ray's accounting too: a policy worker holds a CPU until it is gone (pid 0 stands for that).
    """
    import ray

    left = {pid: title for pid, title in _session_processes().items()
            if title.startswith(ACTORS) or (baseline is not None and pid not in baseline and not _pooled(title))}
    if ray.available_resources().get("CPU", 0) != ray.cluster_resources().get("CPU", 0):
        left[0] = "Ray CPUs still held by an actor"
    return left


def _wait_until_clean(baseline: dict[int, str] | None) -> dict[int, str]:
    """Wait (bounded) for killed actors to exit; return what is still there after the wait."""
    deadline = time.monotonic() + EXIT_WAIT_S
    while (left := _left_behind(baseline)) and time.monotonic() < deadline:
        time.sleep(0.5)
    return left


def _rss_mb(pid: int | None = None) -> float:
    return psutil.Process(pid).memory_info().rss / 2**20


@pytest.fixture(scope="module")
def mini(home, ray_session):
    from tasks import get_task, prepare_data

    task = get_task("alfworld:mini")
    data = prepare_data(task, home)
    assert data.sizes["validation"] == 6
    return task, data


def _config():
    from graders import EvalConfig

    return EvalConfig(batch_size=8, device="cpu", replicas=1, env_workers=int(os.environ.get('EW', 2)), step_timeout_s=60)


def test_ten_evaluations_leave_no_process_behind_and_memory_stays_flat(mini, tiny_model):
    from graders import evaluate_checkpoint

    task, data = mini
    assert _wait_until_clean(None) == {}, "actors of an earlier test are still alive"
    baseline = _session_processes()  # Ray's own processes and its idle pool
    driver: list[float] = []
    others: list[float] = []
    for n in range(EVALUATIONS):
        t0 = time.monotonic()
        result = evaluate_checkpoint(Path(tiny_model.path), task, data, "validation", _config())
        t1 = time.monotonic()
        assert result.status == "done", result.error
        assert result.n_items == 6 and result.failed_episodes == 0
        assert all(item.turns == 8 or item.score == 1.0 for item in result.items)  # most end at the turn limit
        del result
        assert _wait_until_clean(baseline) == {}, f"evaluation {n + 1} left processes behind"
        print("TIMING", round(t1 - t0, 1), round(time.monotonic() - t1, 1))
        gc.collect()
        driver.append(_rss_mb())
        others.append({title.split()[0].rsplit("/", 1)[-1][:24]: round(_rss_mb(pid), 1)
                       for pid, title in _session_processes().items() if psutil.pid_exists(pid)})
    print("driver RSS MB after each evaluation:", [round(x, 1) for x in driver])
    for n, o in enumerate(others):
        print("session processes RSS MB", n + 1, o)
    growth = max(driver[2:]) - driver[1]
    assert growth < 10, f"driver RSS grew by {growth:.1f} MB over evaluations 3..{EVALUATIONS}: {driver}"


def test_a_failed_evaluation_leaves_no_actor_behind(mini, tiny_model, tmp_path):
    from graders import evaluate_checkpoint

    task, data = mini
    broken = tmp_path / "broken"
    shutil.copytree(tiny_model.path, broken)
    (broken / "model.safetensors").write_bytes(b"not a safetensors file")
    assert _wait_until_clean(None) == {}, "actors of an earlier test are still alive"
    baseline = _session_processes()
    result = evaluate_checkpoint(broken, task, data, "validation", _config())
    assert result.status == "failed" and result.score is None
    assert "loading the policy failed" in result.error
    assert _wait_until_clean(baseline) == {}


def test_an_alfworld_game_is_freed_when_its_environment_closes(mini, tmp_path):
    """Each game loads fast-downward's library (a private copy: it keeps the planning task in
    globals); a closed environment must not keep its copy mapped in the process for ever."""
    from graders.envs import EnvContext, make_env

    task, data = mini
    items = data.load("validation")

    def copies() -> int:
        return sum(1 for line in Path("/proc/self/maps").read_text().splitlines()
                   if "libdownward" in line and "r-xp" in line)

    def play(item) -> None:
        env = make_env("alfworld", EnvContext(cache_dir=tmp_path, task="alfworld", item=item.model_dump()),
                       task.spec.env.options)
        env.reset(item.seed)
        for action in ("look", "inventory", "go to desk 1"):
            env.step(action)
        env.close()

    for item in items:  # warm: every game written, every module imported
        play(item)
    gc.collect()
    before, rss = copies(), _rss_mb()
    for item in items * 2:
        play(item)
    gc.collect()
    print("libdownward copies", before, "->", copies(), "rss MB", round(rss, 1), "->", round(_rss_mb(), 1))
    assert copies() <= before
    assert _rss_mb() - rss < 5
