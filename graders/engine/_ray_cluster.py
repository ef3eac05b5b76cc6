"""Joining an existing Ray cluster (`--ray-address` / `RAY_ADDRESS`): checked before joining,
what it offers checked against what the evaluation needs, and which one was used recorded.

Ray itself waits minutes on an address nobody answers at, and a cluster with no GPU would
leave `--device cuda` workers pending for ever; both are one line (UsageError) here instead.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import socket
import threading
import uuid
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from infra import UsageError, install_command, installed_version

log = logging.getLogger(__name__)
CONNECT_TIMEOUT_S = 5.0  # a TCP connect to the head: an address that answers does so at once
GCS_TIMEOUT_S = 10.0  # the GCS's first answer (Ray's own client would wait 40 s and more)
NODE_CHECK_TIMEOUT_S = 30.0  # per-node checks of a multi-node cluster; a busy node is skipped, not waited on
FIX = "start one with `ray start --head` (docs/cluster.md), or drop --ray-address / unset RAY_ADDRESS for a local Ray"


class RayCluster(BaseModel):
    """Which Ray an evaluation ran on, kept with its result (small on purpose)."""

    model_config = ConfigDict(frozen=True)

    address: str = Field(description="'local' (a private Ray of this process) or the RAY_ADDRESS it joined.")
    nodes: int
    cpus: int
    gpus: int
    job_id: str | None = Field(None, description="This process's job in that cluster (its job list shows it).")

    def params(self) -> dict[str, object]:
        """As MLflow params."""
        return {"ray_address": self.address, "ray_nodes": self.nodes, "ray_cpus": self.cpus, "ray_gpus": self.gpus}


def ray_address() -> str | None:
    """The cluster to join ($RAY_ADDRESS), None for a private local Ray."""
    address = (os.environ.get("RAY_ADDRESS") or "").strip()
    return None if address in ("", "local") else address


def current_cluster() -> RayCluster | None:
    """The Ray this process has joined, None when Ray is not started (never raises: it is bookkeeping)."""
    import ray

    if not ray.is_initialized():
        return None
    try:
        resources = ray.cluster_resources()
        nodes = sum(1 for n in ray.nodes() if n.get("Alive"))
        job_id = ray.get_runtime_context().get_job_id()
    except Exception as exc:  # noqa: BLE001 - a record must not fail an evaluation
        log.debug("could not describe the Ray cluster: %s", exc)
        return None
    return RayCluster(address=ray_address() or "local", nodes=nodes, cpus=int(resources.get("CPU", 0)),
                      gpus=int(resources.get("GPU", 0)), job_id=job_id)


def _endpoint(address: str) -> tuple[str, int, bool]:
    """(host, port, is Ray Client) of `address`, or UsageError saying what it should look like."""
    client = address.startswith("ray://")
    rest = address[len("ray://"):] if client else address
    host, sep, port = rest.rstrip("/").rpartition(":")
    if "://" in rest or not sep or not host or not port.isdigit():
        hint = " (that is the dashboard / Jobs API; Ray's own address is the GCS one)" if "http" in address else ""
        raise UsageError(f"Ray address {address!r} is not one a2rl can join{hint}: give host:port as printed by "
                         "`ray start --head` (port 6379 by default), or ray://host:10001 for Ray Client")
    return host.strip("[]"), int(port), client


def check_ray_address(address: str) -> None:
    """Raise UsageError within seconds unless a Ray cluster answers at `address`.

    `auto` is left to Ray (it finds a cluster started on this machine, or says there is none).
    """
    if address == "auto":
        return
    host, port, client = _endpoint(address)
    if client and importlib.util.find_spec("grpc") is None:
        raise UsageError(f"{address} is a Ray Client address, and Ray Client needs a2rl's `cluster` extra: "
                         f"{install_command('cluster')}, or run a2rl on a node of the cluster with "
                         "--ray-address <head>:6379")
    try:
        socket.create_connection((host, port), timeout=CONNECT_TIMEOUT_S).close()
    except OSError as exc:
        why = "timed out" if isinstance(exc, TimeoutError) else (exc.strerror or type(exc).__name__)
        raise UsageError(f"no Ray cluster answers at {address} ({why}): {FIX}") from exc
    if not client:
        _check_gcs(f"{host}:{port}", address)


def _check_gcs(endpoint: str, address: str) -> None:
    """Ask the GCS once (in a thread: a port held by something else never answers)."""
    try:
        from ray._raylet import GcsClient  # Ray's own client, not a public API: pinned in constraints.txt
        from ray.exceptions import AuthenticationError
    except ImportError:
        return  # another Ray: ray.init will say what is wrong, only more slowly

    outcome: list[BaseException | None] = []

    def ask() -> None:
        try:
            GcsClient(address=endpoint)
            outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
            outcome.append(exc)

    thread = threading.Thread(target=ask, name="a2rl-ray-address-check", daemon=True)
    thread.start()
    thread.join(GCS_TIMEOUT_S)
    if not outcome:
        raise UsageError(f"something listens at {address} but it does not answer as a Ray cluster within "
                         f"{GCS_TIMEOUT_S:g} s: give the address `ray start --head` printed (host:6379 by default), "
                         "or drop --ray-address")
    exc = outcome[0]
    if isinstance(exc, AuthenticationError):
        raise UsageError(f"the Ray cluster at {address} uses token authentication: set RAY_AUTH_MODE=token and "
                         "give its token (RAY_AUTH_TOKEN, or ~/.ray/auth_token copied from the head)") from exc
    if exc is not None:
        raise UsageError(f"the Ray cluster at {address} did not answer: {str(exc).strip()[:300]} — {FIX}") from exc


def joined_error(address: str, exc: BaseException) -> UsageError:
    """What `ray.init` failing to join `address` (which answered) means for the user."""
    return UsageError(f"could not join the Ray cluster at {address}: {str(exc).strip().splitlines()[0][:300]} — "
                      "host:port works on a node of the cluster (run a2rl on the head, or join this machine with "
                      "`ray start --address <head>:6379` first); from elsewhere use ray://<head>:10001")


def check_resources(device: str) -> None:
    """Raise UsageError when the joined cluster cannot run the policy workers `device` needs."""
    import ray

    resources = ray.cluster_resources()
    where = f"the Ray cluster at {ray_address()}" if ray_address() else "this machine's Ray"
    if device.startswith("cuda") and resources.get("GPU", 0) < 1:
        raise UsageError(f"--device cuda, but {where} has no GPU ({int(resources.get('CPU', 0))} CPUs): add GPU "
                         "nodes (`ray start --address <head>:6379 --num-gpus N` on each; docs/cluster.md), "
                         "or use --device auto (GPUs where there are, else CPUs)")
    on_gpu = device != "cpu" and resources.get("GPU", 0) >= 1
    if not on_gpu and resources.get("CPU", 0) < 1:
        raise UsageError(f"{where} offers no CPU for the policy workers of --device {device}: start its nodes "
                         "with --num-cpus > 0" + ("" if device == "cpu" else ", or add GPU nodes"))


def _node_view(marker: str) -> tuple[bool, str | None]:
    """Run on one node: whether the marker written by the driver is visible there, and a2rl's version."""
    return os.path.isfile(marker), installed_version("a2rl")


