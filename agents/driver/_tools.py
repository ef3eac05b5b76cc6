"""A plan step as a call of one of the tools the CLI offered, in that CLI's own vocabulary.

The CLIs name their tools differently (Claude Code `Bash`/`Write`, Codex `shell` or
`exec_command`, Gemini CLI `run_shell_command`/`write_file`, opencode `bash`/`write`,
OpenHands `terminal`/`file_editor`) and shape their arguments differently; the tool is picked
by name and filled from its JSON schema, so a renamed argument is seen rather than guessed.
A file is written with the CLI's file tool when it has one, else through its shell.
"""

from __future__ import annotations

import shlex
from typing import Any

from pydantic import BaseModel, ConfigDict

from agents.driver._plan import Step

__all__ = ["Tool", "ToolCall", "call_for"]

SHELL_TOOLS = ("bash", "shell", "exec_command", "run_shell_command", "execute_bash", "terminal", "shell_command",
               "local_shell", "execute_command", "run_command")
WRITE_TOOLS = ("write", "write_file", "create_file", "file_editor", "str_replace_editor", "edit_file")
_COMMAND_KEYS = ("command", "cmd", "commands")
_PATH_KEYS = ("file_path", "filePath", "path", "absolute_path", "target_file", "filename")
_CONTENT_KEYS = ("content", "file_text", "contents", "text")


class Tool(BaseModel):
    """A tool the CLI offered: its name and the JSON schema of its arguments."""

    model_config = ConfigDict(frozen=True)

    name: str
    parameters: dict[str, Any] = {}

    def properties(self) -> dict[str, Any]:
        props = self.parameters.get("properties")
        return props if isinstance(props, dict) else {}


class ToolCall(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    arguments: dict[str, Any]


def _find(tools: list[Tool], names: tuple[str, ...]) -> Tool | None:
    by_name = {t.name.lower(): t for t in tools}
    return next((by_name[n] for n in names if n in by_name), None)


def _key(tool: Tool, keys: tuple[str, ...]) -> str | None:
    props = tool.properties()
    return next((k for k in keys if k in props), None)


def _fill_required(tool: Tool, args: dict[str, Any], say: str) -> dict[str, Any]:
    """Required arguments the step does not name get a harmless value of their type."""
    props = tool.properties()
    for name in tool.parameters.get("required") or []:
        if name in args:
            continue
        schema = props.get(name) if isinstance(props.get(name), dict) else {}
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = next((k for k in kind if k != "null"), None)
        if schema.get("enum"):
            args[name] = schema["enum"][0]
        elif kind == "boolean":
            args[name] = False
        elif kind in ("integer", "number"):
            args[name] = 600 if "timeout" in name else 0
        elif kind == "array":
            args[name] = []
        elif kind == "object":
            args[name] = {}
        else:
            args[name] = say or name
    return args


def _shell(tool: Tool, command: str, workspace: str | None, say: str) -> ToolCall:
    key = _key(tool, _COMMAND_KEYS) or "command"
    schema = tool.properties().get(key) or {}
    value: Any = ["bash", "-lc", command] if schema.get("type") == "array" else command
    args: dict[str, Any] = {key: value}
    props = tool.properties()
    if workspace:
        for k in ("workdir", "cwd", "working_directory", "directory", "dir_path"):
            if k in props:
                args[k] = workspace
                break
    for k in ("timeout", "timeout_ms"):
        if k in props:  # Claude Code's and opencode's are in milliseconds, OpenHands' in seconds
            text = str((props[k] or {}).get("description", "")).lower()
            args[k] = 600_000 if k.endswith("_ms") or "millisecond" in text else 600
    if "yield_time_ms" in props:  # Codex returns a running command's output after this, and goes on
        args["yield_time_ms"] = 600_000
    if "description" in props:
        args["description"] = say
    if "is_input" in props:
        args["is_input"] = False
    return ToolCall(name=tool.name, arguments=_fill_required(tool, args, say))


def call_for(step: Step, tools: list[Tool], workspace: str | None) -> ToolCall | None:
    """The tool call that carries out `step`; None when the CLI offers no tool that can."""
    shell = _find(tools, SHELL_TOOLS)
    if step.kind == "shell":
        return _shell(shell, step.command, workspace, step.say) if shell else None
    writer = _find(tools, WRITE_TOOLS)
    if writer is not None and workspace and _key(writer, _PATH_KEYS) and _key(writer, _CONTENT_KEYS):
        args: dict[str, Any] = {_key(writer, _PATH_KEYS): f"{workspace}/{step.path}",
                                _key(writer, _CONTENT_KEYS): step.content}
        command = writer.properties().get("command")
        if isinstance(command, dict) and "create" in (command.get("enum") or []):
            args["command"] = "create"
        return ToolCall(name=writer.name, arguments=_fill_required(writer, args, step.say))
    if shell is None:
        return None
    folder = step.path.rsplit("/", 1)[0] if "/" in step.path else "."
    heredoc = f"mkdir -p {shlex.quote(folder)} && cat > {shlex.quote(step.path)} <<'END_OF_FILE'\n{step.content}END_OF_FILE"
    return _shell(shell, heredoc, workspace, step.say)
