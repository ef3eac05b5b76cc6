"""One agent session's recording: every recorder started, fed and stopped in the right order.

    recorder = SessionRecorder(run.grader / "recording", config, agent, agent_log, workspace / "code")
    recorder.start()                      # the proxy and the event tail, before the agent starts
    env.update(recorder.agent_env())      # the CLI's API base URL → the proxy
    run_with_budget(..., on_spawn=recorder.attach, watch=lambda: recorder.watch())
    summary = recorder.stop()             # after the last process is gone

The session calls `on_submission` for every accepted submission (its code revision).
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

from pydantic import BaseModel, Field

from agents._spec import AgentSpec
from agents.recording._config import RecordingConfig
from agents.recording._events import EventSummary, EventTail
from agents.recording._process_model import ProcessSummary
from agents.recording._processes import ProcessRecorder
from agents.recording._proxy import PLACEHOLDER_KEY, ModelProxy
from agents.recording._proxy_calls import ModelBudget, ModelTotals
from agents.recording._resources import ResourceSampler, ResourceSummary
from agents.recording._revisions import CodeRevisions, RevisionSummary

__all__ = ["RecordingSummary", "SessionRecorder", "recording_metrics"]


class RecordingSummary(BaseModel):
    """`grader/recording/summary.json`: one session's recording in numbers (what MLflow gets)."""

    events: EventSummary | None = None
    processes: ProcessSummary | None = None
    resources: ResourceSummary | None = None
    model_calls: ModelTotals | None = Field(None, description="None: the recording proxy was off.")
    revisions: RevisionSummary | None = None
    budget_stop: str | None = Field(None, description="Why the model-call budget ended the session, if it did.")
    problems: list[str] = Field(default_factory=list, description="Recorders that could not run, and why.")

    def usage(self) -> tuple[int | None, float | None]:
        """(tokens, cost_usd) of the agent's model calls: the proxy's count, else its CLI's own account."""
        tokens: int | None = None
        cost: float | None = None
        if self.model_calls is not None:
            tokens = self.model_calls.input_tokens + self.model_calls.output_tokens
            cost = self.model_calls.cost_usd
        if self.events is not None:
            e = self.events
            if tokens is None and (e.input_tokens or e.output_tokens):  # 0 and 0: the CLI reports no usage
                tokens = e.input_tokens + e.output_tokens
            if cost is None:
                cost = e.cost_usd
        return tokens, cost


def _upstream(explicit: str | None, env_var: str, default: str) -> str:
    value = explicit or os.environ.get(env_var) or default
    value = value.rstrip("/")
    return value[:-3] if value.endswith("/v1") else value


def _held_keys() -> dict[str, str]:
    keys = {"openai": os.environ.get("OPENAI_API_KEY"), "anthropic": os.environ.get("ANTHROPIC_API_KEY"),
            "gemini": os.environ.get("GEMINI_API_KEY") or os.environ.get("GOOGLE_API_KEY")}
    return {api: key for api, key in keys.items() if key}