def node_problems(home: Path, marker_name: str | None = None) -> list[str]:
    """What keeps each alive node from evaluating: `home` not shared at the same path, or another a2rl.

    Policy workers read checkpoints and the state folder by path, so every node must see `home`
    where the driver does (NFS); a marker file written here must be visible there. A node that does
    not answer within NODE_CHECK_TIMEOUT_S (busy, or starting) is not reported.
    """
    import ray
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    marker = home / (marker_name or f".ray-node-check-{uuid.uuid4().hex}")
    ours = marker_name is None
    if ours:
        marker.write_text("written by a2rl to see which Ray nodes share this folder; safe to delete\n")
    try:
        version = installed_version("a2rl")
        probe = ray.remote(num_cpus=0, max_retries=0)(_node_view)
        nodes = [n for n in ray.nodes() if n.get("Alive")]
        refs = [probe.options(scheduling_strategy=NodeAffinitySchedulingStrategy(n["NodeID"], soft=False)).remote(
            str(marker)) for n in nodes]
        ready, _ = ray.wait(refs, num_returns=len(refs), timeout=NODE_CHECK_TIMEOUT_S)
        problems = []
        for node, ref in zip(nodes, refs):
            name = node.get("NodeManagerAddress") or node["NodeID"][:12]
            if ref not in ready:
                continue
            try:
                visible, theirs = ray.get(ref)
            except ray.exceptions.RayError as exc:
                problems.append(f"node {name}: cannot run a2rl's code ({type(exc).__name__}); install the same "
                                "a2rl on every node")
                continue
            if not visible:
                problems.append(f"node {name}: does not see {home} (A2RL_HOME must be on storage every node "
                                "mounts at the same path, e.g. NFS)")
            if theirs != version:
                problems.append(f"node {name}: a2rl {theirs or 'not installed'}, here {version}; install the same "
                                "a2rl on every node")
        return problems
    finally:
        if ours:
            marker.unlink(missing_ok=True)


def warn_about_nodes() -> None:
    """On a multi-node cluster, warn once about nodes that cannot evaluate (node_problems)."""
    import ray

    if sum(1 for n in ray.nodes() if n.get("Alive")) < 2:
        return  # the driver's own node: same files, same install
    from infra import A2RLHome

    try:
        problems = node_problems(A2RLHome.resolve().root)
    except Exception as exc:  # noqa: BLE001 - a check that cannot run must not stop an evaluation
        log.debug("the Ray nodes could not be checked: %s", exc)
        return
    for problem in problems:
        log.warning("Ray cluster at %s, %s (docs/cluster.md)", ray_address(), problem)
