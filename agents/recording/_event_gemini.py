"""The `gemini-stream-json` event format: Gemini CLI's `--output-format stream-json` (and `json`)."""

from __future__ import annotations

from typing import Any

from agents.recording._event_model import AgentEvent, _exit_code_in, _get, _int, _JsonLinesParser, register_parser

# Reached by its name through get_parser; the class itself only by the `auto` format.
__all__ = ["GeminiStreamJsonParser"]


_GEMINI_EDIT_TOOLS = {"write_file", "replace", "edit"}


@register_parser("gemini-stream-json")
class GeminiStreamJsonParser(_JsonLinesParser):
    """Gemini CLI, `gemini --output-format stream-json` (and the one-object `--output-format json`).

    Format: google-gemini/gemini-cli, packages/core/src/output/types.ts (init, message,
    tool_use, tool_result, error, result with StreamStats) and docs/cli/headless.md; the `json`
    object is JsonOutput there (response, stats.models.*.tokens, error).

    Usage: only the final `result` (stream-json has no per-call usage; `input_tokens` there
    counts prompt tokens with cached ones included). A session killed before `result` has no
    usage here. Assistant `message` chunks (`delta: true`) are joined into one message.
    Exit codes: the stream carries a shell tool's output, not its exit code (0.61 reports a failed
    command as `status: success` too); a code named in that text ("Exit Code: N", "exited with
    code: N") is used, else the exit code is unknown (None; the process record has it).
    Warnings (`error` with severity warning) are not errors.
    """

    def __init__(self) -> None:
        self._model: str | None = None
        self._text: list[str] = []
        self._pending: dict[str, tuple[str, dict]] = {}

    def _object(self, obj: dict) -> list[AgentEvent]:
        kind = obj.get("type")
        if kind == "message" and obj.get("role") == "assistant":
            if not obj.get("delta"):
                return self._message() + ([self._event("message", text=obj.get("content"), model=self._model,
                                                       raw=kind)] if obj.get("content") else [])
            self._text.append(str(obj.get("content") or ""))
            return []
        events = self._message()
        if kind == "init":
            self._model = obj.get("model") or self._model
        elif kind == "tool_use":
            self._pending[str(obj.get("tool_id"))] = (str(obj.get("tool_name")), obj.get("parameters") or {})
        elif kind == "tool_result":
            name, args = self._pending.pop(str(obj.get("tool_id")), ("unknown", {}))
            events.append(self._tool(name, args, obj))
        elif kind == "error" and obj.get("severity") != "warning":
            events.append(self._event("error", text=obj.get("message"), raw=kind))
        elif kind == "result":
            events += self._usage(obj.get("stats"), raw=kind)
            if obj.get("status") == "error":
                events.append(self._event("error", text=_get(obj, "error", "message") or "error", raw=kind))
        elif kind is None and ("response" in obj or "stats" in obj):  # --output-format json
            if obj.get("response"):
                events.append(self._event("message", text=obj["response"], raw="json.response"))
            events += self._usage(obj.get("stats"), raw="json.stats")
            if isinstance(obj.get("error"), dict):
                events.append(self._event("error", text=obj["error"].get("message"), raw="json.error"))
        return events

    def _message(self) -> list[AgentEvent]:
        text, self._text = "".join(self._text), []
        return [self._event("message", text=text, model=self._model, raw="message")] if text.strip() else []

    def _tool(self, name: str, args: dict, result: dict) -> AgentEvent:
        ok = result.get("status") == "success"
        output = result.get("output") or _get(result, "error", "message")
        if name == "run_shell_command":
            code = _exit_code_in(output, r"(?:Exit Code|exited with code):?\s*(-?\d+)")
            return self._event("shell", tool=name, command=args.get("command"), text=output, raw="tool_result",
                               exit_code=code)
        if name in _GEMINI_EDIT_TOOLS and ok:
            return self._event("file_edit", tool=name, path=args.get("file_path") or args.get("absolute_path"),
                               raw="tool_result")
        return self._event("tool_call", tool=name, text=output if output is not None else args, raw="tool_result")

    def _usage(self, stats: Any, raw: str) -> list[AgentEvent]:
        if not isinstance(stats, dict):
            return []
        if "input_tokens" in stats or "output_tokens" in stats:
            prompt, output, cached = stats.get("input_tokens"), stats.get("output_tokens"), stats.get("cached")
        else:  # SessionMetrics: per-model token counts
            models = [m for m in (stats.get("models") or {}).values() if isinstance(m, dict)]
            prompt, output, cached = (sum(_int(_get(m, "tokens", key)) or 0 for m in models)
                                      for key in ("prompt", "candidates", "cached"))
        return [self._event("usage", model=self._model, input_tokens=_int(prompt) or 0,
                            output_tokens=_int(output) or 0, cached_tokens=_int(cached) or 0, raw=raw)]

    def flush(self) -> list[AgentEvent]:
        pending, self._pending = self._pending, {}
        return self._message() + [self._event("shell" if name == "run_shell_command" else "tool_call", tool=name,
                                              command=args.get("command") if name == "run_shell_command" else None,
                                              raw="tool_use") for name, args in pending.values()]
