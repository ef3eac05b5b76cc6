"""The sandbox backends by name: each is an `AgentSandbox` subclass that registers itself."""

from __future__ import annotations

from infra._docker_session import DockerAgentSandbox
from infra._sandbox import AgentSandbox
from infra._sandbox_bwrap import BwrapAgentSandbox
from infra._sandbox_models import DOCKER_IMAGE, AgentLimits, Network, SandboxPaths
from infra._sandbox_plain import PlainAgentSandbox

__all__ = ["BwrapAgentSandbox", "DockerAgentSandbox", "PlainAgentSandbox", "make_sandbox", "sandbox_backends"]


def sandbox_backends() -> list[str]:
    return sorted(AgentSandbox.registry)


def make_sandbox(backend: str, network: Network, limits: AgentLimits, paths: SandboxPaths, name: str,
                 docker_image: str = DOCKER_IMAGE) -> AgentSandbox:
    """The sandbox of one session on `backend` (bwrap, docker, none: `choose_sandbox` picks one that works)."""
    if backend not in AgentSandbox.registry:
        raise ValueError(f"unknown sandbox backend {backend!r}; available: {', '.join(sandbox_backends())}")
    return AgentSandbox.registry[backend](network, limits, paths, name, docker_image=docker_image)
