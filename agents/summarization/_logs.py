"""The agent log, cut into the time windows of iterations, and the failures its lines show.

logs/agent.log has no timestamps of its own (it is the agent's raw output). The event tail
records when it had read how far (grader/recording/log_index.jsonl: {"t", "offset"} after
every read), so a time window maps to a byte range, to the tail's one-second resolution; at
every submission the harness adds the log's exact length ("submission_id"), so the windows
that end in submissions are exact even when the tail lags.
Runs recorded without that index get the whole log as one window.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Iterable, Sequence
from pathlib import Path

from agents.summarization._iterations import Failure

WINDOW_MAX_BYTES = 4 << 20  # the agent decides how much it prints: read at most the window's last 4 MiB
MAX_LINE = 400
MAX_LINES = 12

_TRACEBACK = "Traceback (most recent call last):"
# The line that ends a traceback: `ValueError: …`, `torch.OutOfMemoryError: …`, `KeyboardInterrupt`.
_EXCEPTION = re.compile(r"^(?:[A-Za-z_][\w.]*\.)?[A-Za-z_]\w*(?:Error|Exception|Interrupt|Exit|Warning|Failure)\b.*"
                        r"|^[A-Za-z_][\w.]*: .+")
_DIVERGED = re.compile(r"""(?:\bloss\b|grad_norm)['"]?\s*[:=]\s*['"]?(?:nan|[-+]?inf)\b|\bloss (?:is|became) (?:nan|inf)\b"""
                       r"|\bdiverg(?:ed|ing|ence)\b", re.IGNORECASE)
_OOM = re.compile(r"out of memory|OutOfMemoryError|MemoryError|std::bad_alloc", re.IGNORECASE)


class AgentLog:
    """Byte ranges of logs/agent.log by time."""

    def __init__(self, log_path: Path, index_path: Path | None) -> None:
        self.path = log_path
        self._t: list[float] = []
        self._offset: list[int] = []
        self._marks: dict[int, float] = {}
        if index_path is not None and index_path.is_file():
            for line in index_path.read_text(errors="replace").splitlines():
                try:
                    mark = json.loads(line)
                    t, offset = float(mark["t"]), int(mark["offset"])
                except (ValueError, KeyError, TypeError):
                    continue  # a torn last line
                if isinstance(mark.get("submission_id"), int):
                    self._marks[mark["submission_id"]] = t
                if not self._offset or offset >= self._offset[-1]:
                    self._t.append(t)
                    self._offset.append(offset)

    @property
    def indexed(self) -> bool:
        return bool(self._t)

    def submission_time(self, submission_id: int) -> float | None:
        """When the harness measured the log as a submission arrived (its window's exact end), if it did."""
        return self._marks.get(submission_id)

    def offset_at(self, t: float) -> int:
        """Bytes of the log written by time t (as far as the tail had read then)."""
        i = bisect.bisect_right(self._t, t)
        return self._offset[i - 1] if i else 0

    def lines(self, start: float | None, end: float | None) -> list[str]:
        """The log's lines written in (start, end]; None ends are open. No index: the whole log."""
        try:
            size = self.path.stat().st_size
        except OSError:
            return []
        lo = self.offset_at(start) if self.indexed and start is not None else 0
        hi = self.offset_at(end) if self.indexed and end is not None else size
        # The tail's index lags the log by up to a second: the last window takes what came after.
        hi = min(max(hi, lo), size)
        lo = max(lo, hi - WINDOW_MAX_BYTES)
        with open(self.path, "rb") as f:
            f.seek(lo)
            data = f.read(hi - lo)
        return [_clip(line) for line in data.decode("utf-8", errors="replace").splitlines()]


def _clip(line: str) -> str:
    line = line.rstrip()
    return line if len(line) <= MAX_LINE else line[:MAX_LINE] + "…"


def tracebacks(lines: Sequence[str]) -> list[list[str]]:
    """Every Python traceback in `lines`: its header, its last frames, and the exception line."""
    found: list[list[str]] = []
    i = 0
    while i < len(lines):
        if _TRACEBACK not in lines[i]:
            i += 1
            continue
        indent = lines[i].index(_TRACEBACK)
        block = [lines[i].strip()]
        j = i + 1
        while j < len(lines):
            body = lines[j][indent:] if len(lines[j]) > indent else lines[j].strip()
            if body and not body[0].isspace() and _TRACEBACK not in body and _EXCEPTION.match(body.strip()):
                block.append(body.strip())
                j += 1
                break
            if body.strip():
                block.append(body.rstrip())
            j += 1
            if j - i > 400:  # not a traceback after all, or an absurd one
                break
        found.append(block[:1] + block[1:][-(MAX_LINES - 1):])
        i = j
    return found


def log_failures(lines: Sequence[str], source: str) -> list[Failure]:
    """Code errors (tracebacks, out of memory) and divergence (loss nan/inf) in a window's lines."""
    out: list[Failure] = []
    for block in tracebacks(lines):
        last = block[-1]
        kind = "code_error"
        detail = last if _EXCEPTION.match(last) else "a Python traceback"
        if _OOM.search(last):
            detail = f"out of memory: {last}"
        out.append(Failure(kind=kind, detail=detail[:300], log_lines=block, source=source))
    diverged = [line for line in lines if _DIVERGED.search(line)]
    if diverged:
        out.append(Failure(kind="training_diverged", detail=f"loss not finite ({len(diverged)} lines)"
                           if any("nan" in d.lower() or "inf" in d.lower() for d in diverged)
                           else "the log says training diverged", log_lines=diverged[:MAX_LINES], source=source))
    if not any(f.detail.startswith("out of memory") for f in out):
        oom = [line for line in lines if _OOM.search(line)]
        if oom:
            out.append(Failure(kind="code_error", detail=f"out of memory: {oom[0][:200]}", log_lines=oom[:MAX_LINES],
                               source=source))
    return out


def event_failures(events: Iterable[dict], source: str) -> list[Failure]:
    """Failed shell commands a CLI agent reported (its tool output holds the traceback, if any)."""
    out: list[Failure] = []
    for e in events:
        if e.get("kind") != "shell" or e.get("exit_code") in (None, 0):
            continue
        text = (e.get("text") or "").splitlines()
        blocks = tracebacks(text)
        if not blocks and not _is_training_command(e.get("command") or ""):
            continue  # `grep` finding nothing exits 1: not a failure of the agent's training
        lines = blocks[-1] if blocks else [_clip(t) for t in text[-MAX_LINES:]]
        out.append(Failure(kind="code_error", detail=f"`{(e.get('command') or '?')[:120]}` exited with "
                           f"{e.get('exit_code')}" + (f": {blocks[-1][-1][:160]}" if blocks else ""),
                           log_lines=lines, source=source))
    return out


_TRAINING_BINARIES = ("python", "python3", "accelerate", "torchrun", "deepspeed", "trl")


def _is_training_command(command: str | Sequence[str]) -> bool:
    argv = command.split() if isinstance(command, str) else list(command)
    return any(Path(a).name.startswith(_TRAINING_BINARIES) for a in argv[:3])


def is_training_process(cmd: Sequence[str]) -> bool:
    """A process worth a line in the report: Python or a training launcher, not the shell's glue."""
    return bool(cmd) and _is_training_command(cmd)
