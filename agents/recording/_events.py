"""Following the agent CLI's log as events, and adding the events up.

`EventTail` follows the log while the agent runs and appends the events its parser
(`_event_model.get_parser`) finds to `grader/recording/events.jsonl`; `parse_log` reads a
finished log at once; `summarize` adds events up.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agents.recording._event_model import AgentEvent, _json_object, get_parser

__all__ = ["EventSummary", "EventTail", "parse_log", "read_events", "summarize"]

# Most a tail reads per poll; a line longer than this is skipped, not parsed.
MAX_READ = 16 * 2**20


def parse_log(path: Path, name: str) -> list[AgentEvent]:
    """Every event in a finished log."""
    parser = get_parser(name)
    events: list[AgentEvent] = []
    with open(path, "rb") as f:
        for raw in f:
            events.extend(parser.feed(raw.decode("utf-8", errors="replace")))
    return events + parser.flush()


def _lines(data: bytes) -> list[str]:
    # Split on b"\n" only: a JSON string may hold a raw U+2028 or \r, which str.splitlines splits on.
    lines = data.split(b"\n")
    if lines and not lines[-1]:
        lines.pop()
    return [line.decode("utf-8", errors="replace") for line in lines]


# --- Following a log; summaries ---------------------------------------------------------------

class EventSummary(BaseModel):
    """What an event stream adds up to (the report's and MLflow's numbers)."""

    model_config = ConfigDict(frozen=True)

    events: int = Field(0, description="Number of events.")
    by_kind: dict[str, int] = Field(default_factory=dict, description="Events per kind.")
    input_tokens: int = Field(0, description="Sum of usage events' input_tokens.")
    output_tokens: int = Field(0, description="Sum of usage events' output_tokens.")
    cached_tokens: int = Field(0, description="Sum of usage events' cached_tokens.")
    cost_usd: float | None = Field(None, description="Sum of reported costs; None if no event had one.")
    errors: int = Field(0, description="Error events.")
    shell_commands: int = Field(0, description="Shell commands run.")
    file_edits: int = Field(0, description="File writes and edits.")


def summarize(events: Iterable[AgentEvent]) -> EventSummary:
    events = list(events)
    kinds = Counter(e.kind for e in events)
    costs = [e.cost_usd for e in events if e.cost_usd is not None]
    return EventSummary(
        events=len(events), by_kind=dict(kinds),
        input_tokens=sum(e.input_tokens or 0 for e in events),
        output_tokens=sum(e.output_tokens or 0 for e in events),
        cached_tokens=sum(e.cached_tokens or 0 for e in events),
        cost_usd=sum(costs) if costs else None,
        errors=kinds["error"], shell_commands=kinds["shell"], file_edits=kinds["file_edit"])


def read_events(path: Path) -> list[AgentEvent]:
    """The events an `EventTail` wrote (a torn or foreign line is skipped)."""
    if not path.exists():
        return []
    events = []
    for line in _lines(path.read_bytes()):
        obj = _json_object(line)
        try:
            events.append(AgentEvent.model_validate(obj))
        except ValidationError:  # not one of ours (or torn)
            continue
    return events


class EventTail:
    """Follows a growing agent log and appends its events, one JSON line each, to `out_path`.

    The byte offset read so far is kept in `out_path.with_suffix(".offset")` (replaced
    atomically after each batch is written), so a tail restarted on the same files goes on
    where the last one stopped. Events are written before the offset: a crash between the two
    can repeat one batch, never lose it. A restarted tail starts with a fresh parser, so a tool
    call whose result comes after the restart is reported without its exit code.
    """

    def __init__(self, log_path: Path, out_path: Path, parser: str, interval_s: float = 1.0) -> None:
        self.log_path, self.out_path, self.interval_s = Path(log_path), Path(out_path), interval_s
        self.offset_path = self.out_path.with_suffix(".offset")
        # When the log had grown how far: the summarizer cuts the log into iterations by time with it.
        self.index_path = self.out_path.with_name("log_index.jsonl")
        self._parser = get_parser(parser)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._offset = self._read_offset()
        self._overlong = False

    def start(self) -> EventTail:
        self.out_path.parent.mkdir(parents=True, exist_ok=True)
        self._thread = threading.Thread(target=self._run, name=f"event-tail:{self.log_path.name}", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> EventSummary:
        """Read what is left (a last line without newline too) and sum up everything in out_path."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        while self._poll(final=True) == MAX_READ:
            pass
        return summarize(read_events(self.out_path))

    def mark(self, submission_id: int | None = None) -> None:
        """Note how long the log is right now (a submission arrived): exact, where the tail can lag."""
        try:
            size = self.log_path.stat().st_size
        except OSError:
            return
        with self._lock, open(self.index_path, "a", encoding="utf-8") as index:
            index.write(json.dumps({"t": round(time.time(), 3), "offset": size, "submission_id": submission_id})
                        + "\n")

    def _run(self) -> None:
        while not self._stop.wait(self.interval_s):
            while self._poll(final=False) == MAX_READ and not self._stop.is_set():
                pass  # catching up with a chatty agent

    def _read_offset(self) -> int:
        try:
            return max(int(self.offset_path.read_text().strip() or 0), 0)
        except (OSError, ValueError):
            return 0

    def _poll(self, final: bool) -> int:
        """Parse what the log gained (at most MAX_READ bytes); how many bytes were read."""
        with self._lock:
            try:
                with open(self.log_path, "rb") as f:
                    f.seek(0, os.SEEK_END)
                    if f.tell() < self._offset:  # the log was replaced: start over
                        self._offset = 0
                    f.seek(self._offset)
                    # Bounded: the agent decides what it prints, a line of gigabytes included.
                    data = f.read(MAX_READ)
            except OSError:  # not created yet
                data = b""
            last = len(data) < MAX_READ  # nothing more to read after this
            end = len(data) if final and last else data.rfind(b"\n") + 1
            chunk = data[:end]
            if self._overlong:  # the rest of a line too long to parse: dropped up to its end
                cut = chunk.find(b"\n")
                chunk, self._overlong = (b"", True) if cut < 0 else (chunk[cut + 1:], False)
            if end == 0 and len(data) == MAX_READ:
                end, self._overlong = len(data), True
            events: list[AgentEvent] = []
            for line in _lines(chunk):
                events.extend(self._parser.feed(line))
            if final and last:
                events.extend(self._parser.flush())
            if events:
                self.out_path.parent.mkdir(parents=True, exist_ok=True)
                with open(self.out_path, "a", encoding="utf-8") as out:
                    out.writelines(e.model_dump_json(exclude_none=True) + "\n" for e in events)
                    out.flush()
            if end:
                self._offset += end
                tmp = self.offset_path.with_name(self.offset_path.name + ".tmp")
                tmp.write_text(str(self._offset))
                os.replace(tmp, self.offset_path)
                with open(self.index_path, "a", encoding="utf-8") as index:
                    index.write(json.dumps({"t": round(time.time(), 3), "offset": self._offset}) + "\n")
            return len(data)
