"""Resuming a run whose harness died: find it, reopen its context, say what happened.

Every stage writes its result to the run's journal (`grader/ledger.sqlite`, table `meta`)
when it completes, and every submission's state change is a ledger transaction; a resumed run
skips the completed stages, re-runs the one that was interrupted, re-queues the evaluations
that were in flight, and continues the same MLflow run.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from pydantic import BaseModel, Field

from flows._config import RunConfig
from flows._context import RunContext
from flows._journal import Journal
from graders import Ledger
from infra import A2RLHome, RunDir, UsageError, append_event

log = logging.getLogger(__name__)
STAGES = ("setup", "baseline", "session", "integrity", "final")


class RunState(BaseModel):
    """What `a2rl resume` finds in a run directory."""

    run_id: str
    run_dir: Path
    completed: list[str] = Field(description="Stages whose results are in the journal.")
    complete: bool = Field(description="The run ended: its summary is written.")
    in_flight: list[int] = Field(description="Submissions that were queued or being scored.")
    resumes: int


def find_run(home: A2RLHome, ref: str) -> RunDir:
    """A run by id (under `home/runs/`) or by its directory; UsageError naming the fix otherwise."""
    path = Path(ref)
    candidates = [path] if path.is_absolute() or os.sep in ref else [home.runs / ref, path]
    for candidate in candidates:
        if (candidate / "grader").is_dir():
            return RunDir(root=candidate.resolve())
    known = sorted(p.name for p in home.runs.iterdir()) if home.runs.is_dir() else []
    hint = f"; runs under {home.runs}: {', '.join(known[-5:])}" if known else f"; {home.runs} holds no runs"
    raise UsageError(f"no run {ref!r}: give a run id or a run directory (--home selects the state folder){hint}")


def load_config(run: RunDir) -> RunConfig:
    if not run.config.is_file():
        raise UsageError(f"{run.root} has no grader/run_config.json (made by an a2rl older than resume); "
                         "it cannot be resumed — start a new run")
    return RunConfig.model_validate_json(run.config.read_text())


def run_state(run: RunDir) -> RunState:
    ledger = Ledger(run.ledger)
    meta = Journal(run.ledger).meta()
    return RunState(run_id=run.run_id, run_dir=run.root, completed=[s for s in STAGES if f"stage.{s}" in meta],
                    complete="stage.summary" in meta, in_flight=[r.id for r in ledger.in_flight()],
                    resumes=int(meta.get("resumes", "0")))


def reopen(config: RunConfig) -> RunContext | None:
    """The context of a run being resumed, or None when setup itself never completed."""
    from flows._setup import hold

    home = A2RLHome.resolve(config.home)
    run = RunDir(root=home.runs / str(config.run_id))
    hold(run)
    journal = Journal(run.ledger)
    ctx = journal.stage("setup", RunContext)
    resumes = int(journal.meta().get("resumes", "0")) + 1
    journal.set_meta("resumes", str(resumes))
    state = run_state(run)
    append_event(run.events, "resumed", resumes=resumes, completed=state.completed, in_flight=state.in_flight)
    if ctx is not None:
        tracker = ctx.tracker()
        tracker.reopen(ctx.mlflow_run_id)
        tracker.tag(ctx.mlflow_run_id, "a2rl.resumes", str(resumes))
    _mark_crashed(journal)
    return ctx


def record_flow_run(journal: Journal) -> None:
    """Remember this Prefect flow run, so a resume can mark it Crashed in the Prefect UI."""
    try:
        from prefect.runtime import flow_run

        if flow_run.id:
            runs = list(journal.get_json("prefect.flow_runs", []) or [])
            journal.set_json("prefect.flow_runs", [*runs, str(flow_run.id)])
    except Exception as exc:  # noqa: BLE001 - bookkeeping for the UI only
        log.debug("could not record the Prefect flow run: %s", exc)


def _mark_crashed(journal: Journal) -> None:
    """The flow runs of the dead harness still say Running in Prefect; say Crashed."""
    try:
        from prefect.client.orchestration import get_client
        from prefect.runtime import flow_run
        from prefect.states import Crashed

        current = str(flow_run.id) if flow_run.id else None
        with get_client(sync_client=True) as client:
            for run_id in journal.get_json("prefect.flow_runs", []) or []:
                if run_id == current:
                    continue
                state = client.read_flow_run(run_id).state
                if state is not None and not state.is_final():
                    client.set_flow_run_state(run_id, Crashed(message="the harness process died; resumed by "
                                                                      "a2rl resume"), force=True)
    except Exception as exc:  # noqa: BLE001 - another Prefect server, or none: the run still resumes
        log.debug("could not mark earlier flow runs crashed: %s", exc)
