"""Stage 3: the grading server up, the agent running sandboxed under its budget, every submission scored."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE
from pydantic import BaseModel, Field

from agents import agent_env, command_roots, get_agent, launcher_argv, prepare_home, write_prompt
from agents.recording import RecordingSummary, SessionRecorder, recording_metrics
from flows._config import RunConfig
from flows._context import RunContext, Scores, log_trajectory_sample
from flows._eval_cache import evaluate_cached
from flows._instructions import render_instructions
from flows._journal import Journal
from flows._network import SessionNetwork, check_policy
from graders import (
    EvalResult,
    GradingServer,
    GradingService,
    GradingSettings,
    Ledger,
    SubmissionRecord,
    ensure_ray,
    time_limit_for,
    weights_bytes,
)
from graders.engine import current_cluster
from infra import (
    REPROMPT_MARK,
    AgentLimits,
    BudgetOutcome,
    DiskWatch,
    Network,
    SandboxPaths,
    SandboxReport,
    append_event,
    choose_sandbox,
    iso_utc,
    make_sandbox,
    write_atomic,
)
from tasks import get_task

# A continued session shorter than this would only start an agent to stop it.
MIN_CONTINUE_S = 10.0
HEARTBEAT_S = 2.0


class SessionResult(BaseModel):
    outcome: BudgetOutcome
    grading_url: str
    start_time: float
    end_time: float
    sandbox: SandboxReport | None = None
    used_s: float | None = Field(None, description="Budget the agent used, over all its sessions.")
    continuations: int = Field(0, description="Sessions continued after the harness died (a2rl resume "
                                              "--continue-session).")
    interrupted: str | None = Field(None, description="Why the session ended without its agent finishing "
                                                      "(the harness died and it was not continued).")
    recording: RecordingSummary | None = Field(None, description="What was recorded about the agent "
                                                                 "(grader/recording/); the last part's, if continued.")
    starts: int = Field(1, description="Times the agent's launcher was started: 1 + its reprompts (--reprompt).")


class SessionClock(BaseModel):
    """`session.clock` in the journal: where the agent's budget stood when it was last seen."""

    start: float = Field(description="Epoch seconds this (part of the) session started.")
    used_before_s: float = Field(0.0, description="Budget used by earlier parts (before a crash).")
    continuation: int = 0
    heartbeat: float = Field(description="Epoch seconds the harness last saw the session running.")
    paused_s: float = 0.0
    ended: bool = Field(False, description="The agent had stopped; only evaluations were left.")
    outcome: BudgetOutcome | None = Field(None, description="How the agent stopped, once it had.")

    @property
    def used_s(self) -> float:
        return self.used_before_s + max(0.0, self.heartbeat - self.start - self.paused_s)


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


def _evaluator(ctx: RunContext, base: Scores, ledger: Ledger):
    """The session's evaluate and on_result: validation scores, recorded and tracked."""
    run, cfg = ctx.run, ctx.config
    task_ = get_task(cfg.task)
    tracker = ctx.tracker()

    reused: set[int] = set()  # submissions whose files were already scored (the eval cache)

    def evaluate(snapshot: Path) -> EvalResult:
        sid = snapshot.name  # grader/submissions/<id>
        append_event(run.events, "evaluating", id=sid)
        record = ledger.get(int(sid))
        assert record is not None
        result, cached = evaluate_cached(ctx.home.eval_cache, snapshot, record.sha256, task_, ctx.data, "validation",
                                         time_limit_for(base.validation_s, cfg.eval),
                                         run.grader / "trajectories" / f"{sid}.jsonl")
        if cached:
            reused.add(record.id)
        return result

    def on_result(record: SubmissionRecord, result: EvalResult) -> None:
        write_atomic(run.grader / "submissions" / f"{record.id}.validation.json", result.model_dump_json(indent=1))
        child = tracker.child(ctx.mlflow_run_id, f"submission-{record.id}", tags={"a2rl.kind": "submission"})
        cached = record.id in reused
        tracker.params(child, {"submission_id": record.id, "sha256": record.sha256, "model_path": record.model_path,
                               "eval_cached": cached})
        tracker.metrics(child, {"val_score": record.val_score, "eval_seconds": result.seconds,
                                "failed_episodes": result.failed_episodes, "retries": len(result.retried),
                                **{f"val_{k}": v for k, v in result.metrics.items()}})
        log_trajectory_sample(tracker, child, run.grader / "trajectories" / f"{record.id}.jsonl")
        tracker.finish(child, "FINISHED" if record.status == "done" else "FAILED")
        tracker.metrics(ctx.mlflow_run_id, {"val_score": record.val_score}, step=record.id)
        append_event(run.events, "submission", id=record.id, status=record.status, score=record.val_score,
                     error=record.error, seconds=round(result.seconds, 1), same_as=record.same_as, cached=cached,
                     failed_episodes=result.failed_episodes, metrics=result.metrics or None,
                     retried=result.retried or None)

    return evaluate, on_result


