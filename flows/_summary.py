"""Stage 5: the run's summary (markdown, JSON) and its MLflow artifacts."""

from __future__ import annotations

import json
import time
from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE
from pydantic import BaseModel, Field

from flows._context import RunContext, Scores
from flows._final import FinalResult, Selection
from flows._session import SessionResult
from graders import Ledger
from infra import append_event
from agents import get_agent
from agents.recording import RecordingSummary, SubmissionDiff, write_submission_diffs
from tasks import TaskSpec, get_task


class SubmissionSummary(BaseModel):
    id: int
    created_at: str
    status: str
    val_score: float | None
    test_score: float | None
    final: bool
    sha256: str
    error: str | None
    revision: str | None = None


class RunSummary(BaseModel):
    """The result of one benchmark run (`a2rl run --json` prints this)."""

    version: int = 1
    run_id: str
    task: str
    agent: str
    model: str
    baseline_score: float | None = Field(description="Base model's test score.")
    baseline_val_score: float | None
    final_score: float | None = Field(description="Test score of the selected submission.")
    improvement: float | None
    submissions: list[SubmissionSummary]
    selection: Selection
    agent_exit_code: int | None
    agent_timed_out: bool
    duration_s: float
    budget_s: float
    split_hashes: dict[str, str] = Field(description="sha256 of each split the run used.")
    protocol_note: str | None = Field(None, description="The task's protocol, when it is not the default one.")
    judge: str | None = Field(None, description="Judge-graded tasks: the judge that scored them.")
    sandbox: str | None = Field(None, description="What the agent ran under: backend, network policy, limits.")
    clock: str = Field("wall", description="wall, or exclude-scoring (the clock stopped while scoring).")
    agent_stopped: str | None = Field(None, description="Why the session ended before the budget (a quota).")
    refused: dict[str, int] = Field(default_factory=dict, description="Refused /submit requests by HTTP status "
                                                                     "(every one is in grader/refusals.jsonl).")
    resumes: int = Field(0, description="Times the run was resumed after its harness died (a2rl resume).")
    session_continuations: int = Field(0, description="Times the agent's session was continued after a crash.")
    session_interrupted: str | None = Field(None, description="The harness died during the session and it was "
                                                              "not continued: why.")
    rerun_evaluations: list[int] = Field(default_factory=list, description="Submissions whose evaluation was "
                                                                           "re-run after the harness died.")
    recording: RecordingSummary | None = Field(None, description="What was recorded about the agent "
                                                                 "(grader/recording/).")
    code_diffs: list[SubmissionDiff] = Field(default_factory=list, description="Code change between consecutive "
                                                                              "submissions (report/code_diffs/).")
    mlflow_run_id: str
    mlflow_ui: str
    run_dir: str


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
    lines += recording_markdown(s.recording, s.code_diffs, s.submissions)
    lines += [f"MLflow run `{s.mlflow_run_id}`: `{s.mlflow_ui}`", ""]
    return "\n".join(lines)


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


def _refusals(path) -> dict[str, int]:
    counts: dict[str, int] = {}
    if path.is_file():
        for line in path.read_text().splitlines():
            if line.strip():
                code = str(json.loads(line).get("status"))
                counts[code] = counts.get(code, 0) + 1
    return counts


def _protocol_note(spec: TaskSpec) -> str | None:
    if spec.protocol == "default":
        return None
    note = f"**{spec.protocol}** — {spec.description}"
    if spec.validation_is_test:
        note += " (validation = test: the agent was shown scores on the items it is graded on)"
    return note


@task(name="summarize", cache_policy=NO_CACHE)
def summarize(ctx: RunContext, base: Scores, sess: SessionResult, fin: FinalResult) -> RunSummary:
    run, cfg = ctx.run, ctx.config
    task = get_task(cfg.task)
    spec = task.spec
    append_event(run.events, "stage", stage="summarize")
    tracker = ctx.tracker()
    journal = Ledger(run.ledger)
    summary = RunSummary(
        run_id=run.run_id, task=cfg.task, agent=get_agent(cfg.agent).name, model=ctx.model.name,
        baseline_score=base.test, baseline_val_score=base.validation,
        final_score=fin.final_score, improvement=fin.improvement,
        submissions=[SubmissionSummary(**r.model_dump(include=set(SubmissionSummary.model_fields)))
                     for r in fin.submissions],
        selection=fin.selection, agent_exit_code=sess.outcome.exit_code,
        agent_timed_out=sess.outcome.timed_out, duration_s=round(time.time() - ctx.started_at, 1),
        budget_s=cfg.budget_s, split_hashes=dict(ctx.data.hashes),
        mlflow_run_id=ctx.mlflow_run_id, mlflow_ui=tracker.ui_hint(),
        run_dir=str(run.root), protocol_note=_protocol_note(spec),
        judge=cfg.eval.judge if task.needs_judge else None,
        sandbox=sess.sandbox.line() if sess.sandbox else None, clock=cfg.clock, agent_stopped=sess.outcome.stopped,
        refused=_refusals(run.grader / "refusals.jsonl"),
        resumes=int(journal.meta().get("resumes", "0")), session_continuations=sess.continuations,
        session_interrupted=sess.interrupted,
        rerun_evaluations=[r.id for r in journal.all() if r.interrupted],
        recording=sess.recording,
        code_diffs=write_submission_diffs(run.grader / "recording", {r.id: r.revision for r in fin.submissions
                                                                    if r.revision}, run.report / "code_diffs"),
    )
    (run.report / "summary.md").write_text(summary_markdown(summary))
    (run.report / "summary.jsonl").write_text("".join(s.model_dump_json() + "\n" for s in summary.submissions))
    (run.report / "metrics.json").write_text(summary.model_dump_json(indent=2))
    ledger_export = Ledger(run.ledger).export_jsonl(run.grader / "ledger.jsonl")
    for path, folder in ((run.grader / "run_meta.json", None), (ledger_export, None),
                         (run.logs / "agent.log", "logs"), (run.report, "report"),
                         *((f, "recording") for f in sorted((run.grader / "recording").glob("*.json*")))):
        tracker.artifact(ctx.mlflow_run_id, path, folder)
    tracker.metrics(ctx.mlflow_run_id, {"duration_s": summary.duration_s, "n_submissions": len(summary.submissions),
                                        "resumes": summary.resumes})
    tracker.finish(ctx.mlflow_run_id)
    journal.record_stage("summary", summary)  # last: a crash before it re-runs this (idempotent) stage
    append_event(run.events, "done", summary=str(run.report / "summary.md"))
    return summary
