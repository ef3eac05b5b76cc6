"""The agent CLI's output as one normalised event stream: the event, the parser registry, following a log.

A parser per CLI format (registered in `_event_formats`) turns the lines of the agent's log
into `AgentEvent`s. The log mixes the CLI's stdout with its stderr and the launcher's echo
lines, so a parser skips whatever is not its JSON and never raises. `EventTail` follows the log
while the agent runs and appends the events to `grader/recording/events.jsonl`; `summarize`
adds them up.

Token counts are normalised: `input_tokens` is every prompt token the model read (cached
ones included), `cached_tokens` the part of it served from a prompt cache, `output_tokens`
what it generated (reasoning included). `usage` events are increments: their sum is the
session's total. Each parser's docstring says which of its CLI's numbers it uses.
"""

from __future__ import annotations

import json
import os
import threading
import time
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from infra import UsageError

__all__ = [
    "AgentEvent", "EventKind", "EventParser", "EventSummary", "EventTail", "get_parser",
    "parse_log", "parser_names", "read_events", "register_parser", "summarize",
]

EventKind = Literal["message", "tool_call", "shell", "file_edit", "usage", "error"]
MAX_TEXT = 2000
# Most a tail reads per poll; a line longer than this is skipped, not parsed.
MAX_READ = 16 * 2**20


class AgentEvent(BaseModel):
    """One thing the agent's CLI reported: a message, a tool call, a command, an edit, usage, an error."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int = Field(1, description="Schema version of this record.")
    t: float = Field(description="Epoch seconds at which the harness read the line.")
    kind: EventKind = Field(description="What happened.")
    source: str = Field(description="Name of the parser that produced the event.")
    text: str | None = Field(None, description="Message text, error message or tool output; at most "
                                               f"{MAX_TEXT} characters, cut ones end with a marker.")
    tool: str | None = Field(None, description="The CLI's own tool name (Bash, write_file, command_execution…).")
    command: str | None = Field(None, description="Shell command (kind shell).")
    exit_code: int | None = Field(None, description="Exit status of the command, when the CLI reports it.")
    path: str | None = Field(None, description="File written or edited (kind file_edit).")
    model: str | None = Field(None, description="Model the CLI reported, when it does.")
    input_tokens: int | None = Field(None, description="Prompt tokens, cached ones included (kind usage).")
    output_tokens: int | None = Field(None, description="Generated tokens, reasoning included (kind usage).")
    cached_tokens: int | None = Field(None, description="Part of input_tokens served from a prompt cache.")
    cost_usd: float | None = Field(None, description="Cost the CLI reported for this increment.")
    raw: str | None = Field(None, description="The event's type in the CLI's own format.")


def _cut(text: Any) -> str | None:
    if text is None:
        return None
    text = text if isinstance(text, str) else json.dumps(text, default=str)
    if len(text) <= MAX_TEXT:
        return text
    return text[:MAX_TEXT] + f"… [truncated {len(text) - MAX_TEXT} chars]"


def _json_object(line: str) -> dict | None:
    line = line.strip()
    if not line.startswith("{"):
        return None
    try:
        obj = json.loads(line)
    except ValueError:
        return None
    return obj if isinstance(obj, dict) else None


class EventParser(ABC):
    """A stateful reader of one CLI's output: `feed` it lines in order, `flush` at the end."""

    name: ClassVar[str]

    def feed(self, line: str) -> list[AgentEvent]:
        """The events this line completes (often none). Never raises on malformed input."""
        try:
            return self._feed(line.rstrip("\r\n"))
        # A CLI may change its format under us: a line we cannot make sense of is skipped.
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            return []

    def flush(self) -> list[AgentEvent]:
        """Events still pending at the end of the log (a tool call without its result…)."""
        return []

    @abstractmethod
    def _feed(self, line: str) -> list[AgentEvent]: ...

    def _event(self, kind: EventKind, **fields: Any) -> AgentEvent:
        if "text" in fields:
            fields["text"] = _cut(fields["text"])
        return AgentEvent(t=time.time(), kind=kind, source=self.name, **fields)


_PARSERS: dict[str, type[EventParser]] = {}


def register_parser(name: str) -> Callable[[type[EventParser]], type[EventParser]]:
    """Class decorator: make a parser available to `get_parser(name)` and agent.yaml's `events`."""
    def add(cls: type[EventParser]) -> type[EventParser]:
        cls.name = name
        _PARSERS[name] = cls
        return cls
    return add


def parser_names() -> list[str]:
    return sorted(_PARSERS)


def get_parser(name: str) -> EventParser:
    """A fresh parser instance (parsers keep state: pending tool calls, partial messages)."""
    if name not in _PARSERS:
        raise UsageError(f"unknown event format {name!r}; known: {', '.join(parser_names())}")
    return _PARSERS[name]()


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


# The parsers register themselves on import; imported last because they build on the classes above.
from agents.recording import _event_auto, _event_formats  # noqa: E402,F401
