"""The bwrap backend: namespaces, a uid of its own, a cgroup for memory, processes and CPUs."""

from __future__ import annotations

import os

from infra._bwrap import DEFAULT_PATH, BwrapSandbox, sandbox_env
from infra._gpus import GpuGrant, grant_gpus
from infra._sandbox import AgentSandbox, _fmt

__all__ = ["BwrapAgentSandbox"]


class BwrapAgentSandbox(AgentSandbox):
    backend = "bwrap"
    private_home = True

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.uid = BwrapSandbox.pick_uid()
        self.report.uid = self.uid
        self._grant: GpuGrant | None = None

    @property
    def gpu_grant(self) -> GpuGrant:
        """The device nodes that give the session its `--gpus` (and only those)."""
        if self._grant is None:
            self._grant = grant_gpus(self.limits.gpus)
        return self._grant

    @property
    def relays_grader(self) -> bool:
        return self.network != "open"

    def _enforce(self) -> None:
        lim, enforced = self.limits, self.report.enforced
        BwrapSandbox(self.paths, self.network, self.uid, self.gpu_grant).prepare()
        if lim.gpus is not None:
            enforced["gpus"] = self.gpu_grant.how
        from infra._cgroups import CgroupLimits

        self.cgroup, how = CgroupLimits.create(f"a2rl-{self.name}", memory_bytes=lim.memory_bytes,
                                               pids=lim.pids, cpus=lim.cpus)
        for key, value in (("memory", lim.memory_bytes), ("cpus", lim.cpus)):
            if value is not None:
                enforced[key] = f"{_fmt(key, value)} ({how if self.cgroup else 'NOT enforced: ' + how})"
        if lim.pids is not None:
            ways = [how] if self.cgroup else []
            if self.uid is not None:
                ways.append("RLIMIT_NPROC of the session's own uid")
            enforced["pids"] = f"{lim.pids} ({' + '.join(ways) or 'NOT enforced: ' + how})"

    def command(self, inner: list[str], env: dict[str, str], listen: str | None = None) -> tuple[list[str], dict]:
        inner, env = super().command(inner, env, listen)
        env = sandbox_env(env, uid=self.uid)
        if self.gpu_grant.visible is not None:
            env["CUDA_VISIBLE_DEVICES"] = self.gpu_grant.visible  # the granted cards, as CUDA numbers them inside
        if self.limits.pids is not None and self.uid is not None:
            env["A2RL_SANDBOX_NPROC"] = str(self.limits.pids)
        env.update(self.relay_env(listen))
        argv = BwrapSandbox(self.paths, self.network, self.uid, self.gpu_grant).argv(inner, env)
        outer: dict[str, str] = {"PATH": os.environ.get("PATH", DEFAULT_PATH)}
        if self.cgroup is not None:
            argv = self.cgroup.join_prefix() + argv
            outer.update(self.cgroup.env())
        return argv, outer

    def _release(self) -> None:
        if self.cgroup is None:
            return
        usage = self.cgroup.usage()
        if usage.peak_memory_bytes is not None:
            self.report.notes.append(f"peak memory {usage.peak_memory_bytes / 2**30:.2f} GiB")
        if usage.oom_kills:
            self.report.notes.append(f"{usage.oom_kills} process(es) killed at the memory limit")
        if usage.pids_refused:
            self.report.notes.append(f"{usage.pids_refused} fork(s) refused at the process limit")
        self.cgroup.remove()