def _settings(ctx: RunContext, base: Scores, start: float, used_before_s: float = 0.0) -> GradingSettings:
    cfg = ctx.config
    return GradingSettings(
        task=cfg.task, workspace=ctx.run.workspace, grader_dir=ctx.run.grader, start_time=start,
        budget_s=cfg.budget_s, baseline_score=base.validation, max_artifact_bytes=ctx.max_artifact_bytes,
        clock=cfg.clock, warn_s=cfg.warning_s, used_before_s=used_before_s,
    )


def _finish_without_agent(ctx: RunContext, base: Scores, ledger: Ledger, clock: SessionClock,
                          why: str) -> SessionResult:
    """The harness died during the session and it is not continued: score what was submitted."""
    run = ctx.run
    ensure_ray()
    evaluate, on_result = _evaluator(ctx, base, ledger)
    service = GradingService(_settings(ctx, base, time.time(), clock.used_s), ledger, evaluate, on_result)
    service.close()
    requeued = service.recover()
    append_event(run.events, "session_not_continued", reason=why, used_s=round(clock.used_s, 1), requeued=requeued)
    service.drain()
    outcome = clock.outcome or BudgetOutcome(exit_code=None, timed_out=False, duration_s=round(clock.used_s, 1),
                                             stopped=why)
    result = SessionResult(outcome=outcome, grading_url="", start_time=clock.start, end_time=clock.heartbeat,
                           used_s=round(clock.used_s, 1), continuations=clock.continuation,
                           interrupted=None if clock.ended else why)
    Journal(run.ledger).record_stage("session", result)
    return result


def _not_continued(cfg: RunConfig, earlier: SessionClock, continue_session: bool) -> str | None:
    """Why a session the harness died in is not continued (None: it is)."""
    left = cfg.budget_s - earlier.used_s
    if earlier.ended:
        return "the harness died after the agent had stopped, while its last submissions were scored"
    if not continue_session or left < MIN_CONTINUE_S:
        return (f"the harness died after {earlier.used_s:.0f} s of the agent's {cfg.budget_s:.0f} s budget; "
                + ("the session was not continued (a2rl resume --continue-session continues it)"
                   if left >= MIN_CONTINUE_S else f"only {max(0.0, left):.0f} s were left, too few to continue"))
    return None


def _open_sandbox(ctx: RunContext, agent, network: Network, continuation: int, used_before: float):
    """The session's sandbox started, its instructions and prompt written, the recorder and network ready."""
    run, cfg = ctx.run, ctx.config
    backend = choose_sandbox(cfg.sandbox.backend, cfg.sandbox.allow_unsandboxed)
    sandbox = make_sandbox(backend, network, session_limits(cfg, ctx), SandboxPaths(
        workspace=run.workspace, read_only=[run.data, run.models], scratch=run.sandbox,
        hidden=[p for p in (ctx.home.root, cfg.data_dir) if p is not None],
        visible=[agent.folder, *command_roots(agent)]),
        name=run.run_id, docker_image=cfg.sandbox.docker_image)
    sandbox.start()
    (run.workspace / "instructions.md").write_text(render_instructions(
        task=get_task(cfg.task).name, base_model=ctx.model.name, workspace=str(run.workspace), budget_s=cfg.budget_s,
        grace_s=cfg.grace_s, max_artifact_mib=ctx.max_artifact_bytes / 2**20, clock=cfg.clock,
        warn_s=cfg.warning_s, sandbox=sandbox.report.line(), network=network, allow_hosts=cfg.sandbox.allow_hosts,
        disk_bytes=sandbox.limits.disk_bytes or 0, continuation=continuation, used_s=used_before))
    cgroup = getattr(sandbox.cgroup, "dirs", {}).get("memory") if sandbox.cgroup is not None else None
    recorder = SessionRecorder(run.grader / "recording", cfg.recording, agent, run.logs / "agent.log",
                               run.workspace / "code", cgroup_dir=cgroup)
    net = SessionNetwork(network, sandbox, recorder, cfg.sandbox.allow_hosts, run.grader / "recording" / "egress.jsonl")
    net.prepare()
    if not sandbox.records_processes:
        recorder.problems.append(f"processes and resources are not recorded with the {backend} sandbox (its "
                                 "PID namespace is not watched from outside yet)")
    ctx.tracker().params(ctx.mlflow_run_id, {
        "sandbox": backend, "network": network, "clock": cfg.clock,
        **({"allow_hosts": ",".join(cfg.sandbox.allow_hosts)} if network == "allow" else {}),
        **({"unrestricted": True} if network == "open" else {}),
        **{f"limit_{k}": v for k, v in sandbox.report.enforced.items()}})
    return sandbox, recorder, net


