"""Which sandbox backend works on this machine, and the one a run uses."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
from typing import Literal

from infra._errors import UsageError
from infra._sandbox_models import SandboxName

__all__ = ["bwrap_binary", "bwrap_works", "choose_sandbox", "docker_engine"]


def bwrap_binary() -> str | None:
    return shutil.which(os.environ.get("A2RL_BWRAP") or "bwrap")


@functools.cache
def bwrap_works(binary: str) -> tuple[bool, str]:
    """Can `binary` make a sandbox with pid and network namespaces here? (Asked once.)"""
    try:
        proc = subprocess.run([binary, "--unshare-pid", "--unshare-net", "--die-with-parent",
                               "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "true"],
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as exc:
        return False, f"{type(exc).__name__}: {exc}"
    return proc.returncode == 0, proc.stderr.strip()[-300:]


def docker_engine():
    """A docker client whose engine answers, or None."""
    try:
        import docker

        client = docker.from_env(timeout=5)
        client.ping()
        return client
    except Exception:  # noqa: BLE001 - no SDK, no socket, no engine: all mean "not here"
        return None


def choose_sandbox(name: SandboxName, allow_unsandboxed: bool = False) -> Literal["bwrap", "docker", "none"]:
    """The backend to use, or a UsageError that says how to get one."""
    if name == "none":
        if not allow_unsandboxed:
            raise UsageError("--sandbox none runs the agent as a plain process that can read the grader's files "
                             "and the sealed test data; add --allow-unsandboxed to accept that (the report will "
                             "say the run was unsandboxed), or install bubblewrap (apt-get install bubblewrap)")
        return "none"
    if name in ("auto", "bwrap"):
        binary = bwrap_binary()
        ok, detail = bwrap_works(binary) if binary else (False, "no bwrap on PATH")
        if ok:
            return "bwrap"
        if name == "bwrap":
            raise UsageError(f"--sandbox bwrap: bubblewrap cannot make a sandbox here ({detail}); install it "
                             "(apt-get install bubblewrap) and make sure unprivileged namespaces or root are "
                             "available, or use --sandbox docker")
    if docker_engine() is not None:
        return "docker"
    if name == "docker":
        raise UsageError("--sandbox docker: no Docker engine answers (is the daemon running and "
                         "DOCKER_HOST right?); or use --sandbox bwrap")
    raise UsageError("no sandbox is available: install bubblewrap (apt-get install bubblewrap) or start a Docker "
                     "engine; to run the agent unsandboxed anyway, pass --sandbox none --allow-unsandboxed")
