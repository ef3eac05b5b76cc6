"""The run's summary as markdown: `report/summary.md`, and the terminal's text of `--json` runs."""

from __future__ import annotations

from pathlib import Path

from agents.recording import RecordingSummary, SubmissionDiff
from agents.summarization import Iteration, ProcessMetrics
from flows._integrity import integrity_markdown
from flows._summary_model import RunSummary, SubmissionSummary

__all__ = ["iterations_markdown", "process_metrics_markdown", "recording_markdown", "summary_markdown"]


def _fmt(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f}"


def summary_markdown(s: RunSummary) -> str:
    lines = [
        f"# a2rl run `{s.run_id}`", "",
        f"- task **{s.task}**, agent **{s.agent}**, model **{s.model}**, budget {s.budget_s:.0f} s",
        f"- selection rule: **{s.selection.rule}** — {s.selection.reason}"
        + (f" (submission {s.selection.submission_id})" if s.selection.submission_id else ""),
        f"- agent exit: {'budget ran out' if s.agent_timed_out else f'code {s.agent_exit_code}'}; "
        f"run took {s.duration_s:.0f} s",
        f"- sandbox: {s.sandbox or 'not recorded'}; clock: {s.clock}",
        *([f"- session ended early: {s.agent_stopped}"] if s.agent_stopped else []),
        *([f"- agent started {s.agent_starts}× (--reprompt {s.reprompt}: started again with a continuation note "
           "when it exited with budget left)"] if s.reprompt else []),
        *([f"- refused submissions: {sum(s.refused.values())} ("
           + ", ".join(f"{n}× HTTP {code}" for code, n in sorted(s.refused.items()))
           + "; grader/refusals.jsonl)"] if s.refused else []),
        "- split sha256: " + ", ".join(f"{k} `{v[:12]}`" for k, v in s.split_hashes.items()),
        *([f"- protocol: {s.protocol_note}"] if s.protocol_note else []),
        *([f"- resumed {s.resumes}× after the harness died (`a2rl resume`)"
           + (f"; the agent's session was continued {s.session_continuations}×" if s.session_continuations else "")
           + (f"; evaluations re-run: {', '.join(map(str, s.rerun_evaluations))}" if s.rerun_evaluations else "")]
          if s.resumes else []),
        *([f"- session cut short: {s.session_interrupted}"] if s.session_interrupted else []),
        *([f"- judge: `{s.judge}`"] if s.judge else []), "",
        "| | validation | test |", "|---|---:|---:|",
        f"| baseline | {_fmt(s.baseline_val_score)} | {_fmt(s.baseline_score)} |",
    ]
    for sub in s.submissions:
        mark = " ← chosen" if sub.id == s.selection.submission_id else ""
        status = "" if sub.status == "done" else f" ({sub.status}: {sub.error})"
        lines.append(f"| submission {sub.id}{mark}{status} | {_fmt(sub.val_score)} | {_fmt(sub.test_score)} |")
    lines += ["", f"**Final test score {_fmt(s.final_score)}, improvement over baseline "
              f"{'—' if s.improvement is None else f'{s.improvement:+.1f}'}.**", ""]
    lines += integrity_markdown(s.integrity)
    lines += process_metrics_markdown(s.process_metrics)
    lines += iterations_markdown(s.iterations)
    lines += [f"![{name}]({path})" for name, path in s.figures.items()] + ([""] if s.figures else [])
    lines += recording_markdown(s.recording, s.code_diffs, s.submissions)
    if s.narrative:
        lines += [f"A narrative written by an LLM (generated, not measured): `{s.narrative}`", ""]
    lines += [f"- report part missing: {p}" for p in s.report_problems] + ([""] if s.report_problems else [])
    if s.reproduce:
        lines += ["## Reproduce", "", "```", s.reproduce, "```", "",
                  "Versions: " + ", ".join(f"{k} {v}" for k, v in s.versions.items())
                  + " (all of it, with the model, agent and split hashes: `provenance.json`)", ""]
    lines += [f"MLflow run `{s.mlflow_run_id}`: `{s.mlflow_ui}`", ""]
    return "\n".join(lines)


def _seconds(value: float | None) -> str:
    return "—" if value is None else (f"{value:.0f} s" if value < 120 else f"{value / 60:.1f} min")


def process_metrics_markdown(m: ProcessMetrics | None) -> list[str]:
    if m is None:
        return []
    pct = lambda v: "—" if v is None else f"{100 * v:.0f}%"  # noqa: E731
    rows = [
        ("valid submissions", f"{m.valid_submissions} of {m.attempts} attempts ({pct(m.valid_submission_rate)})"),
        ("first valid submission", "—" if m.first_valid_index is None else
         f"attempt {m.first_valid_index}, after {_seconds(m.first_valid_delay_s)}"),
        ("time to first improvement", _seconds(m.time_to_first_improvement_s)),
        ("time to best", _seconds(m.time_to_best_s)),
        ("monotonic ratio", pct(m.monotonic_ratio)),
        ("copies of the base model", str(m.copy_model_count)),
        ("failures", ", ".join(f"{n}× {k}" for k, n in sorted(m.failures.items())) or "none"),
        ("time used", f"{_seconds(m.time_used_s)} ({pct(m.time_used_ratio)} of the budget)"),
        ("last submission → end", _seconds(m.last_submission_gap_s)),
        ("tokens, cost", "not recorded" if m.tokens is None else
         f"{m.tokens:,}" + ("" if m.cost_usd is None else f", ${m.cost_usd:.4f}")),
    ]
    return ["## Process metrics", "", "| | |", "|---|---|", *(f"| {k} | {v} |" for k, v in rows), ""]