class SessionRecorder:
    def __init__(self, folder: Path, config: RecordingConfig, agent: AgentSpec, agent_log: Path,
                 code_dir: Path, cgroup_dir: Path | None = None) -> None:
        self.folder, self.config, self.agent = folder, config, agent
        self.code_dir, self.cgroup_dir = code_dir, cgroup_dir
        folder.mkdir(parents=True, exist_ok=True)
        self.revisions = CodeRevisions(folder / "code.git", folder / "revisions.jsonl")
        self.events = EventTail(agent_log, folder / "events.jsonl", agent.events)
        self.processes = ProcessRecorder(folder / "processes.jsonl", interval_s=config.process_interval_s)
        self.resources: ResourceSampler | None = None
        api = agent.driver.api if agent.driver else None
        self.proxy: ModelProxy | None = None
        if config.proxy_wanted(api, agent.requires.network):
            budget = (ModelBudget(max_tokens=config.max_tokens, max_cost_usd=config.max_cost_usd)
                      if config.max_tokens or config.max_cost_usd else None)
            self.proxy = ModelProxy(
                folder / "model_calls.jsonl",
                openai_upstream=_upstream(config.openai_upstream, "OPENAI_BASE_URL", "https://api.openai.com"),
                anthropic_upstream=_upstream(config.anthropic_upstream, "ANTHROPIC_BASE_URL",
                                             "https://api.anthropic.com"),
                gemini_upstream=_upstream(config.gemini_upstream, "GOOGLE_GEMINI_BASE_URL",
                                          "https://generativelanguage.googleapis.com"),
                budget=budget, keys=_held_keys() if config.hold_keys else None)
        self._last_commit = time.monotonic()
        self._committer: threading.Thread | None = None
        self._lock = threading.Lock()
        self.problems: list[str] = []
        self._stopped: RecordingSummary | None = None

    def start(self) -> None:
        if self.proxy is not None:
            self.proxy.__enter__()
        self.events.start()
        if not self.revisions.available:
            self.problems.append(f"code revisions: {self.revisions.why_not}")

    def agent_env(self) -> dict[str, str]:
        """Environment that points the agent's CLI at the proxy (empty when it is off)."""
        return self.proxy.agent_env() if self.proxy is not None else {}

    def upstream(self, api: str) -> str | None:
        """Where the proxy sends `api`'s calls (None: no proxy, or not that API)."""
        return self.proxy.upstreams.get(api) if self.proxy is not None else None

    def scrub(self, env: dict[str, str]) -> dict[str, str]:
        """With --hold-keys: a held key passed through under another name (GOOGLE_API_KEY, a folder's
        own variable) becomes the placeholder too."""
        held = self.proxy.held() if self.proxy is not None else set()
        return {k: PLACEHOLDER_KEY if v in held else v for k, v in env.items()}

    def attach(self, root_pid: int) -> None:
        """The session's first process exists: watch its processes and sample its resources."""
        self.processes.attach(root_pid)
        self.resources = ResourceSampler(self.folder / "resources.jsonl", self.processes,
                                         interval_s=self.config.resource_interval_s, cgroup_dir=self.cgroup_dir)
        self.resources.start()

    def on_submission(self, submission_id: int, code_snapshot: Path | None) -> str | None:
        """Commit the code stored with a submission; its revision."""
        self.events.mark(submission_id)
        revision = self.revisions.commit(code_snapshot if code_snapshot is not None else self.code_dir,
                                         "submission", submission_id)
        self._last_commit = time.monotonic()
        return revision.sha if revision else None

    def watch(self) -> str | None:
        """Called while the agent runs: interval commits; the reason to stop when a budget is spent."""
        busy = self._committer is not None and self._committer.is_alive()
        if not busy and time.monotonic() - self._last_commit >= self.config.revision_interval_s:
            self._last_commit = time.monotonic()
            # On a thread of its own: this runs in the loop that enforces the deadline, and the agent
            # decides how big its code/ is.
            self._committer = threading.Thread(target=self._interval_commit, name="a2rl-revisions", daemon=True)
            self._committer.start()
        return self.proxy.exceeded() if self.proxy is not None else None

    def _interval_commit(self) -> None:
        try:
            self.revisions.commit(self.code_dir, "interval")
        except Exception as exc:  # noqa: BLE001
            if not any(p.startswith("interval revisions") for p in self.problems):
                self.problems.append(f"interval revisions: {type(exc).__name__}: {exc}")

    def stop(self) -> RecordingSummary:
        """Everything flushed, in this order: processes (all ended now), resources, events, proxy, code.

        A recorder that fails is named in `problems`; it never takes the run down with it."""
        with self._lock:
            if self._stopped is not None:
                return self._stopped
            summary = RecordingSummary(problems=self.problems)

            def attempt(what: str, step) -> None:
                try:
                    step()
                except Exception as exc:  # noqa: BLE001
                    summary.problems.append(f"{what}: {type(exc).__name__}: {exc}")

            def proxy() -> None:
                assert self.proxy is not None
                summary.model_calls = self.proxy.totals()
                summary.budget_stop = self.proxy.exceeded()
                self.proxy.__exit__(None, None, None)

            def code() -> None:
                if self._committer is not None:
                    self._committer.join(timeout=60)
                self.revisions.commit(self.code_dir, "end")
                summary.revisions = self.revisions.summary()

            attempt("processes", lambda: setattr(summary, "processes", self.processes.stop()))
            if self.resources is not None:
                attempt("resources", lambda: setattr(summary, "resources", self.resources.stop()))
            attempt("events", lambda: setattr(summary, "events", self.events.stop()))
            if self.proxy is not None:
                attempt("model calls", proxy)
            attempt("code revisions", code)
            (self.folder / "summary.json").write_text(summary.model_dump_json(indent=1))
            self._stopped = summary
            return summary


def recording_metrics(summary: RecordingSummary) -> dict[str, float]:
    """The numbers a person compares runs by in MLflow (`rec_*`)."""
    out: dict[str, float | None] = {}
    if summary.model_calls is not None:
        m = summary.model_calls
        out.update(rec_model_calls=m.calls, rec_input_tokens=m.input_tokens, rec_output_tokens=m.output_tokens,
                   rec_tokens=m.input_tokens + m.output_tokens, rec_cost_usd=m.cost_usd,
                   rec_model_call_errors=m.errors, rec_unpriced_calls=m.unpriced_calls)
    if summary.events is not None:
        e = summary.events
        out.update(rec_events=e.events, rec_shell_commands=e.shell_commands, rec_file_edits=e.file_edits,
                   rec_agent_errors=e.errors)
        if summary.model_calls is None and (e.input_tokens or e.output_tokens):  # the CLI's own account
            out.update(rec_input_tokens=e.input_tokens, rec_output_tokens=e.output_tokens,
                       rec_tokens=e.input_tokens + e.output_tokens, rec_cost_usd=e.cost_usd)
    if summary.processes is not None:
        out.update(rec_processes=summary.processes.processes, rec_processes_failed=summary.processes.failed)
    if summary.resources is not None:
        r = summary.resources
        out.update(rec_gpu_hours=r.gpu_hours, rec_cpu_seconds=r.cpu_seconds, rec_peak_rss_bytes=r.peak_rss_bytes,
                   rec_mean_cpu_percent=r.mean_cpu_percent)
    if summary.revisions is not None:
        out["rec_code_revisions"] = summary.revisions.revisions
    return {k: float(v) for k, v in out.items() if v is not None}
