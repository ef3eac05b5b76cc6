"""Prefect flows (`benchmark_run`, `evaluate_model`), the across-runs report, and the `a2rl` CLI.

    collected = collect_runs(A2RLHome.resolve(), ["<run id>", ...])   # each run's report/metrics.json
    board = leaderboard([summary for summary, _ in collected.runs])  # agent × driver × task, mean ± 95% CI
    Path("report.html").write_text(render_html(board, collected.runs))

Importing this package does not import Prefect: the CLI must first point Prefect's home
at the state folder.
"""

from __future__ import annotations

from typing import Any

__all__ = ["EvalSummary", "Leaderboard", "LeaderboardRow", "RunConfig", "RunSummary", "benchmark_run",
           "collect_runs", "evaluate_model", "leaderboard", "leaderboard_markdown", "parse_budget", "render_html"]

_LAZY = {
    "benchmark_run": "flows._benchmark", "evaluate_model": "flows._evaluate", "EvalSummary": "flows._evaluate",
    "RunConfig": "flows._config", "parse_budget": "flows._config", "RunSummary": "flows._summary",
    "Leaderboard": "flows._leaderboard", "LeaderboardRow": "flows._leaderboard", "leaderboard": "flows._leaderboard",
    "leaderboard_markdown": "flows._leaderboard", "render_html": "flows._html", "collect_runs": "flows._report",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(name)
