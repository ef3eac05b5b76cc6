"""The `claude-stream-json` event format: Claude Code's `--output-format stream-json`."""

from __future__ import annotations

from typing import Any

from agents.recording._event_model import AgentEvent, _exit_code_in, _get, _int, _JsonLinesParser, register_parser

# Reached by its name through get_parser; the class itself only by the `auto` format.
__all__ = ["ClaudeStreamJsonParser"]


_CLAUDE_EDIT_TOOLS = {"Write", "Edit", "MultiEdit", "NotebookEdit"}


@register_parser("claude-stream-json")
class ClaudeStreamJsonParser(_JsonLinesParser):
    """Claude Code, `claude -p --output-format stream-json --verbose`.

    Format: the Claude Code headless docs (docs.claude.com/en/docs/claude-code/headless,
    "Streaming JSON output") and the SDK message types (anthropics/claude-agent-sdk-python,
    src/claude_agent_sdk/types.py): `system`/`init`, then `assistant` and `user` messages
    (Anthropic Messages API content blocks: text, tool_use; tool_result), and a final `result`.

    Usage: tokens come from each assistant message's `usage`, counted once per message id
    (stream-json repeats a message for each of its content blocks, each time with the usage so
    far: a repeat adds only what grew); `input_tokens` is Anthropic's input + cache_creation +
    cache_read. The `result` event contributes only its `total_cost_usd` (its token totals
    would count everything twice), so a session killed before `result` keeps its tokens but
    has no cost.
    Exit codes: Claude Code marks a failed Bash call `is_error` and starts its output with
    "Exit code N"; a successful one is 0.
    """

    def __init__(self) -> None:
        self._model: str | None = None
        self._usage: dict[str, tuple[int, ...]] = {}  # per message id: the most seen
        self._pending: dict[str, tuple[str, dict]] = {}

    def _object(self, obj: dict) -> list[AgentEvent]:
        kind = obj.get("type")
        if kind == "system" and obj.get("subtype") == "init":
            self._model = obj.get("model") or self._model
            return []
        if kind == "assistant":
            return self._assistant(obj)
        if kind == "user":
            return self._results(obj)
        if kind == "result":
            return self._result(obj)
        return []

    def _assistant(self, obj: dict) -> list[AgentEvent]:
        message = obj.get("message") or {}
        self._model = message.get("model") or self._model
        events = []
        for block in message.get("content") or []:
            if _get(block, "type") == "text" and block.get("text"):
                events.append(self._event("message", text=block["text"], model=self._model, raw="assistant"))
            elif _get(block, "type") == "tool_use":
                self._pending[str(block.get("id"))] = (str(block.get("name")), block.get("input") or {})
        usage = message.get("usage")
        if isinstance(usage, dict):
            cached = _int(usage.get("cache_read_input_tokens")) or 0
            created = _int(usage.get("cache_creation_input_tokens")) or 0
            now = ((_int(usage.get("input_tokens")) or 0) + cached + created, _int(usage.get("output_tokens")) or 0,
                   cached)
            key = str(message.get("id") or id(obj))
            before = self._usage.get(key, (0, 0, 0))
            self._usage[key] = tuple(map(max, now, before))
            delta = [max(a - b, 0) for a, b in zip(now, before)]
            if any(delta):
                events.append(self._event("usage", model=self._model, input_tokens=delta[0], output_tokens=delta[1],
                                          cached_tokens=delta[2], raw="assistant.usage"))
        if obj.get("error"):
            events.append(self._event("error", text=str(obj["error"]), model=self._model, raw="assistant.error"))
        return events

    def _results(self, obj: dict) -> list[AgentEvent]:
        content = _get(obj, "message", "content")
        events = []
        for block in content if isinstance(content, list) else []:
            if _get(block, "type") != "tool_result":
                continue
            name, args = self._pending.pop(str(block.get("tool_use_id")), ("unknown", {}))
            output = block.get("content")
            if isinstance(output, list):
                output = "\n".join(str(part.get("text", "")) for part in output if isinstance(part, dict))
            events.append(self._tool(name, args, output, bool(block.get("is_error"))))
        return events

    def _tool(self, name: str, args: dict, output: Any, failed: bool | None) -> AgentEvent:
        if name == "Bash":
            code = None if failed is None else (_exit_code_in(output, r"Exit code (-?\d+)") or 1) if failed else 0
            return self._event("shell", tool=name, command=args.get("command"), exit_code=code, text=output,
                               raw="tool_use")
        if name in _CLAUDE_EDIT_TOOLS and failed is False:
            return self._event("file_edit", tool=name, path=args.get("file_path") or args.get("notebook_path"),
                               raw="tool_use")
        return self._event("tool_call", tool=name, text=output if output is not None else args, raw="tool_use")

    def _result(self, obj: dict) -> list[AgentEvent]:
        events = []
        cost = obj.get("total_cost_usd", obj.get("cost_usd"))
        if isinstance(cost, (int, float)) and not isinstance(cost, bool):
            events.append(self._event("usage", model=self._model, cost_usd=float(cost), raw="result"))
        if obj.get("is_error") or str(obj.get("subtype", "")).startswith("error"):
            events.append(self._event("error", text=obj.get("result") or obj.get("subtype"), raw="result"))
        return events

    def flush(self) -> list[AgentEvent]:
        pending, self._pending = self._pending, {}
        return [self._tool(name, args, None, None) for name, args in pending.values()]
