"""Progress of a running benchmark: a rich live panel on a terminal, plain lines otherwise.

It tails the run's `logs/events.jsonl`, so it shows the same thing whether the flow runs
in this process or elsewhere.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import TextIO

from rich.console import Console
from rich.live import Live
from rich.table import Table


def describe(event: dict) -> str:
    kind = event.get("event")
    if kind == "stage":
        extra = f" (budget {event['budget_s']:.0f} s)" if "budget_s" in event else ""
        return f"stage: {event['stage']}{extra}"
    if kind == "setup_done":
        return f"run {event['run_id']} in {event['run_dir']}"
    if kind == "baseline":
        cached = " (cached)" if event.get("cached") else ""
        return f"baseline {event['split']} score {event['score']:.1f}{cached}"
    if kind == "agent_started":
        again = f" (continuation {event['continuation']})" if event.get("continuation") else ""
        box = event.get("sandbox") or ""
        loose = "; network open, UNRESTRICTED: nothing it reaches is recorded" if "UNRESTRICTED" in box else ""
        return f"agent {event['agent']} started{again}; grading server {event['url']}{loose}"
    if kind == "submission":
        if event.get("status") == "done":
            broken = event.get("failed_episodes") or 0
            note = f"; {broken} episodes failed (see their trajectories)" if broken else ""
            took = "identical files already scored: cached" if event.get("cached") else \
                f"{event['seconds']} s to evaluate"
            return f"submission {event['id']}: validation score {event['score']:.1f} ({took}{note})"
        return f"submission {event['id']}: {event.get('status')} — {event.get('error')}"
    if kind == "agent_finished":
        how = "budget ran out" if event.get("timed_out") else (
            f"stopped: {event['stopped']}" if event.get("stopped") else f"exit code {event.get('exit_code')}")
        return f"agent finished after {event['duration_s']:.0f} s ({how})"
    if kind == "recording":
        parts = [f"{event['rec_processes']:.0f} processes" if "rec_processes" in event else None,
                 f"{event['rec_events']:.0f} CLI events" if "rec_events" in event else None,
                 f"{event['rec_code_revisions']:.0f} code revisions" if "rec_code_revisions" in event else None,
                 f"{event['rec_tokens']:.0f} tokens" if "rec_tokens" in event else None,
                 f"${event['rec_cost_usd']:.4f}" if "rec_cost_usd" in event else None]
        return "recorded: " + ", ".join(p for p in parts if p)
    if kind == "test_evaluating":
        return f"submission {event['id']}: evaluating on test"
    if kind == "test_score":
        return f"submission {event['id']}: test score {event['score']}" + (" (cached)" if event.get("cached") else "")
    if kind == "final":
        return f"final: submission {event['submission_id']} ({event['reason']}), test score {event['score']}"
    if kind == "failed":
        return f"run failed: {event.get('error')}"
    if kind == "budget_warning":
        return f"agent warned: {event.get('warning')}"
    if kind == "evaluating":
        return f"submission {event['id']}: evaluating on validation"
    if kind == "resumed":
        flight = f"; re-running in-flight submission(s) {event['in_flight']}" if event.get("in_flight") else ""
        return f"resumed ({event.get('resumes')}×); completed stages: {', '.join(event.get('completed') or []) or 'none'}{flight}"
    if kind == "session_not_continued":
        return f"session not continued: {event.get('reason')}"
    if kind == "integrity":
        flags = event.get("flags") or []
        return "integrity: " + (", ".join(f"{n}× {k}" for k, n in sorted(Counter(flags).items())) or "no flags")
    if kind == "ray":
        return (f"Ray: {event.get('address')} ({event.get('nodes')} node(s), {event.get('cpus')} CPUs, "
                f"{event.get('gpus')} GPUs)")
    return kind or "?"


class RunDisplay:
    """Context manager that follows an events file until closed."""

    def __init__(self, events: Path, stream: TextIO, live: bool, from_end: bool = False) -> None:
        self.events = events
        # A resumed run shows what happens now, not its whole history again.
        self._offset = events.stat().st_size if from_end and events.exists() else 0
        self.stream = stream
        self.live = live
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._follow, daemon=True, name="a2rl-display")
        self.stage = "starting"
        self.deadline: float | None = None
        self.baseline: dict[str, float] = {}
        self.submissions: list[dict] = []
        self.log: list[str] = []

    def __enter__(self) -> RunDisplay:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _apply(self, event: dict) -> None:
        kind = event.get("event")
        if kind == "stage":
            self.stage = event["stage"]
        elif kind == "agent_started":
            self.deadline = float(event["deadline"])
        elif kind == "agent_finished":
            self.deadline = None
        elif kind == "baseline":
            self.baseline[event["split"]] = event["score"]
        elif kind == "submission":
            self.submissions.append(event)
        if kind not in ("baseline", "submission"):  # those have rows of their own
            self.log.append(describe(event))

    def _render(self) -> Table:
        table = Table(title="a2rl run", show_header=False, expand=False)
        table.add_row("stage", self.stage)
        if self.deadline is not None:
            table.add_row("budget left", f"{max(0.0, self.deadline - time.time()):.0f} s")
        for split, score in self.baseline.items():
            table.add_row(f"baseline {split}", f"{score:.1f}")
        for sub in self.submissions:
            value = f"{sub['score']:.1f}" if sub.get("score") is not None else f"{sub.get('status')}"
            table.add_row(f"submission {sub['id']} (validation)", value)
        for line in self.log[-4:]:
            table.add_row("", line)
        return table

    def _lines(self) -> list[dict]:
        if not self.events.exists():
            return []
        with open(self.events) as fh:
            fh.seek(self._offset)
            chunk = fh.read()
        complete = chunk[: chunk.rfind("\n") + 1]
        self._offset += len(complete.encode())
        return [json.loads(line) for line in complete.splitlines() if line.strip()]

    def _follow(self) -> None:
        if self.live:
            console = Console(file=self.stream)
            with Live(self._render(), console=console, refresh_per_second=2, transient=False) as live:
                while True:
                    for event in self._lines():
                        self._apply(event)
                    live.update(self._render())
                    if self._stop.wait(0.5):
                        for event in self._lines():
                            self._apply(event)
                        live.update(self._render())
                        return
        else:
            while True:
                stopping = self._stop.wait(0.5)
                for event in self._lines():
                    stamp = datetime.now().strftime("%H:%M:%S")
                    print(f"[{stamp}] {describe(event)}", file=self.stream, flush=True)
                if stopping:
                    return
