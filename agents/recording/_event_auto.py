"""`auto`: the event format found in the log itself, for launchers that do not name theirs.

An AutoRL-Bench folder runs a CLI in its own way (`claude --print --output-format stream-json`,
`codex exec --json` …) and says nothing about the format. The first line that only one CLI
writes picks that CLI's parser, which then reads every later line; until then lines are read
as plain text (errors and tracebacks).
"""

from __future__ import annotations

import json
from typing import Any

from agents.recording._event_claude import ClaudeStreamJsonParser
from agents.recording._event_codex import CodexJsonParser
from agents.recording._event_gemini import GeminiStreamJsonParser
from agents.recording._event_model import AgentEvent, EventParser, register_parser
from agents.recording._event_opencode import OpencodeJsonParser
from agents.recording._event_openhands import OpenHandsJsonParser
from agents.recording._event_text import TextParser

__all__ = ["AutoParser"]


def _format_of(line: str) -> type[EventParser] | None:
    """The parser of the CLI whose JSON output this line is, when it can only be one."""
    if line.strip() == "--JSON Event--":
        return OpenHandsJsonParser
    try:
        obj: Any = json.loads(line)
    except ValueError:
        return None
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        return None
    kind = obj["type"]
    if kind in ("thread.started", "turn.started", "turn.completed") or kind.startswith("item."):
        return CodexJsonParser
    if "sessionID" in obj and isinstance(obj.get("part"), dict):
        return OpencodeJsonParser
    if kind == "system" and obj.get("subtype") == "init" and "session_id" in obj:
        return ClaudeStreamJsonParser
    if kind == "init" and "session_id" in obj and "timestamp" in obj:
        return GeminiStreamJsonParser
    return None


@register_parser("auto")
class AutoParser(EventParser):
    def __init__(self) -> None:
        self._parser: EventParser = TextParser()
        self._found = False

    def _feed(self, line: str) -> list[AgentEvent]:
        if not self._found and (parser := _format_of(line)) is not None:
            done = self._parser.flush()
            self._parser, self._found = parser(), True
            return done + self._parser.feed(line)
        return self._parser.feed(line)

    def flush(self) -> list[AgentEvent]:
        return self._parser.flush()
