"""Stage 5: the run's summary (markdown, JSON) and its MLflow artifacts."""

from __future__ import annotations

import json
import time

from prefect import task
from prefect.cache_policies import NO_CACHE

from agents import get_agent
from agents.recording import SubmissionDiff, write_submission_diffs
from agents.summarization import (
    NarrativeError,
    NarrativeLLM,
    RunFacts,
    RunReport,
    Submitted,
    epoch,
    summarize_run,
    write_narrative,
)
from flows._context import RunContext, Scores
from flows._final import FinalResult
from flows._integrity import IntegrityReport
from flows._journal import Journal
from flows._session import SessionResult
from flows._summary_markdown import summary_markdown
from flows._summary_model import RunSummary, SubmissionSummary
from graders import Ledger
from graders.judges import require_judge
from infra import A2RLError, append_event, resolve_model
from tasks import TaskSpec, get_task


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
    journal = Journal(run.ledger)
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
        rerun_evaluations=[r.id for r in Ledger(run.ledger).all() if r.interrupted],
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