def _value(v: object) -> str:
    return f"{v:g}" if isinstance(v, float) else str(v)


def iterations_markdown(iterations: list[Iteration]) -> list[str]:
    """One section per iteration: what it was, what it trained, what changed, what failed."""
    if not iterations:
        return []
    lines = ["## Iterations", ""]
    for it in iterations:
        what = {"submission": f"submission {it.submission_id}", "refused": "refused submission"
                + (f" ×{it.attempts}" if it.attempts > 1 else ""), "no_submission": "after the last submission"
                if it.index > 1 else "no submission"}[it.kind]
        lines.append(f"### {it.index}. {what} — {_seconds(it.elapsed_s)}, {it.status}"
                     + (" ← final pick" if it.final_pick else ""))
        lines.append("")
        if it.kind == "submission":
            score = f"validation {_fmt(it.val_score)}"
            if it.improvement is not None:
                score += f" ({it.improvement:+.1f} vs baseline)"
            score += f", best so far {_fmt(it.best_so_far)}" + (" — new best" if it.new_best else "")
            if it.test_score is not None:
                score += f"; test {_fmt(it.test_score)}"
            lines.append(f"- {score}")
        if it.training is not None:
            lines.append(f"- training: **{it.training.type}** — {it.training.how}")
        if it.hyperparameters:
            lines.append("- hyperparameters: " + ", ".join(f"{k}={_value(v)}" for k, v in
                                                           list(it.hyperparameters.items())[:12]))
        if it.changes is not None:
            since = f"changed since submission {it.changes.since}" if it.changes.since else "code at the first submission"
            lines.append(f"- {since}: {it.changes.line()}"
                         + (f" (`{it.changes.diff}`)" if it.changes.diff else ""))
        if it.processes:
            lines.append(f"- training processes started: {it.processes} ({it.failed_processes} failed)")
        for f in it.failures:
            lines.append(f"- **{f.kind}**: {f.detail} ({f.source})")
            if f.log_lines:
                lines += ["", "  ```", *("  " + line.replace("`", "'") for line in f.log_lines), "  ```", ""]
        lines.append("")
    return lines


def _bytes(n: int | None) -> str:
    return "—" if n is None else f"{n / 2**20:.0f} MiB"


def recording_markdown(rec: RecordingSummary | None, diffs: list[SubmissionDiff],
                       submissions: list[SubmissionSummary]) -> list[str]:
    """The report's "What the agent did" section (from grader/recording/)."""
    if rec is None:
        return []
    lines = ["## What the agent did (grader/recording/)", ""]
    if rec.model_calls is not None:
        m = rec.model_calls
        cost = f"${m.cost_usd:.4f}" + (f" (+{m.unpriced_calls} calls of unpriced models)" if m.unpriced_calls else "")
        lines.append(f"- model calls (recording proxy): {m.calls} ({m.errors} errors, {m.refused} refused), "
                     f"{m.input_tokens:,} input + {m.output_tokens:,} output tokens, {cost}")
    if rec.budget_stop:
        lines.append(f"- **ended by its model-call budget**: {rec.budget_stop}")
    if rec.events is not None:
        e = rec.events
        kinds = ", ".join(f"{n} {k}" for k, n in sorted(e.by_kind.items())) or "none"
        usage = "" if rec.model_calls is not None or not (e.input_tokens or e.output_tokens) else (
            f"; tokens by its own account: {e.input_tokens:,} in, {e.output_tokens:,} out"
            + (f", ${e.cost_usd:.4f}" if e.cost_usd is not None else ""))
        lines.append(f"- events of its CLI: {kinds}{usage}")
    if rec.processes is not None:
        pr = rec.processes
        lines.append(f"- processes started: {pr.processes} ({pr.failed} failed or killed), peak memory of one "
                     f"{_bytes(pr.peak_rss_bytes)}" + ("" if pr.exit_codes_known else f"; exit codes unknown: "
                                                                                     f"{pr.method}"))
    if rec.resources is not None:
        r = rec.resources
        lines.append(f"- resources: {r.cpu_seconds:.0f} CPU-s (mean {r.mean_cpu_percent:.0f}%), peak memory "
                     f"{_bytes(r.peak_rss_bytes)}, {r.gpu_hours:.3f} GPU-hours over {r.samples} samples")
    if rec.revisions is not None:
        lines.append(f"- code revisions: {rec.revisions.revisions}" + (
            "" if rec.revisions.available else f" ({rec.revisions.why_not})"))
    lines += [f"- not recorded: {p}" for p in rec.problems]
    if diffs:
        lines += ["", "| submission | revision | files changed | + | − | diff |", "|---|---|---:|---:|---:|---|"]
        by_id = {sub.id: sub for sub in submissions}
        for d in diffs:
            rev = (by_id[d.after].revision or "")[:10] if d.after in by_id else ""
            lines.append(f"| {d.after} (vs {d.before or '—'}) | `{rev}` | {d.changed} | {d.insertions} | "
                         f"{d.deletions} | `report/code_diffs/{Path(d.path).name}` |")
    return lines + [""]
