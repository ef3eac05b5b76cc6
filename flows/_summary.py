"""Stage 5: the run's summary (markdown, JSON) and its MLflow artifacts."""

from __future__ import annotations

import json
import time
from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE
from pydantic import BaseModel, Field

from agents import get_agent
from agents.recording import RecordingSummary, SubmissionDiff, write_submission_diffs
from agents.summarization import (
    Iteration,
    NarrativeError,
    NarrativeLLM,
    ProcessMetrics,
    RunFacts,
    RunReport,
    Submitted,
    epoch,
    summarize_run,
    write_narrative,
)
from flows._context import RunContext, Scores
from flows._final import FinalResult, Selection
from flows._integrity import IntegrityReport, integrity_markdown
from flows._session import SessionResult
from graders import Ledger
from graders.judges import require_judge
from infra import A2RLError, append_event, resolve_model
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
    driver: str | None = Field(None, description="The agent CLI's driver LLM (--driver, else the agent's default).")
    seed: int = Field(0, description="The run's seed (A2RL_SEED): repeated runs of one setup differ by it.")
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
    reprompt: int = Field(0, description="--reprompt: how many times the agent could be started again.")
    agent_starts: int = Field(1, description="Times the agent was started (1 + the reprompts it used).")
    session_interrupted: str | None = Field(None, description="The harness died during the session and it was "
                                                              "not continued: why.")
    rerun_evaluations: list[int] = Field(default_factory=list, description="Submissions whose evaluation was "
                                                                           "re-run after the harness died.")
    recording: RecordingSummary | None = Field(None, description="What was recorded about the agent "
                                                                 "(grader/recording/).")
    integrity: IntegrityReport | None = Field(None, description="Integrity flags with evidence (contamination, "
                                                                "changed chat template …) and what was checked.")
    integrity_override: str | None = Field(None, description="--integrity strict set the final score to the "
                                                             "baseline's: why.")
    code_diffs: list[SubmissionDiff] = Field(default_factory=list, description="Code change between consecutive "
                                                                              "submissions (report/code_diffs/).")
    process_metrics: ProcessMetrics | None = Field(None, description="How the agent got there "
                                                                      "(agents.summarization).")
    iterations: list[Iteration] = Field(default_factory=list, description="One per submission attempt "
                                                                         "(report/summary.jsonl).")
    figures: dict[str, str] = Field(default_factory=dict, description="Figure name → PNG path under report/.")
    narrative: str | None = Field(None, description="report/narrative.md, when an LLM wrote one (generated, "
                                                    "not measured).")
    report_problems: list[str] = Field(default_factory=list, description="Parts of the report that could not be "
                                                                        "built, and why.")
    reproduce: str | None = Field(None, description="The `a2rl run` command that runs this setup again "
                                                    "(provenance.json has versions and hashes).")
    versions: dict[str, str] = Field(default_factory=dict, description="a2rl (+ its git commit) and the key "
                                                                       "libraries the run used.")
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


def _facts(ctx: RunContext, base: Scores, sess: SessionResult, fin: FinalResult) -> RunFacts:
    try:
        meta = ctx.run.read_run_meta()
    except (OSError, ValueError):
        meta = None
    return RunFacts(run_root=ctx.run.root, base_model=ctx.workspace_model, baseline_val=base.validation,
                    budget_s=ctx.config.budget_s, session_start=epoch(meta.start_time) if meta else None,
                    # The session's own end, not run_meta's (whole seconds: a submission in the last
                    # second came after a truncated end, a negative gap to the end).
                    session_end=sess.end_time or (epoch(meta.end_time) if meta else None),
                    agent_timed_out=sess.outcome.timed_out, agent_exit_code=sess.outcome.exit_code,
                    selected=fin.selection.submission_id)


def narrative_llm(judge_spec: str | None, home) -> NarrativeLLM:
    """The LLM that writes narratives: the judge's settings (--judge, else A2RL_JUDGE)."""
    judge = require_judge(judge_spec)
    if judge.kind == "openai":
        return NarrativeLLM(kind="openai", model=judge.model, base_url=judge.base_url,
                            api_key_env=judge.api_key_env, timeout_s=judge.timeout_s)
    return NarrativeLLM(kind="local", model=str(resolve_model(judge.model, home).path))


