"""The skill's entry point: a finished run's iterations, process metrics and figures."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, Field

from agents.summarization._build import RunFacts, Submitted, build_iterations, read_jsonl
from agents.summarization._figures import score_figure, timeline_figure
from agents.summarization._iterations import Iteration
from agents.summarization._metrics import ProcessMetrics, process_metrics


class RunReport(BaseModel):
    iterations: list[Iteration] = Field(default_factory=list)
    process_metrics: ProcessMetrics | None = None
    figures: dict[str, str] = Field(default_factory=dict, description="name → path relative to report/")
    problems: list[str] = Field(default_factory=list, description="What could not be built, and why.")


def summarize_run(submissions: Sequence[Submitted], facts: RunFacts, *, diffs: Sequence[BaseModel] = (),
                  report_dir: Path, baseline_test: float | None, final_test: float | None,
                  tokens: int | None = None, cost_usd: float | None = None) -> RunReport:
    """Each part on its own: a figure that cannot be drawn does not cost the iterations, nor they the metrics."""
    report = RunReport()
    try:
        report.iterations = build_iterations(submissions, facts, diffs)
    except Exception as exc:  # noqa: BLE001 — the measured summary stands without this part
        report.problems.append(f"iterations: {type(exc).__name__}: {exc}")
    session_s = (round(facts.session_end - facts.session_start, 1)
                 if facts.session_end and facts.session_start else None)
    report.process_metrics = process_metrics(report.iterations, baseline_val=facts.baseline_val,
                                             budget_s=facts.budget_s, session_s=session_s, tokens=tokens,
                                             cost_usd=cost_usd)
    figures = report_dir / "figures"
    try:
        score_figure(figures / "score.png", report.iterations, baseline_val=facts.baseline_val,
                     baseline_test=baseline_test, final_test=final_test, budget_s=facts.budget_s)
        report.figures["score over time"] = "figures/score.png"
    except Exception as exc:  # noqa: BLE001
        report.problems.append(f"figure score.png: {type(exc).__name__}: {exc}")
    try:
        timeline_figure(figures / "timeline.png", report.iterations,
                        read_jsonl(facts.run_root / "grader" / "recording" / "processes.jsonl"),
                        session_start=facts.session_start, session_end=facts.session_end, budget_s=facts.budget_s)
        report.figures["processes and submissions"] = "figures/timeline.png"
    except Exception as exc:  # noqa: BLE001
        report.problems.append(f"figure timeline.png: {type(exc).__name__}: {exc}")
    return report
