"""The `benchmark_run` flow: setup → baseline → session → integrity → final → summarize.

Each stage writes its result to the run's journal when it completes, so the same flow resumes
a run whose harness died (`resume=True`): completed stages are read back, not run again.
"""

from __future__ import annotations

from prefect import flow

from flows._baseline import baseline
from flows._config import RunConfig
from flows._context import Scores
from flows._final import FinalResult, final
from flows._integrity import IntegrityReport, integrity
from flows._journal import Journal
from flows._resume import record_flow_run, reopen
from flows._session import SessionResult, session
from flows._setup import release, setup
from flows._summary import summarize
from flows._summary_model import RunSummary
from infra import append_event


def _flow_run_name() -> str:
    """The run id when known (sweeps and resumes fix it), so the Prefect UI names runs as the run folders are."""
    from prefect.runtime import flow_run

    config = flow_run.parameters.get("config")
    get = config.get if isinstance(config, dict) else lambda k: getattr(config, k, None)
    return get("run_id") or f"{get('task')}-{get('agent')}".replace("/", "_")


def _rename_flow_run(run_id: str) -> None:
    """A run whose id setup chose (no run_id given) gets it as its flow run's name too."""
    from prefect.client.orchestration import get_client
    from prefect.context import FlowRunContext

    ctx = FlowRunContext.get()
    if ctx is None or ctx.flow_run is None or ctx.flow_run.name == run_id:
        return
    try:
        with get_client(sync_client=True) as client:
            client.update_flow_run(ctx.flow_run.id, name=run_id)
    except Exception:  # noqa: BLE001 - a name is a convenience; the run goes on
        pass


@flow(name="benchmark_run", log_prints=False, validate_parameters=False, flow_run_name=_flow_run_name)
def benchmark_run(config: RunConfig, resume: bool = False, continue_session: bool = False) -> RunSummary:
    """One agent, one task, one base model, one budget: a whole benchmark run (or the rest of one).

    A deployment run gets `config` as JSON (prefect.yaml's parameters); it is validated here.
    """
    if not isinstance(config, RunConfig):
        config = RunConfig.model_validate(config)
    ctx = (reopen(config) if resume else None) or setup(config, reuse=resume)
    journal = Journal(ctx.run.ledger)
    record_flow_run(journal)
    _rename_flow_run(ctx.run.run_id)
    try:
        base = journal.stage("baseline", Scores) or baseline(ctx)
        sess = journal.stage("session", SessionResult) or session(ctx, base, continue_session=continue_session)
        checks = journal.stage("integrity", IntegrityReport) or integrity(ctx, sess)
        fin = journal.stage("final", FinalResult) or final(ctx, base, checks)
        return summarize(ctx, base, sess, fin, checks)
    except BaseException as exc:
        # What was recorded stays; the MLflow run and the event log say the run failed.
        append_event(ctx.run.events, "failed", error=f"{type(exc).__name__}: {exc}")
        ctx.tracker().finish(ctx.mlflow_run_id, "FAILED" if isinstance(exc, Exception) else "KILLED")
        raise
    finally:
        release(ctx.run)
