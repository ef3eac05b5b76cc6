"""Build a run's iterations from what the harness recorded (grader/, logs/, report/code_diffs/)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from agents.summarization._copies import copy_of_base
from agents.summarization._hyperparameters import extract_hyperparameters, hyperparameter_changes
from agents.summarization._iterations import CodeChange, Failure, Iteration
from agents.summarization._logs import AgentLog, event_failures, is_training_process, log_failures
from agents.summarization._training import detect_training

END_SLACK_S = 3.0  # a process that ended this close to the session's end was stopped with it, not failed


class Submitted(BaseModel):
    """What the summarizer needs of one ledger row."""

    id: int
    created_at: str
    status: str
    val_score: float | None = None
    test_score: float | None = None
    error: str | None = None
    revision: str | None = None
    same_as: int | None = None


class RunFacts(BaseModel):
    """The rest of what the run knows: its baseline, budget, base model and how the session ended."""

    run_root: Path
    base_model: Path = Field(description="The base model's folder (workspace/models/<name>).")
    baseline_val: float | None
    budget_s: float
    session_start: float | None = Field(description="Epoch seconds the agent started (run_meta start_time).")
    session_end: float | None
    agent_timed_out: bool
    agent_exit_code: int | None
    selected: int | None = Field(None, description="The submission the selection rule chose.")


def epoch(iso: str | None) -> float | None:
    if not iso:
        return None
    try:
        return datetime.fromisoformat(iso).timestamp()
    except ValueError:
        return None


def read_jsonl(path: Path) -> list[dict]:
    """The objects of a JSON-lines file the harness appends to (a torn last line is skipped)."""
    if not path.is_file():
        return []
    out = []
    for line in path.read_text(errors="replace").splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue  # a torn last line
        if isinstance(obj, dict):
            out.append(obj)
    return out


def _diff_files(path: Path) -> list[str]:
    files: list[str] = []
    try:
        with open(path, errors="replace") as f:
            for line in f:
                m = re.match(r"diff --git a/(\S+) b/", line)
                if m:
                    files.append(m.group(1))
    except OSError:
        pass
    return files


def _compact(hyper: dict[str, Any]) -> dict[str, Any]:
    """name → value for the report (the detector's records keep where each was found).

    A name set in several places gets one key each: `name@context`, and the file and line when
    the context repeats too (an SFTConfig in two scripts)."""
    out: dict[str, Any] = {}
    for name, items in hyper.items():
        for h in items:
            where = (h.context or "code").split()[0]  # "argparse --lr" → argparse, "module constant X" → module
            key = name if len(items) == 1 else f"{name}@{where}"
            if key in out:
                key = f"{key}:{h.path}:{h.line}"
            out[key] = h.value if h.value is not None else h.expr
    return out


class _Window:
    def __init__(self, start: float | None, end: float | None) -> None:
        self.start, self.end = start, end

    def holds(self, t: float | None) -> bool:
        return t is not None and (self.start is None or t > self.start) and (self.end is None or t <= self.end)

    def carried_in(self, start: float | None, end: float | None) -> bool:
        """A process that was already running when the window opened and went on into it."""
        return self.start is not None and start is not None and start <= self.start and (end is None or end > self.start)


def build_iterations(submissions: Sequence[Submitted], facts: RunFacts,
                     diffs: Sequence[BaseModel] = ()) -> list[Iteration]:
    """Iterations in time order; `diffs` are the code diffs between submissions (`SubmissionDiff`)."""
    root = facts.run_root
    rec = root / "grader" / "recording"
    log = AgentLog(root / "logs" / "agent.log", rec / "log_index.jsonl")
    processes = read_jsonl(rec / "processes.jsonl")
    events = read_jsonl(rec / "events.jsonl")
    by_after = {d.after: d.model_dump() for d in diffs}

    attempts: list[tuple[float | None, str, Any]] = [(epoch(s.created_at), "submission", s) for s in submissions]
    attempts += [(epoch(r.get("time")), "refused", r) for r in read_jsonl(root / "grader" / "refusals.jsonl")]
    attempts.sort(key=lambda a: (a[0] is None, a[0] or 0.0, a[1] != "submission"))

    iterations: list[Iteration] = []
    previous_t = facts.session_start
    best: float | None = None
    last_sub: Iteration | None = None
    last_hyper: dict[str, Any] | None = None
    previous_log_t = facts.session_start
    for t, kind, item in attempts:
        log_t = (log.submission_time(item.id) if kind == "submission" else None) or t
        if kind == "refused":
            status, error = item.get("status"), str(item.get("error") or "")
            prev = iterations[-1] if iterations else None
            if prev is not None and prev.kind == "refused" and prev.failures and prev.failures[-1].detail == \
                    f"HTTP {status}: {error.splitlines()[0] if error else ''}"[:300]:
                prev.attempts += 1
                previous_t = t if t is not None else previous_t
                previous_log_t = t if t is not None else previous_log_t
                continue
        window = _Window(previous_t, t)
        it = Iteration(index=len(iterations) + 1, kind=kind, time=None, status="refused", window=(
            window.start or 0.0, window.end or 0.0) if window.start and window.end else None)
        it.time = item.created_at if kind == "submission" else item.get("time")
        it.elapsed_s = round(t - facts.session_start, 1) if t is not None and facts.session_start else None
        lines = log.lines(previous_log_t, log_t)
        cmdlines = _window_processes(processes, window, it)
        it.failures += _window_failures(lines, events, processes, window, facts)
        if kind == "refused":
            first = error.splitlines()[0] if error else ""
            it.failures.append(Failure(kind="invalid_submission", detail=f"HTTP {status}: {first}"[:300],
                                       log_lines=[f"POST /submit {item.get('model_path')!r} → {status}: {error[:300]}"],
                                       source="grader/refusals.jsonl"))
        else:
            s: Submitted = item
            it.submission_id, it.status, it.revision = s.id, s.status, s.revision
            it.valid = s.status == "done" and s.val_score is not None
            it.val_score, it.test_score, it.final_pick = s.val_score, s.test_score, s.id == facts.selected
            if s.status == "failed":
                it.failures.append(Failure(kind="eval_error", detail=(s.error or "evaluation failed")[:300],
                                           log_lines=(s.error or "").splitlines()[:12], source="grader/ledger"))
            if it.valid:
                if facts.baseline_val is not None:
                    it.improvement = round(s.val_score - facts.baseline_val, 4)
                it.new_best = best is None or s.val_score > best
                best = s.val_score if best is None else max(best, s.val_score)
            it.best_so_far = best
            snapshot = root / "grader" / "submissions" / str(s.id)
            if snapshot.is_dir():
                it.copy_of_base, it.copy_check = copy_of_base(snapshot, facts.base_model)
            code = root / "grader" / "code" / str(s.id)
            detection = detect_training(code, "\n".join(lines), cmdlines) if code.is_dir() else None
            if it.copy_of_base:
                it.failures.append(Failure(kind="copy_model_fallback", detail=f"submitted the base model: "
                                           f"{it.copy_check}", source="grader/submissions"))
                if detection is not None:
                    detection = detection.model_copy(update={
                        "type": "copy-of-base", "how": f"{it.copy_check}; the code: {detection.how}"})
            it.training = detection
            hyper = extract_hyperparameters(code, cmdlines) if code.is_dir() else {}
            it.hyperparameters = _compact(hyper)
            diff = by_after.get(s.id)
            if diff is not None or last_sub is not None:
                it.changes = CodeChange(
                    since=diff.get("before") if diff else (last_sub.submission_id if last_sub else None),
                    files_changed=int(diff.get("changed", 0)) if diff else 0,
                    insertions=int(diff.get("insertions", 0)) if diff else 0,
                    deletions=int(diff.get("deletions", 0)) if diff else 0,
                    files=_diff_files(Path(diff["path"]))[:20] if diff and diff.get("path") else [],
                    diff=f"report/code_diffs/{Path(diff['path']).name}" if diff and diff.get("path") else None,
                    hyperparameters=hyperparameter_changes(last_hyper, hyper) if last_hyper is not None else [],
                    training_type=(last_sub.training.type, it.training.type) if (
                        last_sub and last_sub.training and it.training
                        and last_sub.training.type != it.training.type) else None)
            last_sub, last_hyper = it, hyper
        iterations.append(it)
        previous_t = t if t is not None else previous_t
        previous_log_t = log_t if log_t is not None else previous_log_t

    tail = _tail(iterations, log, processes, events, facts, previous_t, previous_log_t)
    if tail is not None:
        iterations.append(tail)
    return iterations


def _window_processes(processes: list[dict], window: _Window, it: Iteration) -> list[list[str]]:
    started = [p for p in processes if window.holds(p.get("start")) and is_training_process(p.get("cmd") or [])]
    it.processes = len(started)
    it.failed_processes = sum(1 for p in started if p.get("signal") or p.get("exit_code") not in (None, 0))
    return [list(p.get("cmd") or []) for p in started]


def _window_failures(lines: list[str], events: list[dict], processes: list[dict], window: _Window,
                     facts: RunFacts) -> list[Failure]:
    found = log_failures(lines, "logs/agent.log")
    found += event_failures((e for e in events if window.holds(e.get("t"))), "grader/recording/events.jsonl")
    if not any(f.kind == "code_error" for f in found):
        for p in processes:  # a crash whose traceback did not reach the log (a shell redirect, a kill)
            end = p.get("end")
            if not window.holds(end) or not is_training_process(p.get("cmd") or []):
                continue
            if facts.session_end is not None and end >= facts.session_end - END_SLACK_S:
                continue
            if p.get("signal") or p.get("exit_code") not in (None, 0):
                how = f"killed by signal {p['signal']}" if p.get("signal") else f"exited with {p['exit_code']}"
                found.append(Failure(kind="code_error", detail=f"`{' '.join(p['cmd'])[:160]}` {how}",
                                     log_lines=[], source="grader/recording/processes.jsonl"))
    return found


def _tail(iterations: list[Iteration], log: AgentLog, processes: list[dict], events: list[dict],
          facts: RunFacts, since: float | None, log_since: float | None) -> Iteration | None:
    """The work after the last attempt, when it matters: nothing submitted at all, or lost work."""
    window = _Window(since, None)
    it = Iteration(index=len(iterations) + 1, kind="no_submission", status="none")
    end = facts.session_end
    it.elapsed_s = round(end - facts.session_start, 1) if end and facts.session_start else None
    it.time = datetime.fromtimestamp(end, UTC).isoformat(timespec="seconds") if end else None
    cmdlines = _window_processes(processes, window, it)
    it.failures = _window_failures(log.lines(log_since, None), events, processes, window, facts)
    running = [p for p in processes if is_training_process(p.get("cmd") or []) and (
        p.get("end") is None or (end is not None and p["end"] >= end - END_SLACK_S)) and window.holds(p.get("start"))]
    if facts.agent_timed_out and (running or not iterations):
        what = f"`{' '.join(running[-1]['cmd'])[:160]}` was still running" if running else "nothing was submitted"
        it.failures.append(Failure(kind="timeout_without_submission", detail=f"the budget ran out: {what}",
                                   source="grader/recording/processes.jsonl" if running else "run_meta.json"))
    if not iterations and not facts.agent_timed_out and facts.agent_exit_code not in (None, 0) \
            and not any(f.kind == "code_error" for f in it.failures):
        it.failures.append(Failure(kind="code_error", detail=f"the agent exited with code {facts.agent_exit_code} "
                                   "without submitting", log_lines=log.lines(log_since, None)[-12:],
                                   source="logs/agent.log"))
    if iterations and not it.failures and not cmdlines:
        return None
    # What ran in the tail includes a process that made the last attempt and went on (a training
    # script whose submit was refused and that then crashed): it started before the attempt.
    cmdlines += [list(p.get("cmd") or []) for p in processes if is_training_process(p.get("cmd") or [])
                 and window.carried_in(p.get("start"), p.get("end"))]
    if cmdlines:
        code = facts.run_root / "workspace" / "code"
        if code.is_dir():
            it.training = detect_training(code, "\n".join(log.lines(log_since, None)), cmdlines)
            it.hyperparameters = _compact(extract_hyperparameters(code, cmdlines))
    it.window = (since, end) if since and end else None
    return it
