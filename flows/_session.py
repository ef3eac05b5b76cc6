"""Stage 3: the grading server up, the agent running sandboxed under its budget, every submission scored."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE
from pydantic import BaseModel

from agents import AgentSpec, agent_env, get_agent, launcher_argv
from flows._config import RunConfig
from flows._context import RunContext, Scores, log_trajectory_sample
from flows._instructions import render_instructions
from graders import (
    EvalResult, GradingServer, GradingService, GradingSettings, Ledger, SubmissionRecord,
    ensure_ray, evaluate_checkpoint, time_limit_for, weights_bytes,
)
from infra import (
    AgentLimits, AgentSandbox, BudgetOutcome, DiskWatch, SandboxPaths, SandboxReport, append_event, choose_sandbox,
    iso_utc, run_with_budget,
)
from tasks import get_task


class SessionResult(BaseModel):
    outcome: BudgetOutcome
    grading_url: str
    start_time: float
    end_time: float
    sandbox: SandboxReport | None = None


def network_for(config: RunConfig, agent: AgentSpec) -> str:
    """The run's network policy: as asked, else open only for agents that call out."""
    return config.sandbox.network or ("open" if agent.requires.network else "none")


def session_limits(config: RunConfig, ctx: RunContext) -> AgentLimits:
    """The configured limits, with machine-sized defaults for memory and disk."""
    limits = config.sandbox.limits
    update: dict = {}
    if limits.memory_bytes is None:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
        # Leave the grader room to evaluate submissions while the agent works.
        update["memory_bytes"] = max(2**31, total - max(4 * 2**30, total // 4))
    if limits.disk_bytes is None:
        weights = weights_bytes(ctx.model.path)
        free = shutil.disk_usage(ctx.run.root).free
        update["disk_bytes"] = max(2**30, min(int(0.8 * free), max(20 * 2**30, 30 * weights)))
    return limits.model_copy(update=update)


@task(name="session", cache_policy=NO_CACHE)
def session(ctx: RunContext, base: Scores) -> SessionResult:
    run, cfg = ctx.run, ctx.config
    task_ = get_task(cfg.task)
    agent = get_agent(cfg.agent)
    backend = choose_sandbox(cfg.sandbox.backend, cfg.sandbox.allow_unsandboxed)
    network = network_for(cfg, agent)
    append_event(run.events, "stage", stage="session", budget_s=cfg.budget_s)
    tracker = ctx.tracker()
    ledger = Ledger(run.ledger)

    def evaluate(snapshot: Path) -> EvalResult:
        # The snapshot folder is named by submission id: grader/submissions/<id>.
        return evaluate_checkpoint(snapshot, task_, ctx.data, "validation", time_limit_for(base.validation_s, cfg.eval),
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

    sandbox = AgentSandbox(backend, network, session_limits(cfg, ctx), SandboxPaths(
        workspace=run.workspace, read_only=[run.data, run.models], scratch=run.sandbox,
        hidden=[p for p in (ctx.home.root, cfg.data_dir) if p is not None], visible=[agent.folder]),
        name=run.run_id)
    sandbox.start()
    (run.workspace / "instructions.md").write_text(render_instructions(
        task=task_.name, base_model=ctx.model.name, workspace=str(run.workspace), budget_s=cfg.budget_s,
        grace_s=cfg.grace_s, max_artifact_mib=ctx.max_artifact_bytes / 2**20, clock=cfg.clock,
        warn_s=cfg.warning_s, sandbox=sandbox.report.line(), network=network,
        disk_bytes=sandbox.limits.disk_bytes or 0))
    tracker.params(ctx.mlflow_run_id, {"sandbox": backend, "network": network, "clock": cfg.clock,
                                       **{f"limit_{k}": v for k, v in sandbox.report.enforced.items()}})
    # Ray must be started here, not by the first /submit: its processes die with the thread
    # that started them, and request threads come and go.
    ensure_ray()
    # The budget clock starts when the server is up, just before the agent starts.
    start = time.time()
    settings = GradingSettings(
        task=task_.name, workspace=run.workspace, grader_dir=run.grader, start_time=start,
        budget_s=cfg.budget_s, baseline_score=base.validation, max_artifact_bytes=ctx.max_artifact_bytes,
        clock=cfg.clock, warn_s=cfg.warning_s,
    )
    service = GradingService(settings, ledger, evaluate, on_result)
    warned: list[str] = []

    def watch() -> str | None:
        """The disk quota, and the warning written into run_meta.json once the end is near."""
        warning = service.warning()
        if warning and not warned:
            warned.append(warning)
            meta = run.read_run_meta()
            run.write_run_meta(meta.model_copy(update={"warning": warning}))
            append_event(run.events, "budget_warning", warning=warning)
        return disk()

    def disk_warning(used: int, limit: int) -> None:
        append_event(run.events, "disk_warning", used_bytes=used, quota_bytes=limit)

    limits = sandbox.limits
    disk = (DiskWatch(sandbox.disk_paths(), limits.disk_bytes, disk_warning) if limits.disk_bytes
            else (lambda: None))
    try:
        with GradingServer(service, log_path=run.logs / "grader.log", unix_socket=sandbox.socket_path) as server:
            meta = run.read_run_meta()
            run.write_run_meta(meta.model_copy(update={"start_time": iso_utc(start), "clock": cfg.clock,
                                                       "sandbox": sandbox.report.line()}))
            env = agent_env(agent, task=task_.name, base_model=ctx.model.name, workspace=run.workspace,
                            model_dir=ctx.workspace_model, data_dir=run.data, output_dir=run.output,
                            grading_url=server.url, task_env=task_.agent_env(),
                            overrides={"A2RL_SEED": str(cfg.seed), **cfg.agent_env})
            append_event(run.events, "agent_started", agent=agent.name, url=server.url,
                         deadline=start + cfg.budget_s, sandbox=sandbox.report.line())
            if backend == "docker":
                from infra._docker_session import run_container_with_budget

                outcome = run_container_with_budget(
                    sandbox, launcher_argv(agent), env=env, listen=f"127.0.0.1:{server.port}",
                    log_path=run.logs / "agent.log", deadline=service.deadline, grace_s=cfg.grace_s,
                    watch=watch, image=cfg.sandbox.docker_image)
            else:
                outcome = run_with_budget(launcher_argv(agent), env=env, cwd=run.workspace,
                                          log_path=run.logs / "agent.log", budget_s=cfg.budget_s,
                                          grace_s=cfg.grace_s, sandbox=sandbox, listen=f"127.0.0.1:{server.port}",
                                          deadline=service.deadline, watch=watch)
            service.close()
            service.drain()
    finally:
        report = sandbox.finish()
    end = time.time()
    meta = run.read_run_meta()
    records = ledger.all()
    last = records[-1].created_at if records else None
    run.write_run_meta(meta.model_copy(update={"end_time": iso_utc(end), "last_submit_time": last}))
    append_event(run.events, "agent_finished", exit_code=outcome.exit_code, timed_out=outcome.timed_out,
                 duration_s=outcome.duration_s, killed=len(outcome.killed_pids), stopped=outcome.stopped,
                 sandbox=report.model_dump(), paused_s=round(service.paused_s(), 1))
    tracker.metrics(ctx.mlflow_run_id, {"agent_seconds": outcome.duration_s,
                                        "clock_paused_s": round(service.paused_s(), 1)})
    return SessionResult(outcome=outcome, grading_url=server.url, start_time=start, end_time=end, sandbox=report)
