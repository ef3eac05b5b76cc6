"""The scripted driver: a local model server that plays a fixed plan through a real agent CLI.

`a2rl agents check` runs it between a CLI and the recording proxy, so a machine can be
checked before any money is spent on a vendor's API.
"""

from agents.driver._plan import CHECK_KEY, PLAN, TRAIN_PY, Step
from agents.driver._server import MODEL, ScriptedDriver, Served
from agents.driver._tools import Tool, ToolCall, call_for

__all__ = ["CHECK_KEY", "MODEL", "PLAN", "TRAIN_PY", "ScriptedDriver", "Served", "Step", "Tool", "ToolCall", "call_for"]
