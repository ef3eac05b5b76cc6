"""The across-runs leaderboard: one row per (task, agent, driver, selection rule), mean ± 95% CI.

Built from the runs' `report/metrics.json` (RunSummary) alone. Rules, each repeated in the
board's footnotes so that a reader of the table sees them:

- A run without a scored final submission (final_score None) is kept: its final is its
  baseline, its improvement 0, and it is never a success. Dropping it would make an agent that
  often fails look better than one that always submits.
- A run without a baseline test score cannot be placed on the scale at all: it is excluded,
  with the reason.
- The selection rule is part of a row's key: a best-test score (the paper's rule, chosen on
  test) and a validation-chosen one are not comparable, so a group mixing them is split.
- The interval is Student t on n − 1 degrees of freedom; n = 1 has none (shown as "n=1").
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Sequence
from datetime import UTC, datetime

from pydantic import BaseModel, ConfigDict, Field
from scipy import stats

from flows._summary_model import RunSummary
from infra import UNRESTRICTED

__all__ = ["ExcludedRun", "Leaderboard", "LeaderboardRow", "leaderboard", "leaderboard_markdown", "mean_ci"]

NOT_RECORDED = "not recorded"
"""What `sandboxes` holds for a run whose summary has no sandbox line."""


class LeaderboardRow(BaseModel):
    """One setup: every run of one agent with one driver LLM on one task under one selection rule."""

    model_config = ConfigDict(frozen=True)
    task: str
    agent: str
    driver: str | None = Field(description="The agent CLI's driver LLM (None: not recorded; shown as '—').")
    selection_rule: str = Field(description="The runs' selection rule (part of the key: rules are not comparable).")
    reprompt: int = Field(0, description="--reprompt of the runs (part of the key: an agent started again is "
                                         "another setup).")
    models: list[str] = Field(description="Base models trained, sorted (more than one: the row mixes them).")
    n: int = Field(description="Runs in the row, no_result ones included.")
    seeds: list[int] = Field(description="Their seeds, in run order.")
    runs: list[str] = Field(description="Their run ids, in the order the summaries were given.")
    baseline_mean: float = Field(description="Mean of the runs' baseline test scores.")
    final_mean: float = Field(description="Mean final test score (a no_result run counts with its baseline).")
    final_ci: float | None = Field(description="95% CI half-width of final_mean (None: n = 1).")
    final_sd: float | None = Field(description="Sample standard deviation, ddof = 1 (None: n = 1).")
    improvement_mean: float = Field(description="Mean of final − baseline per run.")
    improvement_ci: float | None = Field(description="95% CI half-width of improvement_mean (None: n = 1).")
    improvement_sd: float | None = Field(description="Sample standard deviation, ddof = 1 (None: n = 1).")
    success_rate: float = Field(description="Share of the runs whose improvement is > 0.")
    successes: int = Field(description="Runs whose improvement is > 0.")
    no_result: int = Field(description="Runs without a scored final submission (counted as baseline, not success).")
    cost_usd: float | None = Field(description="Mean USD of the agent's model calls over the runs that recorded "
                                               "it (None: no run did).")
    cost_runs: int = Field(description="Runs that recorded a cost.")
    tokens: float | None = Field(description="Mean model tokens (input + output) over the runs that recorded them.")
    tokens_runs: int = Field(description="Runs that recorded tokens.")
    valid_submission_rate: float | None = Field(description="Mean of process_metrics.valid_submission_rate over "
                                                            "the runs that have one.")
    time_to_best_s: float | None = Field(description="Mean of process_metrics.time_to_best_s over the runs that "
                                                     "have one.")
    sandboxes: list[str] = Field(description=f"Sandbox lines of the runs, sorted ('{NOT_RECORDED}' for a run "
                                             "without one).")
    integrity: str = Field("—", description="Integrity of the row's runs: how many were flagged and with what, "
                                            "UNRESTRICTED runs, scores set to the baseline by --integrity strict.")


class ExcludedRun(BaseModel):
    """A run that is not in any row, and why."""

    model_config = ConfigDict(frozen=True)
    run_id: str
    task: str
    agent: str
    driver: str | None
    reason: str


class Leaderboard(BaseModel):
    """The board: rows by task, best mean improvement first; what was left out; the rules it used."""

    version: int = Field(1, description="Schema version.")
    generated_at: str = Field(description="UTC ISO time it was built.")
    n_runs: int = Field(description="Summaries given, excluded ones included.")
    rows: list[LeaderboardRow]
    excluded: list[ExcludedRun] = Field(default_factory=list)
    selection_rules: list[str] = Field(description="Every selection rule among the rows, sorted.")
    sandboxes: list[str] = Field(description="Every sandbox line among the rows, sorted.")
    footnotes: list[str] = Field(default_factory=list, description="The rules the numbers follow, for the reader.")


def mean_ci(values: Sequence[float]) -> tuple[float, float | None, float | None]:
    """(mean, 95% CI half-width, sd): Student t, sd with ddof = 1; n = 1 has no sd and no interval.

    >>> mean, ci, sd = mean_ci([7.0, 9.0, 11.0])  # sd 2; t(0.975, 2) = 4.302653 → 4.302653 · 2 / √3
    >>> mean, round(ci, 4), sd
    (9.0, 4.9683, 2.0)
    >>> mean_ci([3.0])
    (3.0, None, None)
    """
    n = len(values)
    if n == 0:
        raise ValueError("mean_ci needs at least one value")
    mean = statistics.fmean(values)
    if n == 1:
        return mean, None, None
    sd = statistics.stdev(values)
    return mean, float(stats.t.ppf(0.975, n - 1)) * sd / math.sqrt(n), sd


def _usage(s: RunSummary) -> tuple[int | None, float | None]:
    """(tokens, cost_usd) of the agent's model calls: the recording's account, else the process metrics."""
    tokens, cost = s.recording.usage() if s.recording is not None else (None, None)
    if s.process_metrics is not None:
        tokens = s.process_metrics.tokens if tokens is None else tokens
        cost = s.process_metrics.cost_usd if cost is None else cost
    return tokens, cost


def _mean_known(values: Sequence[float | None]) -> tuple[float | None, int]:
    known = [v for v in values if v is not None]
    return (statistics.fmean(known) if known else None), len(known)


def _row(key: tuple[str, str, str | None, str, int], runs: list[RunSummary]) -> LeaderboardRow:
    task, agent, driver, rule, reprompt, mode = key
    baselines = [s.baseline_score for s in runs]
    finals = [s.final_score if s.final_score is not None else s.baseline_score for s in runs]
    improvements = [f - b for f, b in zip(finals, baselines)]
    final_mean, final_ci, final_sd = mean_ci(finals)
    imp_mean, imp_ci, imp_sd = mean_ci(improvements)
    usage = [_usage(s) for s in runs]
    tokens, tokens_runs = _mean_known([t for t, _ in usage])
    cost, cost_runs = _mean_known([c for _, c in usage])
    pms = [s.process_metrics for s in runs]
    vsr, _ = _mean_known([pm.valid_submission_rate if pm else None for pm in pms])
    ttb, _ = _mean_known([pm.time_to_best_s if pm else None for pm in pms])
    successes = sum(1 for s, i in zip(runs, improvements) if s.final_score is not None and i > 0)
    return LeaderboardRow(
        task=task, agent=agent, driver=driver, selection_rule=rule, reprompt=reprompt,
        models=sorted({s.model for s in runs}), n=len(runs), seeds=[s.seed for s in runs],
        runs=[s.run_id for s in runs], baseline_mean=statistics.fmean(baselines),
        final_mean=final_mean, final_ci=final_ci, final_sd=final_sd,
        improvement_mean=imp_mean, improvement_ci=imp_ci, improvement_sd=imp_sd,
        success_rate=successes / len(runs), successes=successes,
        no_result=sum(1 for s in runs if s.final_score is None),
        cost_usd=cost, cost_runs=cost_runs, tokens=tokens, tokens_runs=tokens_runs,
        valid_submission_rate=vsr, time_to_best_s=ttb,
        sandboxes=sorted({s.sandbox or NOT_RECORDED for s in runs}), integrity=integrity_cell(runs, mode))


def integrity_cell(runs: list[RunSummary], mode: str = "report") -> str:
    """`strict: 2/3 flagged (contamination); 1 UNRESTRICTED; 1 scored as baseline`, or `ok`."""
    checked = [s.integrity for s in runs if s.integrity is not None]
    if not checked:
        return NOT_RECORDED
    parts = ["strict"] if mode == "strict" else []
    flagged = [c for c in checked if any(f.disqualifying for f in c.flags)]
    if flagged:
        kinds = sorted({f.kind for c in flagged for f in c.flags if f.disqualifying})
        parts.append(f"{len(flagged)}/{len(runs)} flagged ({', '.join(kinds)})")
    refused = sum(any(f.kind == "egress_denied" for f in c.flags) for c in checked)
    if refused:
        parts.append(f"{refused} with refused egress")
    unrestricted = sum(c.unrestricted for c in checked)
    if unrestricted:
        parts.append(f"{unrestricted} {UNRESTRICTED}")
    overridden = [s for s in runs if s.integrity_override]
    if overridden:
        parts.append(f"{len(overridden)} scored as baseline")
    return "; ".join(parts) or "ok"


def _footnotes(rows: list[LeaderboardRow], excluded: list[ExcludedRun], unpriced: int) -> list[str]:
    notes = [
        "± is the half-width of the 95% confidence interval of the mean: Student t with n − 1 degrees of "
        "freedom, t(0.975, n − 1) · sd / √n, sd with ddof = 1. A row of one run has no interval (shown as n=1).",
        "Improvement is final − baseline test score per run; success is the share of runs with improvement > 0.",
        "A run without a scored final submission (no_result) counts with its baseline as its final score "
        "(improvement 0) and never as a success"
        + (f": {sum(r.no_result for r in rows)} such run(s) here." if any(r.no_result for r in rows) else "."),
        "Rows are per task, agent, driver and selection rule: a score chosen on test (best-test) and one chosen "
        "on validation are not comparable, so runs of one setup under different rules are separate rows.",
        "Cost and tokens are means over the runs that recorded them (the recording proxy, else the agent CLI's "
        "own usage events, else its process metrics); 'k/n runs' says how many did.",
    ]
    if unpriced:
        notes.append(f"{unpriced} model call(s) went to models without a price: they are not in the cost.")
    mixed_sandbox = [r for r in rows if len(r.sandboxes) > 1]
    if mixed_sandbox:
        notes.append("Runs under different sandboxes share a row in: "
                     + ", ".join(f"{r.task}/{r.agent}" for r in mixed_sandbox) + ".")
    mixed_model = [r for r in rows if len(r.models) > 1]
    if mixed_model:
        notes.append("Runs on different base models share a row in: "
                     + ", ".join(f"{r.task}/{r.agent} ({', '.join(r.models)})" for r in mixed_model) + ".")
    if excluded:
        notes.append(f"{len(excluded)} run(s) excluded (listed with the reason).")
    return notes


def leaderboard(summaries: Sequence[RunSummary], *, now: datetime | None = None) -> Leaderboard:
    """Group the runs, compute each row, sort by task then mean improvement (best first)."""
    groups: dict[tuple[str, str, str | None, str, int], list[RunSummary]] = defaultdict(list)
    excluded: list[ExcludedRun] = []
    seen: set[str] = set()
    for s in summaries:
        reason = None
        if s.run_id in seen:
            reason = "duplicate run id (counted once)"
        elif s.baseline_score is None:
            reason = "no baseline test score: the base model could not be scored, so no improvement is defined"
        seen.add(s.run_id)
        if reason:
            excluded.append(ExcludedRun(run_id=s.run_id, task=s.task, agent=s.agent, driver=s.driver, reason=reason))
            continue
        # --integrity strict changes scores: its runs are never averaged with report-mode ones.
        groups[(s.task, s.agent, s.driver, s.selection.rule, s.reprompt,
                s.integrity.mode if s.integrity is not None else "report")].append(s)
    rows = [_row(key, runs) for key, runs in groups.items()]
    rows.sort(key=lambda r: (r.task, -r.improvement_mean, r.agent, r.driver or "", r.selection_rule))
    unpriced = sum(s.recording.model_calls.unpriced_calls for runs in groups.values() for s in runs
                   if s.recording is not None and s.recording.model_calls is not None)
    return Leaderboard(
        generated_at=(now or datetime.now(UTC)).isoformat(timespec="seconds"),
        n_runs=len(summaries), rows=rows, excluded=excluded,
        selection_rules=sorted({r.selection_rule for r in rows}),
        sandboxes=sorted({sb for r in rows for sb in r.sandboxes}),
        footnotes=_footnotes(rows, excluded, unpriced))


# --- Markdown ---------------------------------------------------------------------------------

def fmt_ci(mean: float, ci: float | None, *, signed: bool = False) -> str:
    """'12.0 ± 5.0'; a row of one run: '12.0 (n=1)' (never ± 0)."""
    m = f"{mean:+.1f}" if signed else f"{mean:.1f}"
    return f"{m} (n=1)" if ci is None else f"{m} ± {ci:.1f}"


def fmt_cost(row: LeaderboardRow) -> str:
    if row.cost_usd is None:
        return NOT_RECORDED
    return f"${row.cost_usd:.2f}" + ("" if row.cost_runs == row.n else f" ({row.cost_runs}/{row.n} runs)")


def fmt_success(row: LeaderboardRow) -> str:
    return f"{row.success_rate:.0%} ({row.successes}/{row.n})"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def short_sandbox(line: str) -> str:
    """The backend and network of a sandbox line (`bwrap (network none)`); the limits are in the run's report."""
    return line.split(";")[0].strip()


