"""Where the policy runs: backends in Ray actors, one per device (GPU) or per CPU.

The rollout engine sends micro-batches of chats to these workers; each answer goes on to
the environment actors holding its episodes (graders.engine._scheduler).
"""

from __future__ import annotations

import ctypes
import gc
import importlib.util
import os
import sys
import time
from typing import Any, Literal

from graders.engine._inference import Chat, Completion, GenerationConfig, InferenceBackend
from graders.engine._ray import cluster_cpus, cluster_gpus
from graders.engine._transformers import TransformersBackend
from graders.engine._worker_pool import POOL, WorkerKey, idle_seconds

BackendName = Literal["auto", "transformers", "vllm"]
# The policy's weights and activations; auto: bfloat16 on a GPU, float32 on the CPU.
PolicyDtype = Literal["auto", "bfloat16", "float32"]
THREADS = 1  # torch threads of a CPU worker (it is given one CPU)
UNLOAD_TIMEOUT_S = 30.0  # a worker that takes longer to unload is killed, not pooled


def vllm_available() -> bool:
    return importlib.util.find_spec("vllm") is not None


def choose_backend(backend: BackendName, device: str) -> Literal["transformers", "vllm"]:
    """vLLM when it is installed and a GPU is there (unless told otherwise), else transformers."""
    if backend != "auto":
        return backend
    wants_gpu = device in ("auto", "cuda") or device.startswith("cuda")
    return "vllm" if wants_gpu and vllm_available() and cluster_gpus() > 0 else "transformers"


def load_backend(model_path: str, backend: BackendName = "auto", device: str = "auto",
                 dtype: PolicyDtype = "auto") -> InferenceBackend:
    if choose_backend(backend, device) == "vllm":
        from graders.engine._vllm import VLLMBackend

        return VLLMBackend(model_path, dtype=dtype)
    return TransformersBackend(model_path, device=device, dtype=dtype)


UNUSED_IMPORTS = ("sklearn",)  # see skip_unused_imports


def skip_unused_imports() -> None:
    """Mark scikit-learn absent in this process, unless something here has already imported it.

    transformers' generation module imports it whenever it is installed (MLflow installs it), for
    assisted decoding's threshold tuning, which a2rl never uses; with scipy.stats that costs about a
    third of importing transformers (~2 s of CPU) in every policy worker and trainer process
    (benchmarks/worker_start.py). A None entry in sys.modules is Python's own "not importable":
    transformers' `find_spec` check then says it is not installed.
    """
    for name in UNUSED_IMPORTS:
        sys.modules.setdefault(name, None)


class PolicyWorker:
    """A policy in its own process (a Ray actor): a bad checkpoint cannot take the grader down.

    One process can serve evaluation after evaluation (graders.engine._worker_pool): `load`, generate,
    `unload`. A fresh worker loads its first checkpoint in its constructor, so a checkpoint that
    cannot be loaded fails the actor's creation, which the engine reports as it always has.
    """

    def __init__(self, threads: int, memory_bytes: int | None = None, model_path: str | None = None,
                 backend: BackendName = "auto", device: str = "cpu", dtype: PolicyDtype = "auto") -> None:
        if device == "cpu":  # a GPU worker may run vLLM, whose imports are not checked here
            skip_unused_imports()
        import torch

        if memory_bytes:
            _cap_memory(memory_bytes)
        torch.set_num_threads(max(1, threads))
        self.backend: InferenceBackend | None = None
        if model_path is not None:
            self.load(model_path, backend, device, dtype)

    def load(self, model_path: str, backend: BackendName, device: str, dtype: PolicyDtype = "auto") -> int:
        if self.backend is not None:
            raise RuntimeError("this policy worker already holds a policy: unload it first")
        self.backend = load_backend(model_path, backend, device, dtype)
        return os.getpid()

    def unload(self) -> int:
        """Drop the policy and give its memory back, ready for the next `load`."""
        import torch

        if self.backend is not None:
            self.backend.close()
            self.backend = None
        gc.collect()
        if torch.cuda.is_available():
            torch.cuda.empty_cache()
        _trim_heap()
        return os.getpid()

    def complete(self, chats: list[Chat], config: dict, keys: list[str] | None = None) -> list[Completion]:
        assert self.backend is not None, "no policy loaded"
        return self.backend.complete(chats, GenerationConfig.model_validate(config), keys)

    def forget(self, keys: list[str] | None = None) -> None:
        if self.backend is not None:
            self.backend.forget(keys)

    def pid(self) -> int:
        return os.getpid()


def _trim_heap() -> None:
    """Hand freed heap pages back to the system (glibc keeps them otherwise), so an idle worker
    holds little and the next checkpoint starts from the same footprint under the memory cap."""
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass  # not glibc: nothing to trim this way


def _cap_memory(memory_bytes: int) -> None:
    """Put this worker in a cgroup of its own with a memory limit, where one can be made: a
    checkpoint built to exhaust memory then kills this process only (the evaluation fails with
    the reason), never the grader. Without cgroups the limit is not enforced."""
    from infra._cgroups import CgroupLimits

    CgroupLimits.sweep("a2rl-eval-")
    group, _ = CgroupLimits.create(f"a2rl-eval-{os.getpid()}", memory_bytes=memory_bytes, pids=None, cpus=None)
    if group is not None:
        group.join(os.getpid())


