"""The normalised agent event, the parser base classes every CLI format builds on, and the parser registry.

A parser per CLI format (one module each, `_event_<cli>`) turns the lines of the agent's log
into `AgentEvent`s. The log mixes the CLI's stdout with its stderr and the launcher's echo
lines, so a parser skips whatever is not its JSON and never raises.

Token counts are normalised: `input_tokens` is every prompt token the model read (cached
ones included), `cached_tokens` the part of it served from a prompt cache, `output_tokens`
what it generated (reasoning included). `usage` events are increments: their sum is the
session's total. Each parser's docstring says which of its CLI's numbers it uses.
"""

from __future__ import annotations

import json
import re
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from infra import UsageError

__all__ = ["AgentEvent", "EventKind", "EventParser", "get_parser", "parser_names", "register_parser"]

EventKind = Literal["message", "tool_call", "shell", "file_edit", "usage", "error"]
MAX_TEXT = 2000


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


# --- Helpers of the JSON formats ------------------------------------------------------------

def _get(obj: Any, *keys: str | int) -> Any:
    """obj[k1][k2]…, or None where any step is missing or of the wrong type."""
    for key in keys:
        if isinstance(key, int):
            obj = obj[key] if isinstance(obj, list) and -len(obj) <= key < len(obj) else None
        else:
            obj = obj.get(key) if isinstance(obj, dict) else None
        if obj is None:
            return None
    return obj


def _int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return int(value)
    return None


class _JsonLinesParser(EventParser):
    def _feed(self, line: str) -> list[AgentEvent]:
        obj = _json_object(line)
        return [] if obj is None else self._object(obj)

    @abstractmethod
    def _object(self, obj: dict) -> list[AgentEvent]: ...


def _exit_code_in(text: str | None, pattern: str) -> int | None:
    match = re.search(pattern, text or "")
    return int(match.group(1)) if match else None