def leaderboard_markdown(board: Leaderboard) -> str:
    """The board as a markdown table, its footnotes and its excluded runs."""
    lines = [f"# a2rl leaderboard ({board.generated_at})", "",
             f"{board.n_runs} run(s); selection rule(s): {', '.join(board.selection_rules) or '—'}; "
             f"sandbox(es): {'; '.join(board.sandboxes) or '—'}", "",
             "| task | agent | driver | n | baseline | final ±CI | improvement ±CI | success | cost | selection "
             "| integrity | sandbox |",
             "|---|---|---|---:|---:|---:|---:|---:|---:|---|---|---|"]
    for r in board.rows:
        n = f"{r.n}" + (f" ({r.no_result} no result)" if r.no_result else "")
        agent = r.agent + (f" (reprompt {r.reprompt})" if r.reprompt else "")
        cells = [r.task, agent, r.driver or "—", n, f"{r.baseline_mean:.1f}", fmt_ci(r.final_mean, r.final_ci),
                 fmt_ci(r.improvement_mean, r.improvement_ci, signed=True), fmt_success(r), fmt_cost(r),
                 r.selection_rule, r.integrity, " | ".join(short_sandbox(x) for x in r.sandboxes)]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    lines += [""] + [f"{i}. {_cell(note)}" for i, note in enumerate(board.footnotes, 1)]
    if board.excluded:
        lines += ["", "Excluded runs:", ""]
        lines += [f"- `{_cell(e.run_id)}` ({_cell(e.task)}, {_cell(e.agent)}): {_cell(e.reason)}"
                  for e in board.excluded]
    return "\n".join(lines) + "\n"