def _watcher(ctx: RunContext, service: GradingService, sandbox, recorder: SessionRecorder, journal: Journal,
             clock: SessionClock):
    """The session's watch(): the disk quota, the journal's heartbeat, the warning in run_meta.json near the end."""
    run = ctx.run
    beat = [clock.start]
    warned: list[str] = []

    def disk_warning(used: int, limit: int) -> None:
        append_event(run.events, "disk_warning", used_bytes=used, quota_bytes=limit)

    limits = sandbox.limits
    disk = DiskWatch(sandbox.disk_paths(), limits.disk_bytes, disk_warning) if limits.disk_bytes else (lambda: None)

    def watch() -> str | None:
        now = time.time()
        if now - beat[0] >= HEARTBEAT_S:
            beat[0] = now
            journal.record_stage("clock", clock.model_copy(update={"heartbeat": now, "paused_s": service.paused_s()}))
        warning = service.warning()
        if warning and not warned:
            warned.append(warning)
            meta = run.read_run_meta()
            run.write_run_meta(meta.model_copy(update={"warning": warning}))
            append_event(run.events, "budget_warning", warning=warning)
        return disk() or recorder.watch()

    return watch


@task(name="session", cache_policy=NO_CACHE)
def session(ctx: RunContext, base: Scores, continue_session: bool = False) -> SessionResult:
    run, cfg = ctx.run, ctx.config
    task_ = get_task(cfg.task)
    agent = get_agent(cfg.agent)
    network = cfg.sandbox.policy_for(agent.requires.network)
    check_policy(network, agent, cfg.recording)
    ledger = Ledger(run.ledger)
    journal = Journal(run.ledger)
    earlier = journal.stage("clock", SessionClock)
    used_before, continuation = 0.0, 0
    if earlier is not None:  # the harness died while an agent was running
        why = _not_continued(cfg, earlier, continue_session)
        if why is not None:
            return _finish_without_agent(ctx, base, ledger, earlier, why)
        used_before, continuation = earlier.used_s, earlier.continuation + 1
    append_event(run.events, "stage", stage="session", budget_s=cfg.budget_s,
                 **({"continuation": continuation, "used_before_s": round(used_before, 1)} if continuation else {}))
    evaluate, on_result = _evaluator(ctx, base, ledger)
    sandbox, recorder, net = _open_sandbox(ctx, agent, network, continuation, used_before)
    prompt_file = write_prompt(run.workspace, run.workspace)
    # Ray must be started here, not by the first /submit: its processes die with the thread
    # that started them, and request threads come and go.
    ensure_ray()
    cluster = current_cluster()  # which Ray scores this run's submissions: local, or a cluster's address
    if cluster is not None:
        append_event(run.events, "ray", **cluster.model_dump())
        ctx.tracker().params(ctx.mlflow_run_id, cluster.params())
    # The budget clock starts when the server is up, just before the agent starts.
    start = time.time()

    def on_accept(record: SubmissionRecord) -> None:
        code = Path(record.code_snapshot) if record.code_snapshot else None
        sha = recorder.on_submission(record.id, code)
        if sha:
            ledger.set_revision(record.id, sha)

    service = GradingService(_settings(ctx, base, start, used_before), ledger, evaluate, on_result,
                             on_accept=on_accept)
    requeued = service.recover()  # what was in flight when the harness died (a continued session)
    clock = SessionClock(start=start, used_before_s=used_before, continuation=continuation, heartbeat=start)
    journal.record_stage("clock", clock)
    watch = _watcher(ctx, service, sandbox, recorder, journal, clock)
    recording: RecordingSummary | None = None
    try:
        recorder.start()
        with GradingServer(service, log_path=run.logs / "grader.log", unix_socket=sandbox.socket_path) as server:
            net.start(server.port)
            meta = run.read_run_meta()
            # A continued session's start_time is when its budget would have started, so that an
            # agent computing start_time + timeout_s gets the real deadline.
            run.write_run_meta(meta.model_copy(update={"start_time": iso_utc(start - used_before), "clock": cfg.clock,
                                                       "sandbox": sandbox.report.line(),
                                                       "continuation": continuation}))
            env = agent_env(agent, task=task_.name, base_model=ctx.model.name, workspace=run.workspace,
                            model_dir=ctx.workspace_model, data_dir=run.data, output_dir=run.output,
                            grading_url=server.url, task_env=task_.agent_env(),
                            overrides={"A2RL_SEED": str(cfg.seed), **recorder.agent_env(), **cfg.agent_env,
                                       **({"A2RL_CONTINUATION": str(continuation)} if continuation else {}),
                                       **({"A2RL_REPROMPT": str(cfg.reprompt)} if cfg.reprompt else {})},
                            prompt_file=prompt_file, driver=cfg.driver)
            env = {**recorder.scrub(env), **net.agent_env()}
            if sandbox.private_home:  # the CLIs' start-up files in the agent's own home
                prepare_home(sandbox.paths.home, env, openai_upstream=recorder.upstream("openai"))
            append_event(run.events, "agent_started", agent=agent.name, url=server.url,
                         deadline=service.deadline(), sandbox=sandbox.report.line(),
                         continuation=continuation or None, requeued=requeued or None)
            outcome = sandbox.launch(launcher_argv(agent), env=env, cwd=run.workspace,
                                     log_path=run.logs / "agent.log", budget_s=cfg.budget_s - used_before,
                                     grace_s=cfg.grace_s, listen=f"127.0.0.1:{server.port}",
                                     deadline=service.deadline, watch=watch, on_spawn=recorder.attach)
            recording = recorder.stop()  # every process of the session has ended
            service.close()
            journal.record_stage("clock", clock.model_copy(update={"heartbeat": time.time(), "ended": True,
                                                                  "paused_s": service.paused_s(),
                                                                  "outcome": outcome}))
            service.drain()
    finally:
        if recording is None:
            recording = recorder.stop()
        try:
            net.stop()
        finally:
            report = sandbox.finish()
    return _record_end(ctx, ledger, journal, service, outcome, recording, report, server.url, start, used_before,
                       continuation)


