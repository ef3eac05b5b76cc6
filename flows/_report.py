"""`a2rl report`: the finished runs' summaries, compared (markdown or one self-contained HTML file)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from flows._html import render_html
from flows._leaderboard import Leaderboard, leaderboard, leaderboard_markdown
from flows._summary_model import RunSummary
from infra import A2RLHome, UsageError


@dataclass
class Collected:
    runs: list[tuple[RunSummary, Path]] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def _run_dir(home: A2RLHome, ref: str) -> Path:
    path = Path(ref).expanduser()
    if (path / "report").is_dir() or (path / "grader").is_dir():
        return path.resolve()
    if (home.runs / ref).is_dir():
        return home.runs / ref
    raise UsageError(f"no run {ref!r}: give a run id under {home.runs} or a run directory "
                     f"(`ls {home.runs}` lists them)")


def collect_runs(home: A2RLHome, refs: Sequence[str] = (), task: str | None = None,
                 agent: str | None = None) -> Collected:
    """The runs named (all under the home when none is), each with its summary; why others were left out."""
    out = Collected()
    dirs = [_run_dir(home, r) for r in refs] if refs else sorted(p for p in home.runs.glob("*") if p.is_dir())
    for d in dirs:
        metrics = d / "report" / "metrics.json"
        if not metrics.is_file():
            out.skipped.append(f"{d.name}: no report/metrics.json (not finished: `a2rl resume {d.name}`)")
            continue
        try:
            summary = RunSummary.model_validate_json(metrics.read_text())
        except (ValidationError, ValueError) as exc:
            out.skipped.append(f"{d.name}: report/metrics.json unreadable ({str(exc).splitlines()[0]})")
            continue
        if (task and summary.task != task) or (agent and summary.agent != agent):
            continue
        out.runs.append((summary, d))
    return out


def add_narratives(runs: list[tuple[RunSummary, Path]], llm) -> list[str]:
    """Write report/narrative.md for runs that have none; the problems, one line each."""
    from agents.summarization import NarrativeError, write_narrative

    problems = []
    for i, (summary, d) in enumerate(runs):
        if summary.narrative:
            continue
        try:
            write_narrative(d / "report" / "narrative.md", summary.model_dump(mode="json"), llm)
        except (NarrativeError, OSError) as exc:
            problems.append(f"{d.name}: narrative: {exc}")
            continue
        summary = summary.model_copy(update={"narrative": "report/narrative.md"})
        (d / "report" / "metrics.json").write_text(summary.model_dump_json(indent=2))
        runs[i] = (summary, d)
    return problems


def write_report(home: A2RLHome, collected: Collected, fmt: str, output: Path | None,
                 as_json: bool = False) -> tuple[Leaderboard, Path | None]:
    """Markdown to stdout (or `output`); HTML to `output` or <home>/reports/. The board and the file written."""
    if not collected.runs:
        why = "; ".join(collected.skipped[:5]) or f"no runs under {home.runs}"
        raise UsageError(f"nothing to report: {why}. Run one first: a2rl run")
    board = leaderboard([s for s, _ in collected.runs])
    for line in collected.skipped:
        print(f"a2rl report: skipped {line}", file=sys.stderr)
    if fmt == "md":
        text = leaderboard_markdown(board)
        if output is None:
            print(text, file=sys.stderr if as_json else sys.stdout)
            return board, None
        output.write_text(text)
        return board, output
    if output is None:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
        output = home.root / "reports" / f"report-{stamp}.html"
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(render_html(board, collected.runs), encoding="utf-8")
    return board, output
