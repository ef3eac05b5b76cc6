"""Ray setup: a local Ray by default, the cluster at `RAY_ADDRESS` when set (graders.engine._ray_cluster)."""

from __future__ import annotations

import logging
import os
import re
import threading

from graders.engine._ray_cluster import check_ray_address, joined_error, ray_address, warn_about_nodes

log = logging.getLogger(__name__)


def worker_env() -> dict[str, str]:
    """Environment for Ray workers: one BLAS thread each (a worker is one CPU's worth)."""
    env = {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "TOKENIZERS_PARALLELISM": "false"}
    # Settings the environments read where they run (a search API's key stays out of task
    # options, so out of trajectories and caches).
    for key in ("HF_HUB_OFFLINE", "HF_HOME", "A2RL_HOME", "A2RL_DATA_DIR", "A2RL_SEARCH_API_KEY"):
        if key in os.environ:
            env[key] = os.environ[key]
    if os.environ.get("A2RL_TASKS"):  # absolute: a worker's working directory is not the driver's
        env["A2RL_TASKS"] = os.pathsep.join(os.path.abspath(p) for p in os.environ["A2RL_TASKS"].split(os.pathsep) if p)
    return env


def ensure_ray() -> None:
    """Start (or join) Ray once per process.

    Call it from a long-lived thread (the main one): Ray's local processes are tied to the
    thread that started them and die with it, so a first call from a request-handler
    thread would take Ray down when that thread is retired.

    Raises UsageError (saying what to do) when `RAY_ADDRESS` names a cluster that cannot be joined.
    """
    import ray

    if ray.is_initialized():
        return
    if threading.current_thread() is not threading.main_thread():
        log.warning("starting Ray from thread %s; it ends when that thread does",
                    threading.current_thread().name)
    address = ray_address()
    if address is None:
        # "local" starts a private instance: never join some other cluster found on the
        # machine (an agent's rollouts must not land in the grader's Ray).
        ray.init(address="local", runtime_env={"env_vars": worker_env()}, include_dashboard=False,
                 log_to_driver=False, logging_level="ERROR", configure_logging=True)
        return
    check_ray_address(address)  # seconds, not Ray's minutes, for an address nobody answers at
    try:
        ray.init(address=address, runtime_env={"env_vars": worker_env()}, log_to_driver=False,
                 logging_level="ERROR", configure_logging=True)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise joined_error(address, exc) from exc
    warn_about_nodes()


def cluster_cpus() -> int:
    import ray

    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def cluster_gpus() -> int:
    import ray

    return int(ray.cluster_resources().get("GPU", 0))


def ray_cause(exc: BaseException) -> str:
    cause = getattr(exc, "cause", None) or exc
    text = str(cause).strip().splitlines()
    useful = [line for line in text if line.strip() and not line.startswith(("Traceback", "  "))]
    last = (useful[-1] if useful else str(cause))[:300]
    # Ray wraps the real error ("ActorDiedError: ... OSError: ..."): name the real one.
    return last if re.match(r"^[A-Za-z_.]+(Error|Exception)\b", last) else f"{type(cause).__name__}: {last}"
