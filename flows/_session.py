"""Stage 3: the grading server up, the agent running under its budget, every submission scored."""

from __future__ import annotations

import time
from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE
from pydantic import BaseModel

from agents import agent_env, get_agent, launcher_argv
from flows._context import RunContext, Scores, log_trajectory_sample
from graders import (
    EvalResult, GradingServer, GradingService, GradingSettings, Ledger, SubmissionRecord,
    ensure_ray, evaluate_checkpoint,
)
from infra import BudgetOutcome, append_event, iso_utc, run_with_budget
from tasks import get_task


class SessionResult(BaseModel):
    outcome: BudgetOutcome
    grading_url: str
    start_time: float
    end_time: float


@task(name="session", cache_policy=NO_CACHE)
def session(ctx: RunContext, base: Scores) -> SessionResult:
    run, cfg = ctx.run, ctx.config
    append_event(run.events, "stage", stage="session", budget_s=cfg.budget_s)
    task_ = get_task(cfg.task)
    agent = get_agent(cfg.agent)
    tracker = ctx.tracker()
    ledger = Ledger(run.ledger)

    def evaluate(snapshot: Path) -> EvalResult:
        # The snapshot folder is named by submission id: grader/submissions/<id>.
        return evaluate_checkpoint(snapshot, task_, ctx.data, "validation", cfg.eval,
                                   trajectories=run.grader / "trajectories" / f"{snapshot.name}.jsonl")

    def on_result(record: SubmissionRecord, result: EvalResult) -> None:
        (run.grader / "submissions" / f"{record.id}.validation.json").write_text(result.model_dump_json(indent=1))
        child = tracker.start(f"submission-{record.id}", tags={"a2rl.kind": "submission"}, parent=ctx.mlflow_run_id)
        tracker.params(child, {"submission_id": record.id, "sha256": record.sha256, "model_path": record.model_path})
        tracker.metrics(child, {"val_score": record.val_score, "eval_seconds": result.seconds,
                                "failed_episodes": result.failed_episodes,
                                **{f"val_{k}": v for k, v in result.metrics.items()}})
        log_trajectory_sample(tracker, child, run.grader / "trajectories" / f"{record.id}.jsonl")
        tracker.finish(child, "FINISHED" if record.status == "done" else "FAILED")
        tracker.metrics(ctx.mlflow_run_id, {"val_score": record.val_score}, step=record.id)
        append_event(run.events, "submission", id=record.id, status=record.status, score=record.val_score,
                     error=record.error, seconds=round(result.seconds, 1),
                     failed_episodes=result.failed_episodes, metrics=result.metrics or None)

    # Ray must be started here, not by the first /submit: its processes die with the thread
    # that started them, and request threads come and go.
    ensure_ray()
    # The budget clock starts when the server is up, just before the agent starts.
    start = time.time()
    settings = GradingSettings(
        task=task_.name, workspace=run.workspace, grader_dir=run.grader, start_time=start,
        budget_s=cfg.budget_s, baseline_score=base.validation,
        max_artifact_bytes=ctx.max_artifact_bytes,
    )
    service = GradingService(settings, ledger, evaluate, on_result)
    with GradingServer(service, log_path=run.logs / "grader.log") as server:
        meta = run.read_run_meta()
        run.write_run_meta(meta.model_copy(update={"start_time": iso_utc(start)}))
        env = agent_env(agent, task=task_.name, base_model=ctx.model.name, workspace=run.workspace,
                        model_dir=ctx.workspace_model, data_dir=run.data, output_dir=run.output,
                        grading_url=server.url, overrides={"A2RL_SEED": str(cfg.seed), **cfg.agent_env})
        append_event(run.events, "agent_started", agent=agent.name, url=server.url,
                     deadline=start + cfg.budget_s)
        outcome = run_with_budget(launcher_argv(agent), env=env, cwd=run.workspace,
                                  log_path=run.logs / "agent.log",
                                  budget_s=max(0.0, start + cfg.budget_s - time.time()), grace_s=cfg.grace_s)
        service.close()
        service.drain()
    end = time.time()
    meta = run.read_run_meta()
    records = ledger.all()
    last = records[-1].created_at if records else None
    run.write_run_meta(meta.model_copy(update={"end_time": iso_utc(end), "last_submit_time": last}))
    append_event(run.events, "agent_finished", exit_code=outcome.exit_code, timed_out=outcome.timed_out,
                 duration_s=outcome.duration_s, killed=len(outcome.killed_pids))
    tracker.metrics(ctx.mlflow_run_id, {"agent_seconds": outcome.duration_s})
    return SessionResult(outcome=outcome, grading_url=server.url, start_time=start, end_time=end)