def analyse(ctx: RunContext, base: Scores, sess: SessionResult, fin: FinalResult,
            diffs: list[SubmissionDiff]) -> RunReport:
    """The summarization skill on this run; what could not be built is named, never fatal."""
    facts = _facts(ctx, base, sess, fin)
    tests = {r.id: r.test_score for r in fin.submissions}
    submitted = [Submitted(id=r.id, created_at=r.created_at, status=r.status, val_score=r.val_score,
                           test_score=tests.get(r.id), error=r.error, revision=r.revision, same_as=r.same_as)
                 for r in Ledger(ctx.run.ledger).all()]
    tokens, cost = sess.recording.usage() if sess.recording is not None else (None, None)
    return summarize_run(submitted, facts, diffs=diffs, report_dir=ctx.run.report, baseline_test=base.test,
                         final_test=fin.final_score, tokens=tokens, cost_usd=cost)


def _reproduction(path) -> dict:
    """The command and versions of provenance.json (a run set up before it existed has none)."""
    from flows._provenance import Provenance

    try:
        prov = Provenance.model_validate_json(path.read_text())
    except (OSError, ValueError):
        return {}
    commit = f" ({prov.a2rl_commit[:10]}{', modified' if prov.a2rl_dirty else ''})" if prov.a2rl_commit else ""
    keys = ("torch", "transformers", "trl", "vllm")
    return {"reproduce": prov.command,
            "versions": {"a2rl": prov.a2rl_version + commit, "python": prov.python,
                         **{k: v for k, v in prov.libraries.items() if k in keys}}}


@task(name="summarize", cache_policy=NO_CACHE)
def summarize(ctx: RunContext, base: Scores, sess: SessionResult, fin: FinalResult,
              checks: IntegrityReport | None = None) -> RunSummary:
    run, cfg = ctx.run, ctx.config
    task = get_task(cfg.task)
    spec = task.spec
    append_event(run.events, "stage", stage="summarize")
    tracker = ctx.tracker()
    journal = Ledger(run.ledger)
    agent = get_agent(cfg.agent)
    diffs = write_submission_diffs(run.grader / "recording", {r.id: r.revision for r in fin.submissions
                                                              if r.revision}, run.report / "code_diffs")
    report = analyse(ctx, base, sess, fin, diffs)
    summary = RunSummary(
        run_id=run.run_id, task=cfg.task, agent=agent.name, model=ctx.model.name,
        driver=cfg.driver or (agent.driver.default if agent.driver else None), seed=cfg.seed,
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
        reprompt=cfg.reprompt, agent_starts=sess.starts,
        session_interrupted=sess.interrupted,
        rerun_evaluations=[r.id for r in journal.all() if r.interrupted],
        recording=sess.recording, code_diffs=diffs, integrity=checks, integrity_override=fin.integrity_override,
        process_metrics=report.process_metrics, iterations=report.iterations, figures=report.figures,
        report_problems=report.problems, **_reproduction(run.root / "provenance.json"),
    )
    if cfg.narrative:
        try:
            write_narrative(run.report / "narrative.md", summary.model_dump(mode="json"), narrative_llm(cfg.eval.judge, ctx.home))
            summary.narrative = "report/narrative.md"
        except (NarrativeError, A2RLError, OSError) as exc:
            summary.report_problems.append(f"narrative: {exc}")
    (run.report / "summary.md").write_text(summary_markdown(summary))
    (run.report / "summary.jsonl").write_text("".join(it.model_dump_json() + "\n" for it in summary.iterations))
    (run.report / "metrics.json").write_text(summary.model_dump_json(indent=2))
    ledger_export = Ledger(run.ledger).export_jsonl(run.grader / "ledger.jsonl")
    for path, folder in ((run.grader / "run_meta.json", None), (ledger_export, None),
                         (run.logs / "agent.log", "logs"), (run.report, "report"),
                         *((f, "recording") for f in sorted((run.grader / "recording").glob("*.json*")))):
        tracker.artifact(ctx.mlflow_run_id, path, folder)
    tracker.metrics(ctx.mlflow_run_id, {"duration_s": summary.duration_s, "n_submissions": len(summary.submissions),
                                        "resumes": summary.resumes,
                                        **(summary.process_metrics.mlflow() if summary.process_metrics else {})})
    tracker.finish(ctx.mlflow_run_id)
    journal.record_stage("summary", summary)  # last: a crash before it re-runs this (idempotent) stage
    append_event(run.events, "done", summary=str(run.report / "summary.md"))
    return summary
