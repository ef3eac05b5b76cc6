"""The `opencode-json` event format: opencode's `run --format json`."""

from __future__ import annotations

from agents.recording._event_model import AgentEvent, _get, _int, _JsonLinesParser, register_parser

# Reached by its name through get_parser; the class itself only by the `auto` format.
__all__ = ["OpencodeJsonParser"]


_OPENCODE_EDIT_TOOLS = {"write", "edit", "multiedit", "patch", "apply_patch"}


@register_parser("opencode-json")
class OpencodeJsonParser(_JsonLinesParser):
    """opencode, `opencode run --format json`.

    Format: sst/opencode (now anomalyco/opencode), packages/opencode/src/cli/cmd/run.ts:
    `emit(type, {part})` for step_start, text, reasoning, tool_use (a completed or failed
    ToolPart: tool, state.input, state.output, state.metadata), step_finish (tokens, cost) and
    error ({name, data.message}), each with timestamp and sessionID.

    Usage: each `step_finish` covers one model call (increments). opencode counts cache reads
    and writes apart from `tokens.input`; they are added to `input_tokens` here, and
    `tokens.reasoning` to `output_tokens`. Exit codes: the bash tool's `state.metadata.exit`.
    """

    def _object(self, obj: dict) -> list[AgentEvent]:
        kind, part = obj.get("type"), obj.get("part") or {}
        if kind == "text" and part.get("text"):
            return [self._event("message", text=part["text"], raw=kind)]
        if kind == "tool_use":
            return [self._tool(part)]
        if kind == "step_finish":
            tokens = part.get("tokens") or {}
            read, write = (_int(_get(tokens, "cache", key)) or 0 for key in ("read", "write"))
            cost = part.get("cost")
            return [self._event("usage", input_tokens=(_int(tokens.get("input")) or 0) + read + write,
                                cached_tokens=read, raw=kind,
                                output_tokens=(_int(tokens.get("output")) or 0) + (_int(tokens.get("reasoning")) or 0),
                                cost_usd=float(cost) if isinstance(cost, (int, float)) and not isinstance(cost, bool)
                                else None)]
        if kind == "error":
            error = obj.get("error")
            text = _get(error, "data", "message") or _get(error, "name") or error
            return [self._event("error", text=text, raw=kind)]
        return []

    def _tool(self, part: dict) -> AgentEvent:
        name, state = str(part.get("tool")), part.get("state") or {}
        args, ok = state.get("input") or {}, state.get("status") == "completed"
        output = state.get("output") if ok else state.get("error")
        if name == "bash":
            return self._event("shell", tool=name, command=args.get("command"), text=output, raw="tool_use",
                               exit_code=_int(_get(state, "metadata", "exit")) if ok else None)
        if name in _OPENCODE_EDIT_TOOLS and ok:
            return self._event("file_edit", tool=name, path=args.get("filePath") or args.get("file_path"),
                               raw="tool_use")
        return self._event("tool_call", tool=name, text=output if output is not None else args, raw="tool_use")
