"""One `EventParser` per agent CLI output format, registered under the name agent.yaml's `events` gives.

Claude Code's stream-json, Codex's `exec --json`, Gemini CLI's stream-json, opencode's
`run --format json`, OpenHands' `--headless --json`, and plain text. Each parser's docstring
says where its format is specified and which of its CLI's numbers it uses.
"""

from __future__ import annotations

import json
import re
from abc import abstractmethod
from typing import Any

from agents.recording._events import AgentEvent, EventParser, _json_object, register_parser

# Nothing public: a parser is reached by its name, through get_parser.
__all__: list[str] = []


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


# --- Claude Code ------------------------------------------------------------------------------

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


# --- Codex ------------------------------------------------------------------------------------

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


# --- Gemini CLI -------------------------------------------------------------------------------

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


# --- opencode ---------------------------------------------------------------------------------

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


# --- OpenHands --------------------------------------------------------------------------------

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
