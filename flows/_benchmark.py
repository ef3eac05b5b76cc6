"""The `benchmark_run` flow: setup → baseline → session → final → summarize."""

from __future__ import annotations

from prefect import flow

from flows._baseline import baseline
from flows._config import RunConfig
from flows._final import final
from flows._session import session
from flows._setup import setup
from flows._summary import RunSummary, summarize
from infra import append_event


@flow(name="benchmark_run", log_prints=False, validate_parameters=False)
def benchmark_run(config: RunConfig) -> RunSummary:
    """One agent, one task, one base model, one budget: a whole benchmark run."""
    ctx = setup(config)
    try:
        base = baseline(ctx)
        sess = session(ctx, base)
        fin = final(ctx, base)
        return summarize(ctx, base, sess, fin)
    except BaseException as exc:
        # What was recorded stays; the MLflow run and the event log say the run failed.
        append_event(ctx.run.events, "failed", error=f"{type(exc).__name__}: {exc}")
        ctx.tracker().finish(ctx.mlflow_run_id, "FAILED" if isinstance(exc, Exception) else "KILLED")
        raise
