"""Faults during evaluation: a policy worker killed (SIGKILL, as the OOM killer or a lost node
would) is retried a bounded number of times, then the submission fails with the reason.

Real Ray workers, really killed; nothing is simulated.
"""

from __future__ import annotations

import os
import signal
import threading
import time
import uuid

import httpx
import pytest

import graders
import infra

# The killer finds each attempt's workers as new processes: no warm workers here.
pytestmark = pytest.mark.usefixtures("no_worker_pool")


def _policy_workers() -> set[int]:
    """This test process's policy workers only (its Ray's; the raylet is its child).

    Never every `ray::PolicyWorker` on the machine: the other pytest-xdist worker's evaluations
    run beside this one, and a killer scanning all of /proc killed their new workers too (seen as
    "The actor never ran - it was cancelled" in test_worker_pool and the warm_workers benchmark).
    """
    import psutil

    found = set()
    for proc in psutil.Process().children(recursive=True):
        try:
            if " ".join(proc.cmdline()).startswith("ray::PolicyWorker"):
                found.add(proc.pid)
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            pass
    return found


class Killer(threading.Thread):
    """SIGKILLs the policy workers of `rounds` evaluation attempts, each once it is running."""

    def __init__(self, rounds: int, delay_s: float = 0.5) -> None:
        super().__init__(daemon=True)
        self.rounds, self.delay_s, self.killed = rounds, delay_s, []
        self.seen = _policy_workers()
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set() and len(self.killed) < self.rounds:
            new = _policy_workers() - self.seen
            if new:
                time.sleep(self.delay_s)
                new = _policy_workers() - self.seen  # the attempt's other workers too
                for pid in new:
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                self.seen |= new
                self.killed.append(sorted(new))  # the next attempt's workers are new pids
            time.sleep(0.05)


def test_a_killed_policy_worker_is_retried_and_gives_the_same_score(arithmetic, tiny_model, ray_session):
    task, data = arithmetic
    clean = graders.evaluate_checkpoint(tiny_model.path, task, data, "validation")
    assert clean.status == "done" and not clean.retried
    killer = Killer(rounds=1)
    killer.start()
    result = graders.evaluate_checkpoint(tiny_model.path, task, data, "validation")
    killer.stop.set()
    assert len(killer.killed) == 1
    assert result.status == "done", result.error
    assert len(result.retried) == 1 and "lost" in result.retried[0], result.retried
    # Re-evaluating a checkpoint gives the same score, item by item (greedy decoding).
    assert result.score == clean.score
    assert [i.completion for i in result.items] == [i.completion for i in clean.items]


def test_a_worker_lost_on_every_attempt_fails_the_submission_with_the_reason(home, tiny_model, arithmetic,
                                                                           ray_session):
    task, data = arithmetic
    run = infra.RunDir.create(home, f"test-faults-{uuid.uuid4().hex[:8]}")
    settings = graders.GradingSettings(task="arithmetic", workspace=run.workspace, grader_dir=run.grader,
                                       start_time=time.time(), budget_s=3600, max_artifact_bytes=2**30)
    evaluate = lambda snap: graders.evaluate_checkpoint(snap, task, data, "validation",  # noqa: E731
                                                        graders.EvalConfig(retries=1))
    ledger = graders.Ledger(run.ledger)
    service = graders.GradingService(settings, ledger, evaluate)
    import shutil

    shutil.copytree(tiny_model.path, run.output / "v1")
    # Every policy worker that appears is killed: on a loaded machine an attempt's second worker
    # can start after the killer's delay and be taken for the next attempt's, which then ran.
    killer = Killer(rounds=10**6)
    killer.start()
    with graders.GradingServer(service) as server, httpx.Client(base_url=server.url, timeout=600) as client:
        r = client.post("/submit", json={"model_path": "output/v1"})
        health = client.get("/health")
    killer.stop.set()
    assert len(killer.killed) >= 2  # both attempts lost their workers
    assert r.status_code == 422, r.text
    body = r.json()
    assert body["status"] == "failed" and "policy worker was lost" in body["error"] and "attempt 2" in body["error"]
    assert str(run.grader) not in body["error"], "grader paths stay private"
    record = ledger.get(body["submission_id"])
    assert record.status == "failed" and record.error == body["error"] and record.val_score is None
    assert health.status_code == 200


def test_ray_failures_are_named_for_what_they_are(ray_session):
    """Real Ray errors (a task raising, an actor killed) classified: which are worth a retry."""
    import ray

    from graders.engine import PolicyError

    @ray.remote(num_cpus=0)
    def fails(kind: str):
        import torch

        if kind == "memory":
            raise MemoryError("cannot allocate")
        if kind == "cuda":
            raise torch.OutOfMemoryError("CUDA out of memory. Tried to allocate 2.00 GiB")
        raise ValueError("config.json: hidden_size must be positive")

    @ray.remote(num_cpus=0)
    class Doomed:
        def pid(self) -> int:
            return os.getpid()

    kinds = {}
    for kind in ("memory", "cuda", "value"):
        try:
            ray.get(fails.remote(kind))
        except ray.exceptions.RayTaskError as exc:
            kinds[kind] = PolicyError.from_ray("generation failed", exc)
    actor = Doomed.remote()
    os.kill(ray.get(actor.pid.remote()), signal.SIGKILL)
    try:
        ray.get(actor.pid.remote())
    except ray.exceptions.RayActorError as exc:
        kinds["killed"] = PolicyError.from_ray("generation failed", exc)
    assert {k: e.kind for k, e in kinds.items()} == {"memory": "oom", "cuda": "oom", "value": "error", "killed": "lost"}
    assert kinds["memory"].retryable and kinds["killed"].retryable and not kinds["value"].retryable
    assert "hidden_size must be positive" in str(kinds["value"]) and "out of memory" in str(kinds["cuda"])