def _record_end(ctx: RunContext, ledger: Ledger, journal: Journal, service: GradingService, outcome: BudgetOutcome,
                recording: RecordingSummary, report: SandboxReport, url: str, start: float, used_before: float,
                continuation: int) -> SessionResult:
    """The session's end in run_meta.json, the events, MLflow and the journal."""
    run, cfg = ctx.run, ctx.config
    end = time.time()
    meta = run.read_run_meta()
    records = ledger.all()
    last = records[-1].created_at if records else None
    run.write_run_meta(meta.model_copy(update={"end_time": iso_utc(end), "last_submit_time": last}))
    starts = 1 + min(cfg.reprompt, _reprompts(run.logs / "agent.log"))  # never more than allowed
    append_event(run.events, "agent_finished", exit_code=outcome.exit_code, timed_out=outcome.timed_out, starts=starts,
                 duration_s=outcome.duration_s, killed=len(outcome.killed_pids), stopped=outcome.stopped,
                 sandbox=report.model_dump(), paused_s=round(service.paused_s(), 1))
    used = used_before + max(0.0, outcome.duration_s - service.paused_s())
    ctx.tracker().metrics(ctx.mlflow_run_id, {"agent_seconds": round(used, 1),
                                              "clock_paused_s": round(service.paused_s(), 1), "agent_starts": starts,
                                              **recording_metrics(recording)})
    append_event(run.events, "recording", **{k: v for k, v in recording_metrics(recording).items()},
                 budget_stop=recording.budget_stop, problems=recording.problems or None)
    result = SessionResult(outcome=outcome, grading_url=url, start_time=start, end_time=end, sandbox=report,
                           used_s=round(used, 1), continuations=continuation, recording=recording, starts=starts)
    journal.record_stage("session", result)
    return result


def _reprompts(log: Path) -> int:
    """Restarts the session's first process announced in the agent's log (infra._reaper, --reprompt)."""
    try:
        with log.open("rb") as f:
            return sum(1 for line in f if line.startswith(REPROMPT_MARK.encode()))
    except OSError:
        return 0
