"""The `codex-json` event format: Codex CLI's `exec --json`."""

from __future__ import annotations

from agents.recording._event_model import AgentEvent, _get, _int, _JsonLinesParser, register_parser

# Reached by its name through get_parser; the class itself only by the `auto` format.
__all__ = ["CodexJsonParser"]


@register_parser("codex-json")
class CodexJsonParser(_JsonLinesParser):
    """Codex CLI, `codex exec --json`.

    Format: openai/codex, codex-rs/exec/src/exec_events.rs (ThreadEvent: thread.started,
    turn.started, item.started / item.updated / item.completed with items agent_message,
    reasoning, command_execution, file_change, mcp_tool_call, web_search, todo_list, error;
    turn.completed with usage; turn.failed; error).

    Usage: only `turn.completed`, whose usage covers the turn (one `codex exec` run is one
    turn); `input_tokens` already includes `cached_input_tokens`. Items are reported when
    completed, which carries the command's exit code and the final status.
    """

    def __init__(self) -> None:
        self._last_error: str | None = None

    def _object(self, obj: dict) -> list[AgentEvent]:
        kind = obj.get("type")
        if kind == "item.completed" and isinstance(obj.get("item"), dict):
            return self._item(obj["item"])
        if kind == "turn.completed":
            usage = obj.get("usage") or {}
            return [self._event("usage", input_tokens=_int(usage.get("input_tokens")) or 0,
                                cached_tokens=_int(usage.get("cached_input_tokens")) or 0,
                                output_tokens=_int(usage.get("output_tokens")) or 0, raw=kind)]
        if kind in ("error", "turn.failed"):
            message = obj.get("message") if kind == "error" else _get(obj, "error", "message")
            repeated, self._last_error = message == self._last_error, message
            # Codex reports a fatal error twice: as `error`, then as the `turn.failed` it causes.
            return [] if repeated and kind == "turn.failed" else [self._event("error", text=message, raw=kind)]
        return []

    def _item(self, item: dict) -> list[AgentEvent]:
        kind = item.get("type")
        raw = f"item.completed:{kind}"
        if kind == "agent_message":
            return [self._event("message", text=item.get("text"), raw=raw)]
        if kind == "command_execution":
            return [self._event("shell", tool=kind, command=item.get("command"), exit_code=_int(item.get("exit_code")),
                                text=item.get("aggregated_output"), raw=raw)]
        if kind == "file_change":
            if item.get("status") != "completed":
                return [self._event("tool_call", tool=kind, text=f"patch {item.get('status')}", raw=raw)]
            return [self._event("file_edit", tool=kind, path=change.get("path"), text=change.get("kind"), raw=raw)
                    for change in item.get("changes") or [] if isinstance(change, dict)]
        if kind == "mcp_tool_call":
            result = _get(item, "error", "message") or _get(item, "result", "content")
            return [self._event("tool_call", tool=f"{item.get('server')}.{item.get('tool')}", text=result, raw=raw)]
        if kind == "web_search":
            return [self._event("tool_call", tool=kind, text=item.get("query"), raw=raw)]
        if kind == "todo_list":
            return [self._event("tool_call", tool=kind, text=item.get("items"), raw=raw)]
        if kind == "error":
            return [self._event("error", text=item.get("message"), raw=raw)]
        return []