def policy_on_gpu(device: str) -> bool:
    """Whether policy workers for `device` (auto, cpu, cuda) run on GPUs in this Ray cluster."""
    return device != "cpu" and cluster_gpus() > 0


def default_replicas(device: str) -> int:
    """One worker per GPU; on CPU one per free core (each runs one thread).

    Free, not total: workers of another engine still alive keep their CPUs, and asking for
    more than is free would leave ours waiting for ever. Idle pooled workers count as free:
    they are reused, or killed to make room (`start_workers`).
    """
    import ray

    if policy_on_gpu(device):
        return cluster_gpus()
    free = int(ray.available_resources().get("CPU", 0)) + POOL.idle_count()
    return max(1, min(cluster_cpus(), free))


def start_workers(model_path: str, replicas: int, backend: BackendName, device: str,
                  memory_bytes: int | None = None, dtype: PolicyDtype = "auto") -> PolicyWorkers:
    """`replicas` workers loading `model_path`: idle pooled ones first, new ones for the rest."""
    return PolicyWorkers(model_path, replicas, backend, device, memory_bytes, dtype)


class PolicyWorkers:
    """One engine's policy workers: taken from the pool or started, loaded, then pooled or killed.

    `handles` is the list the engine's scheduler uses; it is changed in place only.
    """

    def __init__(self, model_path: str, replicas: int, backend: BackendName, device: str,
                 memory_bytes: int | None, dtype: PolicyDtype = "auto") -> None:
        self.on_gpu = policy_on_gpu(device)
        self._load_args = (model_path, backend, "cuda" if self.on_gpu else "cpu", dtype)
        self._memory_bytes = memory_bytes
        # GPU workers are never pooled (an idle one would hold a GPU for nothing), nor vLLM.
        pooled = idle_seconds() > 0 and not self.on_gpu and choose_backend(backend, "cpu") == "transformers"
        self.key = WorkerKey("transformers", "cpu", memory_bytes, THREADS) if pooled else None
        self.handles: list = POOL.take(self.key, replicas) if self.key is not None else []
        self._reused = [True] * len(self.handles)
        self._ready = [h.load.remote(*self._load_args) for h in self.handles]
        fresh = replicas - len(self.handles)
        if fresh > 0 and not self.on_gpu:
            POOL.make_room(fresh)  # idle workers of another key must not hold the CPUs ours wait for
        for _ in range(fresh):
            handle, ready = self._start_fresh()
            self.handles.append(handle)
            self._reused.append(False)
            self._ready.append(ready)

    def _start_fresh(self) -> tuple[Any, Any]:
        import ray

        actor = ray.remote(num_cpus=0 if self.on_gpu else 1, num_gpus=1 if self.on_gpu else 0, max_restarts=0,
                           max_task_retries=0)(PolicyWorker)
        handle = actor.remote(THREADS, self._memory_bytes, *self._load_args)
        return handle, handle.pid.remote()

    def wait(self, timeout_s: float) -> None:
        """Until every worker has the policy loaded.

        Raises what `ray.get` raises for a fresh worker (its creation failed: the checkpoint did
        not load, or memory ran out) or GetTimeoutError. A reused worker that fails to load is
        killed and replaced by a fresh one, whose outcome is the one reported: a checkpoint's
        error is the same with or without the pool, and a worker that failed is never reused.
        """
        import ray

        deadline = time.monotonic() + timeout_s
        pending = {ref: i for i, ref in enumerate(self._ready)}
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1, timeout=max(0.0, deadline - time.monotonic()))
            if not done:
                raise ray.exceptions.GetTimeoutError(f"the policy workers were not ready within {timeout_s:g} s")
            for ref in done:
                i = pending.pop(ref)
                try:
                    ray.get(ref)
                except (ray.exceptions.RayActorError, ray.exceptions.RayTaskError,
                        ray.exceptions.OutOfMemoryError):
                    if not self._reused[i]:
                        raise
                    ray.kill(self.handles[i], no_restart=True)
                    self.handles[i], self._ready[i] = self._start_fresh()
                    self._reused[i] = False
                    pending[self._ready[i]] = i

    def close(self, clean: bool) -> None:
        """Hand the workers back to the pool when their evaluation ended `clean`, else kill them.

        A worker is pooled only once it has unloaded its policy; one that does not answer is killed.
        """
        import ray

        handles = list(self.handles)
        self.handles.clear()
        if not (clean and self.key is not None and handles):
            for handle in handles:
                ray.kill(handle, no_restart=True)
            return
        # Reuse is safe (graders.engine._worker_pool): a checkpoint is weights and JSON, never code; the
        # memory goes with `unload`; and only workers whose whole evaluation succeeded get here.
        refs = [h.unload.remote() for h in handles]
        done, _ = ray.wait(refs, num_returns=len(refs), timeout=UNLOAD_TIMEOUT_S)
        healthy = []
        for handle, ref in zip(handles, refs):
            try:
                if ref in done:
                    ray.get(ref)
                    healthy.append(handle)
                    continue
            except ray.exceptions.RayError:
                pass
            ray.kill(handle, no_restart=True)
        POOL.give_back(self.key, healthy)
