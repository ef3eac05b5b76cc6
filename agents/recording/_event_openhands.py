"""The `openhands-json` event format: the OpenHands CLI's `--headless --json`."""

from __future__ import annotations

import json
from typing import Any

from agents.recording._event_model import AgentEvent, EventParser, _get, _int, _json_object, register_parser

# Reached by its name through get_parser; the class itself only by the `auto` format.
__all__ = ["OpenHandsJsonParser"]


@register_parser("openhands-json")
class OpenHandsJsonParser(EventParser):
    """OpenHands CLI, `openhands --headless --json`.

    Format: OpenHands/OpenHands-CLI, openhands_cli/json_callback.py: for every event but the
    system prompt it prints a line `--JSON Event--` and then `json.dumps(event.model_dump(),
    indent=2, sort_keys=True)` over many lines. Event models: OpenHands/software-agent-sdk,
    openhands-sdk/openhands/sdk/event/ (MessageEvent, ActionEvent with `action` and
    `tool_name`, ObservationEvent with `observation`, AgentErrorEvent, ConversationErrorEvent,
    ConversationStateUpdateEvent); the terminal tool's TerminalObservation carries `command`
    and `exit_code` (openhands-tools/openhands/tools/terminal/definition.py).

    Usage: events carry no per-call usage; the conversation's stats (`usage_to_metrics`, each a
    Metrics with accumulated_cost and accumulated_token_usage) are cumulative, so a usage event
    is the increase since the last stats seen. `prompt_tokens` include cache reads (litellm).
    """

    MARKER = "--JSON Event--"
    _MAX_LINES = 200_000

    def __init__(self) -> None:
        self._buffer: list[str] | None = None
        self._pending: dict[str, dict] = {}
        self._totals: dict[str, tuple[int, int, int, float]] = {}

    def _feed(self, line: str) -> list[AgentEvent]:
        if line.strip() == self.MARKER:
            self._buffer = []
            return []
        if self._buffer is None:
            obj = _json_object(line)  # tolerate a one-line dump
            return self._object(obj) if obj and "kind" in obj else []
        # A pretty-printed dump: "{", lines indented by two spaces, "}". Other lines are
        # stderr interleaved with it.
        if line == "{" or line.startswith("  ") or line == "}":
            self._buffer.append(line)
        if line == "}" or len(self._buffer) > self._MAX_LINES:
            text, self._buffer = "\n".join(self._buffer), None
            try:
                obj = json.loads(text)
            except ValueError:
                return []
            return self._object(obj) if isinstance(obj, dict) else []
        return []

    def _object(self, obj: dict) -> list[AgentEvent]:
        kind = obj.get("kind")
        if kind == "MessageEvent" and obj.get("source") == "agent":
            text = _texts(_get(obj, "llm_message", "content"))
            return [self._event("message", text=text, raw=kind)] if text else []
        if kind == "ActionEvent":
            events = []
            thought = _texts(obj.get("thought"))
            if thought:
                events.append(self._event("message", text=thought, raw=kind))
            action = obj.get("action") or {}
            if _get(action, "kind") == "FinishAction" and action.get("message"):
                events.append(self._event("message", text=action["message"], raw=kind))
            elif obj.get("tool_name") not in ("finish", "think"):
                self._pending[str(obj.get("tool_call_id"))] = {"tool": obj.get("tool_name"), **action}
            return events
        if kind == "ObservationEvent":
            action = self._pending.pop(str(obj.get("tool_call_id")), {"tool": obj.get("tool_name")})
            return self._observation(action, obj.get("observation") or {})
        if kind == "UserRejectObservation":
            self._pending.pop(str(obj.get("tool_call_id")), None)
            return [self._event("tool_call", tool=obj.get("tool_name"), text=obj.get("rejection_reason"), raw=kind)]
        if kind == "AgentErrorEvent":
            self._pending.pop(str(obj.get("tool_call_id")), None)
            return [self._event("error", tool=obj.get("tool_name"), text=obj.get("error"), raw=kind)]
        if kind == "ConversationErrorEvent":
            return [self._event("error", text=obj.get("detail") or obj.get("code"), raw=kind)]
        if kind == "ConversationStateUpdateEvent":
            value = obj.get("value")
            stats = value if obj.get("key") == "stats" else _get(value, "stats")
            return self._stats(_get(stats, "usage_to_metrics"), raw=kind)
        return []

    def _observation(self, action: dict, observation: dict) -> list[AgentEvent]:
        tool, kind = action.get("tool"), observation.get("kind")
        output = _texts(observation.get("content"))
        if kind == "TerminalObservation" or "exit_code" in observation:
            code = observation.get("exit_code", _get(observation, "metadata", "exit_code"))
            return [self._event("shell", tool=tool, command=observation.get("command") or action.get("command"),
                                exit_code=_int(code), text=output, raw=kind)]
        if (kind == "FileEditorObservation" and not observation.get("is_error")
                and (observation.get("command") or action.get("command")) != "view"):
            return [self._event("file_edit", tool=tool, path=observation.get("path") or action.get("path"), raw=kind)]
        if kind == "FinishObservation":
            return []
        return [self._event("tool_call", tool=tool, text=output or None, raw=kind)]

    def _stats(self, metrics: Any, raw: str) -> list[AgentEvent]:
        events = []
        for usage_id, m in (metrics or {}).items() if isinstance(metrics, dict) else []:
            usage = _get(m, "accumulated_token_usage") or {}
            now = (_int(usage.get("prompt_tokens")) or 0, _int(usage.get("completion_tokens")) or 0,
                   _int(usage.get("cache_read_tokens")) or 0, float(_get(m, "accumulated_cost") or 0.0))
            before = self._totals.get(usage_id, (0, 0, 0, 0.0))
            self._totals[usage_id] = now
            delta = [max(a - b, 0) for a, b in zip(now, before)]
            if any(delta):
                events.append(self._event("usage", model=_get(m, "model_name"), input_tokens=int(delta[0]),
                                          output_tokens=int(delta[1]), cached_tokens=int(delta[2]),
                                          cost_usd=float(delta[3]) if now[3] or before[3] else None, raw=raw))
        return events

    def flush(self) -> list[AgentEvent]:
        pending, self._pending, self._buffer = self._pending, {}, None
        return [self._event("shell" if a.get("kind") in ("TerminalAction", "ExecuteBashAction") else "tool_call",
                            tool=a.get("tool"), command=a.get("command"), raw="ActionEvent")
                for a in pending.values()]


def _texts(content: Any) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    return "\n".join(str(c.get("text")) for c in content if isinstance(c, dict) and c.get("text"))
