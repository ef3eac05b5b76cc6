"""The harness's side of a session's network policy: what is relayed into the sandbox, and the egress proxy.

    none    the grading API only (a Unix socket, served on the same loopback port inside)
    model   + the recording model proxy, relayed the same way; + the egress proxy, which refuses
            every host and records each attempt (`grader/recording/egress.jsonl`)
    allow   as model, but the egress proxy lets the `--allow-host` hosts through
    open    the host's network, its loopback included: nothing relayed, nothing recorded (UNRESTRICTED)
"""

from __future__ import annotations

from pathlib import Path

from agents import AgentSpec
from agents.recording import RecordingConfig, SessionRecorder
from infra import AgentSandbox, EgressProxy, Network, UsageError

EGRESS_PORT = 3128  # inside the sandbox's own network, where nothing else listens but the relays
NO_PROXY = "localhost,127.0.0.1,::1"


def check_policy(policy: Network, agent: AgentSpec, recording: RecordingConfig) -> None:
    """An agent that calls an LLM, under model/allow, reaches it only through the recording proxy."""
    api = agent.driver.api if agent.driver else None
    if policy in ("model", "allow") and agent.requires.network and not recording.proxy_wanted(api, True):
        raise UsageError(f"agent {agent.name} calls an LLM API, which --network {policy} reaches only through "
                         "the recording proxy: drop --no-record-model-calls, or give --network open (the run is "
                         "then marked UNRESTRICTED)")


class SessionNetwork:
    """Relays and egress proxy of one session, started before the agent and stopped after it."""

    def __init__(self, policy: Network, sandbox: AgentSandbox, recorder: SessionRecorder,
                 allow_hosts: tuple[str, ...], egress_log: Path) -> None:
        self.policy, self.sandbox, self.recorder = policy, sandbox, recorder
        self.allow_hosts, self.egress_log = allow_hosts, egress_log
        self.egress: EgressProxy | None = None
        self._egress_listen: str | None = None

    @property
    def enforced(self) -> bool:
        """The agent has a network of its own (not under open, nor unsandboxed)."""
        return self.sandbox.relays_grader

    def prepare(self) -> None:
        """Before the recorder starts: the model proxy also listens on the socket the sandbox relays."""
        if not self.enforced or self.policy not in ("model", "allow"):
            if self.policy in ("model", "allow"):
                self.sandbox.report.notes.append(f"network {self.policy} NOT enforced: the agent shares the "
                                                 "harness's network (unsandboxed)")
            return
        proxy = self.recorder.proxy
        if proxy is not None:
            socket = self.sandbox.relay("model", f"127.0.0.1:{proxy.port}")
            assert socket is not None
            proxy.serve_unix(socket)
        socket = self.sandbox.socket_for("egress")
        assert socket is not None
        self.egress = EgressProxy(self.egress_log, list(self.allow_hosts) if self.policy == "allow" else [],
                                  socket, policy=self.policy)

    def start(self, grader_port: int) -> None:
        """With the grader's port known: the egress proxy's port inside (one no relay uses), and the proxy up."""
        if self.egress is None:
            return
        taken = {grader_port, self.recorder.proxy.port if self.recorder.proxy is not None else None}
        port = next(p for p in range(EGRESS_PORT, EGRESS_PORT + 100) if p not in taken)
        self._egress_listen = f"127.0.0.1:{port}"
        self.sandbox.relay("egress", self._egress_listen)
        self.egress.start()

    def agent_env(self) -> dict[str, str]:
        """The proxy variables the agent's tools read (pip, git, curl, huggingface_hub, Node, Rust)."""
        if self._egress_listen is None:
            return {}
        url = f"http://{self._egress_listen}"
        return {"HTTPS_PROXY": url, "https_proxy": url, "HTTP_PROXY": url, "http_proxy": url,
                "NO_PROXY": NO_PROXY, "no_proxy": NO_PROXY}

    def stop(self) -> None:
        if self.egress is not None:
            self.egress.stop()
