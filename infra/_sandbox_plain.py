"""The `none` backend: a plain subprocess with a cleared environment, only on explicit opt-in."""

from __future__ import annotations

from infra._sandbox import AgentSandbox

__all__ = ["PlainAgentSandbox"]


class PlainAgentSandbox(AgentSandbox):
    backend = "none"

    def _enforce(self) -> None:
        self._limits_held("NOT enforced: unsandboxed")
        self.report.notes.append("unsandboxed: the agent ran as a plain process of the harness's user")
