"""Prefect flows (`benchmark_run`, `evaluate_model`) and the `a2rl` CLI.

Importing this package does not import Prefect: the CLI must first point Prefect's home
at the state folder.
"""

from __future__ import annotations

from typing import Any

__all__ = ["EvalSummary", "RunConfig", "RunSummary", "benchmark_run", "evaluate_model", "parse_budget"]

_LAZY = {
    "benchmark_run": "flows._benchmark", "evaluate_model": "flows._evaluate", "EvalSummary": "flows._evaluate",
    "RunConfig": "flows._config", "parse_budget": "flows._config", "RunSummary": "flows._summary",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(name)
