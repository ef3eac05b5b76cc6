"""Where the policy runs: backends in Ray actors, one per device (GPU) or per CPU.

The rollout engine sends micro-batches of chats to these workers; each answer goes on to
the environment actors holding its episodes (graders._scheduler).
"""

from __future__ import annotations

import importlib.util
import os
from typing import Literal

from graders._inference import Chat, Completion, GenerationConfig, InferenceBackend, TransformersBackend
from graders._ray import cluster_cpus, cluster_gpus

BackendName = Literal["auto", "transformers", "vllm"]


def vllm_available() -> bool:
    return importlib.util.find_spec("vllm") is not None


def choose_backend(backend: BackendName, device: str) -> Literal["transformers", "vllm"]:
    """vLLM when it is installed and a GPU is there (unless told otherwise), else transformers."""
    if backend != "auto":
        return backend
    wants_gpu = device in ("auto", "cuda") or device.startswith("cuda")
    return "vllm" if wants_gpu and vllm_available() and cluster_gpus() > 0 else "transformers"


def load_backend(model_path: str, backend: BackendName = "auto", device: str = "auto") -> InferenceBackend:
    if choose_backend(backend, device) == "vllm":
        from graders._vllm import VLLMBackend

        return VLLMBackend(model_path)
    return TransformersBackend(model_path, device=device)


class PolicyWorker:
    """A loaded policy in its own process (a Ray actor): a bad checkpoint cannot take the grader down."""

    def __init__(self, model_path: str, backend: BackendName, device: str, threads: int,
                 memory_bytes: int | None = None) -> None:
        import torch

        if memory_bytes:
            _cap_memory(memory_bytes)
        torch.set_num_threads(max(1, threads))
        self.backend = load_backend(model_path, backend, device)

    def complete(self, chats: list[Chat], config: dict, keys: list[str] | None = None) -> list[Completion]:
        return self.backend.complete(chats, GenerationConfig.model_validate(config), keys)

    def forget(self, keys: list[str] | None = None) -> None:
        self.backend.forget(keys)

    def pid(self) -> int:
        return os.getpid()


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
    more than is free would leave ours waiting for ever.
    """
    import ray

    if policy_on_gpu(device):
        return cluster_gpus()
    free = int(ray.available_resources().get("CPU", 0))
    return max(1, min(cluster_cpus(), free))


def start_workers(model_path: str, replicas: int, backend: BackendName, device: str,
                  memory_bytes: int | None = None) -> list:
    import ray

    on_gpu = policy_on_gpu(device)
    actor = ray.remote(num_cpus=0 if on_gpu else 1, num_gpus=1 if on_gpu else 0, max_restarts=0,
                       max_task_retries=0)(PolicyWorker)
    return [actor.remote(model_path, backend, "cuda" if on_gpu else "cpu", 1, memory_bytes)
            for _ in range(replicas)]
