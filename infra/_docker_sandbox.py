"""The Docker backend: the container an agent session runs in."""

from __future__ import annotations

import os

from infra._gpus import cuda_inside
from infra._sandbox_models import AGENT_HOME, DOCKER_IMAGE, PACKAGE_ROOT, SOCKET_DIR, AgentLimits, Network, SandboxPaths

__all__ = ["DockerSandbox"]


class DockerSandbox:
    """The same policy as a container: what `docker.containers.run` is given."""

    def __init__(self, paths: SandboxPaths, network: Network, limits: AgentLimits,
                 image: str = DOCKER_IMAGE) -> None:
        self.paths, self.network, self.limits, self.image = paths, network, limits, image

    def container_spec(self, inner: list[str], env: dict[str, str]) -> dict:
        """Keyword arguments for `docker.from_env().containers.run(**spec)`."""
        p, lim = self.paths, self.limits
        volumes = {str(p.workspace): {"bind": str(p.workspace), "mode": "rw"}}
        volumes.update({str(ro): {"bind": str(ro), "mode": "ro"} for ro in p.read_only if ro.exists()})
        volumes[str(PACKAGE_ROOT)] = {"bind": "/opt/a2rl", "mode": "ro"}
        if p.socket_dir is not None:
            volumes[str(p.socket_dir)] = {"bind": SOCKET_DIR, "mode": "ro"}
        spec: dict = {
            "image": self.image, "command": inner, "environment": {**env, "PYTHONPATH": "/opt/a2rl"},
            "working_dir": str(p.workspace), "volumes": volumes, "detach": True, "auto_remove": False,
            "network_mode": "bridge" if self.network == "open" else "none",
            "cap_drop": ["ALL"], "security_opt": ["no-new-privileges"], "init": True,
            # The image (system, Python) read-only as in bwrap; Docker's 64 MB /dev/shm is too small
            # for Ray's object store.
            "read_only": True, "shm_size": "2g",
            "user": f"{os.getuid()}:{os.getgid()}" if os.geteuid() != 0 else "10001:10001",
            "tmpfs": {"/tmp": "rw,exec,size=8g", AGENT_HOME: "rw,exec,size=2g"},
            "labels": {"a2rl.session": "agent"},
        }
        if lim.memory_bytes:
            spec["mem_limit"] = lim.memory_bytes
            spec["memswap_limit"] = lim.memory_bytes  # no swap beyond the limit
        if lim.pids:
            spec["pids_limit"] = lim.pids
        if lim.cpus:
            spec["cpuset_cpus"] = lim.cpus
        if lim.gpus != "none":
            import docker.types

            ids = None if lim.gpus in (None, "all") else lim.gpus.split(",")
            spec["device_requests"] = [docker.types.DeviceRequest(
                count=-1 if ids is None else None, device_ids=ids, capabilities=[["gpu"]])]
            if ids is not None:
                # The container holds only these cards, numbered 0…k-1: the host's ids would hide them.
                spec["environment"]["CUDA_VISIBLE_DEVICES"] = cuda_inside(lim.gpus)
        return spec
