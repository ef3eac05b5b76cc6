"""The `text` event format: a plain log, of which only the errors are events."""

from __future__ import annotations

import re

from agents.recording._event_model import AgentEvent, EventParser, register_parser

# Reached by its name through get_parser; the class itself only by the `auto` format.
__all__ = ["TextParser"]


@register_parser("text")
class TextParser(EventParser):
    """A plain log: nothing but errors, i.e. Python tracebacks and lines that start like one."""

    _ERROR = re.compile(r"^\s*(?:\[?(?:ERROR|FATAL|CRITICAL)\]?[:\s]|Error[:\s]|[A-Za-z_.]*(?:Error|Exception):)")

    def __init__(self) -> None:
        self._traceback: list[str] | None = None

    def _feed(self, line: str) -> list[AgentEvent]:
        if self._traceback is not None:
            if line[:1].isspace() or not line.strip():
                self._traceback.append(line)
                return []
            lines, self._traceback = self._traceback + [line], None
            return [self._error(lines)]
        if line.startswith("Traceback (most recent call last):"):
            self._traceback = [line]
            return []
        return [self._event("error", text=line.strip(), raw="line")] if self._ERROR.match(line) else []

    def _error(self, lines: list[str]) -> AgentEvent:
        # The last line names the exception; the frames before it say where.
        return self._event("error", text=lines[-1].strip() + "\n" + "\n".join(lines[:-1]), raw="traceback")

    def flush(self) -> list[AgentEvent]:
        lines, self._traceback = self._traceback, None
        return [self._error(lines)] if lines else []
